import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { clockNow } from '../lib/time/clock.js';
import { waitlistFromEnv } from './wiring.js';
import { makeWaitlistHandlers } from './handler.js';
import { makeWaitlistService } from './waitlist.service.js';
import { waitlistRoutes } from '../../shared/route-manifest/waitlist.js';

const env = readEnv(authEnvSchema);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const { session } = makeSessionWiring(env, ddb);

export const handler = makeHttpHandler({
  routes: waitlistRoutes,
  handlers: makeWaitlistHandlers({
    waitlist: makeWaitlistService({
      engine: waitlistFromEnv(env, ddb),
      limiter: makeRateLimiter(ddb, env.TABLE_NAME),
      now: clockNow,
    }),
  }),
  session,
});
