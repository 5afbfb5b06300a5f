/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * The date proceeds report pages on the server: a page holds at most `limit` rows, following nextCursor visits every
 * approved and confirmed request once in gross-sales-descending order (then vendor name, none reported last), the
 * vendor type and paid-only filters apply before paging, the cards' totals, the attention counts and the sales by
 * tender are the whole date's (kept on its tally by every write: entering sales, a status change), and a page costs
 * the same DynamoDB requests and a bounded number of bytes whatever the number of requests on the date.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { attentionOf } from '../../shared/date-dashboard.js';
import { PAGE_MSG } from '../../shared/schemas/page.js';
import { foldForSearch } from '../../shared/vendor-search.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { everyPage } from './paging.js';
import { makeRequestFixtures } from './request-fixtures.js';

const fx = makeRequestFixtures();
let admin: ApiClient;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});

const STATUSES = ['approved', 'confirmed', 'requested', 'canceled'] as const;
const NAMES = ['Apple', 'Berry', 'Cider', 'Dairy', 'Eggs', 'Fern', 'Garlic', 'Honey', 'Iris', 'Juniper'];
/** Index i's amounts: owing in full, paid in full, or nothing due. */
const AMOUNTS = [
  { amountDue: 3000, amountPaid: 0, amountBalance: 3000 },
  { amountDue: 3000, amountPaid: 3000, amountBalance: 0 },
  { amountDue: 0, amountPaid: 0, amountBalance: 0 },
];

/**
 * A date with `count` requests of mixed statuses, amounts, vendor types and gross sales: every fifth reported none,
 * the others one of a few amounts (ties ordered by name); every fourth split its sales by tender, every third is on
 * a sales-based rate; every seventh holds a space.
 */
async function dateWith(count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const vendor = fx.vendor({
      name: `${NAMES[i % NAMES.length]} Stall ${String(i).padStart(3, '0')}`,
      vendorTypeId: i % 2 ? '1' : '2',
    });
    const grossSales = i % 5 === 0 ? null : ((i * 7) % 6) * 10_000;
    const request = {
      status: STATUSES[i % STATUSES.length]!,
      ...AMOUNTS[Math.floor(i / STATUSES.length) % AMOUNTS.length]!,
      grossSales,
      salesBasedRate: i % 3 === 0 ? 10 : 0,
      salesByTender: grossSales && i % 4 === 1 ? { card: grossSales - 1000, cash: 1000 } : null,
    };
    return { vendor, request, space: i % 7 === 0 };
  });
  const { marketDate } = await fx.marketDate({
    spaces: rows.filter((r) => r.space).map((r, i) => ({ label: `P${i}`, vendor: r.vendor, request: r.request })),
    requestsWithoutSpace: rows.filter((r) => !r.space).map((r) => ({ vendor: r.vendor, request: r.request })),
  });
  const listed = rows
    .filter((r) => r.request.status === 'approved' || r.request.status === 'confirmed')
    .sort(
      (a, b) =>
        (b.request.grossSales ?? -1) - (a.request.grossSales ?? -1) ||
        (foldForSearch(a.vendor.name) < foldForSearch(b.vendor.name) ? -1 : 1),
    );
  return { marketDate, listed };
}

/** The four cards, the attention counts and the sales by tender, summed over every row the report lists. */
function sumsOf(listed: Awaited<ReturnType<typeof dateWith>>['listed']) {
  const sum = (f: (r: (typeof listed)[number]['request']) => number) => listed.reduce((s, r) => s + f(r.request), 0);
  const attention = { both: 0, sales: 0, payment: 0 };
  const salesByTender: Record<string, number> = {};
  for (const { request } of listed) {
    const a = attentionOf({ ...request, amountBase: 0, salesBasedFee: 0 } as any);
    if (a) attention[a] += 1;
    for (const [code, cents] of Object.entries(request.salesByTender ?? {})) {
      salesByTender[code] = (salesByTender[code] ?? 0) + cents;
    }
  }
  return {
    grossSales: sum((r) => r.grossSales ?? 0),
    marketRevenue: sum((r) => r.amountDue),
    amountPaid: sum((r) => r.amountPaid),
    vendors: listed.length,
    reporting: listed.filter((r) => r.request.grossSales !== null).length,
    attention,
    salesByTender,
    unsplit: sum((r) => (r.salesByTender ? 0 : (r.grossSales ?? 0))),
  };
}

