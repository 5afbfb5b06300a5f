/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * The Market Requests list pages on the server (issue 27): a page holds at most `limit` rows, following nextCursor
 * visits every request of the date once in the list's order (status, requested first, then vendor name), filters
 * apply before paging, a cursor that is not one answers 400, and a page costs the same DynamoDB requests whatever
 * the number of requests on the date.
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

const STATUS_ORDER = ['requested', 'approved', 'confirmed', 'canceled', 'skipped'];
const STATUSES = ['requested', 'approved', 'skipped', 'canceled'] as const;
const NAMES = ['Apple', 'Berry', 'Cider', 'Dairy', 'Eggs', 'Fern', 'Garlic', 'Honey', 'Iris', 'Juniper'];

/** A date with `count` requests of mixed statuses, names and vendor types, none holding a space. */
async function dateWith(count: number) {
  const vendors = Array.from({ length: count }, (_, i) =>
    fx.vendor({
      name: `${NAMES[i % NAMES.length]} Stand ${String(i).padStart(3, '0')}`,
      vendorTypeId: i % 3 ? '1' : '2',
    }),
  );
  const { marketDate } = await fx.marketDate({
    spaces: [],
    requestsWithoutSpace: vendors.map((vendor, i) => ({ vendor, request: { status: STATUSES[i % STATUSES.length] } })),
  });
  const expected = vendors
    .map((v, i) => ({
      vendorId: v.id,
      name: v.name,
      status: STATUSES[i % STATUSES.length] as string,
      type: v.vendorTypeId,
    }))
    .sort(
      (a, b) =>
        STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
        (foldForSearch(a.name) < foldForSearch(b.name) ? -1 : 1),
    );
  return { marketDate, expected };
}

const allPages = (path: string, limit: number) => everyPage(admin, path, limit);

describe('the Market Requests list, page by page', () => {
  let date: Awaited<ReturnType<typeof dateWith>>;
  beforeAll(async () => {
    date = await dateWith(130);
  });

  it('answers at most `limit` rows a page and visits every request once, in status then name order', async () => {
    const { rows, sizes } = await allPages(`/api/market-dates/${date.marketDate.id}/requests`, 25);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(25);
    expect(sizes.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((r) => r.vendorId)).toEqual(date.expected.map((e) => e.vendorId));
    expect(rows.map((r) => r.vendorName)).toEqual(date.expected.map((e) => e.name));
  });

  it('pages 50 rows when no limit is asked for', async () => {
    const res = await admin.get(`/api/market-dates/${date.marketDate.id}/requests`);
    expect(res.body.items).toHaveLength(50);
    expect(res.body.nextCursor).toEqual(expect.any(String));
  });

  it('filters by status, vendor type and the start of the vendor’s name before paging', async () => {
    const id = date.marketDate.id;
    const approved = await allPages(`/api/market-dates/${id}/requests?status=approved`, 10);
    expect(approved.rows.map((r) => r.vendorId)).toEqual(
      date.expected.filter((e) => e.status === 'approved').map((e) => e.vendorId),
    );
    expect(Math.max(...approved.sizes)).toBeLessThanOrEqual(10);

    const typeTwo = await allPages(`/api/market-dates/${id}/requests?type=2`, 10);
    expect(typeTwo.rows.map((r) => r.vendorId)).toEqual(
      date.expected.filter((e) => e.type === '2').map((e) => e.vendorId),
    );
    expect(Math.max(...typeTwo.sizes)).toBeLessThanOrEqual(10);

    const honey = await allPages(`/api/market-dates/${id}/requests?status=canceled&q=HONEY`, 5);
    const canceledHoney = date.expected.filter((e) => e.status === 'canceled' && e.name.startsWith('Honey'));
    expect(canceledHoney.length).toBeGreaterThan(0);
    expect(honey.rows.map((r) => r.vendorId)).toEqual(canceledHoney.map((e) => e.vendorId));

    const anyStatus = await allPages(`/api/market-dates/${id}/requests?q=gar`, 50);
    expect(anyStatus.rows.map((r) => r.vendorId)).toEqual(
      date.expected.filter((e) => e.name.startsWith('Garlic')).map((e) => e.vendorId),
    );
  });

  it('answers 400, never 500, for a cursor that is not one, or one of another date', async () => {
    const id = date.marketDate.id;
    for (const cursor of ['nonsense', 'e30', Buffer.from('{"pk":1}').toString('base64url'), 'a%2Fb']) {
      const res = await admin.get(`/api/market-dates/${id}/requests?cursor=${cursor}`);
      expect(res).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    }
    const other = await dateWith(3);
    const first = await admin.get(`/api/market-dates/${id}/requests?limit=2`);
    const foreign = await admin.get(
      `/api/market-dates/${other.marketDate.id}/requests?cursor=${first.body.nextCursor}`,
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    for (const limit of ['0', '201', 'ten']) {
      const res = await admin.get(`/api/market-dates/${id}/requests?limit=${limit}`);
      expect(res).toMatchObject({ status: 400, body: { message: PAGE_MSG.badLimit } });
    }
  });

  it('reads a page in the same DynamoDB requests for 30 and for 300 requests on the date', async () => {
    const [small, large] = [await dateWith(30), await dateWith(300)];
    const a = await admin.get(`/api/market-dates/${small.marketDate.id}/requests?limit=25`);
    const b = await admin.get(`/api/market-dates/${large.marketDate.id}/requests?limit=25`);
    const next = await admin.get(
      `/api/market-dates/${large.marketDate.id}/requests?limit=25&cursor=${b.body.nextCursor}`,
    );
    expect([a.body.items.length, b.body.items.length, next.body.items.length]).toEqual([25, 25, 25]);
    expect(admin.ddbRequests(b)).toBe(admin.ddbRequests(a));
    expect(admin.ddbRequests(next)).toBe(admin.ddbRequests(a));
    const filtered = [
      await admin.get(`/api/market-dates/${small.marketDate.id}/requests?type=2&limit=5`),
      await admin.get(`/api/market-dates/${large.marketDate.id}/requests?type=2&limit=5`),
    ];
    expect(admin.ddbRequests(filtered[1]!)).toBe(admin.ddbRequests(filtered[0]!));
    console.info(
      `GET /api/market-dates/{id}/requests: ${admin.ddbRequests(a)} DynamoDB requests a page for 30 and 300`,
    );
  }, 120_000);

  it('moves a renamed vendor’s request to its new place in the list', async () => {
    const names = ['Alder Farm', 'Birch Bakery', 'Cedar Cheese'];
    const vendors = names.map((name) => fx.vendor({ name }));
    const { marketDate } = await fx.marketDate({
      spaces: [],
      requestsWithoutSpace: vendors.map((vendor) => ({ vendor })),
    });
    const listed = async () =>
      (await admin.get(`/api/market-dates/${marketDate.id}/requests`)).body.items.map((r: any) => r.vendorName);
    expect(await listed()).toEqual(names);

    const opened = (await admin.get(`/api/vendors/${vendors[0]!.id}`)).body;
    const { id: _id, createdAt: _c, updatedAt, ...fields } = opened;
    const res = await admin.put(`/api/vendors/${vendors[0]!.id}`, {
      ...fields,
      name: 'Zinnia Farm',
      expectedUpdatedAt: updatedAt,
    });
    expect(res.status, res.text).toBe(200);
    expect(await listed()).toEqual(['Birch Bakery', 'Cedar Cheese', 'Zinnia Farm']);
  });
});
