import * as z from '../../shared/zod.js';
import { baseEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeMapAccessTokens, mapCookieSecret } from '../lib/auth/map-access.js';
import { makePublicMapRepository } from '../lib/data/market-dates/public-map.repository.js';
import { makeRateLimiter } from '../lib/data/rate-limits/rate-limits.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makePublicMapHandlers } from './handler.js';
import { makeMapSettings } from './map-settings.js';
import { makePublicMapService } from './public-map.service.js';
import { publicMapRoutes } from '../../shared/route-manifest/public-map.js';
import { clockNow } from '../lib/time/clock.js';

/** Public routes only: no session is resolved, so this function needs no user-pool settings. */
const env = readEnv(z.extend(baseEnvSchema, { MAP_COOKIE_SECRET: z.optional(z.string().check(z.minLength(16))) }));
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });

export const handler = makeHttpHandler({
  routes: publicMapRoutes,
  handlers: makePublicMapHandlers({
    publicMap: makePublicMapService({
      now: clockNow,
      store: makePublicMapRepository(ddb, env.TABLE_NAME),
      settings: makeMapSettings(makeSettingsRepository(ddb, env.TABLE_NAME)),
      tokens: makeMapAccessTokens(mapCookieSecret(env)),
      limiter: makeRateLimiter(ddb, env.TABLE_NAME),
    }),
  }),
});
