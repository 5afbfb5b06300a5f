import { S3Client } from '@aws-sdk/client-s3';
import * as z from '../../shared/zod.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeTable } from '../lib/data/toolkit/index.js';
import { keys } from '../lib/data/keys.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeDocumentsRepository } from '../lib/data/vendors/documents.repository.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeS3DocumentStore } from '../lib/storage/document-store.js';
import { makeFileSniffer } from '../lib/storage/file-sniffer.js';
import { clockNow } from '../lib/time/clock.js';
import { makeDocumentsService } from './documents.service.js';
import { makeDocumentsHandlers } from './handler.js';
import { documentsRoutes } from '../../shared/route-manifest/documents.js';

const env = readEnv(
  z.extend(authEnvSchema, {
    DOCUMENTS_BUCKET: z.string().check(z.minLength(1)),
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
const table = makeTable(ddb, env.TABLE_NAME);
const { session } = makeSessionWiring(env, ddb);
const settings = makeSettingsRepository(ddb, env.TABLE_NAME);

export const handler = makeHttpHandler({
  routes: documentsRoutes,
  handlers: makeDocumentsHandlers(
    makeDocumentsService({
      repo: makeDocumentsRepository(ddb, env.TABLE_NAME),
      store: makeS3DocumentStore(s3, env.DOCUMENTS_BUCKET, env.UPLOAD_URL),
      sniff: makeFileSniffer(),
      vendorNames: async (ids) => {
        const found = await table.batchGet(ids.map(keys.vendor), { projection: ['id', 'name'] });
        return new Map(found.map((v) => [String(v.id), String(v.name)]));
      },
      vendorExists: async (vendorId) => !!(await table.get(keys.vendor(vendorId), { projection: ['pk'] })),
      marketTimeZone: async () => (await settings.getSettings()).marketTimeZone,
      now: clockNow,
    }),
  ),
  session,
});
