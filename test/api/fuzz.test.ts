/**
 * Property-based fuzzing of every route in the manifest (a route added later is fuzzed without a new test): bodies,
 * queries and path values of the wrong type, huge, in odd unicode, deeply nested, with prototype field names,
 * extreme numbers and malformed escapes, sent as anonymous, a vendor user and an admin. No answer may be a 5xx, and a
 * refused request (4xx) may not change the table.
 *
 * The requests come from a loopback address of their own (127.0.0.x), so the per-address sign-in and unlock limits
 * they run into never touch the address the other test files use; the signed-in users are this file's own, so no
 * demo account gets locked.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDef } from '../../shared/routes.js';
import { createTestUser, localStores, signedInClient } from './factories.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

/** Runs per route and caller: 3 callers × ~80 routes × 8 runs take 30–70 s, the busier the machine the longer. */
const RUNS = 8;
const SEED = 20_260_607;
const FUZZ_ADDRESS = '127.0.0.77';

type Caller = 'anonymous' | 'vendor' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'vendor', 'admin'];

interface FuzzRequest {
  pathValues: string[];
  query: string;
  /** Extra cookies sent after the caller's own (a later cookie of the same name wins). */
  cookieNoise: string;
  /** Raw body text, or undefined for none. */
  body: string | undefined;
  contentType: string;
}

interface Answer {
  status: number;
  text: string;
}

const port = Number(new URL(inject('baseUrl')).port);
const fx = makeSpacesFixtures();
const { ddb, tableName } = localStores();
const cookies: Record<Caller, string> = { anonymous: '', vendor: '', admin: '' };
/** The vendor the vendor user belongs to (one of this file's own). */
let ownVendorId = '';
/** Ids of objects this file owns, so some requests get past "not found" into the deeper checks. */
let ownIds: string[] = [];

function send(method: string, path: string, opts: { cookie?: string; body?: string; contentType?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'marketday' };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
    let status: number | undefined;
    const chunks: Buffer[] = [];
    const done = () => resolve({ status: status!, text: Buffer.concat(chunks).toString('utf8') });
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers, localAddress: FUZZ_ADDRESS, agent: false },
      (res) => {
        status = res.statusCode ?? 0;
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', done);
        res.on('error', () => done());
      },
    );
    // A server may answer (404, 413) before it has read a large body and close the connection: the answer counts.
    req.on('error', (err) => (status === undefined ? reject(err) : done()));
    req.end(opts.body);
  });
}

/**
 * Signs in a fresh user of the caller's role: fuzzed change-password calls count failures against the account, so a
 * new one can never be found locked.
 */
async function signIn(caller: Exclude<Caller, 'anonymous'>): Promise<void> {
  const user = await createTestUser(
    caller === 'admin' ? { role: 'admin' } : { role: 'vendor_user', vendorId: ownVendorId },
  );
  const client = await signedInClient(user.email, user.password);
  cookies[caller] = Object.entries(client.cookies.all())
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

// ---------------------------------------------------------------------------------------------------------------
// What the table holds, as one comparable value. Bookkeeping that a refused request legitimately writes is left
// out: short-lived items (counters, reset tokens) carry a ttl, rate-limit items are named for it, and a user's
// failed sign-in count lives on the user item.

const BOOKKEEPING_KEY = /FAILURES|RATE_LIMIT|LIMIT#/;
const BOOKKEEPING_FIELD = /^failedLogin/;
// A queued message's delivery state changes when the worker sends it, whenever that is after the request that queued
// it: the message's existence and content count, its progress does not.
const DELIVERY_FIELD = /^(status|attempts|sentAt|error|leaseUntil|updatedAt)$/;
const isQueuedMessage = (item: Record<string, unknown>) => item._type === 'queued_message';
// A date's tally is derived from its requests: the first card read of a date whose tally is stale (data written before
// the tally existed) counts it and stores it, as a cache would. Every request write moves it, so it is compared there.
const isDerived = (item: Record<string, unknown>) => item._type === 'date_tally';

const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x instanceof Set
        ? [...(x as Set<unknown>)].sort()
        : x,
  );

