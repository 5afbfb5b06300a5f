import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorTypeListSchema } from '@shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { requestsKeys } from './keys';

/** GET /api/vendors/vendor-types: the labels of the type filter. */
export const vendorTypesQueryOptions = () =>
  queryOptions({
    queryKey: requestsKeys.vendorTypes(),
    queryFn: ({ signal }) => api.get('/api/vendors/vendor-types', vendorTypeListSchema, { signal }),
    staleTime: 5 * 60_000,
    // Without the labels the filter shows only "All Types"; the requests themselves still load.
    meta: { globalErrorToast: false },
  });

export const useVendorTypes = () => useQuery(vendorTypesQueryOptions());
