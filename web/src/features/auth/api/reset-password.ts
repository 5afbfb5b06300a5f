import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { messageResponseSchema, resetPasswordRequestSchema } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const resetPassword = (body: ResetPasswordRequest) =>
  api.post(apiPath('/api/auth/reset-password'), messageResponseSchema, body);

export function useResetPassword(callbacks: {
  onSuccess: (answer: { message: string }) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: resetPassword,
    meta: { globalErrorToast: false },
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
