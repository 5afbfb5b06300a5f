import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeIdempotencyStore } from '../lib/data/idempotency/idempotency.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makePaymentsRepository } from '../lib/data/vendors/payments.repository.js';
import { makeProviderPaymentsRepository } from '../lib/data/vendors/provider-payments.repository.js';
import { cardProvider } from '../lib/payments/providers.js';
import { makePaymentsHandlers } from './handler.js';
import { makePaymentsService } from './payments.service.js';
import { clockNow } from '../lib/time/clock.js';
import { makeRefundsService } from './refunds.service.js';
import { makeWaiveFeeService } from './waive-fee.service.js';
import { paymentsRoutes } from '../../shared/route-manifest/payments.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);
const store = makePaymentsRepository(ddb, env.TABLE_NAME);

const payments = makePaymentsService({
  store,
  settings: makeSettingsRepository(ddb, env.TABLE_NAME),
  now: clockNow,
  dashboardUrl: async () => {
    const provider = await cardProvider();
    return provider ? (pi: string) => provider.dashboardUrl(pi) : undefined;
  },
});

export const handler = makeHttpHandler({
  routes: paymentsRoutes,
  handlers: makePaymentsHandlers({
    payments,
    refunds: makeRefundsService({
      store,
      providerPayments: makeProviderPaymentsRepository(ddb, env.TABLE_NAME),
      provider: () => cardProvider(),
      today: () => payments.today(),
    }),
    waiver: makeWaiveFeeService({ now: clockNow, store, today: () => payments.today() }),
  }),
  session,
  idempotency: makeIdempotencyStore(ddb, env.TABLE_NAME),
});
