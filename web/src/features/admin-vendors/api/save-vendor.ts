import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaListSchema, spaceTypeListSchema, vendorTypeListSchema } from '@shared/schemas/catalog';
import { marketListSchema } from '@shared/schemas/markets';
import {
  adminVendorSchema,
  createVendorResponseSchema,
  type CreateVendorRequest,
  type UpdateVendorRequest,
} from '@shared/schemas/vendors';
import { api } from '@/lib/api-client';
import { adminVendorKeys } from './keys';
import { apiPath } from '@shared/api-path';

/** The vendor with every field the edit form holds (GET /api/vendors/{id}). */
const adminVendorQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: [...adminVendorKeys.details(vendorId), 'edit'] as const,
    queryFn: ({ signal }) => api.get(apiPath('/api/vendors/{id}', { id: vendorId }), adminVendorSchema, { signal }),
    meta: { globalErrorToast: false },
  });
export const useAdminVendor = (vendorId: string) => useQuery(adminVendorQueryOptions(vendorId));

/**
 * The choices of the form's selects, retired ones included (a vendor may still have one): the admins' catalogue
 * lists of vendor types, space types and areas.
 */
export function useVendorFormChoices() {
  const vendorTypes = useQuery({
    queryKey: [...adminVendorKeys.all, 'choices', 'vendor-types'],
    queryFn: ({ signal }) => api.get(apiPath('/api/vendors/vendor-types'), vendorTypeListSchema, { signal }),
  });
  const spaceTypes = useQuery({
    queryKey: [...adminVendorKeys.all, 'choices', 'space-types'],
    queryFn: ({ signal }) => api.get(apiPath('/api/space-types'), spaceTypeListSchema, { signal }),
  });
  const areas = useQuery({
    queryKey: [...adminVendorKeys.all, 'choices', 'areas'],
    queryFn: ({ signal }) => api.get(apiPath('/api/areas'), areaListSchema, { signal }),
  });
  // The markets a vendor may be approved for (GET /api/markets): read once the form is open, quietly, as the form
  // works without them (a vendor then keeps the markets it has).
  const markets = useQuery({
    queryKey: [...adminVendorKeys.all, 'choices', 'markets'],
    queryFn: async ({ signal }) => (await api.get(apiPath('/api/markets'), marketListSchema, { signal })).markets,
    meta: { globalErrorToast: false },
  });
  return { vendorTypes, spaceTypes, areas, markets };
}

/** PUT /api/vendors/{id}: the whole form, on the version it was opened on. */
export function useUpdateVendor(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVendorRequest) =>
      api.put(apiPath('/api/vendors/{id}', { id: vendorId }), adminVendorSchema, body),
    meta: { globalErrorToast: false },
    // Prices shown elsewhere (the spaces screen's fees) follow the vendor's override: every cached screen reloads.
    onSuccess: () => client.invalidateQueries(),
  });
}

/** POST /api/vendors. */
export function useCreateVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVendorRequest) => api.post(apiPath('/api/vendors'), createVendorResponseSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: adminVendorKeys.all }),
  });
}
