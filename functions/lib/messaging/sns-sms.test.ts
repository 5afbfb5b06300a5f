import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSnsSmsSender, toE164 } from './sns-sms.js';

describe('SNS SMS sender', () => {
  const sns = mockClient(SNSClient);
  beforeEach(() => {
    sns.reset();
    sns.on(PublishCommand).resolves({ MessageId: 'sns-1' });
  });

  it('publishes the text straight to the phone number in E.164 form, as a transactional SMS', async () => {
    await makeSnsSmsSender(new SNSClient({})).send({ to: '(707) 555-0134', text: 'MarketDay: hello' });
    expect(sns.commandCalls(PublishCommand)[0]!.args[0].input).toEqual({
      PhoneNumber: '+17075550134',
      Message: 'MarketDay: hello',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
  });

  it('refuses a number that cannot be dialled, without calling SNS', async () => {
    await expect(makeSnsSmsSender(new SNSClient({})).send({ to: '555-01', text: 'x' })).rejects.toThrow(/phone number/);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });
});

describe('toE164', () => {
  it.each([
    ['707-555-0134', '+17075550134'],
    ['1 (707) 555-0134', '+17075550134'],
    ['+1 707 555 0134', '+17075550134'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (input, expected) => expect(toE164(input)).toBe(expected));
});
