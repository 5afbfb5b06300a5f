import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChangeResponseSchema } from '@shared/schemas/space-requests';
import { requestActionResponseSchema } from '@shared/schemas/vendor-dates';
import type { RequestAction } from '@shared/space-request-rules';
import { api } from '@/lib/api-client';
import { spaceRequestsKeys } from './get-market-dates';

export interface ChangeRequestInput {
  action: RequestAction;
  marketDateId: string;
  /** The vendor an admin acts for; a vendor user's own vendor when left out. */
  vendorId: string | null;
  /** Request notes, a skip or cancel reason, a rejection reason. */
  notes?: string | null;
}

const VENDOR_ROUTE: Partial<Record<RequestAction, string>> = {
  request: 'request',
  skip: 'skip',
  unskip: 'unskip',
  cancel: 'cancel',
};

const clean = (notes: string | null | undefined) => (notes?.trim() ? notes.trim() : null);

/**
 * The vendor's calls (POST /api/vendor/market-dates/{id}/request|skip|unskip|cancel) and the admin's
 * (POST /api/market-dates/{id}/approve|reject|reopen), each for the vendor named in `vendorId`.
 * Answers what the screen needs of either: the late-cancellation fee charged, if any.
 */
export async function changeRequest(input: ChangeRequestInput): Promise<{ lateCancellationFee: number }> {
  const id = encodeURIComponent(input.marketDateId);
  const scope = input.vendorId ? `?vendorId=${encodeURIComponent(input.vendorId)}` : '';
  const vendorRoute = VENDOR_ROUTE[input.action];
  if (vendorRoute) {
    const body = input.action === 'unskip' ? {} : { notes: clean(input.notes) };
    return api.post(`/api/vendor/market-dates/${id}/${vendorRoute}${scope}`, requestActionResponseSchema, body);
  }
  if (input.action === 'approve' || input.action === 'reopen') {
    return api.post(`/api/market-dates/${id}/${input.action}${scope}`, requestChangeResponseSchema, {});
  }
  const body = { as: input.action === 'reject-skip' ? 'skip' : 'cancel', reason: clean(input.notes) };
  return api.post(`/api/market-dates/${id}/reject${scope}`, requestChangeResponseSchema, body);
}

/** The vendor dashboard's counts change with every request. */
const VENDOR_DASHBOARD_KEY = ['vendor-dashboard'] as const;

export function useChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRequest,
    // The panel shows each action's own failure toast.
    meta: { globalErrorToast: false },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: spaceRequestsKeys.all }),
        client.invalidateQueries({ queryKey: VENDOR_DASHBOARD_KEY }),
      ]);
    },
  });
}
