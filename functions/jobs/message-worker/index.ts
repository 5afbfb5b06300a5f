import { dirname, join } from 'node:path';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import * as z from '../../../shared/zod.js';
import { readEnv } from '../../lib/config.js';
import { makeDocumentClient } from '../../lib/data/dynamo.js';
import { makeFileDeadLetters, makeSqsDeadLetters } from '../../lib/messaging/dead-letters.js';
import { makeFileMailbox } from '../../lib/messaging/mailbox.js';
import { makeSesEmailSender } from '../../lib/messaging/ses-email.js';
import { makeSnsSmsSender } from '../../lib/messaging/sns-sms.js';
import { makeMessageProcessor, makeSqsBatchHandler } from './process.js';
import { AWS_SEND_PACING, NO_PACING } from './send-rate.js';
import { clockNow } from '../../lib/time/clock.js';

/** The message worker's Lambda: SQS batches in, e-mail (SES) and SMS (SNS) out. */
const env = readEnv(
  z.object({
    AWS_REGION: z._default(z.string(), 'us-east-1'),
    TABLE_NAME: z.string().check(z.minLength(1)),
    SENDER_EMAIL: z._default(z.string().check(z.minLength(3)), 'no-reply@marketday.example'),
    SES_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
    /** Where the worker puts a message it gives up on, with the reason. */
    DEAD_LETTER_QUEUE_URL: z.optional(z.string().check(z.minLength(1))),
    /** When set, messages are kept as files in this folder instead of being sent (local and test stages). */
    MAILBOX_DIR: z.optional(z.string().check(z.minLength(1))),
    DYNAMODB_ENDPOINT: z.optional(z.string().check(z.url())),
  }),
);

// The worker owns the retry policy (backoff with jitter, bounded by the Lambda's timeout), so the SDK's own retries
// are off: stacked on ours they could wait past the timeout.
const sdkOptions = { region: env.AWS_REGION, maxAttempts: 1 };

const senders = env.MAILBOX_DIR
  ? makeFileMailbox(env.MAILBOX_DIR)
  : {
      email: makeSesEmailSender(new SESv2Client(sdkOptions), {
        from: env.SENDER_EMAIL,
        configurationSetName: env.SES_CONFIGURATION_SET,
      }),
      sms: makeSnsSmsSender(new SNSClient(sdkOptions)),
    };

const deadLetters = env.DEAD_LETTER_QUEUE_URL
  ? makeSqsDeadLetters(new SQSClient({ region: env.AWS_REGION }), env.DEAD_LETTER_QUEUE_URL)
  : env.MAILBOX_DIR
    ? makeFileDeadLetters(join(dirname(env.MAILBOX_DIR), 'dead-letters.jsonl'))
    : undefined;

export const handler = makeSqsBatchHandler(
  makeMessageProcessor({
    now: clockNow,
    ddb: makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT }),
    tableName: env.TABLE_NAME,
    email: senders.email,
    sms: senders.sms,
    deadLetters,
    pacing: env.MAILBOX_DIR ? NO_PACING : AWS_SEND_PACING,
  }),
);
