/**
 * The date payments report pages on the server (issue 27): a page of one tab holds at most `limit` rows, following
 * nextCursor visits every approved request of that tab once (approved, then confirmed, each by vendor name), the
 * tabs, vendor type and area filter before paging, a cursor that is not one answers 400, the totals are the whole
 * date's, and a page costs the same DynamoDB requests whatever the number of requests on the date.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../shared/vendor-search.js';
import { PAGE_MSG } from '../../shared/schemas/page.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { everyPage } from './paging.js';
import { makeRequestFixtures } from './request-fixtures.js';

const fx = makeRequestFixtures();
let admin: ApiClient;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});

const STATUSES = ['approved', 'confirmed', 'requested'] as const;
const TABS = ['unpaid', 'paid', 'not-required'] as const;
/** Index i's amounts: owing in full, paid in full, or nothing due (the three tabs in turn, shifted by status). */
const AMOUNTS = [
  { amountDue: 3000, amountPaid: 0, amountBalance: 3000 },
  { amountDue: 3000, amountPaid: 3000, amountBalance: 0 },
  { amountDue: 0, amountPaid: 0, amountBalance: 0 },
];
const NAMES = ['Apple', 'Berry', 'Cider', 'Dairy', 'Eggs', 'Fern', 'Garlic', 'Honey', 'Iris', 'Juniper'];

/**
 * A date with `count` requests of mixed statuses, amounts and vendor types; every seventh holds a space in the
 * north area, the rest none.
 */
async function dateWith(count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const vendor = fx.vendor({
      name: `${NAMES[i % NAMES.length]} Stall ${String(i).padStart(3, '0')}`,
      vendorTypeId: i % 2 ? '1' : '2',
    });
    const status = STATUSES[i % STATUSES.length]!;
    const amounts = AMOUNTS[Math.floor(i / STATUSES.length) % AMOUNTS.length]!;
    return { vendor, status, amounts, tab: TABS[AMOUNTS.indexOf(amounts)]!, north: i % 7 === 0 };
  });
  const { marketDate } = await fx.marketDate({
    spaces: rows
      .filter((r) => r.north)
      .map((r, i) => ({
        label: `N${i}`,
        areaId: 'north',
        vendor: r.vendor,
        request: { status: r.status, ...r.amounts },
      })),
    requestsWithoutSpace: rows
      .filter((r) => !r.north)
      .map((r) => ({ vendor: r.vendor, request: { status: r.status, ...r.amounts } })),
  });
  const listed = rows
    .filter((r) => r.status !== 'requested')
    .sort(
      (a, b) =>
        STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) ||
        (foldForSearch(a.vendor.name) < foldForSearch(b.vendor.name) ? -1 : 1),
    );
  return { marketDate, listed };
}

const allPages = (path: string, limit: number) => everyPage(admin, path, limit);

