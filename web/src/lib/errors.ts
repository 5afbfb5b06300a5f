import { MSG } from '@shared/messages';
import { ApiError } from './api-client';

// Spec 1 §8: a message about the database host or a connection is replaced by one plain sentence.
const CONNECTION_TROUBLE =
  /database|\bdb\b|connect|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|getaddrinfo|socket hang up/i;

/**
 * The text a person sees for a failure. Only the server's own `{message}` is shown; anything else (a bug, a
 * malformed answer) reads as the unexpected-error sentence so internals never reach the screen.
 */
export function errorMessage(error: unknown, fallback: string = MSG.unexpectedError): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return MSG.connectionError;
  const message = error.message.trim();
  if (!message) return fallback;
  return CONNECTION_TROUBLE.test(message) ? MSG.connectionError : message;
}

export function isApiStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}
