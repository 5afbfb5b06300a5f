import { SQSClient } from '@aws-sdk/client-sqs';
import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeMarketDatesRepository } from '../lib/data/market-dates/market-dates.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeRecipientLocales } from '../lib/messaging/recipient-locale.js';
import { makeMissingVendorsRepository } from '../lib/data/market-dates/missing-vendors.repository.js';
import { makeVendorDatesRepository } from '../lib/data/market-dates/vendor-dates.repository.js';
import { makeMarketDatesHandlers } from './handler.js';
import { makeMissingVendorsService } from './missing-vendors.service.js';
import { placementOn } from '../waitlist/wiring.js';
import { makeMarketDatesService } from './market-dates.service.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makeShortCodesRepository } from '../lib/data/payments/short-codes.repository.js';
import { makeShortCodes, shortCodeLink } from '../lib/payments/short-codes.js';
import { clockNow } from '../lib/time/clock.js';
import { makeLayoutEditorService } from './layout-editor.service.js';
import { makeLayoutEditorRepository } from '../lib/data/market-dates/layout-editor.repository.js';
import { marketDatesRoutes } from '../../shared/route-manifest/market-dates.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);
const catalog = makeCatalogRepository(ddb, env.TABLE_NAME);
const settings = makeSettingsRepository(ddb, env.TABLE_NAME);
const shortCodes = makeShortCodes({
  store: makeShortCodesRepository(ddb, env.TABLE_NAME),
  limiter: makeRateLimiter(ddb, env.TABLE_NAME),
  now: clockNow,
});
const marketDatesRepository = makeMarketDatesRepository(ddb, env.TABLE_NAME);

export const handler = makeHttpHandler({
  routes: marketDatesRoutes,
  handlers: makeMarketDatesHandlers({
    marketDates: makeMarketDatesService({ now: clockNow, marketDates: marketDatesRepository, catalog, settings }),
    missingVendors: makeMissingVendorsService({
      missing: makeMissingVendorsRepository(ddb, env.TABLE_NAME),
      requests: makeVendorDatesRepository(ddb, env.TABLE_NAME),
      placement: placementOn(ddb, env.TABLE_NAME),
      catalog,
      settings,
      now: clockNow,
      queue: env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue(),
      appUrl: env.APP_URL,
      locales: makeRecipientLocales(ddb, env.TABLE_NAME),
      // Each reminder carries the vendor's own /r/ link to the reminder page.
      reminderLinks: async (targets) =>
        (
          await shortCodes.issueMany(
            'reminder',
            targets.map((t) => ({ ...t, spaceRequestId: null })),
          )
        ).map((code) => shortCodeLink(env.APP_URL, 'reminder', code)),
    }),
    layoutEditor: makeLayoutEditorService({
      now: clockNow,
      layouts: makeLayoutEditorRepository(ddb, env.TABLE_NAME),
      marketDates: marketDatesRepository,
      catalog,
    }),
  }),
  session,
});