describe('the date payments report, page by page', () => {
  let date: Awaited<ReturnType<typeof dateWith>>;
  let path: string;
  beforeAll(async () => {
    date = await dateWith(120);
    path = `/api/market-dates/${date.marketDate.id}/payments`;
  });

  it('answers at most `limit` rows a page and visits every approved request of each tab once, in order', async () => {
    for (const tab of TABS) {
      const { rows, sizes } = await allPages(`${path}?tab=${tab}`, 7);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(7);
      const expected = date.listed.filter((r) => r.tab === tab);
      expect(sizes.length).toBeGreaterThanOrEqual(Math.ceil(expected.length / 7));
      expect(rows.map((r) => r.vendor.id)).toEqual(expected.map((r) => r.vendor.id));
      expect(rows.map((r) => r.vendor.name)).toEqual(expected.map((r) => r.vendor.name));
    }
    const unpaid = await admin.get(`${path}?limit=1`);
    expect(unpaid.body.items[0]).toMatchObject({
      paymentStatus: { status: 'required', label: 'Payment Required' },
      amountBalance: 3000,
    });
  });

  it('filters by vendor type and area before paging, and keeps the whole date’s totals', async () => {
    const typeTwo = await allPages(`${path}?tab=unpaid&type=2`, 5);
    expect(typeTwo.rows.map((r) => r.vendor.id)).toEqual(
      date.listed.filter((r) => r.tab === 'unpaid' && r.vendor.vendorTypeId === '2').map((r) => r.vendor.id),
    );
    expect(typeTwo.rows.every((r) => r.vendor.vendorType.id === '2')).toBe(true);

    const north = await allPages(`${path}?tab=paid&area=north`, 5);
    const expectedNorth = date.listed.filter((r) => r.tab === 'paid' && r.north);
    expect(expectedNorth.length).toBeGreaterThan(0);
    expect(north.rows.map((r) => r.vendor.id)).toEqual(expectedNorth.map((r) => r.vendor.id));
    expect(north.rows.every((r) => r.spaceAssignment?.areaId === 'north')).toBe(true);

    const res = await admin.get(`${path}?tab=paid&type=1&limit=1`);
    const owing = date.listed.filter((r) => r.tab !== 'not-required');
    const paid = date.listed.filter((r) => r.tab === 'paid');
    expect(res.body.summary).toEqual({
      requests: date.listed.length,
      totalDue: owing.length * 3000,
      totalPaid: paid.length * 3000,
      owing: owing.length,
      owingPaid: paid.length,
    });
    expect(res.body.totalPaid).toBe(paid.length * 3000);
  });

  it('answers 400, never 500, for a cursor that is not one or one of another date, and 404 for no date', async () => {
    for (const cursor of ['nonsense', 'e30', Buffer.from('{"pk":1}').toString('base64url'), 'a%2Fb']) {
      const res = await admin.get(`${path}?cursor=${cursor}`);
      expect(res).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    }
    const other = await dateWith(3);
    const first = await admin.get(`${path}?tab=not-required&limit=2`);
    const foreign = await admin.get(
      `/api/market-dates/${other.marketDate.id}/payments?tab=not-required&cursor=${first.body.nextCursor}`,
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    expect((await admin.get(`${path}?tab=everything`)).status).toBe(400);
    expect((await admin.get(`${path}?limit=201`)).body.message).toBe(PAGE_MSG.badLimit);
    expect((await admin.get(`/api/market-dates/no-such-date/payments`)).status).toBe(404);
  });

  it('reads a page in the same DynamoDB requests for 30 and for 300 requests on the date', async () => {
    const [small, large] = [await dateWith(30), await dateWith(300)];
    const first = (d: typeof small, q: string) => admin.get(`/api/market-dates/${d.marketDate.id}/payments?${q}`);
    // The first read of a tally written before it was counted counts it once; what is measured is every read after.
    await Promise.all([first(small, 'limit=1'), first(large, 'limit=1')]);
    const a = await first(small, 'tab=unpaid&limit=3');
    const b = await first(large, 'tab=unpaid&limit=3');
    const next = await first(large, `tab=unpaid&limit=3&cursor=${b.body.nextCursor}`);
    expect([a.body.items.length, b.body.items.length, next.body.items.length]).toEqual([3, 3, 3]);
    // A page reads its spaces only when a row of it holds one: the small date's page does, so it costs the most.
    expect(a.body.items.some((i: { spaceAssignment: unknown }) => i.spaceAssignment)).toBe(true);
    expect(admin.ddbRequests(b)).toBeLessThanOrEqual(admin.ddbRequests(a));
    expect(admin.ddbRequests(next)).toBeLessThanOrEqual(admin.ddbRequests(a));
    // A filtered page reads four times its size; both of these hold rows, so both read their vendors.
    const filtered = [await first(small, 'tab=paid&type=1&limit=10'), await first(large, 'tab=paid&type=1&limit=10')];
    expect(filtered.map((f) => f.body.items.length > 0)).toEqual([true, true]);
    expect(admin.ddbRequests(filtered[1]!)).toBe(admin.ddbRequests(filtered[0]!));
    console.info(
      `GET /api/market-dates/{id}/payments: ${admin.ddbRequests(a)} DynamoDB requests a page for 30 and 300`,
    );
  }, 120_000);
});
