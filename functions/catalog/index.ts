import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeCatalogService } from './catalog.service.js';
import { makeCatalogHandlers } from './handler.js';
import { catalogRoutes } from '../../shared/route-manifest/catalog.js';
import { clockNow } from '../lib/time/clock.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: catalogRoutes,
  handlers: makeCatalogHandlers({
    catalog: makeCatalogService({
      now: clockNow,
      catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
    }),
  }),
  session,
});
