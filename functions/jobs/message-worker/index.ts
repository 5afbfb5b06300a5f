import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import * as z from 'zod';
import { readEnv } from '../../lib/config.js';
import { makeDocumentClient } from '../../lib/data/dynamo.js';
import { makeFileMailbox } from '../../lib/messaging/mailbox.js';
import { makeSesEmailSender } from '../../lib/messaging/ses-email.js';
import { makeSnsSmsSender } from '../../lib/messaging/sns-sms.js';
import { makeMessageProcessor, makeSqsBatchHandler } from './process.js';

/** The message worker's Lambda: SQS batches in, e-mail (SES) and SMS (SNS) out. */
const env = readEnv(
  z.object({
    AWS_REGION: z.string().default('us-east-1'),
    TABLE_NAME: z.string().min(1),
    SENDER_EMAIL: z.string().min(3).default('no-reply@marketday.example'),
    SES_CONFIGURATION_SET: z.string().min(1).optional(),
    /** When set, messages are kept as files in this folder instead of being sent (local and test stages). */
    MAILBOX_DIR: z.string().min(1).optional(),
    DYNAMODB_ENDPOINT: z.string().url().optional(),
  }),
);

const senders = env.MAILBOX_DIR
  ? makeFileMailbox(env.MAILBOX_DIR)
  : {
      email: makeSesEmailSender(new SESv2Client({ region: env.AWS_REGION }), {
        from: env.SENDER_EMAIL,
        configurationSetName: env.SES_CONFIGURATION_SET,
      }),
      sms: makeSnsSmsSender(new SNSClient({ region: env.AWS_REGION })),
    };

export const handler = makeSqsBatchHandler(
  makeMessageProcessor({
    ddb: makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT }),
    tableName: env.TABLE_NAME,
    email: senders.email,
    sms: senders.sms,
  }),
);
