import { SQSClient } from '@aws-sdk/client-sqs';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeResetTokensRepository } from '../lib/data/users/reset-tokens.repository.js';
import { makeVendorsRepository } from '../lib/data/vendors/vendors.repository.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeIdempotencyStore } from '../lib/data/idempotency/idempotency.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeUserAccounts } from '../lib/auth/user-accounts.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeUsersHandlers } from './handler.js';
import { makeProfileService } from './profile.service.js';
import { makeUsersService } from './users.service.js';
import { makeVendorUsersService } from './vendor-users.service.js';
import { usersRoutes } from '../../shared/route-manifest/users.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { identity, users, session } = makeSessionWiring(env, ddb);
const accounts = makeUserAccounts({ ddb, tableName: env.TABLE_NAME, identity });
const vendors = makeVendorsRepository(ddb, env.TABLE_NAME);
const queue = env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue();

export const handler = makeHttpHandler({
  routes: usersRoutes,
  handlers: makeUsersHandlers({
    users: makeUsersService({ users }),
    vendorUsers: makeVendorUsersService({
      now: clockNow,
      users,
      accounts,
      vendors,
      resetTokens: makeResetTokensRepository(ddb, env.TABLE_NAME),
      queue,
      appUrl: env.APP_URL,
    }),
    profile: makeProfileService({ users, accounts, vendors, queue }),
  }),
  session,
  idempotency: makeIdempotencyStore(ddb, env.TABLE_NAME),
});
