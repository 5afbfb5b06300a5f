import { SQSClient } from '@aws-sdk/client-sqs';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeMissingVendorsRepository } from '../lib/data/market-dates/missing-vendors.repository.js';
import { makeVendorDatesRepository } from '../lib/data/market-dates/vendor-dates.repository.js';
import { makeBulkMessagesRepository } from '../lib/data/messages/bulk-messages.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeRecipientLocales } from '../lib/messaging/recipient-locale.js';
import { makeMissingVendorsService } from '../market-dates/missing-vendors.service.js';
import { makeMessagesHandlers } from './handler.js';
import { makeMessageTemplatesService } from './message-templates.service.js';
import { makeMessageTemplatesRepository } from '../lib/data/messages/message-templates.repository.js';
import { makeBulkMessagesService } from './bulk-messages.service.js';
import { messagesRoutes } from '../../shared/route-manifest/messages.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);
const queue = env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue();
const missingRepository = makeMissingVendorsRepository(ddb, env.TABLE_NAME);
const missing = makeMissingVendorsService({
  now: clockNow,
  missing: missingRepository,
  requests: makeVendorDatesRepository(ddb, env.TABLE_NAME),
  catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
  settings: makeSettingsRepository(ddb, env.TABLE_NAME),
  queue,
  locales: makeRecipientLocales(ddb, env.TABLE_NAME),
  appUrl: env.APP_URL,
});

export const handler = makeHttpHandler({
  routes: messagesRoutes,
  handlers: makeMessagesHandlers({
    bulk: makeBulkMessagesService({
      now: clockNow,
      store: makeBulkMessagesRepository(ddb, env.TABLE_NAME),
      marketDate: (id) => missingRepository.marketDate(id),
      missingVendorIds: async (id) =>
        new Set((await missing.report(id, { type: undefined, area: undefined })).vendors.map((v) => v.id)),
      queue,
      locales: makeRecipientLocales(ddb, env.TABLE_NAME),
      appUrl: env.APP_URL,
    }),
    templates: makeMessageTemplatesService({
      now: clockNow,
      store: makeMessageTemplatesRepository(ddb, env.TABLE_NAME),
      appUrl: env.APP_URL,
    }),
  }),
  session,
});
