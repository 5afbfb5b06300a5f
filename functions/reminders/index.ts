import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeIdempotencyStore } from '../lib/data/idempotency/idempotency.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeRemindersRepository } from '../lib/data/vendors/reminders.repository.js';
import { makeVendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import { makeRemindersHandlers } from './handler.js';
import { makeRemindersService } from './reminders.service.js';
import { remindersRoutes } from '../../shared/route-manifest/reminders.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: remindersRoutes,
  handlers: makeRemindersHandlers({
    reminders: makeRemindersService({
      now: clockNow,
      store: makeRemindersRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
      directory: makeVendorDirectory(ddb, env.TABLE_NAME),
    }),
  }),
  session,
  idempotency: makeIdempotencyStore(ddb, env.TABLE_NAME),
});
