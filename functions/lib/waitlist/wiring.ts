import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { makeLocalQueue, makeSqsQueue } from '../messaging/message-queue.js';
import { clockNow } from '../time/clock.js';
import { makeWaitlistEngine } from './waitlist-engine.js';

/** The waitlist engine of a Lambda, from the environment every route group reads. */
export function waitlistFromEnv(
  env: { AWS_REGION: string; TABLE_NAME: string; QUEUE_URL?: string; APP_URL: string },
  ddb: DynamoDBDocumentClient,
) {
  return makeWaitlistEngine({
    ddb,
    tableName: env.TABLE_NAME,
    queue: env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue(),
    appUrl: env.APP_URL,
    now: clockNow,
  });
}
