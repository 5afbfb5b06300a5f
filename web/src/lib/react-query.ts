import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { MSG } from '@/i18n/shared/messages';
import { ApiError } from './api-client';
import { errorMessage } from './errors';
import { notify } from './notify';

/** What a query or mutation tells the global error handler. */
interface AppMeta extends Record<string, unknown> {
  /** Set to false when the screen shows the failure itself (e.g. "Login Failed"). */
  globalErrorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** A client error (4xx) will not change on a retry; a lost connection or a 5xx may. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

const toastFailure = (error: unknown) => notify.error(MSG.errorTitle, errorMessage(error));

export function makeQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.globalErrorToast !== false) toastFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.globalErrorToast !== false) toastFailure(error);
      },
    }),
    defaultOptions: {
      queries: { retry: options.retry ?? retryTransient, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
