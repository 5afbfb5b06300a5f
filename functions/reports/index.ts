import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { makeReportsRepository } from '../lib/data/reports/reports.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeVendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import { makeReportsHandlers } from './handler.js';
import { makeReportsService } from './reports.service.js';
import { makeAttendanceService } from './attendance.service.js';
import { reportsRoutes } from '../../shared/route-manifest/reports.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);
const store = makeReportsRepository(ddb, env.TABLE_NAME);
const directory = makeVendorDirectory(ddb, env.TABLE_NAME);
const settings = makeSettingsRepository(ddb, env.TABLE_NAME);

export const handler = makeHttpHandler({
  routes: reportsRoutes,
  handlers: makeReportsHandlers({
    reports: makeReportsService({
      now: clockNow,
      store,
      catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
      directory,
      settings,
    }),
    attendance: makeAttendanceService({ now: clockNow, store, directory, settings }),
  }),
  session,
});
