import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { marketListSchema, marketSchema, type CreateMarket, type UpdateMarket } from '@shared/schemas/markets';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/** Query keys of the admin's markets; the shoppers' markets sit under the same root, so an edit refreshes both. */
export const marketKeys = {
  all: ['markets'] as const,
  list: () => [...marketKeys.all, 'list'] as const,
};

/** GET /api/markets: the organisation's markets, and whether none is set up yet (the first-run setup). */
const adminMarketsQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.list(),
    queryFn: ({ signal }) => api.get(apiPath('/api/markets'), marketListSchema, { signal }),
  });

/**
 * The organisation's markets for the admin screens: the Markets screen and those that filter by market (market
 * dates, bulk messages, reports). One query, so an edit on the Markets screen refreshes every filter.
 */
export const useAdminMarkets = () =>
  useQuery({ ...adminMarketsQueryOptions(), select: (answer) => answer.markets, meta: { globalErrorToast: false } });

/** True while no market is stored: a new deployment, whose admin is led through the first-run setup. */
export const useSetupNeeded = () =>
  useQuery({
    ...adminMarketsQueryOptions(),
    select: (answer) => answer.setupNeeded ?? answer.markets.length === 0,
    meta: { globalErrorToast: false },
  });

/** POST /api/markets, PATCH /api/markets/{id}. */
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

/** sessionStorage: the admin was shown the first-run setup in this browser session (so the dashboard stays put). */
const SETUP_SHOWN_KEY = 'marketday.setupShown';
export const setupShown = () => sessionStorage.getItem(SETUP_SHOWN_KEY) === 'true';
export const markSetupShown = () => sessionStorage.setItem(SETUP_SHOWN_KEY, 'true');
