import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorMarketDatesResponseSchema } from '@shared/schemas/vendor-dates';
import { api } from '@/lib/api-client';

/** One key family with the old market-dates page and the dashboard's links: every request change refreshes it. */
export const spaceRequestsKeys = {
  all: ['vendor-market-dates'] as const,
  /** `vendorId` null: the signed-in user's own vendor. */
  list: (vendorId: string | null, past: boolean) =>
    [...spaceRequestsKeys.all, vendorId ?? 'own', past ? 'past' : 'upcoming'] as const,
};

/** GET /api/vendor/market-dates[?past=true][&vendorId=] */
export function getMarketDates(input: { vendorId: string | null; past: boolean }, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (input.past) query.set('past', 'true');
  if (input.vendorId) query.set('vendorId', input.vendorId);
  const search = query.size ? `?${query.toString()}` : '';
  return api.get(`/api/vendor/market-dates${search}`, vendorMarketDatesResponseSchema, { signal });
}

export const marketDatesQueryOptions = (vendorId: string | null, past: boolean) =>
  queryOptions({
    queryKey: spaceRequestsKeys.list(vendorId, past),
    queryFn: ({ signal }) => getMarketDates({ vendorId, past }, signal),
    // The panel shows its own error state.
    meta: { globalErrorToast: false },
  });

export function useMarketDates(vendorId: string | null, past: boolean, enabled: boolean) {
  return useQuery({ ...marketDatesQueryOptions(vendorId, past), enabled });
}
