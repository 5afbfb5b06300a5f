import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeNotificationsRepository } from '../lib/data/users/notifications.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeNotificationsHandlers } from './handler.js';
import { makeNotificationsService } from './notifications.service.js';
import { notificationsRoutes } from '../../shared/route-manifest/notifications.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: notificationsRoutes,
  handlers: makeNotificationsHandlers({
    notifications: makeNotificationsService({ notifications: makeNotificationsRepository(ddb, env.TABLE_NAME) }),
  }),
  session,
});
