import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vendorTypeListSchema,
  vendorTypeSchema,
  type CreateVendorType,
  type UpdateVendorType,
} from '@shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-keys';
import { apiPath } from '@shared/api-path';

/** GET /api/vendors/vendor-types, POST /api/vendor-types, PATCH /api/vendor-types/{id}. */
const vendorTypesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.vendorTypes(),
    queryFn: ({ signal }) => api.get(apiPath('/api/vendors/vendor-types'), vendorTypeListSchema, { signal }),
  });

export const useVendorTypes = () => useQuery({ ...vendorTypesQueryOptions(), meta: { globalErrorToast: false } });

export function useSaveVendorType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateVendorType | UpdateVendorType }) =>
      id
        ? api.patch(apiPath('/api/vendor-types/{id}', { id }), vendorTypeSchema, body)
        : api.post(apiPath('/api/vendor-types'), vendorTypeSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.vendorTypes() }),
  });
}
