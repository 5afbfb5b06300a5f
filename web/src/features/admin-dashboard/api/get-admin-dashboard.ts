import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardResponseSchema } from '@shared/schemas/admin-dashboard';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const adminDashboardKeys = { all: ['admin-dashboard'] as const };

/** GET /api/dashboard/admin: the next market date's counts and the applications waiting for review. */
const getAdminDashboard = (signal?: AbortSignal) =>
  api.get(apiPath('/api/dashboard/admin'), adminDashboardResponseSchema, { signal });

const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.all,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    meta: { globalErrorToast: false },
  });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
