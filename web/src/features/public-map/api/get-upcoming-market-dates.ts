import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicMarketDatesSchema } from '@shared/schemas/public-map';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { publicMapKeys } from './query-keys';

const getUpcomingMarketDates = (signal?: AbortSignal) =>
  api.get(withQuery(apiPath('/api/public/market-dates'), { upcoming: true }), publicMarketDatesSchema, { signal });

/** Spec 2 §9: public market dates are cached 5 minutes, retained 10, and not retried. */
const upcomingMarketDatesQueryOptions = () =>
  queryOptions({
    queryKey: publicMapKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingMarketDates(signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
    // The screen shows the failure itself.
    meta: { globalErrorToast: false },
  });

export const useUpcomingMarketDates = () => useQuery(upcomingMarketDatesQueryOptions());
