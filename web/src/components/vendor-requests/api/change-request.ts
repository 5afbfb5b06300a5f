import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChangeResponseSchema } from '@shared/schemas/space-requests';
import { requestActionResponseSchema } from '@shared/schemas/vendor-dates';
import type { RequestAction } from '@shared/space-request-rules';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { spaceRequestsKeys } from './get-market-dates';

interface ChangeRequestInput {
  action: RequestAction;
  marketDateId: string;
  /** The vendor an admin acts for; a vendor user's own vendor when left out. */
  vendorId: string | null;
  /** Request notes, a skip or cancel reason, a rejection reason. */
  notes?: string | null;
}

const VENDOR_ROUTE: Partial<Record<RequestAction, 'request' | 'skip' | 'unskip' | 'cancel'>> = {
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
async function changeRequest(input: ChangeRequestInput): Promise<{ lateCancellationFee: number }> {
  const id = input.marketDateId;
  const scope = { vendorId: input.vendorId || undefined };
  const vendorRoute = VENDOR_ROUTE[input.action];
  if (vendorRoute) {
    const body = input.action === 'unskip' ? {} : { notes: clean(input.notes) };
    return api.post(
      withQuery(apiPath(`/api/vendor/market-dates/{id}/${vendorRoute}`, { id }), scope),
      requestActionResponseSchema,
      body,
    );
  }
  if (input.action === 'approve' || input.action === 'reopen') {
    return api.post(
      withQuery(apiPath(`/api/market-dates/{id}/${input.action}`, { id }), scope),
      requestChangeResponseSchema,
      {},
    );
  }
  const body = { as: input.action === 'reject-skip' ? 'skip' : 'cancel', reason: clean(input.notes) };
  return api.post(
    withQuery(apiPath('/api/market-dates/{id}/reject', { id }), scope),
    requestChangeResponseSchema,
    body,
  );
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
