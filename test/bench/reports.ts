/**
 * `npm run bench:reports`: seeds a season of 52 market dates × 300 vendors (each with a space and a request, a few
 * skipped, cancelled or unpaid) in a fresh local stack, waits for the report aggregator to catch up with the table's
 * stream, then times each season-long report and reports its DynamoDB requests (the x-ddb-requests header). A third
 * of the stands turned tokens in on every date, for the Token Reimbursement report.
 */
import { ulid } from 'ulid';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { addDays, DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { REPORT_NAMES } from '../../shared/report-names.js';
import { median, ms, runBench, timedRuns } from './bench-stack.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';

const DATES = 52;
const VENDORS = 300;
const RUNS = 5;
const VENDOR_TYPES = ['1', '2', '3', '4'];

runBench(async ({ url, ddb, tableName, adminCookie }) => {
  const at = new Date().toISOString();
  // The 52 weeks that ended last week, so every date has passed (attended, past due) and is recent (stale vendors).
  const FIRST = addDays(isoDateInZone(new Date(), DEFAULT_MARKET_TIME_ZONE), -7 * DATES);
  const rows: Row[] = [];
  const vendors = Array.from({ length: VENDORS }, (_, i) =>
    makeVendorItem({
      id: ulid(),
      name: `Bench Stand ${String(i).padStart(3, '0')}`,
      contactName: 'Pat Bench',
      email: `bench-${i}-${ulid().toLowerCase()}@example.com`,
      phone: '(707) 555-0100',
      vendorTypeId: VENDOR_TYPES[i % 4]!,
      description: 'A bench stand',
      status: 'APPROVED',
      addressLine1: '1 Bench Rd',
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
      createdAt: at,
      updatedAt: at,
    }),
  );
  for (const v of vendors) rows.push({ ...keys.vendor(v.id), ...v }, directoryEntryItem(v));
  const dateIds: string[] = [];
  for (let d = 0; d < DATES; d++) {
    const date = addDays(FIRST, 7 * d);
    const md = makeTestMarketDate({
      id: ulid(),
      date,
      maxVendors: 400,
      status: 'completed',
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.marketDate(md.id), ...keys.marketDateCalendar(date), ...md });
    dateIds.push(md.id);
    vendors.forEach((v, i) => {
      const space = makeTestSpace({
        id: ulid(),
        marketDateId: md.id,
        label: `${'ABC'[i % 3]}${Math.floor(i / 3) + 1}`,
        basePrice: 4000,
        vendorId: v.id,
        assignedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      rows.push({ ...keys.space(md.id, space.id), ...space });
      const status = i % 20 === 0 ? 'skipped' : i % 25 === 0 ? 'canceled' : 'approved';
      const paid = i % 10 === 0 ? 0 : 4000;
      const request = makeSpaceRequestItem({
        id: ulid(),
        vendorId: v.id,
        marketDateId: md.id,
        date,
        status,
        spaceId: status === 'approved' ? space.id : null,
        amountBase: 4000,
        // One stand in fifty was charged $1 too much: a price calculation error.
        amountDue: status === 'approved' ? (i % 50 === 1 ? 4100 : 4000) : 0,
        amountPaid: status === 'approved' ? paid : 0,
        amountBalance: status === 'approved' ? (i % 50 === 1 ? 4100 : 4000) - paid : 0,
        grossSales: status === 'approved' ? 50_000 + i * 100 : null,
        createdAt: at,
        updatedAt: at,
      });
      rows.push({ ...spaceRequestKeys(request), ...request });
    });
    // Tokens redeemed: one stand in three turned SNAP tokens in (and one in six market tokens too).
    const tokens = Object.fromEntries(
      vendors.flatMap((v, i) =>
        i % 3 === 0
          ? [
              [
                `tokens_${v.id}`,
                { vendorName: v.name, byTender: { snap: 2000 + i, ...(i % 6 === 0 ? { market_tokens: 500 } : {}) } },
              ],
            ]
          : [],
      ),
    );
    const aggregate = keys.tenderAggregate(date, md.id);
    rows.push({ ...aggregate, _type: 'tender_aggregate', id: md.id, marketDateId: md.id, date, ...tokens });
  }
  let t0 = performance.now();
  await writeRows(ddb, tableName, rows);
  console.log(
    `Seeded ${rows.length} items (${DATES} dates × ${VENDORS} vendors) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  t0 = performance.now();
  const settled = await fetch(`${url}/_reports/settled`);
  if (!settled.ok) throw new Error(`/_reports/settled answered ${settled.status}`);
  console.log(`Report aggregator caught up with the stream in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const cookie = await adminCookie();
  const to = addDays(FIRST, 7 * (DATES - 1));
  console.log(`Season-long reports, ${FIRST} to ${to}, ${RUNS} runs each:`);
  console.log('| report | rows | median | slowest | DynamoDB requests |');
  console.log('|---|---|---|---|---|');
  for (const name of [...REPORT_NAMES, 'token-reimbursement']) {
    const query = name === 'stale-vendors' ? '' : `?from=${FIRST}&to=${to}`;
    const { times, ddbRequests, last } = await timedRuns<{ rows?: unknown[] }>(RUNS, () =>
      fetch(`${url}/api/reports/${name}${query}`, { headers: { cookie } }),
    );
    const count = last.rows?.length ?? 0;
    console.log(`| ${name} | ${count} | ${ms(median(times))} | ${ms(times[RUNS - 1]!)} | ${ddbRequests} |`);
  }

  // One date of that season (300 vendors, the week before it as the comparison): each dashboard call.
  const last = dateIds[DATES - 1]!;
  const calls = [
    ...['pending-requests', 'space-assignment', 'payment-status', 'publication-status', 'missing-vendors'].map(
      (card) => [card, `/api/dashboard/market-date/${last}/${card}`] as const,
    ),
    ['expiring-documents', `/api/dashboard/market-date/${last}/expiring-documents`] as const,
    ['payments', `/api/market-dates/${last}/payments`] as const,
    ['proceeds', `/api/market-dates/${last}/proceeds`] as const,
    ['tokens', `/api/market-dates/${last}/tokens`] as const,
  ];
  console.log(`\nOne date's dashboard (${VENDORS} vendors), ${RUNS} runs each:`);
  console.log('| call | median | slowest | DynamoDB requests |');
  console.log('|---|---|---|---|');
  for (const [name, path] of calls) {
    const { times, ddbRequests } = await timedRuns(RUNS, () => fetch(`${url}${path}`, { headers: { cookie } }));
    console.log(`| ${name} | ${ms(median(times))} | ${ms(times[RUNS - 1]!)} | ${ddbRequests} |`);
  }
  // Statistics: computed (the first read of each of five dates) and then served from the five-minute cache.
  const cold = { times: [] as number[], ddbRequests: NaN };
  for (const id of dateIds.slice(-RUNS)) {
    const { times, ddbRequests } = await timedRuns(1, () =>
      fetch(`${url}/api/dashboard/market-date/${id}/statistics`, { headers: { cookie } }),
    );
    cold.times.push(times[0]!);
    cold.ddbRequests = ddbRequests;
  }
  cold.times.sort((a, b) => a - b);
  console.log(
    `| statistics, computed | ${ms(median(cold.times))} | ${ms(cold.times[RUNS - 1]!)} | ${cold.ddbRequests} |`,
  );
  const hot = await timedRuns(RUNS, () =>
    fetch(`${url}/api/dashboard/market-date/${last}/statistics`, { headers: { cookie } }),
  );
  console.log(`| statistics, cached | ${ms(median(hot.times))} | ${ms(hot.times[RUNS - 1]!)} | ${hot.ddbRequests} |`);
});
