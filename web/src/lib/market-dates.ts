import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMarketDatesResponseSchema,
  defaultLayoutSchema,
  marketDateListSchema,
  marketDateSchema,
  type CreateMarketDates,
  type UpdateMarketDate,
} from '@shared/schemas/market-dates';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@shared/api-path';

const marketDateKeys = {
  all: ['market-dates'] as const,
  list: (scope: 'upcoming' | 'all', marketId?: string) =>
    [...marketDateKeys.all, 'list', scope, marketId ?? 'all-markets'] as const,
  next: () => [...marketDateKeys.all, 'next'] as const,
  defaultLayouts: () => [...marketDateKeys.all, 'default-layout'] as const,
  defaultLayout: (marketId?: string) => [...marketDateKeys.defaultLayouts(), marketId ?? 'first-market'] as const,
};

/**
 * GET /api/market-dates (all) or ?upcoming=true (today or later in the market's time zone); ?marketId= one
 * market's dates (every market's without it).
 */
const marketDatesQueryOptions = (scope: 'upcoming' | 'all', marketId?: string) =>
  queryOptions({
    queryKey: marketDateKeys.list(scope, marketId),
    queryFn: ({ signal }) =>
      api.get(
        withQuery(apiPath('/api/market-dates'), { upcoming: scope === 'upcoming' || undefined, marketId }),
        marketDateListSchema,
        { signal },
      ),
  });

export const useMarketDates = (scope: 'upcoming' | 'all', marketId?: string) =>
  useQuery({ ...marketDatesQueryOptions(scope, marketId), meta: { globalErrorToast: false } });

/** POST /api/market-dates: one date or a season of a market's days. */
export function useCreateMarketDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMarketDates) =>
      api.post(apiPath('/api/market-dates'), createMarketDatesResponseSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketDateKeys.all }),
  });
}

/** PATCH /api/market-dates/{id}. */
export function useUpdateMarketDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMarketDate }) =>
      api.patch(apiPath('/api/market-dates/{id}', { id }), marketDateSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketDateKeys.all }),
  });
}

/** GET /api/market-dates/next: the earliest date today or later in the market's time zone (404 when none). */
const nextMarketDateQueryOptions = () =>
  queryOptions({
    queryKey: marketDateKeys.next(),
    queryFn: ({ signal }) => api.get(apiPath('/api/market-dates/next'), marketDateSchema, { signal }),
    staleTime: 0,
  });

export const useNextMarketDate = () => useQuery({ ...nextMarketDateQueryOptions(), meta: { globalErrorToast: false } });

/** GET /api/layouts/default?marketId=: what a market's new dates start from (the first market's without it). */
export const useDefaultLayout = (marketId?: string) =>
  useQuery({
    queryKey: marketDateKeys.defaultLayout(marketId),
    queryFn: ({ signal }) =>
      api.get(withQuery(apiPath('/api/layouts/default'), { marketId }), defaultLayoutSchema, { signal }),
    meta: { globalErrorToast: false },
  });

/** PUT /api/layouts/default {fromMarketDateId}: a date's layout becomes its market's default. */
export function useSaveDefaultLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromMarketDateId: string) =>
      api.put(apiPath('/api/layouts/default'), defaultLayoutSchema, { fromMarketDateId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketDateKeys.defaultLayouts() }),
  });
}
