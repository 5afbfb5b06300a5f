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
import { makeVendorAdminRepository } from '../lib/data/vendors/vendor-admin.repository.js';
import { makeVendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import { makeVendorsRepository } from '../lib/data/vendors/vendors.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeVendorsHandlers } from './handler.js';
import { makeVendorReviewService } from './vendor-review.service.js';
import { makeVendorEditService } from './vendor-edit.service.js';
import { makeVendorEditRepository } from '../lib/data/vendors/vendor-edit.repository.js';
import { makeVendorApplicationsRepository } from '../lib/data/vendors/vendor-applications.repository.js';
import { makeVendorsService } from './vendors.service.js';
import { makeVendorSettingsRepository } from '../lib/data/vendors/vendor-settings.repository.js';
import { makeVendorSettingsService } from './vendor-settings.service.js';
import { logErrorTo } from '../lib/observability/logger.js';
import { vendorsRoutes } from '../../shared/route-manifest/vendors.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { identity, users, session } = makeSessionWiring(env, ddb);
const queue = env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue();
const vendorSettings = makeVendorSettingsRepository(ddb, env.TABLE_NAME);
const settingsRepository = makeSettingsRepository(ddb, env.TABLE_NAME);
const accounts = makeAccountCreator(makeUserAccounts({ ddb, tableName: env.TABLE_NAME, identity }));

const review = makeVendorReviewService({
  now: clockNow,
  log: logErrorTo,
  vendors: makeVendorAdminRepository(ddb, env.TABLE_NAME),
  directory: makeVendorDirectory(ddb, env.TABLE_NAME),
  users: {
    findByEmail: (email) => users.findByEmailOrPhone(email),
    create: (input) => accounts.create(input),
  },
  resetTokens: makeResetTokensRepository(ddb, env.TABLE_NAME),
  queue,
  notifications: makeNotificationsRepository(ddb, env.TABLE_NAME),
  appUrl: env.APP_URL,
});

export const handler = makeHttpHandler({
  routes: vendorsRoutes,
  handlers: makeVendorsHandlers({
    vendors: makeVendorsService({
      vendors: makeVendorsRepository(ddb, env.TABLE_NAME),
      autoPaymentAvailable: async (typeId) => (await vendorSettings.vendorType(typeId))?.autoPaymentAvailable ?? true,
    }),
    review,
    edit: makeVendorEditService({
      now: clockNow,
      vendors: makeVendorEditRepository(ddb, env.TABLE_NAME),
      applications: makeVendorApplicationsRepository(ddb, env.TABLE_NAME),
      users: review,
      log: logErrorTo,
      markets: { list: async () => (await settingsRepository.getSettings()).markets },
    }),
    settings: makeVendorSettingsService({
      now: clockNow,
      vendors: makeVendorAdminRepository(ddb, env.TABLE_NAME),
      settings: vendorSettings,
    }),
  }),
  session,
});
