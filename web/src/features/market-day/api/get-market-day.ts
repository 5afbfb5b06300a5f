import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { KEPT_FOR_MS, marketDayKeys } from './keys';
import { marketDaySchema } from '@shared/schemas/market-day';

const getMarketDay = (marketDateId: string, signal?: AbortSignal) =>
  api.get(apiPath('/api/market-day/{marketDateId}', { marketDateId }), marketDaySchema, { signal });

const marketDayQueryOptions = (marketDateId: string) =>
  queryOptions({
    queryKey: marketDayKeys.day(marketDateId),
    queryFn: ({ signal }) => getMarketDay(marketDateId, signal),
    gcTime: KEPT_FOR_MS,
    // The screen shows the failure itself, and keeps showing the list it has.
    meta: { globalErrorToast: false },
  });

export const useMarketDay = (marketDateId: string) => useQuery(marketDayQueryOptions(marketDateId));
