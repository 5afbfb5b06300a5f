import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeIdempotencyStore } from '../lib/data/idempotency/idempotency.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeAdminUsersHandlers } from './handler.js';
import { makeAdminUsersWiring } from './wiring.js';
import { adminUsersRoutes } from '../../shared/route-manifest/admin-users.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { identity, session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: adminUsersRoutes,
  handlers: makeAdminUsersHandlers({
    admins: makeAdminUsersWiring({
      ddb,
      tableName: env.TABLE_NAME,
      identity,
      region: env.AWS_REGION,
      queueUrl: env.QUEUE_URL,
      appUrl: env.APP_URL,
    }),
  }),
  session,
  idempotency: makeIdempotencyStore(ddb, env.TABLE_NAME),
});
