import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeMarketDayRepository } from '../lib/data/market-day/market-day.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeMarketDayHandlers } from './handler.js';
import { makeMarketDayService } from './market-day.service.js';
import { marketDayRoutes } from '../../shared/route-manifest/market-day.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: marketDayRoutes,
  handlers: makeMarketDayHandlers({
    marketDay: makeMarketDayService({
      now: clockNow,
      store: makeMarketDayRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
    }),
  }),
  session,
});
