import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorProfileSchema, type UpdateVendorProfile, type VendorProfile } from '@shared/schemas/vendor-profile';
import { api } from '@/lib/api-client';
import { profileKeys } from './keys';
import { apiPath } from '@shared/api-path';

const vendorPath = (vendorId: string) => apiPath('/api/vendors/{id}', { id: vendorId });

/** GET /api/vendors/{id}: the vendor with its profile fields. */
export const profileQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: profileKeys.profile(vendorId),
    queryFn: ({ signal }) => api.get(vendorPath(vendorId), vendorProfileSchema, { signal }),
    meta: { globalErrorToast: false },
  });

export const useVendorProfile = (vendorId: string | null) =>
  useQuery({ ...profileQueryOptions(vendorId ?? ''), enabled: !!vendorId });

/** PATCH /api/vendors/{id}/profile. */
export function useUpdateProfile(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateVendorProfile) =>
      api.patch(`${vendorPath(vendorId)}/profile`, vendorProfileSchema, input),
    onSuccess: (profile) => client.setQueryData(profileKeys.profile(vendorId), profile),
    meta: { globalErrorToast: false },
  });
}

/** POST /api/vendors/{id}/profile/publish | unpublish. */
export function usePublishProfile(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean): Promise<VendorProfile> =>
      api.post(`${vendorPath(vendorId)}/profile/${publish ? 'publish' : 'unpublish'}`, vendorProfileSchema),
    onSuccess: (profile) => client.setQueryData(profileKeys.profile(vendorId), profile),
    meta: { globalErrorToast: false },
  });
}
