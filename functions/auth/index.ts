import { SQSClient } from '@aws-sdk/client-sqs';
import { authEnvSchema, cognitoIssuer, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHostedUi } from '../lib/auth/hosted-ui.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeLocalQueue, makeSqsQueue } from '../lib/messaging/message-queue.js';
import { makeResetTokensRepository } from '../lib/data/users/reset-tokens.repository.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeAuthService } from './auth.service.js';
import { makeFederatedService } from './federated.service.js';
import { makeAuthHandlers } from './handler.js';
import { authRoutes } from '../../shared/route-manifest/auth.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { identity, users, session } = makeSessionWiring(env, ddb);
const queue = env.QUEUE_URL ? makeSqsQueue(new SQSClient({ region: env.AWS_REGION }), env.QUEUE_URL) : makeLocalQueue();

const auth = makeAuthService({
  now: clockNow,
  users,
  identity,
  resetTokens: makeResetTokensRepository(ddb, env.TABLE_NAME),
  queue,
  limiter: makeRateLimiter(ddb, env.TABLE_NAME),
  appUrl: env.APP_URL,
});
const federated = makeFederatedService({
  now: clockNow,
  hostedUi: env.HOSTED_UI_DOMAIN
    ? makeHostedUi({
        domain: env.HOSTED_UI_DOMAIN,
        clientId: env.USER_POOL_CLIENT_ID,
        redirectUri: `${env.APP_URL}/api/auth/callback`,
        issuer: cognitoIssuer(env),
      })
    : undefined,
  enabled: { google: env.GOOGLE_ENABLED === 'true', apple: env.APPLE_ENABLED === 'true' },
  users,
});

export const handler = makeHttpHandler({
  routes: authRoutes,
  handlers: makeAuthHandlers({ auth, federated }),
  session,
});
