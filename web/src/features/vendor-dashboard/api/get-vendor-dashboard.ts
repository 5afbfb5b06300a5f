import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorDashboardResponseSchema } from '@shared/schemas/vendor-dates';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const vendorDashboardKeys = {
  all: ['vendor-dashboard'] as const,
  vendor: (vendorId: string) => [...vendorDashboardKeys.all, vendorId] as const,
};

/** GET /api/vendor/dashboard: the signed-in user's vendor, its alerts, the overview counts and 3 payments. */
const getVendorDashboard = (signal?: AbortSignal) =>
  api.get(apiPath('/api/vendor/dashboard'), vendorDashboardResponseSchema, { signal });

const vendorDashboardQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorDashboardKeys.vendor(vendorId),
    queryFn: ({ signal }) => getVendorDashboard(signal),
    // The screen shows its own error state.
    meta: { globalErrorToast: false },
  });

export function useVendorDashboard(vendorId: string | null) {
  return useQuery({ ...vendorDashboardQueryOptions(vendorId ?? ''), enabled: !!vendorId });
}
