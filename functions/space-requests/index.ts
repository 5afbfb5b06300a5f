import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeSpaceRequestsRepository } from '../lib/data/market-dates/space-requests.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeDateRequestsPageRepository } from '../lib/data/market-dates/date-requests-page.repository.js';
import { makeRequiredDocumentsCheck } from '../lib/data/vendors/required-documents.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeFinancialEditService } from './financial-edit.service.js';
import { makeSpaceRequestsHandlers } from './handler.js';
import type { SpaceRequestsDeps } from './ports.js';
import { makeSpaceRequestsService } from './space-requests.service.js';
import { waitlistFromEnv } from '../waitlist/wiring.js';
import { spaceRequestsRoutes } from '../../shared/route-manifest/space-requests.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

const deps: SpaceRequestsDeps = {
  requests: makeSpaceRequestsRepository(ddb, env.TABLE_NAME),
  pages: makeDateRequestsPageRepository(ddb, env.TABLE_NAME),
  catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
  settings: makeSettingsRepository(ddb, env.TABLE_NAME),
  requiredDocuments: makeRequiredDocumentsCheck(ddb, env.TABLE_NAME),
  waitlist: waitlistFromEnv(env, ddb),
  now: clockNow,
};
const requests = makeSpaceRequestsService(deps);

export const handler = makeHttpHandler({
  routes: spaceRequestsRoutes,
  handlers: makeSpaceRequestsHandlers({ requests, financial: makeFinancialEditService(deps, requests) }),
  session,
});
