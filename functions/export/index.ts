import { S3Client } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import * as z from '../../shared/zod.js';
import { exportRoutes } from '../../shared/route-manifest/export.js';
import { authEnvSchema, readEnv } from '../lib/config.js';
import { makeSessionWiring } from '../lib/auth/session-wiring.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeExportReadsRepository } from '../lib/data/export/export-reads.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeHttpHandler } from '../lib/http/http.js';
import { makeS3ExportStore } from '../lib/storage/export-store.js';
import { clockNow } from '../lib/time/clock.js';
import { makeExportService } from './export.service.js';
import { makeExportHandlers } from './handler.js';

const env = readEnv(
  z.extend(authEnvSchema, {
    DOCUMENTS_BUCKET: z.string().check(z.minLength(1)),
    /** Locally: s3rver. */
    S3_ENDPOINT: z.optional(z.string().check(z.url())),
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

export const handler = makeHttpHandler({
  routes: exportRoutes,
  handlers: makeExportHandlers({
    exports: makeExportService({
      reads: makeExportReadsRepository(ddb, env.TABLE_NAME),
      settings: makeSettingsRepository(ddb, env.TABLE_NAME),
      store: makeS3ExportStore(s3, env.DOCUMENTS_BUCKET),
      newId: ulid,
      now: clockNow,
    }),
  }),
  session,
});
