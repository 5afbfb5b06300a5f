import { MSG } from '@/i18n/shared/messages';
import { translateShared } from '@/i18n/shared-messages';
import { ApiError } from './api-client';

// Spec 1 §8: a message about the database host or a connection is replaced by one plain sentence.
const CONNECTION_TROUBLE =
  /database|\bdb\b|connect|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|getaddrinfo|socket hang up/i;

/** The shared messages an error code can name here: MSG's, live in the reader's language. */
const BY_CODE: Record<string, () => unknown> = { MSG: () => MSG };

/** The error body's `code`: a shared message's path (`MSG.vendorNotFound`) or a generic one (`http.notFound`). */
function codeOf(error: ApiError): string | undefined {
  const body = error.body;
  if (!body || typeof body !== 'object' || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

/** The message a code names, in the reader's language, when its module is one loaded here. */
function messageForCode(code: string): string | undefined {
  const [module, ...path] = code.split('.');
  let value = module ? BY_CODE[module]?.() : undefined;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && path.length ? value : undefined;
}

/**
 * The text a person sees for a failure, in their language. Only the server's own `{message}` is shown: its code's
 * message when the code names one loaded here, else its translation when it is one of the shared messages, else as
 * the server wrote it. Anything else (a bug, a malformed answer) reads as the unexpected-error sentence so internals
 * never reach the screen.
 */
export function errorMessage(error: unknown, fallback: string = MSG.unexpectedError): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return MSG.connectionError;
  const message = error.message.trim();
  if (!message) return fallback;
  if (CONNECTION_TROUBLE.test(message)) return MSG.connectionError;
  const code = codeOf(error);
  return (code && messageForCode(code)) || translateShared(message);
}

export function isApiStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}
