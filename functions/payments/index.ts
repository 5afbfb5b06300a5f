import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makePaymentsRepository } from '../lib/data/vendors/payments.repository.js';
import { makePaymentsHandlers } from './handler.js';
import { makePaymentsService } from './payments.service.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  group: 'payments',
  handlers: makePaymentsHandlers({
    payments: makePaymentsService({
      store: makePaymentsRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
    }),
  }),
  session,
});