async function tableDigest(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const segments = 4;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(
          new ScanCommand({
            TableName: tableName,
            Segment: segment,
            TotalSegments: segments,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          if (item.ttl !== undefined || BOOKKEEPING_KEY.test(String(item.pk)) || isDerived(item)) continue;
          const kept = Object.fromEntries(
            Object.entries(item).filter(
              ([name]) => !BOOKKEEPING_FIELD.test(name) && !(isQueuedMessage(item) && DELIVERY_FIELD.test(name)),
            ),
          );
          out.set(`${item.pk}|${item.sk}`, createHash('sha1').update(stable(kept)).digest('hex'));
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  return out;
}

function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [k, h] of after) if (before.get(k) !== h) out.push(before.has(k) ? `changed ${k}` : `added ${k}`);
  for (const k of before.keys()) if (!after.has(k)) out.push(`removed ${k}`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Generators

/** Percent-encodes every byte outside the unreserved set; a lone surrogate goes out as U+FFFD's bytes. */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16)}`))
    .join('');

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
/** Strings for paths and query strings: a URL over ~16 KB is refused by any HTTP server before our code runs. */
const urlString = (maxHuge: number) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 3 }),
    fc.integer({ min: 65, max: maxHuge }).map((n) => 'A'.repeat(n)),
    fc.constantFrom('', ' ', '#', 'A#B', '../../etc', 'NaN', 'null', '2026-02-30', 'all', 'true'),
    fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
  );
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 3 }),
  fc.integer({ min: 65, max: 300_000 }).map((n) => 'A'.repeat(n)),
  fc.constantFrom('', ' ', '\u0000', '#', 'A#B', '../../etc', '<script>', '1e999', 'NaN', 'null', '2026-02-30', 'all'),
  fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
);
const extremeNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    1e200,
    -1e200,
    1e-200,
    -1e-200,
    5e-324,
    Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    0.1,
    100.05,
  ),
);
const FIELD_NAMES = [
  'name', 'label', 'code', 'description', 'icon', 'color', 'shape', 'isActive', 'sortOrder', 'size', 'vendorTypeId',
  'spaceTypeId', 'areaId', 'marketDateId', 'vendorId', 'vendorType', 'basePrice', 'salesBasedRate', 'position',
  'requiresPrepayment', 'defaultBasePrice', 'defaultSalesBasedRate', 'fees', 'date', 'from', 'to', 'maxVendors',
  'notes', 'copyFrom', 'fromMarketDateId', 'status', 'value', 'password', 'emailOrPhone', 'token', 'newPassword',
  'currentPassword', 'email', 'phone', 'contactName', 'website', 'addressLine1', 'city', 'state', 'zipCode', 'ids',
  'spaceIds', 'isDefault', 'createRequest',
]; // prettier-ignore
const QUERY_NAMES = [
  'vendorId', 'areaId', 'marketDateId', 'cursor', 'limit', 'q', 'from', 'to', 'upcoming', 'unreadOnly', 'status',
  'vendorTypeId', 'search', 'code', 'state',
]; // prettier-ignore

/** Read when a value is drawn: the ids exist only once the fixtures are written. */
const ownId = () => fc.nat({ max: 99 }).map((i) => ownIds[i % ownIds.length]!);
const leafValue = fc.oneof(nastyString, extremeNumber, fc.boolean(), fc.constant(null));
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leafValue },
  { weight: 1, arbitrary: fc.array(leafValue, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('x', 'y', 'id', 'vendorTypeId'), leafValue, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: ownId() },
);

const jsonBody = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ unit: 'grapheme', maxLength: 8 }), fieldValue, { maxKeys: 4 }) },
);
const rawBody = fc.oneof(
  { weight: 6, arbitrary: jsonBody.map((b) => JSON.stringify(b)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"isActive":false},"name":"x"}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"name":"\\ud800"}',
      '{"salesBasedRate":1e-200,"marketDateId":"x"}',
      '{"position":{"x":1e200,"y":-1e200}}',
      '{"name":',
      'not json',
      '[]',
      'null',
      '"text"',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 20_000 }).map((n) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`) },
  { weight: 1, arbitrary: fc.integer({ min: 200_000, max: 400_000 }).map((n) => `{"name":"${'B'.repeat(n)}"}`) },
);

