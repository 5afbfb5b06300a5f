import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicMarketsSchema, type PublicMarket } from '@shared/schemas/public-markets';
import { api } from './api-client';
import { apiPath } from '@shared/api-path';
import { marketHoursText } from '@/i18n/shared/markets';

/**
 * GET /api/public/markets: the active markets with their place and their days and hours, for the shoppers' pages
 * (the front door, the footer, the market maps). Under the admin's markets key, so an edit there shows here too.
 */
const publicMarketsKeys = { all: ['markets', 'public'] as const };

export const publicMarketsQueryOptions = () =>
  queryOptions({
    queryKey: publicMarketsKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get(apiPath('/api/public/markets'), publicMarketsSchema, { signal })).markets,
    // The hours in the reader's language, from the days (the answer's `hours` is the English the server writes).
    select: (markets) => markets.map((m) => ({ ...m, hours: marketHoursText(m.days) })),
    staleTime: 5 * 60_000,
    retry: false,
    // Each reader has its own fallback (the first market's hours as the single-market product wrote them): no toast.
    meta: { globalErrorToast: false },
  });

export const usePublicMarkets = () => useQuery(publicMarketsQueryOptions());

export type { PublicMarket };
