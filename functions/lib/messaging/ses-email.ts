import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { EmailSender } from '../ports.js';

/** E-mail through Amazon SES (v2 API), one recipient per message so no vendor sees another's address. */
export function makeSesEmailSender(
  client: SESv2Client,
  opts: { from: string; configurationSetName?: string },
): EmailSender {
  return {
    async send({ to, subject, text, html }) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: opts.from,
          Destination: { ToAddresses: [to] },
          ...(opts.configurationSetName ? { ConfigurationSetName: opts.configurationSetName } : {}),
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: text, Charset: 'UTF-8' },
                ...(html ? { Html: { Data: html, Charset: 'UTF-8' } } : {}),
              },
            },
          },
        }),
      );
    },
  };
}