const pathValue = fc.oneof(
  { weight: 2, arbitrary: ownId() },
  { weight: 3, arbitrary: urlString(4000).map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%zz', '%', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', 'a%23b', '%2F..%2F', '..', '%25'),
  },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 6000 }).map((n) => 'Z'.repeat(n)) },
);

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 6 })),
      fc.oneof(nastyString, ownId()),
      {
        maxKeys: 4,
      },
    )
    .map((d) =>
      Object.entries(d)
        .map(([k, v]) => `${encode(k)}=${encode(v)}`)
        .join('&'),
    ),
  fc.constantFrom('vendorId=%zz', 'limit=1e999&cursor=%ff', 'areaId=&areaId=x', 'q=%F0%9F%8D%93%F0'),
);

const cookieNoise = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('md_at', 'md_it', 'md_rt', 'md_map', 'other'),
        fc.oneof(urlString(2000).map(encode), fc.constantFrom('%zz', '%', 'a.b.c', '%E0%A4%A')),
      )
      .map(([name, value]) => `${name}=${value}`),
  },
);

function requestsFor(route: RouteDef): fc.Arbitrary<FuzzRequest> {
  const params = route.path.match(/\{\w+\}/g) ?? [];
  const hasBody = route.method !== 'GET';
  return fc.record({
    pathValues: fc.tuple(...params.map(() => pathValue)),
    query: queryString,
    cookieNoise,
    body: hasBody ? fc.option(rawBody, { nil: undefined, freq: 8 }) : fc.constant(undefined),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
    ),
  });
}

const withNoise = (cookie: string, noise: string) => [cookie, noise].filter(Boolean).join('; ');

function pathOf(route: RouteDef, r: FuzzRequest): string {
  let i = 0;
  const path = route.path.replace(/\{\w+\}/g, () => r.pathValues[i++]!);
  return r.query ? `${path}?${r.query}` : path;
}

const describeRequest = (route: RouteDef, caller: Caller, r: FuzzRequest) =>
  `${caller} ${route.method} ${pathOf(route, r).slice(0, 160)} (${r.contentType}) body=${(r.body ?? '').slice(0, 160)}` +
  (r.cookieNoise ? ` cookie ${r.cookieNoise.slice(0, 80)}` : '');

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  const catalog = await fx.catalog();
  const vendor = fx.vendor();
  const { marketDate, spaces } = await fx.marketDate({
    spaces: [
      { label: 'F1', areaId: catalog.areas[0]!.id, spaceTypeId: catalog.spaceTypes[0]!.id, vendor },
      { label: 'F2', areaId: catalog.areas[0]!.id, spaceTypeId: catalog.spaceTypes[0]!.id },
    ],
  });
  ownIds = [marketDate.id, ...spaces.map((s) => s.id), vendor.id];
  ownVendorId = vendor.id;
  await signIn('vendor');
  await signIn('admin');
}, 60_000);

type Refused = { caller: Caller; request: FuzzRequest }[];

