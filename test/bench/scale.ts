/**
 * `npm run bench:scale`: whether every screen call stays flat as the market grows. In a fresh local stack it
 * measures each call of scale-calls.ts at demo size, grows the data (scale-seed.ts: 1,000 approved stands and 100
 * applicants with their users, 1,000 requests on the next market date with the demo's layout, a season of messages
 * (26 weeks × 200), documents and audit entries), measures again, and prints per call: DynamoDB requests
 * (x-ddb-requests) and the items they read (x-ddb-items), response bytes and median latency at both sizes, and the ratio. Then it runs each date's call side
 * by side on a small date and the grown one, interleaved, so a busy machine slows both alike; and once more against a
 * third date grown to 1,000 requests with a large layout (a space for each approved request: 700 spaces), where the
 * calls that show every space grow with the layout.
 *
 *   npm run bench:scale
 *   SCALE_RUNS=9 SCALE_VENDORS=300 npm run bench:scale     # quicker, smaller
 *
 * A measurement, not a test: nothing in `npm test` runs it.
 */
import { keys } from '../../functions/lib/data/keys.js';
import { fromKey, makeTable } from '../../functions/lib/data/toolkit/index.js';
import { DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { runBench } from './bench-stack.js';
import { SCALE_CALLS, type Caller, type ScaleCall, type ScaleTargets } from './scale-calls.js';
import { kb, measure, measureSideBySide, ratio, type Fetcher, type Measured } from './scale-measure.js';
import { growMarket } from './scale-seed.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = env('SCALE_RUNS', 15);
const WARM_UP = env('SCALE_WARM_UP', 3);
const GROWTH = {
  vendors: env('SCALE_VENDORS', 1000),
  applicants: Math.round(env('SCALE_VENDORS', 1000) / 10),
  messagesPerWeek: env('SCALE_MESSAGES_PER_WEEK', 200),
  auditEntries: 200,
};
const DEMO_ADMIN = 'admin@example.com';
const DEMO_VENDOR = 'vendor@example.com';

const ms = (t: number) => `${t.toFixed(0)} ms`;
const flag = (m: Measured) => (m.status === '200' ? '' : ` (${m.status})`);

runBench(async ({ url, ddb, tableName, signIn }) => {
  const table = makeTable(ddb, tableName);
  const cookies: Record<Caller, string | undefined> = {
    anonymous: undefined,
    admin: await signIn(DEMO_ADMIN),
    vendor: await signIn(DEMO_VENDOR),
  };
  const one = async (k: Record<string, string>) => (await table.query({ ...fromKey(k), limit: 1 })).items[0];
  const admin = await one(keys.userByEmail(DEMO_ADMIN));
  const vendor = await one(keys.vendorByEmail(DEMO_VENDOR));
  const today = isoDateInZone(new Date(), DEFAULT_MARKET_TIME_ZONE);
  // The next three market dates: the first grows to 1,000 requests, the second keeps the demo's handful, the third
  // grows to 1,000 requests and a large layout.
  const { items: upcoming } = await table.query({
    ...fromKey({ gsi1pk: keys.marketDateCalendar(today).gsi1pk }),
    sk: { ge: today },
    limit: 3,
  });
  if (!admin || !vendor || upcoming.length < 3) throw new Error('The demo market lacks its admin, vendor or dates');
  const [large, small, laidOut] = upcoming.map((d) => String(d.id)) as [string, string, string];
  const vendorId = String(vendor.id);
  const request = await table.get(keys.spaceRequest(large, vendorId));
  if (!request) throw new Error('The demo vendor has no request on the next date');
  const targets: ScaleTargets = { dateId: large, vendorId, requestId: String(request.id) };
  const smallTargets: ScaleTargets = { ...targets, dateId: small };
  const layoutTargets: ScaleTargets = { ...targets, dateId: laidOut };

  const fetcher =
    (c: ScaleCall, t: ScaleTargets): Fetcher =>
    () =>
      fetch(`${url}${c.path(t)}`, { headers: cookies[c.as] ? { cookie: cookies[c.as]! } : {} });
  const measureAll = async (label: string) => {
    const out = new Map<string, Measured>();
    for (const c of SCALE_CALLS) {
      process.stderr.write(`${label}: ${c.name}…\n`);
      out.set(c.name, await measure(fetcher(c, targets), RUNS, WARM_UP));
    }
    return out;
  };

  const demo = await measureAll('demo size');
  process.stderr.write('Growing the market…\n');
  const grown = await growMarket(
    { ddb, tableName, dateId: large, layoutDateId: laidOut, vendorId, adminId: String(admin.id) },
    GROWTH,
  );
  // The report aggregator follows the table's stream: let it catch up so it does not run during the timings.
  const settled = await fetch(`${url}/_reports/settled`);
  if (!settled.ok) throw new Error(`/_reports/settled answered ${settled.status}`);
  const big = await measureAll('grown');

  const sideBySide = async (label: string, large: ScaleTargets) => {
    const out: [string, Measured, Measured][] = [];
    for (const c of SCALE_CALLS.filter((x) => x.perDate)) {
      process.stderr.write(`${label}: ${c.name}…\n`);
      const [s, l] = await measureSideBySide(fetcher(c, smallTargets), fetcher(c, large), RUNS, WARM_UP);
      out.push([c.name, s, l]);
    }
    return out;
  };
  const side = await sideBySide('side by side', targets);
  const layoutSide = await sideBySide('large layout', layoutTargets);

  const items = Object.entries(grown.counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
  console.log(
    `\nGrown by ${GROWTH.vendors} stands and ${GROWTH.applicants} applicants: ${items} items in ` +
      `${grown.seconds.toFixed(1)} s (the measured date keeps the demo's layout; the large-layout date has ` +
      `${grown.spaces} spaces, ${grown.assigned} assigned). ` +
      `Median of ${RUNS} sequential calls after ${WARM_UP} warm-up calls.\n`,
  );
  console.log(
    '| call | DynamoDB requests (demo → grown) | items read (demo → grown) | response (demo → grown) | ' +
      'median demo | median grown | × |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const c of SCALE_CALLS) {
    const d = demo.get(c.name)!;
    const g = big.get(c.name)!;
    console.log(
      `| ${c.name}${flag(g)} | ${d.ddbRequests} → ${g.ddbRequests} | ${d.ddbItems} → ${g.ddbItems} | ` +
        `${kb(d.bytes)} → ${kb(g.bytes)} | ` +
        `${ms(d.medianMs)} | ${ms(g.medianMs)} | ${ratio(g.medianMs, d.medianMs)} |`,
    );
  }
  printSideBySide(
    `Side by side in one run: a date with the demo's requests and the date with ${GROWTH.vendors} more.`,
    side,
  );
  printSideBySide(
    `Side by side in one run: the same small date and a date with ${GROWTH.vendors} more requests laid out on ` +
      `${grown.spaces} spaces (${grown.assigned} assigned).`,
    layoutSide,
  );
});

function printSideBySide(title: string, rows: readonly [string, Measured, Measured][]) {
  console.log(`\n${title}\n`);
  console.log(
    '| call | DynamoDB requests (small / large) | items read (small / large) | response (small / large) | ' +
      'median small | median large | × |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, s, l] of rows) {
    console.log(
      `| ${name}${flag(s)}${flag(l)} | ${s.ddbRequests} / ${l.ddbRequests} | ${s.ddbItems} / ${l.ddbItems} | ` +
        `${kb(s.bytes)} / ${kb(l.bytes)} | ` +
        `${ms(s.medianMs)} | ${ms(l.medianMs)} | ${ratio(l.medianMs, s.medianMs)} |`,
    );
  }
}
