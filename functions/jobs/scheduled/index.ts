import { SQSClient } from '@aws-sdk/client-sqs';
import * as z from '../../../shared/zod.js';
import { baseEnvSchema, readEnv } from '../../lib/config.js';
import { makeDocumentClient } from '../../lib/data/dynamo.js';
import { makeSettingsRepository } from '../../lib/data/settings/settings.repository.js';
import { makeLocalQueue, makeSqsQueue } from '../../lib/messaging/message-queue.js';
import { cardProvider } from '../../lib/payments/providers.js';
import type { CardPaymentProvider } from '../../lib/payments/payment-provider.js';
import { clockNow } from '../../lib/time/clock.js';
import type { JobReport } from './job.js';
import { makeJobRunner } from './runner.js';

/** The scheduled jobs' Lambda: EventBridge Scheduler invokes it with `{ "job": "<name>" }`, one schedule per job. */
const env = readEnv(z.extend(baseEnvSchema, { QUEUE_URL: z.optional(z.string()) }));
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });

// Read on first use only: most jobs never charge a card.
let card: Promise<CardPaymentProvider | undefined> | undefined;

export const runner = makeJobRunner({
  ddb,
  tableName: env.TABLE_NAME,
  queue: env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue(),
  appUrl: env.APP_URL,
  cardProvider: () =>
    (card ??= cardProvider().catch((err: unknown) => {
      card = undefined;
      throw err;
    })),
  settings: makeSettingsRepository(ddb, env.TABLE_NAME),
  now: clockNow,
});

const eventSchema = z.object({ job: z.string().check(z.minLength(1)) });

export async function handler(event: unknown): Promise<JobReport> {
  const { job } = eventSchema.parse(event);
  return runner.run(job);
}
