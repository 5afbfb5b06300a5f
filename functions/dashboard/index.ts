import { makeAdminDashboardRepository } from '../lib/data/market-dates/admin-dashboard.repository.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeAdminDashboardService } from './admin-dashboard.service.js';
import { makeDashboardHandlers } from './handler.js';
import { dashboardRoutes } from '../../shared/route-manifest/dashboard.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: dashboardRoutes,
  handlers: makeDashboardHandlers({
    adminDashboard: makeAdminDashboardService({
      now: clockNow,
      store: makeAdminDashboardRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
    }),
  }),
  session,
});