const isPaid = (r: { amountDue: number; amountBalance: number }) => r.amountDue > 0 && r.amountBalance <= 0;

describe('the date proceeds report, page by page', () => {
  let date: Awaited<ReturnType<typeof dateWith>>;
  let path: string;
  beforeAll(async () => {
    date = await dateWith(90);
    path = `/api/market-dates/${date.marketDate.id}/proceeds`;
  });

  it('answers at most `limit` rows a page and visits every approved request once, gross sales highest first', async () => {
    const { rows, sizes } = await everyPage(admin, path, 7);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(7);
    expect(sizes.length).toBeGreaterThanOrEqual(Math.ceil(date.listed.length / 7));
    expect(rows.map((r) => r.vendorId)).toEqual(date.listed.map((r) => r.vendor.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.map((r) => r.grossSales)).toEqual(date.listed.map((r) => r.request.grossSales));
    expect(rows.map((r) => r.vendorName)).toEqual(date.listed.map((r) => r.vendor.name));
    // A row shows its space when it holds one, read with the page's vendors.
    expect(rows.some((r) => r.spaceAssignment?.label.startsWith('P'))).toBe(true);
  });

  it("keeps the whole date's totals, whatever the page or filter, equal to the sums over every row", async () => {
    const want = sumsOf(date.listed);
    expect(want.attention.both + want.attention.sales + want.attention.payment).toBeGreaterThan(0);
    expect(Object.keys(want.salesByTender).length).toBeGreaterThan(0);
    for (const q of ['limit=1', 'type=1&paidOnly=true&limit=3']) {
      const res = await admin.get(`${path}?${q}`);
      expect(res.status).toBe(200);
      expect(res.body.summary).toEqual(want);
    }
  });

  it('filters by vendor type and by the paid before paging', async () => {
    const typeTwo = await everyPage(admin, `${path}?type=2`, 5);
    expect(typeTwo.rows.map((r) => r.vendorId)).toEqual(
      date.listed.filter((r) => r.vendor.vendorTypeId === '2').map((r) => r.vendor.id),
    );
    expect(typeTwo.rows.every((r) => r.vendorType.id === '2')).toBe(true);

    const paid = await everyPage(admin, `${path}?paidOnly=true`, 5);
    const expectedPaid = date.listed.filter((r) => isPaid(r.request));
    expect(expectedPaid.length).toBeGreaterThan(0);
    expect(paid.rows.map((r) => r.vendorId)).toEqual(expectedPaid.map((r) => r.vendor.id));

    const both = await everyPage(admin, `${path}?paidOnly=true&type=1`, 4);
    expect(both.rows.map((r) => r.vendorId)).toEqual(
      expectedPaid.filter((r) => r.vendor.vendorTypeId === '1').map((r) => r.vendor.id),
    );
  });

  it('moves a request and the totals when its sales are entered and when it is cancelled', async () => {
    const small = await dateWith(12);
    const p = `/api/market-dates/${small.marketDate.id}/proceeds`;
    await admin.get(`${p}?limit=1`);
    // The last row (none reported) reports the most: it comes first, its sales in the totals.
    const last = small.listed.at(-1)!;
    expect(last.request.grossSales).toBeNull();
    const stored = (await fx.request(small.marketDate.id, last.vendor.id)) as any;
    const edit = await admin.patch(`/api/space-requests/${stored.id}`, {
      // What it owes stays as it was: the space's price alone, on no sales-based rate.
      amountBase: stored.amountDue,
      salesBasedRate: 0,
      amountDue: stored.amountDue,
      amountPaid: stored.amountPaid,
      amountBalance: stored.amountDue - stored.amountPaid,
      expectedUpdatedAt: stored.updatedAt,
      grossSales: 999_999,
      salesByTender: { card: 999_999 },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const before = sumsOf(small.listed);
    const first = await admin.get(`${p}?limit=2`);
    expect(first.body.items[0]).toMatchObject({ vendorId: last.vendor.id, grossSales: 999_999 });
    expect(first.body.summary).toMatchObject({
      grossSales: before.grossSales + 999_999,
      reporting: before.reporting + 1,
      salesByTender: { ...before.salesByTender, card: (before.salesByTender.card ?? 0) + 999_999 },
    });

    const cancel = await admin.post(`/api/market-dates/${small.marketDate.id}/reject?vendorId=${last.vendor.id}`, {
      as: 'cancel',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBeLessThan(300);
    const { rows } = await everyPage(admin, p, 3);
    expect(rows.map((r) => r.vendorId)).toEqual(small.listed.slice(0, -1).map((r) => r.vendor.id));
    const after = await admin.get(`${p}?limit=1`);
    expect(after.body.summary).toMatchObject({
      grossSales: before.grossSales,
      vendors: before.vendors - 1,
      salesByTender: before.salesByTender,
    });
  });

  it('answers 400, never 500, for a cursor that is not one, and 404 for no date', async () => {
    for (const cursor of ['nonsense', 'e30', Buffer.from('{"pk":1}').toString('base64url')]) {
      const res = await admin.get(`${path}?cursor=${cursor}`);
      expect(res).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    }
    expect((await admin.get(`${path}?limit=201`)).body.message).toBe(PAGE_MSG.badLimit);
    expect((await admin.get(`/api/market-dates/no-such-date/proceeds`)).status).toBe(404);
  });

  it('reads a page in the same DynamoDB requests and bounded bytes for 30 and for 300 requests on the date', async () => {
    const [small, large] = [await dateWith(30), await dateWith(300)];
    const get = (d: typeof small, q: string) => admin.get(`/api/market-dates/${d.marketDate.id}/proceeds?${q}`);
    // The first read of a tally written before it was counted counts it once; what is measured is every read after.
    await Promise.all([get(small, 'limit=1'), get(large, 'limit=1')]);
    const a = await get(small, 'limit=10');
    const b = await get(large, 'limit=10');
    const next = await get(large, `limit=10&cursor=${b.body.nextCursor}`);
    expect([a.body.items.length, b.body.items.length, next.body.items.length]).toEqual([10, 10, 10]);
    // A page reads its spaces only when a row of it holds one.
    const spaced = (res: typeof a) => res.body.items.some((i: any) => i.spaceAssignment);
    expect(spaced(a) && spaced(b)).toBe(true);
    expect(admin.ddbRequests(b)).toBe(admin.ddbRequests(a));
    expect(admin.ddbRequests(next)).toBeLessThanOrEqual(admin.ddbRequests(a));
    const bytes = (res: typeof a) => Buffer.byteLength(res.text);
    // The same ten rows' worth either way: only the totals' digits differ.
    expect(bytes(b)).toBeLessThan(bytes(a) * 1.2);
    const filtered = [
      await get(small, 'paidOnly=true&type=1&limit=5'),
      await get(large, 'paidOnly=true&type=1&limit=5'),
    ];
    expect(filtered.map((f) => f.body.items.length > 0)).toEqual([true, true]);
    // A filtered page reads four times its size in its one Query; it reads spaces only if a row of it holds one.
    for (const f of filtered) expect(admin.ddbRequests(f)).toBeLessThanOrEqual(admin.ddbRequests(a));
    console.info(
      `GET /api/market-dates/{id}/proceeds?limit=10: ${admin.ddbRequests(a)} → ${admin.ddbRequests(b)} DynamoDB ` +
        `requests and ${bytes(a)} → ${bytes(b)} bytes for 30 → 300 requests on the date`,
    );
  }, 120_000);
});
