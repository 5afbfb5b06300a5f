import { S3Client } from '@aws-sdk/client-s3';
import * as z from '../../shared/zod.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeProfileRepository } from '../lib/data/vendors/profile.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeIdempotencyStore } from '../lib/data/idempotency/idempotency.repository.js';
import { makeSharpImageProcessor } from '../lib/storage/image-processing.js';
import { makeS3ImageStore } from '../lib/storage/image-store.js';
import { makeContentReviewService } from './content-review.service.js';
import { makeProfilesHandlers } from './handler.js';
import { makeProfilesService } from './profiles.service.js';
import { profilesRoutes } from '../../shared/route-manifest/profiles.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(
  z.extend(authEnvSchema, {
    IMAGES_BUCKET: z.string().check(z.minLength(1)),
    /** Locally: s3rver. */
    S3_ENDPOINT: z.optional(z.string().check(z.url())),
    /** Locally: the web server's upload gateway, which checks the POST policy as S3 does. */
    UPLOAD_URL: z.optional(z.string().check(z.url())),
  }),
);
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const s3 = new S3Client({
  region: env.AWS_REGION,
  ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
const { session } = makeSessionWiring(env, ddb);
const repo = makeProfileRepository(ddb, env.TABLE_NAME);
const store = makeS3ImageStore(s3, env.IMAGES_BUCKET, env.UPLOAD_URL);
const settings = makeSettingsRepository(ddb, env.TABLE_NAME);

export const handler = makeHttpHandler({
  routes: profilesRoutes,
  handlers: makeProfilesHandlers({
    profiles: makeProfilesService({
      now: () => clockNow().toISOString(),
      repo,
      store,
      processor: makeSharpImageProcessor(),
      publicProfilesEnabled: async () => (await settings.getSettings()).enablePublicProfiles,
    }),
    review: makeContentReviewService({ now: () => clockNow().toISOString(), repo, store }),
  }),
  session,
  idempotency: makeIdempotencyStore(ddb, env.TABLE_NAME),
});
