/**
 * GET /api/public/vendors/{id}: a published, approved vendor with its approved, active images and products, in one
 * call. Its schema is valibot rather than zod so the page stays within the public first-visit weight.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicVendorPageSchema } from '@shared/schemas/public-vendor';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const publicVendorKeys = {
  all: ['public-vendor'] as const,
  vendor: (vendorId: string) => [...publicVendorKeys.all, vendorId] as const,
};

const publicVendorQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: publicVendorKeys.vendor(vendorId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/public/vendors/{id}', { id: vendorId }), publicVendorPageSchema, { signal }),
    // The page says "Vendor Not Found" itself; a toast would repeat it.
    meta: { globalErrorToast: false },
  });

export const usePublicVendor = (vendorId: string) => useQuery(publicVendorQueryOptions(vendorId));
