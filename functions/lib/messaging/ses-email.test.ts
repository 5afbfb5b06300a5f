import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSesEmailSender } from './ses-email.js';

describe('SES e-mail sender', () => {
  const ses = mockClient(SESv2Client);
  beforeEach(() => {
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  });

  it('sends one e-mail to one recipient from the configured sender, with text and HTML bodies', async () => {
    await makeSesEmailSender(new SESv2Client({}), { from: 'no-reply@marketday.example' }).send({
      to: 'vendor@example.com',
      subject: 'Reset your MarketDay password',
      text: 'plain',
      html: '<p>rich</p>',
    });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@marketday.example',
      Destination: { ToAddresses: ['vendor@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Reset your MarketDay password', Charset: 'UTF-8' },
          Body: { Text: { Data: 'plain', Charset: 'UTF-8' }, Html: { Data: '<p>rich</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('sends a text-only e-mail when there is no HTML body, through the configuration set when given', async () => {
    await makeSesEmailSender(new SESv2Client({}), { from: 'a@b.example', configurationSetName: 'market' }).send({
      to: 'x@example.com',
      subject: 's',
      text: 't',
    });
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Content?.Simple?.Body).toEqual({ Text: { Data: 't', Charset: 'UTF-8' } });
    expect(input.ConfigurationSetName).toBe('market');
  });

  it('lets a send failure surface so the worker can mark the message failed', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));
    await expect(
      makeSesEmailSender(new SESv2Client({}), { from: 'a@b.example' }).send({
        to: 'x@example.com',
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow('Throttling');
  });
});
