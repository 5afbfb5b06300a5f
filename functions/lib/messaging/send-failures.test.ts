import { describe, expect, it } from 'vitest';
import { MessageTemplateError } from '../../../shared/message-templates.js';
import { classifySendFailure, PermanentSendError } from './send-failures.js';

const aws = (
  name: string,
  httpStatusCode: number,
  fault: 'client' | 'server' = httpStatusCode >= 500 ? 'server' : 'client',
) => Object.assign(new Error(name), { name, $fault: fault, $metadata: { httpStatusCode } });

describe('send failure classification', () => {
  it.each([
    ['SES throttling', aws('TooManyRequestsException', 429)],
    ['SES daily quota', aws('LimitExceededException', 400)],
    ['SNS throttling', aws('ThrottledException', 400)],
    ['SNS internal error', aws('InternalErrorException', 500)],
    ['any 5xx', aws('SomethingBroke', 503)],
    ['a dropped connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['an error without a provider verdict', new Error('unavailable')],
  ])('retries %s', (_label, err) => {
    expect(classifySendFailure(err)).toBe('transient');
  });

  it.each([
    ['a rejected message', aws('MessageRejected', 400)],
    ['an unverified MAIL FROM domain', aws('MailFromDomainNotVerifiedException', 400)],
    ['invalid parameters', aws('BadRequestException', 400)],
    ['an SNS invalid parameter (phone)', aws('InvalidParameterException', 400)],
    ['any other 4xx the provider blames on the request', aws('AccountSuspendedException', 400)],
    ['an invalid phone number', new PermanentSendError('Not a valid phone number for SMS', 'InvalidPhoneNumber')],
    ['a template error', new MessageTemplateError('Unknown message template: x')],
  ])('fails %s at once', (_label, err) => {
    expect(classifySendFailure(err)).toBe('permanent');
  });
});
