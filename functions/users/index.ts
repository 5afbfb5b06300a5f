import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeUsersHandlers } from './handler.js';
import { makeUsersService } from './users.service.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { users, session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  group: 'users',
  handlers: makeUsersHandlers({ users: makeUsersService({ users }) }),
  session,
});
