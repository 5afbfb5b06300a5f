/**
 * `npm run bench:export`: whether the organisation's export stays within a Lambda's memory and time at 1,000 vendors.
 * In a fresh local stack it grows the demo market as `bench:scale` does (scale-seed.ts: 1,000 approved stands and 100
 * applicants with their users, 1,000 requests on each of two market dates, a season of messages and documents) and
 * adds a payment for every request of the first grown date. Then, in a process of its own (export-run.ts), it runs the
 * export service as the Lambda wires it and records wall time, peak RSS and heap, the ZIP's size and the rows of each
 * file, for the organisation and for one vendor; it checks the bucket takes a multipart upload; and it times
 * GET /api/export through the local API (the 303 and its Location) and downloads the file it points to.
 *
 *   npm run bench:export
 *   SCALE_VENDORS=300 npm run bench:export     # smaller
 *
 * A measurement, not a test: nothing in `npm test` runs it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { ulid } from 'ulid';
import { keys, paymentKeys } from '../../functions/lib/data/keys.js';
import { fromKey, makeTable } from '../../functions/lib/data/toolkit/index.js';
import { DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { writeRows, type Row } from '../fixtures/market-data.js';
import { runBench } from './bench-stack.js';
import { growMarket } from './scale-seed.js';

const VENDORS = Number(process.env.SCALE_VENDORS ?? 1000);
const DEMO_ADMIN = 'admin@example.com';
const DEMO_VENDOR = 'vendor@example.com';
/** What the infra stack gives the export function (infra/stacks/api-stack.ts), and API Gateway's wait. */
const LAMBDA_MEMORY_MB = 512;
const LAMBDA_TIMEOUT_S = 30;
const API_GATEWAY_TIMEOUT_S = 29;

interface RunFigures {
  wallMs: number;
  bytes: number;
  url: string;
  fileName: string;
  rows: Record<string, number>;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
}

