import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { KEPT_FOR_MS, marketDayKeys } from './keys';
import { todaysDatesSchema } from '@shared/schemas/market-day';

const getToday = (signal?: AbortSignal) => api.get(apiPath('/api/market-day'), todaysDatesSchema, { signal });

export const useTodayMarketDates = () =>
  useQuery(
    queryOptions({
      queryKey: marketDayKeys.today(),
      queryFn: ({ signal }) => getToday(signal),
      gcTime: KEPT_FOR_MS,
      // The screen says it could not load today's markets, with a Retry button.
      meta: { globalErrorToast: false },
    }),
  );
