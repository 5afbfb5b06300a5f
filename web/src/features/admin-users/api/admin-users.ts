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

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: () => [...adminUserKeys.all, 'list'] as const,
};

/** GET /api/admin/users. */
export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) => api.get('/api/admin/users', adminUserListSchema, { signal }),
    meta: { globalErrorToast: false },
  });
export const useAdminUsers = () => useQuery(adminUsersQueryOptions());

/** POST /api/admin/users: the new admin gets the set-password e-mail. */
export function useCreateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: CreateAdminUser & Submission) =>
      api.post('/api/admin/users', adminUserSchema, body, { idempotencyKey }),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** PATCH /api/admin/users/{id}: rename, deactivate or reactivate. */
export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminUser }) =>
      api.patch(`/api/admin/users/${encodeURIComponent(id)}`, adminUserSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** POST /api/admin/users/{id}/reset-password. */
export function useResetAdminPassword() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/admin/users/${encodeURIComponent(id)}/reset-password`, resetAdminPasswordResponseSchema),
    meta: { globalErrorToast: false },
  });
}
