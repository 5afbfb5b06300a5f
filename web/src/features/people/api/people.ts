import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { messageResponseSchema } from '@shared/schemas/auth';
import { vendorTypeListSchema } from '@shared/schemas/catalog';
import {
  userPermissionsResponseSchema,
  userProfileSchema,
  vendorUserSchema,
  vendorUsersResponseSchema,
  type CreateVendorUser,
  type UpdateProfile,
  type UpdateVendorUser,
  type UserPermissionsResponse,
} from '@shared/schemas/vendor-users';
import { vendorDetailsSchema, type UpdateVendorField } from '@shared/schemas/vendor-settings';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { sessionKeys } from '@/lib/session';
import { apiPath, withQuery } from '@shared/api-path';

const peopleKeys = {
  all: ['people'] as const,
  users: (vendorId: string) => [...peopleKeys.all, 'users', vendorId] as const,
  permissions: (userId: string) => [...peopleKeys.all, 'permissions', userId] as const,
  vendor: (vendorId: string) => [...peopleKeys.all, 'vendor', vendorId] as const,
  vendorTypes: () => [...peopleKeys.all, 'vendor-types'] as const,
};

/** GET /api/users/vendors/{vendorId}/users: primary first, then by name. */
const vendorUsersQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: peopleKeys.users(vendorId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/users/vendors/{vendorId}/users', { vendorId }), vendorUsersResponseSchema, { signal }),
    meta: { globalErrorToast: false },
  });
export const useVendorUsers = (vendorId: string) => useQuery(vendorUsersQueryOptions(vendorId));

/** GET /api/users/permissions?userId=. */
export const useUserPermissions = (userId: string) =>
  useQuery({
    queryKey: peopleKeys.permissions(userId),
    queryFn: ({ signal }) =>
      api.get(withQuery(apiPath('/api/users/permissions'), { userId }), userPermissionsResponseSchema, { signal }),
    meta: { globalErrorToast: false },
  });

/** POST /api/users/vendor. */
export function useCreateVendorUser(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: CreateVendorUser & Submission) =>
      api.post(apiPath('/api/users/vendor'), vendorUserSchema, { ...body, vendorId }, { idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.users(vendorId) }),
    meta: { globalErrorToast: false },
  });
}

/** PATCH /api/users/vendor/{vendorId}/users/{userId}. */
export function useUpdateVendorUser(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateVendorUser }) =>
      api.patch(apiPath('/api/users/vendor/{vendorId}/users/{userId}', { vendorId, userId }), vendorUserSchema, body),
    onSuccess: (user) => {
      void client.invalidateQueries({ queryKey: peopleKeys.users(vendorId) });
      client.setQueryData(peopleKeys.permissions(user.id), (old: UserPermissionsResponse | undefined) =>
        old ? { ...old, userPermissions: user.permissions } : old,
      );
    },
    meta: { globalErrorToast: false },
  });
}

/** POST /api/users/vendor/{vendorId}/users/{userId}/reset-password. */
export function useSendPasswordReset(vendorId: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      api.post(
        apiPath('/api/users/vendor/{vendorId}/users/{userId}/reset-password', { vendorId, userId }),
        messageResponseSchema,
      ),
    meta: { globalErrorToast: false },
  });
}

/** GET /api/vendors/{id}. */
export const useVendorDetails = (vendorId: string) =>
  useQuery({
    queryKey: peopleKeys.vendor(vendorId),
    queryFn: ({ signal }) => api.get(apiPath('/api/vendors/{id}', { id: vendorId }), vendorDetailsSchema, { signal }),
    meta: { globalErrorToast: false },
  });

/** PATCH /api/vendors/{id}: one field and its value. */
export function useUpdateVendorField(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateVendorField) =>
      api.patch(apiPath('/api/vendors/{id}', { id: vendorId }), vendorDetailsSchema, change),
    onSuccess: (vendor) =>
      client.setQueryData(peopleKeys.vendor(vendorId), (old: z.infer<typeof vendorDetailsSchema> | undefined) => ({
        ...vendor,
        autoPaymentAvailable: old?.autoPaymentAvailable ?? vendor.autoPaymentAvailable,
      })),
    meta: { globalErrorToast: false },
  });
}

/** GET /api/vendors/vendor-types: an admin's default vendor types are chosen from these. */
export const useVendorTypeChoices = (enabled: boolean) =>
  useQuery({
    queryKey: peopleKeys.vendorTypes(),
    queryFn: ({ signal }) => api.get(apiPath('/api/vendors/vendor-types'), vendorTypeListSchema, { signal }),
    enabled,
    meta: { globalErrorToast: false },
  });

/** PATCH /api/users/{id}/profile; the session is read again, so the name and e-mail shown follow. */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) =>
      api.patch(apiPath('/api/users/{id}/profile', { id: userId }), userProfileSchema, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user() }),
    meta: { globalErrorToast: false },
  });
}
