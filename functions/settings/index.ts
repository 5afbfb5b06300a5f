import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { hashMapPassword, makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeSettingsHandlers } from './handler.js';
import { makeSettingsService } from './settings.service.js';
import { settingsRoutes } from '../../shared/route-manifest/settings.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: settingsRoutes,
  handlers: makeSettingsHandlers({
    settings: makeSettingsService({
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
      catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
      hashPassword: hashMapPassword,
    }),
  }),
  session,
});
