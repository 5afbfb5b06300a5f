import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicSpaceTypesSchema, publicVendorTypesSchema } from '@shared/schemas/vendor-application';
import { api } from './api-client';
import { apiPath } from '@shared/api-path';

/** Spec 1 §9: the public type lists are fresh for 5 minutes and kept for 10. */
const PUBLIC_CATALOG_STALE_MS = 5 * 60_000;
const PUBLIC_CATALOG_GC_MS = 10 * 60_000;

const publicCatalogKeys = {
  all: ['public-catalog'] as const,
  vendorTypes: () => [...publicCatalogKeys.all, 'vendor-types'] as const,
  spaceTypes: () => [...publicCatalogKeys.all, 'space-types'] as const,
};

const getVendorTypes = (signal?: AbortSignal) =>
  api.get(apiPath('/api/public/vendor-types'), publicVendorTypesSchema, { signal });
const getSpaceTypes = (signal?: AbortSignal) =>
  api.get(apiPath('/api/public/space-types'), publicSpaceTypesSchema, { signal });

const vendorTypesQueryOptions = () =>
  queryOptions({
    queryKey: publicCatalogKeys.vendorTypes(),
    queryFn: ({ signal }) => getVendorTypes(signal),
    staleTime: PUBLIC_CATALOG_STALE_MS,
    gcTime: PUBLIC_CATALOG_GC_MS,
    // Screens show their own message for a failed list (e.g. "Failed to fetch vendor types").
    meta: { globalErrorToast: false },
  });

const spaceTypesQueryOptions = () =>
  queryOptions({
    queryKey: publicCatalogKeys.spaceTypes(),
    queryFn: ({ signal }) => getSpaceTypes(signal),
    staleTime: PUBLIC_CATALOG_STALE_MS,
    gcTime: PUBLIC_CATALOG_GC_MS,
    meta: { globalErrorToast: false },
  });

export const useVendorTypes = () => useQuery(vendorTypesQueryOptions());
export const useSpaceTypes = () => useQuery(spaceTypesQueryOptions());

/** Vendor type id → label, for lists that show a vendor's type. */
export function useVendorTypeLabels(): Map<string, string> {
  const { data } = useVendorTypes();
  return new Map((data ?? []).map((t) => [t.id, t.label]));
}
