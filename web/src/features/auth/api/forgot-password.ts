import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordRequest } from '@shared/schemas/session';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/** Always the same answer, whether or not the account exists. */
const requestPasswordReset = (body: ForgotPasswordRequest) =>
  api.post(apiPath('/api/auth/forgot-password'), messageResponseSchema, body);

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
