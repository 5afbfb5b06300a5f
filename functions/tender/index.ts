import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeDateDashboardRepository } from '../lib/data/market-dates/date-dashboard.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeTokensRepository } from '../lib/data/tenders/tokens.repository.js';
import { makeTenderHandlers } from './handler.js';
import { makeTenderService } from './tender.service.js';
import { tenderRoutes } from '../../shared/route-manifest/tender.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: tenderRoutes,
  handlers: makeTenderHandlers({
    tender: makeTenderService({
      now: clockNow,
      tokens: makeTokensRepository(ddb, env.TABLE_NAME),
      dates: makeDateDashboardRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
    }),
  }),
  session,
});
