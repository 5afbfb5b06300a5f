import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorDetailsSchema } from '@shared/schemas/vendors';
import { api } from '@/lib/api-client';
import { adminVendorKeys } from './keys';
import { apiPath } from '@shared/api-path';

const getVendorDetails = (vendorId: string, signal?: AbortSignal) =>
  api.get(apiPath('/api/vendors/{id}', { id: vendorId }), vendorDetailsSchema, { signal });

const vendorDetailsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: adminVendorKeys.details(vendorId),
    queryFn: ({ signal }) => getVendorDetails(vendorId, signal),
    meta: { globalErrorToast: false },
  });

export const useVendorDetails = (vendorId: string) => useQuery(vendorDetailsQueryOptions(vendorId));
