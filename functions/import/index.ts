import { SQSClient } from '@aws-sdk/client-sqs';
import { makeAccountCreator } from '../lib/auth/account-creation.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeNotificationsRepository } from '../lib/data/users/notifications.repository.js';
import { makeResetTokensRepository } from '../lib/data/users/reset-tokens.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeUserAccounts } from '../lib/auth/user-accounts.js';
import { makePublicCatalogRepository } from '../lib/data/catalog/public-catalog.repository.js';
import { makeVendorAdminRepository } from '../lib/data/vendors/vendor-admin.repository.js';
import { makeVendorApplicationsRepository } from '../lib/data/vendors/vendor-applications.repository.js';
import { makeVendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeVendorReviewService } from '../vendors/vendor-review.service.js';
import { logErrorTo } from '../lib/observability/logger.js';
import { importRoutes } from '../../shared/route-manifest/import.js';
import { IMPORT_MSG } from '../../shared/import-messages.js';
import { clockNow } from '../lib/time/clock.js';
import { makeImportHandlers } from './handler.js';
import { makeVendorImportService } from './vendor-import.service.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { identity, users, session } = makeSessionWiring(env, ddb);
const queue = env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue();
const settings = makeSettingsRepository(ddb, env.TABLE_NAME);
const directory = makeVendorDirectory(ddb, env.TABLE_NAME);
const accounts = makeAccountCreator(makeUserAccounts({ ddb, tableName: env.TABLE_NAME, identity }));

// The vendor user and its set-password e-mail are made exactly as an approval makes them.
const review = makeVendorReviewService({
  now: clockNow,
  log: logErrorTo,
  vendors: makeVendorAdminRepository(ddb, env.TABLE_NAME),
  directory,
  users: {
    findByEmail: (email) => users.findByEmailOrPhone(email),
    create: (input) => accounts.create(input),
  },
  resetTokens: makeResetTokensRepository(ddb, env.TABLE_NAME),
  queue,
  notifications: makeNotificationsRepository(ddb, env.TABLE_NAME),
  appUrl: env.APP_URL,
});

/** The CSV travels inside the JSON body; its escapes may grow it, so the body may be twice the CSV's limit. */
const BODY_LIMIT_BYTES = 2 * 1024 * 1024 + 64 * 1024;

export const handler = makeHttpHandler({
  routes: importRoutes,
  handlers: makeImportHandlers({
    vendors: makeVendorImportService({
      now: clockNow,
      log: logErrorTo,
      catalog: makePublicCatalogRepository(ddb, env.TABLE_NAME),
      markets: { list: async () => (await settings.getSettings()).markets },
      directory: { existing: () => directory.list({}) },
      applications: makeVendorApplicationsRepository(ddb, env.TABLE_NAME),
      users: review,
    }),
  }),
  session,
  bodyLimit: { bytes: BODY_LIMIT_BYTES, message: IMPORT_MSG.tooLarge },
});
