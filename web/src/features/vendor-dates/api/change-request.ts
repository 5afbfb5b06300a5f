import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestActionResponseSchema } from '@shared/schemas/vendor-dates';
import { api } from '@/lib/api-client';
import { vendorDatesKeys } from './get-vendor-market-dates';

export type VendorDateAction = 'request' | 'skip' | 'unskip';

export interface ChangeRequestInput {
  action: VendorDateAction;
  marketDateId: string;
  notes?: string | null;
}

/** POST /api/vendor/market-dates/{id}/request | skip | unskip */
export const changeRequest = ({ action, marketDateId, notes }: ChangeRequestInput) =>
  api.post(
    `/api/vendor/market-dates/${encodeURIComponent(marketDateId)}/${action}`,
    requestActionResponseSchema,
    action === 'unskip' ? {} : { notes: notes?.trim() ? notes.trim() : null },
  );

/** The vendor dashboard's query key prefix: its counts change with every request. */
const VENDOR_DASHBOARD_KEY = ['vendor-dashboard'] as const;

export function useChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRequest,
    // The page shows each action's own failure toast.
    meta: { globalErrorToast: false },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: vendorDatesKeys.all }),
        client.invalidateQueries({ queryKey: VENDOR_DASHBOARD_KEY }),
      ]);
    },
  });
}
