import { makeRecipientLocales } from '../lib/messaging/recipient-locale.js';
import { SQSClient } from '@aws-sdk/client-sqs';
import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeMissingVendorsRepository } from '../lib/data/market-dates/missing-vendors.repository.js';
import { makeDateDashboardRepository } from '../lib/data/market-dates/date-dashboard.repository.js';
import { makeDatePaymentsPageRepository } from '../lib/data/market-dates/date-payments-page.repository.js';
import { makeDateProceedsPageRepository } from '../lib/data/market-dates/date-proceeds-page.repository.js';
import { makeStatsCacheRepository } from '../lib/data/market-dates/stats-cache.repository.js';
import { makeDocumentsRepository } from '../lib/data/vendors/documents.repository.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makeShortCodesRepository } from '../lib/data/payments/short-codes.repository.js';
import { makeShortCodes, shortCodeLink } from '../lib/payments/short-codes.js';
import { clockNow } from '../lib/time/clock.js';
import { makeDateDashboardHandlers } from './handler.js';
import { makeDateDashboardService } from './date-dashboard.service.js';
import { dateDashboardRoutes } from '../../shared/route-manifest/date-dashboard.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);
const documents = makeDocumentsRepository(ddb, env.TABLE_NAME);
const shortCodes = makeShortCodes({
  store: makeShortCodesRepository(ddb, env.TABLE_NAME),
  limiter: makeRateLimiter(ddb, env.TABLE_NAME),
  now: clockNow,
});

export const handler = makeHttpHandler({
  routes: dateDashboardRoutes,
  handlers: makeDateDashboardHandlers({
    dashboard: makeDateDashboardService({
      now: clockNow,
      store: makeDateDashboardRepository(ddb, env.TABLE_NAME),
      paymentsPage: makeDatePaymentsPageRepository(ddb, env.TABLE_NAME),
      proceedsPage: makeDateProceedsPageRepository(ddb, env.TABLE_NAME),
      statsCache: makeStatsCacheRepository(ddb, env.TABLE_NAME),
      missing: makeMissingVendorsRepository(ddb, env.TABLE_NAME),
      catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
      documentTypes: () => documents.documentTypes(),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
      queue: env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue(),
      locales: makeRecipientLocales(ddb, env.TABLE_NAME),
      // Each reminder carries the vendor's own /p/ link to pay that request.
      paymentLinks: async (targets) =>
        (await shortCodes.issueMany('payment', targets)).map((code) => shortCodeLink(env.APP_URL, 'payment', code)),
    }),
  }),
  session,
});
