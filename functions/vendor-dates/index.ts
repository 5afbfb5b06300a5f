import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeVendorDatesRepository } from '../lib/data/market-dates/vendor-dates.repository.js';
import { clockNow } from '../lib/time/clock.js';
import { makeVendorDatesHandlers } from './handler.js';
import { makeVendorDatesService } from './vendor-dates.service.js';
import { waitlistFromEnv } from '../waitlist/wiring.js';
import { vendorDatesRoutes } from '../../shared/route-manifest/vendor-dates.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: vendorDatesRoutes,
  handlers: makeVendorDatesHandlers({
    vendorDates: makeVendorDatesService({
      store: makeVendorDatesRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
      now: clockNow,
      waitlist: waitlistFromEnv(env, ddb),
    }),
  }),
  session,
});
