/**
 * The assign dialog's vendors come a page at a time (GET /api/market-dates/{id}/assignment-data): a page holds at
 * most `limit` vendors and a cursor, following it visits the vendors with an open request first and then the other
 * approved vendors, none twice; `q` finds vendors by a word of their name; a vendor on a space, or who skipped or
 * cancelled the date, is never offered; and a page costs the same DynamoDB requests however many vendors and requests
 * there are.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { beforeAll, describe, expect, it } from 'vitest';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { PAGE_MSG } from '../../shared/schemas/page.js';
import { writeRows } from '../fixtures/market-data.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeRequestFixtures } from './request-fixtures.js';

const fx = makeRequestFixtures();
let admin: ApiClient;

/** A word no other vendor's name holds: letters only, so it is one search word. */
const uniqueWord = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const FRUIT = ['Apple', 'Berry', 'Cherry', 'Date', 'Elder', 'Fig', 'Grape', 'Hazel', 'Iris', 'Jujube', 'Kiwi', 'Lime'];

/** Vendors listed in the directory with their search words, as the product writes them. */
async function listed(vendors: VendorItem[]) {
  await fx.vendors(vendors);
  await writeRows(fx.ddb, fx.tableName, vendors.flatMap(directoryRows));
  return vendors;
}

const idsOf = (body: any): string[] => body.unassignedVendors.map((u: any) => u.vendor.id);

/** Every page from the first, `limit` a page, following nextCursor (at most 300 pages). */
async function walk(path: string, limit: number) {
  const pages: any[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await admin.get(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}${after}`);
    expect(res.status, res.text).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 300);
  return pages;
}

describe('the assign dialog’s vendors, page by page', () => {
  const tag = uniqueWord();
  const middle = uniqueWord();
  let path: string;
  let waiting: VendorItem[];
  let free: VendorItem[];
  let assigned: VendorItem[];
  let skipper: VendorItem;
  let canceler: VendorItem;

  beforeAll(async () => {
    admin = await signedInClient(DEMO.admin, DEMO.password);
    waiting = FRUIT.map((f) => fx.vendor({ name: `${tag} ${f} Stall` }));
    free = [
      fx.vendor({ name: `${tag} Meadow Farm` }),
      fx.vendor({ name: `Blue ${middle} Orchard` }),
      fx.vendor({ name: `${tag} Nettle Stand` }),
    ];
    assigned = [fx.vendor({ name: `${tag} Assigned One` }), fx.vendor({ name: `${tag} Assigned Two` })];
    skipper = fx.vendor({ name: `${tag} Skipper` });
    canceler = fx.vendor({ name: `${tag} Canceler` });
    const { marketDate } = await fx.marketDate({
      spaces: [
        { label: 'Q1', vendor: assigned[0] },
        { label: 'Q2', vendor: assigned[1], request: { status: 'confirmed' } },
        { label: 'Q3' },
      ],
      requestsWithoutSpace: [
        ...waiting.map((vendor) => ({ vendor })),
        { vendor: skipper, request: { status: 'skipped' } },
        { vendor: canceler, request: { status: 'canceled' } },
      ],
    });
    await listed([...waiting, ...free, ...assigned, skipper, canceler]);
    path = `/api/market-dates/${marketDate.id}/assignment-data`;
  });

  it('answers one page and a cursor; the next pages continue without repeats, open requests first', async () => {
    const first = await admin.get(`${path}?limit=5`);
    expect(first.status).toBe(200);
    expect(first.body.unassignedVendors).toHaveLength(5);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.assignedSpaces.map((s: any) => s.vendorId).sort()).toEqual(assigned.map((v) => v.id).sort());

    const pages = await walk(path, 5);
    expect(pages.length).toBeGreaterThan(3);
    for (const p of pages) expect(p.unassignedVendors.length).toBeLessThanOrEqual(5);
    const ids = pages.flatMap(idsOf);
    expect(new Set(ids).size).toBe(ids.length);
    // The vendors with an open request come first, in name order, each with its request.
    expect(ids.slice(0, waiting.length)).toEqual(waiting.map((v) => v.id));
    const row = pages[0].unassignedVendors[0];
    expect(row).toMatchObject({ vendor: { id: waiting[0]!.id }, requestStatus: 'requested' });
    expect(row.spaceRequestId).toEqual(expect.any(String));
    // Then the approved vendors without a request; never one on a space, or who skipped or cancelled the date.
    for (const v of free) expect(ids).toContain(v.id);
    for (const v of [...assigned, skipper, canceler]) expect(ids).not.toContain(v.id);
    const freeRow = pages.flatMap((p) => p.unassignedVendors).find((u: any) => u.vendor.id === free[0]!.id);
    expect(freeRow).toMatchObject({ spaceRequestId: null, requestStatus: null });
  });

  it('finds vendors by a word of their name, a page at a time, and never offers one on a space', async () => {
    const byMiddle = await admin.get(`${path}?q=${middle.toUpperCase()}`);
    expect(byMiddle.status).toBe(200);
    expect(idsOf(byMiddle.body)).toEqual([free[1]!.id]);
    expect(byMiddle.body.nextCursor).toBeNull();

    const pages = await walk(`${path}?q=${tag}`, 4);
    const ids = pages.flatMap(idsOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...waiting, free[0]!, free[2]!].map((v) => v.id)));
    const rows = pages.flatMap((p) => p.unassignedVendors);
    expect(rows.find((u: any) => u.vendor.id === waiting[3]!.id)).toMatchObject({ requestStatus: 'requested' });

    const none = await admin.get(`${path}?q=${uniqueWord()}`);
    expect(none.body).toMatchObject({ unassignedVendors: [], nextCursor: null });
  });

  it('refuses a cursor that is not one', async () => {
    const res = await admin.get(`${path}?cursor=xnotacursor`);
    expect(res).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
    const searchCursor = await admin.get(`${path}?q=${tag}&cursor=r`);
    expect(searchCursor.status).toBe(400);
  });

  it('costs the same DynamoDB requests whatever the number of vendors and requests', async () => {
    const small = await admin.get(`${path}?limit=5`);
    const smallSearch = await admin.get(`${path}?q=${tag}&limit=5`);

    // A date with five times the requests, and many more approved vendors matching the search.
    const crowd = Array.from({ length: 60 }, (_, i) =>
      fx.vendor({ name: `${tag} Crowd ${String(i).padStart(2, '0')}` }),
    );
    const { marketDate } = await fx.marketDate({
      spaces: [{ label: 'C1', vendor: fx.vendor({ name: `${tag} Crowd Assigned` }) }],
      requestsWithoutSpace: crowd.map((vendor) => ({ vendor })),
    });
    await listed(crowd);
    const big = await admin.get(`/api/market-dates/${marketDate.id}/assignment-data?limit=5`);
    const bigSearch = await admin.get(`${path}?q=${tag}&limit=5`);
    for (const res of [small, smallSearch, big, bigSearch]) expect(res.status).toBe(200);
    expect(big.body.unassignedVendors).toHaveLength(5);

    expect(admin.ddbRequests(big)).toBe(admin.ddbRequests(small));
    expect(admin.ddbRequests(bigSearch)).toBe(admin.ddbRequests(smallSearch));
    expect(admin.ddbRequests(big)).toBeLessThanOrEqual(6);
    console.info(
      `assignment-data: ${admin.ddbRequests(small)} DynamoDB requests for 12 requests and for 60; ` +
        `search ${admin.ddbRequests(smallSearch)} for 15 matches and ${admin.ddbRequests(bigSearch)} for 75`,
    );
  });
});
