import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionUserSchema, type LoginRequest } from '@shared/schemas/session';
import { api } from '@/lib/api-client';
import { setSessionUser, type SessionUser } from '@/lib/session';
import { apiPath } from '@shared/api-path';

const login = (body: LoginRequest) => api.post(apiPath('/api/auth/login'), sessionUserSchema, body);

/**
 * Signs in and makes the answer the session. The callbacks live on the hook, not on `mutate`, so they still run
 * when the sign-in swaps the visitor chrome for the signed-in one and the form remounts.
 */
export function useLogin(callbacks: { onSuccess: (user: SessionUser) => void; onError: (error: Error) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form shows "Login Failed" itself.
    meta: { globalErrorToast: false },
    onSuccess: (user) => {
      setSessionUser(client, user);
      callbacks.onSuccess(user);
    },
    onError: callbacks.onError,
  });
}
