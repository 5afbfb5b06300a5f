import { baseEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeProviderPaymentsRepository } from '../lib/data/vendors/provider-payments.repository.js';
import { cardProvider } from '../lib/payments/providers.js';
import { makeStripeWebhookHandlers } from './handler.js';
import { makeWebhookService } from './webhook.service.js';
import { stripeWebhooksRoutes } from '../../shared/route-manifest/stripe-webhooks.js';

/** Stripe calls this function, never a browser: no session is resolved, the signature is the only check. */
const env = readEnv(baseEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });

export const handler = makeHttpHandler({
  routes: stripeWebhooksRoutes,
  handlers: makeStripeWebhookHandlers({
    webhooks: makeWebhookService({
      provider: () => cardProvider(),
      store: makeProviderPaymentsRepository(ddb, env.TABLE_NAME),
    }),
  }),
});
