import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorMarketDatesResponseSchema } from '@shared/schemas/vendor-dates';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';

/** One key family with the old market-dates page and the dashboard's links: every request change refreshes it. */
export const spaceRequestsKeys = {
  all: ['vendor-market-dates'] as const,
  /** `vendorId` null: the signed-in user's own vendor. */
  list: (vendorId: string | null, past: boolean) =>
    [...spaceRequestsKeys.all, vendorId ?? 'own', past ? 'past' : 'upcoming'] as const,
};

/** GET /api/vendor/market-dates[?past=true][&vendorId=] */
function getMarketDates(input: { vendorId: string | null; past: boolean }, signal?: AbortSignal) {
  const query = { past: input.past || undefined, vendorId: input.vendorId || undefined };
  return api.get(withQuery(apiPath('/api/vendor/market-dates'), query), vendorMarketDatesResponseSchema, { signal });
}

const marketDatesQueryOptions = (vendorId: string | null, past: boolean) =>
  queryOptions({
    queryKey: spaceRequestsKeys.list(vendorId, past),
    queryFn: ({ signal }) => getMarketDates({ vendorId, past }, signal),
    // The panel shows its own error state.
    meta: { globalErrorToast: false },
  });

export function useMarketDates(vendorId: string | null, past: boolean, enabled: boolean) {
  return useQuery({ ...marketDatesQueryOptions(vendorId, past), enabled });
}
