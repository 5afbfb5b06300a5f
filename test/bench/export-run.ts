/**
 * The export's own measurement, run by `npm run bench:export` in a process of its own so its memory is the export's
 * and not the local stack's: the export service wired as the Lambda wires it (functions/export/index.ts) against the
 * stack the parent started (its endpoints come in the environment), the organisation's export and one vendor's, each
 * with its wall time, peak resident memory and heap. It also sends a file larger than one part through the same
 * upload, to show the bucket takes a multipart upload. Prints one JSON line.
 */
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { makeExportService, type ExportResult } from '../../functions/export/export.service.js';
import { makeDocumentClient } from '../../functions/lib/data/dynamo.js';
import { makeExportReadsRepository } from '../../functions/lib/data/export/export-reads.repository.js';
import { makeSettingsRepository } from '../../functions/lib/data/settings/settings.repository.js';
import { makeS3ExportStore } from '../../functions/lib/storage/export-store.js';

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through npm run bench:export`);
  return value;
};
const region = process.env.AWS_REGION ?? 'us-east-1';
const ddb = makeDocumentClient({ region, endpoint: need('DYNAMODB_ENDPOINT') });
const s3 = new S3Client({
  region,
  endpoint: need('S3_ENDPOINT'),
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
const bucket = need('DOCUMENTS_BUCKET');
const store = makeS3ExportStore(s3, bucket);
const service = makeExportService({
  reads: makeExportReadsRepository(ddb, need('TABLE_NAME')),
  settings: makeSettingsRepository(ddb, need('TABLE_NAME')),
  store,
  newId: ulid,
  now: () => new Date(),
});

const MB = 1024 * 1024;

/** Runs `work`, sampling memory every 5 ms: wall time, the highest RSS and heap seen, and what they started at. */
async function measured(work: () => Promise<ExportResult>) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  const t0 = performance.now();
  const result = await work();
  const wallMs = performance.now() - t0;
  clearInterval(timer);
  const after = process.memoryUsage();
  return {
    wallMs,
    bytes: result.bytes,
    url: result.url,
    fileName: result.fileName,
    rows: Object.fromEntries(result.manifest.files.map((f) => [f.name, f.rows])),
    rssBeforeMb: before.rss / MB,
    rssPeakMb: Math.max(peakRss, after.rss) / MB,
    heapBeforeMb: before.heapUsed / MB,
    heapPeakMb: Math.max(peakHeap, after.heapUsed) / MB,
  };
}

/** A 12 MB file through the export's upload: three parts, so the bucket must take a multipart upload. */
async function multipartCheck() {
  const key = `exports/bench-multipart-${ulid()}.bin`;
  const upload = store.begin(key);
  const chunk = new Uint8Array(MB).map((_, i) => (i * 7919) % 251);
  for (let i = 0; i < 12; i++) await upload.write(chunk);
  const { bytes } = await upload.finish();
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return { sent: bytes, stored: head.ContentLength ?? 0, eTag: head.ETag ?? '' };
}

const vendorId = need('BENCH_VENDOR_ID');
// Once before measuring, as a warm Lambda would have loaded its code and opened its connections.
await service.exportVendor(vendorId);
const organisation = await measured(() => service.exportAll());
const vendor = await measured(() => service.exportVendor(vendorId));
const multipart = await multipartCheck();
process.stdout.write(
  `${JSON.stringify({ organisation, vendor, multipart, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
