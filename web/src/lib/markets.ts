import { useQuery } from '@tanstack/react-query';
import { marketListSchema } from '@shared/schemas/markets';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/**
 * GET /api/markets: the organisation's markets for the admin screens that filter by market (market dates, bulk
 * messages, reports). The same query key as the Markets screen's list, so an edit there refreshes every filter.
 */
export const useAdminMarkets = () =>
  useQuery({
    queryKey: ['markets', 'list'] as const,
    queryFn: async ({ signal }) => (await api.get(apiPath('/api/markets'), marketListSchema, { signal })).markets,
    meta: { globalErrorToast: false },
  });