/** Sends one route's runs as the three callers side by side; notes any 5xx in `problems`. */
async function fuzzRoute(route: RouteDef, problems: string[]): Promise<{ refused: Refused; acceptedWrite: boolean }> {
  const refused: Refused = [];
  let acceptedWrite = false;
  // The three callers' runs go out side by side: the stack answers one while it waits on the table for another.
  await Promise.all(
    CALLERS.map(async (caller) => {
      let told5xx = false;
      await fc
        .assert(
          fc.asyncProperty(requestsFor(route), async (r) => {
            const res = await send(route.method, pathOf(route, r), {
              cookie: withNoise(cookies[caller], r.cookieNoise),
              body: r.body,
              contentType: r.contentType,
            });
            if (res.status >= 500) {
              problems.push(`${res.status} ${res.text.slice(0, 120)} for ${describeRequest(route, caller, r)}`);
              told5xx = true;
              return false;
            }
            if (res.status >= 400) refused.push({ caller, request: r });
            else if (route.method !== 'GET') acceptedWrite = true;
          }),
          { numRuns: RUNS, seed: SEED + routes.indexOf(route) * 7 + CALLERS.indexOf(caller), endOnFailure: true },
        )
        // A 5xx is in problems already; anything else (the connection refused) is told here, briefly.
        .catch((err: unknown) => {
          if (!told5xx) problems.push(`${route.method} ${route.path} as ${caller}: ${String(err).slice(0, 400)}`);
        });
    }),
  );
  return { refused, acceptedWrite };
}

/** Sends a route's refused requests again, alone; false when one of them is accepted this time. */
async function resend(route: RouteDef, refused: Refused): Promise<boolean> {
  let comparable = true;
  for (const { caller, request } of refused) {
    const res = await send(route.method, pathOf(route, request), {
      cookie: withNoise(cookies[caller], request.cookieNoise),
      body: request.body,
      contentType: request.contentType,
    });
    if (res.status < 400) comparable = false;
  }
  return comparable;
}

function tellChanges(problems: string[], route: RouteDef, refused: Refused, changed: string[]) {
  if (!changed.length) return;
  problems.push(
    `${route.method} ${route.path}: refused requests changed the table (${changed.slice(0, 5).join(', ')}); ` +
      `e.g. ${describeRequest(route, refused[0]!.caller, refused[0]!.request)}`,
  );
}

describe('fuzzing every route of the manifest', () => {
  it('answers no 5xx to any input, and a refused request writes nothing', async () => {
    const problems: string[] = [];

    // Reads first, compared as one batch: one digest before and one after every GET route. Only if the table
    // changed are the refused reads sent again route by route, each between two digests, to find which wrote.
    const reads = routes.filter((r) => r.method === 'GET');
    let baseline = await tableDigest();
    const refusedReads: { route: RouteDef; refused: Refused }[] = [];
    for (const route of reads) {
      const { refused } = await fuzzRoute(route, problems);
      if (refused.length) refusedReads.push({ route, refused });
    }
    let after = await tableDigest();
    if (changes(baseline, after).length) {
      for (const { route, refused } of refusedReads) {
        const before = await tableDigest();
        const comparable = await resend(route, refused);
        const again = await tableDigest();
        if (comparable) tellChanges(problems, route, refused, changes(before, again));
      }
      after = await tableDigest();
    }
    baseline = after;

    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const { refused, acceptedWrite } = await fuzzRoute(route, problems);
      let after = await tableDigest();
      if (refused.length) {
        let before = baseline;
        let comparable = true;
        if (acceptedWrite) {
          // Some requests of the batch legitimately wrote: send the refused ones again, alone, and compare.
          before = after;
          comparable = await resend(route, refused);
          after = await tableDigest();
        }
        if (comparable) tellChanges(problems, route, refused, changes(before, after));
      }
      baseline = after;

      // Logout or a password change may end the callers' sessions; sign in again so later routes are fuzzed deep.
      if (route.group === 'auth') {
        for (const caller of ['vendor', 'admin'] as const) {
          if ((await send('GET', '/api/auth/user', { cookie: cookies[caller] })).status === 401) await signIn(caller);
        }
        baseline = await tableDigest();
      }
    }

    expect(problems).toEqual([]);
  }, 600_000);
});
