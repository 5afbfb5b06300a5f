import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, messageResponseSchema } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Always the same answer, whether or not the account exists. */
export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  api.post('/api/auth/forgot-password', messageResponseSchema, body);

export function useRequestPasswordReset(callbacks: {
  onSuccess: (answer: { message: string }) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { globalErrorToast: false },
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
