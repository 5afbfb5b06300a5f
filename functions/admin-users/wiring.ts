import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { makeUserAccounts } from '../lib/auth/user-accounts.js';
import type { IdentityProvider } from '../lib/ports.js';
import { makeAdminUsersRepository } from '../lib/data/users/admin-users.repository.js';
import { makeResetTokensRepository } from '../lib/data/users/reset-tokens.repository.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { logErrorTo } from '../lib/observability/logger.js';
import { makeAdminUsersService } from './admin-users.service.js';
import { clockNow } from '../lib/time/clock.js';

/** The admin users service as both the API and the deploy's first-admin step build it. */
export function makeAdminUsersWiring(opts: {
  ddb: DynamoDBDocumentClient;
  tableName: string;
  identity: IdentityProvider;
  region: string;
  queueUrl?: string;
  appUrl: string;
}) {
  const accounts = makeUserAccounts({ ddb: opts.ddb, tableName: opts.tableName, identity: opts.identity });
  const queue = opts.queueUrl ? makeSqsQueue(new SQSClient({ region: opts.region }), opts.queueUrl) : makeLocalQueue();
  return makeAdminUsersService({
    now: clockNow,
    admins: makeAdminUsersRepository(opts.ddb, opts.tableName),
    users: accounts.users,
    accounts,
    identity: opts.identity,
    resetTokens: makeResetTokensRepository(opts.ddb, opts.tableName),
    queue,
    appUrl: opts.appUrl,
    log: logErrorTo,
  });
}
