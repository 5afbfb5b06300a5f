import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorMarketDatesResponseSchema } from '@shared/schemas/vendor-dates';
import { api } from '@/lib/api-client';

export const vendorDatesKeys = {
  all: ['vendor-market-dates'] as const,
  vendor: (vendorId: string) => [...vendorDatesKeys.all, vendorId] as const,
};

/** GET /api/vendor/market-dates: every upcoming date with the signed-in user's vendor's request on it. */
export const getVendorMarketDates = (signal?: AbortSignal) =>
  api.get('/api/vendor/market-dates', vendorMarketDatesResponseSchema, { signal });

export const vendorMarketDatesQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorDatesKeys.vendor(vendorId),
    queryFn: ({ signal }) => getVendorMarketDates(signal),
    // The page shows its own error state.
    meta: { globalErrorToast: false },
  });

export function useVendorMarketDates(vendorId: string | null) {
  return useQuery({ ...vendorMarketDatesQueryOptions(vendorId ?? ''), enabled: !!vendorId });
}
