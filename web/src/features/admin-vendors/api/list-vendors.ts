import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { vendorListResponseSchema } from '@shared/schemas/vendors';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { adminVendorKeys, type VendorListFilters } from './keys';

function listVendors(filters: VendorListFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.vendorTypeId !== 'all') params.set('vendorTypeId', filters.vendorTypeId);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (cursor) params.set('cursor', cursor);
  return api.get(withQuery(apiPath('/api/vendors'), params), vendorListResponseSchema, { signal });
}

const vendorListQueryOptions = (filters: VendorListFilters) =>
  infiniteQueryOptions({
    queryKey: adminVendorKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listVendors(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The list shows its own failure ("Failed to load vendors").
    meta: { globalErrorToast: false },
  });

export function useVendorList(filters: VendorListFilters) {
  return useInfiniteQuery({ ...vendorListQueryOptions(filters), placeholderData: (previous) => previous });
}
