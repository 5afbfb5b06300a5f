/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * The backfill after the paging change (npm run migrate): a request and a vendor written in the shape an earlier
 * version stored (no place in the date's list; a directory entry without its name-index keys and no search words)
 * are missing from the product's lists until it runs, found through the product's own routes after, and a second
 * run writes nothing. A request changed between the backfill's read and its write keeps the newer write. A request
 * already in its date's list but not yet in its proceeds is put there by gross sales.
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import {
  makeSpaceRequestItem,
  spaceRequestEntity,
  type SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import { runBackfill } from '../../functions/lib/data/migrations/backfill.js';
import { backfillRequestListings } from '../../functions/lib/data/migrations/request-listing-backfill.js';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type { ApiClient } from './client.js';
import { DEMO, localStores, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

const fx = makeMarketFixtures();
const { ddb, tableName, table } = localStores();
const tag = randomBytes(4).toString('hex');
const WORD = `Quillwort${tag}`;
const TYPE = `t${tag}`;
let admin: ApiClient;
let vendor: VendorItem;
let marketDateId: string;

/** A request as stored before the date's list was paged: every key but its place in the list, no vendor fields. */
async function oldRequest(vendorId: string, mdId: string, date: string): Promise<SpaceRequestItem> {
  const at = new Date().toISOString();
  const request = makeSpaceRequestItem({
    id: ulid(),
    vendorId,
    marketDateId: mdId,
    date,
    spaceId: null,
    assignedAt: null,
    assignedBy: null,
    status: 'requested',
    createdAt: at,
    updatedAt: at,
  });
  const { gsi4pk: _p, gsi4sk: _s, gsi5pk: _q, gsi5sk: _t, ...olderKeys } = spaceRequestKeys(request);
  await table.put({ ...olderKeys, ...request });
  fx.track(olderKeys);
  return request;
}

/** A vendor as stored before the list read name indexes: the vendor and a bare directory entry, no search words. */
async function oldVendor(): Promise<VendorItem> {
  const v = fx.vendorItem({ name: `${WORD} Herb Farm`, vendorTypeId: TYPE, status: 'HOLD' });
  const [entry, ...words] = directoryRows(v);
  const { gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, gsi3pk: _e, gsi3sk: _f, ...bareEntry } = entry!;
  await table.batchWrite({ puts: [{ ...keys.vendor(v.id), ...v }, bareEntry] });
  for (const row of [{ ...keys.vendor(v.id) }, entry!, ...words]) fx.track({ pk: row.pk, sk: row.sk });
  return v;
}

const listedVendorIds = async () => {
  const res = await admin.get(`/api/market-dates/${marketDateId}/requests?limit=100`);
  expect(res.status, res.text).toBe(200);
  return res.body.items.map((r: any) => r.vendorId);
};
const searchedIds = async () => (await admin.get(`/api/vendors/search?q=${WORD}`)).body.map((v: any) => v.id);
const holdIdsOfType = async () =>
  (await admin.get(`/api/vendors?status=HOLD&vendorTypeId=${TYPE}`)).body.items.map((v: any) => v.id);

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  vendor = await oldVendor();
  const day = 1 + (parseInt(tag, 16) % 27);
  const md = await fx.marketDate(`2047-02-${String(day).padStart(2, '0')}`);
  marketDateId = md.id;
  await oldRequest(vendor.id, md.id, md.date);
});

afterAll(() => fx.cleanup());

// The backfill reads the whole table, which holds every earlier API test file's data by now: beside the browser and
// unit tests on two cores it has taken over three minutes.
describe('the backfill of data stored before the paging change', { timeout: 600_000 }, () => {
  it('puts the old request in its date list and the old vendor in search and the status list, then writes nothing', async () => {
    expect(await listedVendorIds()).not.toContain(vendor.id);
    expect(await searchedIds()).not.toContain(vendor.id);
    expect(await holdIdsOfType()).not.toContain(vendor.id);

    const first = await runBackfill(ddb, tableName);
    expect(first.updated).toBeGreaterThanOrEqual(2);
    expect(first.scanned).toBe(first.updated + first.alreadyCurrent + first.skipped);

    const listed = await admin.get(`/api/market-dates/${marketDateId}/requests?limit=100`);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ vendorId: vendor.id, vendorName: vendor.name, status: 'requested' }),
    ]);
    expect(await searchedIds()).toEqual([vendor.id]);
    expect(await holdIdsOfType()).toEqual([vendor.id]);

    const second = await runBackfill(ddb, tableName);
    expect(second.updated).toBe(0);
    expect(second.scanned).toBe(first.scanned);
  });

  it('leaves a request that changed after it was read as the newer write left it', async () => {
    const md = await fx.marketDate(`2047-03-${String(1 + (parseInt(tag, 16) % 27)).padStart(2, '0')}`);
    const request = await oldRequest(vendor.id, md.id, md.date);
    const key = keys.spaceRequest(md.id, vendor.id);
    const asRead = (await table.get(key, { consistent: true }))!;
    await table.update(key, { set: { status: 'approved', updatedAt: new Date(Date.now() + 1000).toISOString() } });

    const counts = await backfillRequestListings(table, [{ raw: asRead, request: spaceRequestEntity.parse(asRead) }]);
    expect(counts).toEqual({ scanned: 1, updated: 0, alreadyCurrent: 0, skipped: 1 });
    const stored = (await table.get(key, { consistent: true }))!;
    expect(stored).toMatchObject({ id: request.id, status: 'approved' });
    expect(stored.gsi4pk).toBeUndefined();
  });

  it('puts an approved request listed before the proceeds were paged in its place by gross sales', async () => {
    const md = await fx.marketDate(`2047-03-${String(1 + (parseInt(tag, 16) % 27)).padStart(2, '0')}`);
    const seller = await fx.vendor({ name: `${WORD} Orchard` });
    const at = new Date().toISOString();
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: seller.id,
      marketDateId: md.id,
      date: md.date,
      spaceId: null,
      assignedAt: null,
      assignedBy: null,
      status: 'approved',
      vendorSortName: WORD.toLowerCase(),
      vendorTypeId: TYPE,
      grossSales: 42_000,
      createdAt: at,
      updatedAt: at,
    });
    // As the request list's backfill left it: in the date's list by status, not yet in its proceeds.
    const { gsi5pk: _q, gsi5sk: _t, ...listedKeys } = spaceRequestKeys(request);
    await table.put({ ...listedKeys, ...request });
    fx.track(listedKeys);
    const proceeds = async () => (await admin.get(`/api/market-dates/${md.id}/proceeds`)).body.items;
    expect(await proceeds()).toEqual([]);

    const raw = (await table.get(keys.spaceRequest(md.id, seller.id), { consistent: true }))!;
    const counts = await backfillRequestListings(table, [{ raw, request: spaceRequestEntity.parse(raw) }]);
    expect(counts).toMatchObject({ updated: 1 });
    expect(await proceeds()).toEqual([expect.objectContaining({ vendorId: seller.id, grossSales: 42_000 })]);
  });

  it("takes a request that left the line out of the date's line index, and puts a waiting one without it in", async () => {
    const md = await fx.marketDate(`2047-04-${String(1 + (parseInt(tag, 16) % 27)).padStart(2, '0')}`, {
      maxVendors: 1,
    });
    const [left, waiting] = [await fx.vendor({ name: `${WORD} Left` }), await fx.vendor({ name: `${WORD} Waits` })];
    const at = new Date().toISOString();
    const requestOf = (vendorId: string, over: Partial<SpaceRequestItem>) =>
      makeSpaceRequestItem({
        id: ulid(),
        vendorId,
        marketDateId: md.id,
        date: md.date,
        status: 'requested',
        vendorSortName: WORD.toLowerCase(),
        vendorTypeId: TYPE,
        createdAt: at,
        updatedAt: at,
        ...over,
      });
    // As an earlier version left them: a cancelled request still on the line index, a waiting one never put on it.
    const gone = requestOf(left.id, { status: 'canceled', waitlisted: false });
    const line = keys.waitlistEntry(md.date, md.id, left.id);
    await table.put({ ...spaceRequestKeys(gone), ...line, ...gone });
    const inLine = requestOf(waiting.id, { waitlisted: true, waitlistRank: Date.parse(at) });
    const { gsi3pk: _a, gsi3sk: _b, ...unlined } = spaceRequestKeys(inLine);
    await table.put({ ...unlined, ...inLine });
    fx.track(unlined);
    fx.track(keys.spaceRequest(md.id, left.id));
    const entries = async () =>
      (await admin.get(`/api/market-dates/${md.id}/waitlist`)).body.entries.map((e: any) => e.vendorId);
    expect(await entries()).toEqual([]);

    const raws = await Promise.all(
      [left, waiting].map(async (v) => (await table.get(keys.spaceRequest(md.id, v.id), { consistent: true }))!),
    );
    const counts = await backfillRequestListings(
      table,
      raws.map((raw) => ({ raw, request: spaceRequestEntity.parse(raw) })),
    );
    expect(counts).toMatchObject({ updated: 2 });
    expect((await table.get(keys.spaceRequest(md.id, left.id), { consistent: true }))!.gsi3pk).toBeUndefined();
    expect(await entries()).toEqual([waiting.id]);
  });
});