function runExportProcess(vendorId: string): Promise<{
  organisation: RunFigures;
  vendor: RunFigures;
  multipart: { sent: number; stored: number; eTag: string };
  maxRssMb: number;
}> {
  const script = fileURLToPath(new URL('./export-run.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', script], {
      env: { ...process.env, BENCH_VENDOR_ID: vendorId },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`export-run.ts exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as never);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

const mb = (n: number) => `${n.toFixed(1)} MB`;
const kb = (bytes: number) => (bytes >= 1024 * 1024 ? mb(bytes / 1024 / 1024) : `${(bytes / 1024).toFixed(1)} KB`);
const s = (msTime: number) => `${(msTime / 1000).toFixed(2)} s`;

runBench(async ({ url, ddb, tableName, signIn }) => {
  const table = makeTable(ddb, tableName);
  const one = async (k: Record<string, string>) => (await table.query({ ...fromKey(k), limit: 1 })).items[0];
  const admin = await one(keys.userByEmail(DEMO_ADMIN));
  const vendor = await one(keys.vendorByEmail(DEMO_VENDOR));
  const today = isoDateInZone(new Date(), DEFAULT_MARKET_TIME_ZONE);
  const { items: upcoming } = await table.query({
    ...fromKey({ gsi1pk: keys.marketDateCalendar(today).gsi1pk }),
    sk: { ge: today },
    limit: 2,
  });
  if (!admin || !vendor || upcoming.length < 2) throw new Error('The demo market lacks its admin, vendor or dates');
  const [first, second] = upcoming.map((d) => String(d.id)) as [string, string];
  const vendorId = String(vendor.id);

  process.stderr.write(`Growing the market to ${VENDORS} stands…\n`);
  const grown = await growMarket(
    { ddb, tableName, dateId: first, layoutDateId: second, vendorId, adminId: String(admin.id) },
    { vendors: VENDORS, applicants: Math.round(VENDORS / 10), messagesPerWeek: 200, auditEntries: 200 },
  );
  // A payment for every request of the first grown date, as each stand paying its fee would leave.
  const at = new Date().toISOString();
  const requests = await table.queryAll({
    pk: keys.marketDatePartition(first).pk,
    sk: { beginsWith: keys.spaceRequest(first, '').sk },
    projection: ['id', 'vendorId', 'marketDateId', 'date', 'amountDue'],
  });
  const payments: Row[] = requests.map((r) => {
    const id = ulid();
    return {
      ...paymentKeys({ id, vendorId: String(r.vendorId) }),
      _type: 'payment',
      id,
      vendorId: r.vendorId,
      spaceRequestId: r.id,
      marketDateId: r.marketDateId,
      marketDate: r.date,
      amount: typeof r.amountDue === 'number' && r.amountDue > 0 ? r.amountDue : 4500,
      status: 'paid',
      stripePaymentId: null,
      paymentMethod: 'cash',
      paidDate: at,
      createdBy: String(admin.id),
      notes: null,
      lateFee: 0,
      isLatePayment: false,
      createdAt: at,
      updatedAt: at,
    };
  });
  await writeRows(ddb, tableName, payments);
  process.stderr.write(
    `Grown in ${grown.seconds.toFixed(1)} s: ${Object.entries(grown.counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}, payments ${payments.length}\n`,
  );

  process.stderr.write('Exporting in a process of its own…\n');
  const figures = await runExportProcess(vendorId);

  // The request as the browser makes it: the API answers 303 with the download's address.
  const cookie = await signIn(DEMO_ADMIN);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/export`, { headers: { cookie }, redirect: 'manual' });
  const apiMs = performance.now() - t0;
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`GET /api/export answered ${res.status}`);
  const t1 = performance.now();
  const file = await fetch(location);
  const zip = new Uint8Array(await file.arrayBuffer());
  const downloadMs = performance.now() - t1;
  const entries = unzipSync(zip);
  const manifest = JSON.parse(strFromU8(entries['manifest.json']!)) as { files: { name: string; rows: number }[] };
  const vendorsCsv = strFromU8(entries['vendors.csv']!);

  const org = figures.organisation;
  const ven = figures.vendor;
  const lines = [
    `Export at ${VENDORS} approved stands and ${Math.round(VENDORS / 10)} applicants (${new Date().toISOString().slice(0, 10)})`,
    '',
    '| export | wall time | ZIP | RSS before → peak | heap before → peak |',
    '| --- | --- | --- | --- | --- |',
    `| organisation (service, own process) | ${s(org.wallMs)} | ${kb(org.bytes)} | ${mb(org.rssBeforeMb)} → ${mb(org.rssPeakMb)} | ${mb(org.heapBeforeMb)} → ${mb(org.heapPeakMb)} |`,
    `| one vendor (service, own process) | ${s(ven.wallMs)} | ${kb(ven.bytes)} | ${mb(ven.rssBeforeMb)} → ${mb(ven.rssPeakMb)} | ${mb(ven.heapBeforeMb)} → ${mb(ven.heapPeakMb)} |`,
    `| organisation (GET /api/export → 303, local API) | ${s(apiMs)} | ${kb(zip.length)} downloaded in ${s(downloadMs)} | | |`,
    '',
    '| file | rows (organisation) | rows (one vendor) |',
    '| --- | --- | --- |',
    ...Object.entries(org.rows).map(([name, rows]) => `| ${name} | ${rows} | ${ven.rows[name] ?? '—'} |`),
    '',
    `Peak RSS of the export process: ${mb(figures.maxRssMb)} of the function's ${LAMBDA_MEMORY_MB} MB; the organisation's export took ${s(org.wallMs)} of the function's ${LAMBDA_TIMEOUT_S} s and API Gateway's ${API_GATEWAY_TIMEOUT_S} s.`,
    `Multipart upload to the local bucket: ${kb(figures.multipart.sent)} sent, ${kb(figures.multipart.stored)} stored (ETag ${figures.multipart.eTag}).`,
    `The downloaded ZIP: ${Object.keys(entries).length} entries, vendors.csv ${vendorsCsv.split('\r\n').length - 2} rows, manifest rows ${manifest.files.map((f) => `${f.name} ${f.rows}`).join(', ')}.`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});
