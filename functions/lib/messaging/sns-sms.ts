import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import { phoneDigits } from '../../../shared/phone.js';
import type { SmsSender } from '../ports.js';
import { PermanentSendError } from './send-failures.js';

/**
 * E.164 form of a phone number. Numbers given with a leading + keep their country code; anything else is read as a
 * US number (the market's vendors are local), with or without the leading 1.
 */
export function toE164(phone: string): string {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+')) {
    const digits = trimmed.slice(1).replace(/\D/g, '');
    if (digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  } else {
    const digits = phoneDigits(trimmed);
    if (digits.length === 10) return `+1${digits}`;
  }
  throw new PermanentSendError('Not a valid phone number for SMS', 'InvalidPhoneNumber');
}

/** SMS through Amazon SNS, published straight to the phone number as a transactional message. */
export function makeSnsSmsSender(client: SNSClient, opts: { senderId?: string } = {}): SmsSender {
  return {
    async send({ to, text }) {
      await client.send(
        new PublishCommand({
          PhoneNumber: toE164(to),
          Message: text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            ...(opts.senderId ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: opts.senderId } } : {}),
          },
        }),
      );
    },
  };
}
