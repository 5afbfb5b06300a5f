import { messageCode } from '../../../shared/message-codes.js';

const BY_STATUS: Record<number, string> = {
  400: 'http.badRequest',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  409: 'http.conflict',
  410: 'http.gone',
  413: 'http.payloadTooLarge',
  415: 'http.unsupportedMediaType',
  422: 'http.unprocessable',
  429: 'http.tooManyRequests',
  500: 'http.unexpectedError',
  503: 'http.unavailable',
};

/**
 * Every error body carries a stable `code` beside its English `message`, so the SPA can show the message in the
 * reader's language: the shared message's path when the message is one (`MSG.vendorNotFound`, from the message
 * modules this function's code loaded: shared/message-codes.ts), else a generic code by status.
 */
export function errorCode(status: number, message: string): string {
  return messageCode(message) ?? BY_STATUS[status] ?? `http.${status}`;
}
