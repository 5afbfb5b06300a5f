import { FIRST_MARKET_ID, layoutIdOf } from '../../shared/markets.js';
import { SQSClient } from '@aws-sdk/client-sqs';
import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeIdempotencyStore } from '../lib/data/idempotency/idempotency.repository.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeMarketDatesRepository } from '../lib/data/market-dates/market-dates.repository.js';
import { makeSpacesRepository } from '../lib/data/market-dates/spaces.repository.js';
import { makeAssignmentChoicesRepository } from '../lib/data/market-dates/assignment-choices.repository.js';
import { makeRequiredDocumentsCheck } from '../lib/data/vendors/required-documents.js';
import { makeSpacesHandlers } from './handler.js';
import type { SpacesDeps } from './ports.js';
import { makePublishService } from './publish.service.js';
import { makeRepriceService } from './reprice.service.js';
import { makeSpacesService } from './spaces.service.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makeShortCodesRepository } from '../lib/data/payments/short-codes.repository.js';
import { makeShortCodes, shortCodeLink } from '../lib/payments/short-codes.js';
import { clockNow } from '../lib/time/clock.js';
import { waitlistFromEnv } from '../waitlist/wiring.js';
import { spacesRoutes } from '../../shared/route-manifest/spaces.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

const shortCodes = makeShortCodes({
  store: makeShortCodesRepository(ddb, env.TABLE_NAME),
  limiter: makeRateLimiter(ddb, env.TABLE_NAME),
  now: clockNow,
});

const deps: SpacesDeps = {
  now: clockNow,
  spaces: makeSpacesRepository(ddb, env.TABLE_NAME),
  assignmentChoices: makeAssignmentChoicesRepository(ddb, env.TABLE_NAME),
  catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
  settings: makeSettingsRepository(ddb, env.TABLE_NAME),
  queue: env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue(),
  appUrl: env.APP_URL,
  // The layout new dates copy; its spaces may name a vendor's default space (auto-assign honours it).
  defaultLayoutSpaces: async (marketId) =>
    (await makeMarketDatesRepository(ddb, env.TABLE_NAME).template(layoutIdOf(marketId || FIRST_MARKET_ID))).spaces,
  // Each publish message carries the vendor's own /m/ link to its request page of the date.
  requestLinks: async (targets) =>
    (
      await shortCodes.issueMany(
        'request',
        targets.map((t) => ({ ...t, spaceRequestId: null })),
      )
    ).map((code) => shortCodeLink(env.APP_URL, 'request', code)),
  requiredDocuments: makeRequiredDocumentsCheck(ddb, env.TABLE_NAME),
  waitlist: waitlistFromEnv(env, ddb),
};

export const handler = makeHttpHandler({
  routes: spacesRoutes,
  handlers: makeSpacesHandlers({
    spaces: makeSpacesService(deps),
    reprice: makeRepriceService(deps),
    publish: makePublishService(deps),
  }),
  session,
  idempotency: makeIdempotencyStore(ddb, env.TABLE_NAME),
});
