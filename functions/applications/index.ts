import { baseEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeNotificationsRepository } from '../lib/data/users/notifications.repository.js';
import { makePublicCatalogRepository } from '../lib/data/catalog/public-catalog.repository.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makeVendorApplicationsRepository } from '../lib/data/vendors/vendor-applications.repository.js';
import { makeVendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeApplicationsService } from './applications.service.js';
import { makeApplicationsHandlers } from './handler.js';
import { logErrorTo } from '../lib/observability/logger.js';
import { applicationsRoutes } from '../../shared/route-manifest/applications.js';
import { clockNow } from '../lib/time/clock.js';

// Every route of this group is public: no session is resolved.
const env = readEnv(baseEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const settings = makeSettingsRepository(ddb, env.TABLE_NAME);

export const handler = makeHttpHandler({
  routes: applicationsRoutes,
  handlers: makeApplicationsHandlers({
    applications: makeApplicationsService({
      now: clockNow,
      log: logErrorTo,
      catalog: makePublicCatalogRepository(ddb, env.TABLE_NAME),
      applications: makeVendorApplicationsRepository(ddb, env.TABLE_NAME),
      directory: makeVendorDirectory(ddb, env.TABLE_NAME),
      notifications: makeNotificationsRepository(ddb, env.TABLE_NAME),
      limiter: makeRateLimiter(ddb, env.TABLE_NAME),
      markets: { list: async () => (await settings.getSettings()).markets },
    }),
  }),
});
