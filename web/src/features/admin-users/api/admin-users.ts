import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserListSchema,
  adminUserSchema,
  resetAdminPasswordResponseSchema,
  type CreateAdminUser,
  type UpdateAdminUser,
} from '@shared/schemas/admin-users';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { apiPath } from '@shared/api-path';

const adminUserKeys = {
  all: ['admin-users'] as const,
  list: () => [...adminUserKeys.all, 'list'] as const,
};

/** GET /api/admin/users. */
const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) => api.get(apiPath('/api/admin/users'), adminUserListSchema, { signal }),
    meta: { globalErrorToast: false },
  });
export const useAdminUsers = () => useQuery(adminUsersQueryOptions());

/** POST /api/admin/users: the new admin gets the set-password e-mail. */
export function useCreateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: CreateAdminUser & Submission) =>
      api.post(apiPath('/api/admin/users'), adminUserSchema, body, { idempotencyKey }),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** PATCH /api/admin/users/{id}: rename, deactivate or reactivate. */
export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminUser }) =>
      api.patch(apiPath('/api/admin/users/{id}', { id }), adminUserSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** POST /api/admin/users/{id}/reset-password. */
export function useResetAdminPassword() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post(apiPath('/api/admin/users/{id}/reset-password', { id }), resetAdminPasswordResponseSchema),
    meta: { globalErrorToast: false },
  });
}
