import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorProfileSchema, type UpdateVendorProfile, type VendorProfile } from '@shared/schemas/vendor-profile';
import { api } from '@/lib/api-client';
import { profileKeys } from './keys';
import { apiPath } from '@shared/api-path';

/** GET /api/vendors/{id}: the vendor with its profile fields. */
const profileQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: profileKeys.profile(vendorId),
    queryFn: ({ signal }) => api.get(apiPath('/api/vendors/{id}', { id: vendorId }), vendorProfileSchema, { signal }),
    meta: { globalErrorToast: false },
  });

export const useVendorProfile = (vendorId: string | null) =>
  useQuery({ ...profileQueryOptions(vendorId ?? ''), enabled: !!vendorId });

/** PATCH /api/vendors/{id}/profile. */
export function useUpdateProfile(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateVendorProfile) =>
      api.patch(apiPath('/api/vendors/{id}/profile', { id: vendorId }), vendorProfileSchema, input),
    onSuccess: (profile) => client.setQueryData(profileKeys.profile(vendorId), profile),
    meta: { globalErrorToast: false },
  });
}

/** POST /api/vendors/{id}/profile/publish | unpublish. */
export function usePublishProfile(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean): Promise<VendorProfile> =>
      api.post(
        apiPath(`/api/vendors/{id}/profile/${publish ? 'publish' : 'unpublish'}`, { id: vendorId }),
        vendorProfileSchema,
      ),
    onSuccess: (profile) => client.setQueryData(profileKeys.profile(vendorId), profile),
    meta: { globalErrorToast: false },
  });
}
