import { queryOptions, useQuery } from '@tanstack/react-query';
import { validateResetTokenResponseSchema } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};

const validateResetToken = (token: string, signal?: AbortSignal) =>
  api.get(apiPath('/api/auth/validate-reset-token/{token}', { token }), validateResetTokenResponseSchema, {
    signal,
  });

const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => validateResetToken(token, signal),
    // One answer per visit: a token is single-use, so a later check would contradict the form on screen.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useResetTokenValidity(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: !!token });
}
