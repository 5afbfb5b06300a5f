import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardResponseSchema } from '@shared/schemas/admin-dashboard';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@shared/api-path';

const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  of: (marketId?: string) => [...adminDashboardKeys.all, marketId ?? 'all-markets'] as const,
};

/**
 * GET /api/dashboard/admin?marketId=: the next market date's counts (of one market, or of any) and the applications
 * waiting for review.
 */
const getAdminDashboard = (marketId: string | undefined, signal?: AbortSignal) =>
  api.get(withQuery(apiPath('/api/dashboard/admin'), { marketId }), adminDashboardResponseSchema, { signal });

const adminDashboardQueryOptions = (marketId?: string) =>
  queryOptions({
    queryKey: adminDashboardKeys.of(marketId),
    queryFn: ({ signal }) => getAdminDashboard(marketId, signal),
    meta: { globalErrorToast: false },
  });

export const useAdminDashboard = (marketId?: string) => useQuery(adminDashboardQueryOptions(marketId));
