import { MessageTemplateError } from '../../../shared/message-templates.js';

/**
 * Why a send failed decides what the worker does next: a transient failure (throttling, a provider's 5xx, the network)
 * is worth another try; a permanent one (the address or number is refused, the message cannot be built) fails the
 * same way every time, so the message is marked failed and dead-lettered at once.
 */
export type SendFailureKind = 'transient' | 'permanent';

/** A failure that no retry can fix, raised by our own adapters (an invalid phone number, a refused address). */
export class PermanentSendError extends Error {
  constructor(
    message: string,
    /** The provider's error name this stands for, kept in the message's error text. */
    override readonly name: string = 'PermanentSendError',
  ) {
    super(message);
  }
}

/** SES v2 SendEmail and SNS Publish errors that mean "this message will never go", whatever the timing. */
const PERMANENT_NAMES = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'MailFromDomainNotVerified',
  'BadRequestException',
  'InvalidParameterException',
  'InvalidParameterValueException',
  'ValidationException',
  'EndpointDisabledException',
  'NotFoundException',
]);

/** Throttling and service-side errors of SES (TooManyRequests, LimitExceeded) and SNS (Throttled…, InternalError). */
const TRANSIENT_NAMES = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'InternalErrorException',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
]);

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

interface SdkLikeError {
  name?: string;
  code?: string;
  $fault?: 'client' | 'server';
  $metadata?: { httpStatusCode?: number };
}

export function classifySendFailure(err: unknown): SendFailureKind {
  if (err instanceof MessageTemplateError || err instanceof PermanentSendError) return 'permanent';
  const e = (err ?? {}) as SdkLikeError;
  const name = e.name ?? '';
  if (PERMANENT_NAMES.has(name)) return 'permanent';
  if (TRANSIENT_NAMES.has(name) || name.startsWith('Throttl')) return 'transient';
  if (e.code && NETWORK_CODES.has(e.code)) return 'transient';
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return 'transient';
  if (status === 429) return 'transient';
  // Any other error the provider blames on the request (4xx) will be blamed again.
  if (e.$fault === 'client' || (status !== undefined && status >= 400)) return 'permanent';
  // Anything else (no provider verdict at all) gets the benefit of the doubt: the queue bounds the retries.
  return 'transient';
}
