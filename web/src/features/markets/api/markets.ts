import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { marketListSchema, marketSchema, type CreateMarket, type UpdateMarket } from '@shared/schemas/markets';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/** Query keys of the admin's markets. */
const marketKeys = {
  all: ['markets'] as const,
  list: () => [...marketKeys.all, 'list'] as const,
};

/** GET /api/markets, POST /api/markets, PATCH /api/markets/{id}. */
const marketsQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.list(),
    queryFn: async ({ signal }) => (await api.get(apiPath('/api/markets'), marketListSchema, { signal })).markets,
  });

export const useMarkets = () => useQuery({ ...marketsQueryOptions(), meta: { globalErrorToast: false } });

export function useSaveMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateMarket | UpdateMarket }) =>
      id
        ? api.patch(apiPath('/api/markets/{id}', { id }), marketSchema, body)
        : api.post(apiPath('/api/markets'), marketSchema, body),
    meta: { globalErrorToast: false },
    // The shoppers' pages read the markets too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
