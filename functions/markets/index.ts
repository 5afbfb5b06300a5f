import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { hashMapPassword, makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeMarketsHandlers } from './handler.js';
import { makeMarketsService } from './markets.service.js';
import { marketsRoutes } from '../../shared/route-manifest/markets.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: marketsRoutes,
  handlers: makeMarketsHandlers({
    markets: makeMarketsService({
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
      hashPassword: hashMapPassword,
      now: clockNow,
    }),
  }),
  session,
});
