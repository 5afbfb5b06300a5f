import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { makeSpacesRepository } from '../lib/data/market-dates/spaces.repository.js';
import { makeWaitlistRepository } from '../lib/data/market-dates/waitlist.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeNotificationsRepository } from '../lib/data/users/notifications.repository.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import type { MessageQueue } from '../lib/ports.js';
import { clockNow } from '../lib/time/clock.js';
import { makePlacement } from '../lib/waitlist/placement.js';
import { makeWaitlistOffers } from '../lib/waitlist/waitlist-offers.service.js';

/** The one capacity check and line every move that asks for a place goes through, on its repository. */
export const placementOn = (ddb: DynamoDBDocumentClient, tableName: string) =>
  makePlacement(makeWaitlistRepository(ddb, tableName));

/** The waitlist's offers with their repositories: for a route group's Lambda or a scheduled job. */
export function makeWaitlistWiring(w: {
  ddb: DynamoDBDocumentClient;
  tableName: string;
  queue: MessageQueue;
  appUrl: string;
  now: () => Date;
}) {
  const waitlist = makeWaitlistRepository(w.ddb, w.tableName);
  return makeWaitlistOffers({
    waitlist,
    placement: makePlacement(waitlist),
    spaces: makeSpacesRepository(w.ddb, w.tableName),
    catalog: makeCatalogRepository(w.ddb, w.tableName),
    settings: makeSettingsRepository(w.ddb, w.tableName),
    notifications: makeNotificationsRepository(w.ddb, w.tableName),
    queue: w.queue,
    appUrl: w.appUrl,
    now: w.now,
  });
}

/** The waitlist's offers of a Lambda, from the environment every route group reads. */
export function waitlistFromEnv(
  env: { AWS_REGION: string; TABLE_NAME: string; QUEUE_URL?: string; APP_URL: string },
  ddb: DynamoDBDocumentClient,
) {
  return makeWaitlistWiring({
    ddb,
    tableName: env.TABLE_NAME,
    queue: env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue(),
    appUrl: env.APP_URL,
    now: clockNow,
  });
}
