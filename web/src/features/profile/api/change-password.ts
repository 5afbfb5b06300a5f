import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { changePasswordRequestSchema, messageResponseSchema } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

const changePassword = (body: ChangePasswordRequest) =>
  api.post(apiPath('/api/change-password'), messageResponseSchema, body);

export function useChangePassword(callbacks: { onSuccess: (answer: { message: string }) => void }) {
  // Failures (e.g. "Current password is incorrect") are shown by the global error toast.
  return useMutation({ mutationFn: changePassword, onSuccess: callbacks.onSuccess });
}
