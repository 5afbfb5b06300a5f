/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import { keys } from '../../functions/lib/data/keys.js';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { addDays } from '../../shared/market-time.js';
import { MISSING_MSG } from '../../shared/missing-vendors-messages.js';
import { formatMarketDay } from '../../shared/spaces-messages.js';
import { makeTestSpace } from '../fixtures/market-data.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { linksIn, listMailbox } from './mailbox.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * The Missing Vendors report (spec 2 §2.3, §4 "Missing report scope"), Send Reminders and an admin's request for a
 * missing vendor. The dates of this file sit far in the future, on the calendar, and are removed after.
 */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
const DATE = '2094-05-02';
const NORTH = 'test-north-row';
let admin: ApiClient;
let target: MarketDateItem;
let lastWeek: MarketDateItem;
let fourWeeksBack: MarketDateItem;
let fiveWeeksBack: MarketDateItem;

/** A vendor with its directory entry, as every vendor write keeps them together. */
async function vendor(over: Partial<VendorItem> = {}): Promise<VendorItem> {
  const v = await fx.vendor(over);
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

/** The vendor sold on `md` (an approved request) in a space of the given area. */
async function attended(v: VendorItem, md: MarketDateItem, over: Partial<SpaceRequestItem> = {}, areaId?: string) {
  const at = new Date().toISOString();
  const space = makeTestSpace({
    id: ulid(),
    marketDateId: md.id,
    label: `T${Math.floor(Math.random() * 900) + 100}`,
    areaId: areaId ?? null,
    vendorId: v.id,
    assignedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await fx.table.put({ ...keys.space(md.id, space.id), ...space });
  return fx.request(v, md, { status: 'approved', spaceId: space.id, ...over });
}

/** The report as read on the morning of `today` in the market's zone (default: the date itself). */
const report = (md: MarketDateItem = target, query = '', today = DATE) =>
  admin.request('GET', `/api/market-dates/${md.id}/missing-vendors${query}`, {
    headers: { 'x-marketday-test-now': `${today}T17:00:00.000Z` },
  });
const ids = (res: { body: any }) => res.body.vendors.map((v: { id: string }) => v.id);

let regular: VendorItem;
let monthly: VendorItem;
let crafter: VendorItem;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  target = await fx.marketDate(DATE);
  lastWeek = await fx.marketDate(addDays(DATE, -7), { status: 'completed' });
  fourWeeksBack = await fx.marketDate(addDays(DATE, -28), { status: 'completed' });
  fiveWeeksBack = await fx.marketDate(addDays(DATE, -35), { status: 'completed' });

  regular = await vendor({ name: 'Missing Test Regular Farm' });
  await attended(regular, fourWeeksBack);
  await attended(regular, lastWeek, {}, NORTH);
  monthly = await vendor({ name: 'Missing Test Monthly Orchard' });
  await attended(monthly, fourWeeksBack, { status: 'confirmed' });
  crafter = await vendor({ name: 'Missing Test Clay Works', vendorTypeId: '3' });
  await attended(crafter, lastWeek);
}, 60_000);

afterAll(async () => {
  await fx.cleanup();
});

describe('the missing vendors report (spec 2 §2.3, §4)', () => {
  it('lists approved vendors who attended in the last 31 days and have no request, with their last date', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.marketDate).toEqual({ id: target.id, date: DATE });
    expect(res.body.vendors).toEqual([
      {
        id: crafter.id,
        name: crafter.name,
        vendorType: { id: '3', code: 'CRAFT' },
        lastAttendedDate: lastWeek.date,
      },
      {
        id: monthly.id,
        name: monthly.name,
        vendorType: { id: '1', code: 'FARM' },
        lastAttendedDate: fourWeeksBack.date,
      },
      {
        id: regular.id,
        name: regular.name,
        vendorType: { id: '1', code: 'FARM' },
        lastAttendedDate: lastWeek.date,
      },
    ]);
  });

  it('leaves out vendors who skipped, cancelled or requested the date, and those not seen for over 31 days', async () => {
    const skipper = await vendor({ name: 'Missing Test Skipper' });
    await attended(skipper, lastWeek);
    await fx.request(skipper, target, { status: 'skipped' });
    const canceller = await vendor({ name: 'Missing Test Canceller' });
    await attended(canceller, lastWeek);
    await fx.request(canceller, target, { status: 'canceled' });
    const early = await vendor({ name: 'Missing Test Early Bird' });
    await attended(early, lastWeek);
    await fx.request(early, target, { status: 'requested' });
    const stale = await vendor({ name: 'Missing Test Stale Stand' });
    await attended(stale, fiveWeeksBack);
    const onHold = await vendor({ name: 'Missing Test Held Stand', status: 'HOLD' });
    await attended(onHold, lastWeek);
    const undecided = await vendor({ name: 'Missing Test Undecided' });
    await fx.request(undecided, lastWeek, { status: 'requested' });

    const res = await report();
    expect(ids(res)).toEqual([crafter.id, monthly.id, regular.id]);
  });

  it('leaves out vendors seen only at another market in those 31 days', async () => {
    const evening = await fx.marketDate(addDays(DATE, -4), { status: 'completed', marketId: 'missing-evening' });
    const eveningOnly = await vendor({ name: 'Missing Test Evening Stand' });
    await attended(eveningOnly, evening);
    const res = await report();
    expect(ids(res)).not.toContain(eveningOnly.id);
    expect(ids(res)).toEqual([crafter.id, monthly.id, regular.id]);
    // At its own market, the evening date's next one misses it.
    const nextEvening = await fx.marketDate(addDays(DATE, 3), { marketId: 'missing-evening' });
    expect(ids(await report(nextEvening, '', addDays(DATE, 3)))).toEqual([eveningOnly.id]);
  });

  it("counts only dates already held: read on the day of last week's market, that date is not yet attended", async () => {
    const res = await report(target, '', lastWeek.date);
    expect(res.status).toBe(200);
    // The crafter's only date has not been held yet; the regular last attended four weeks back.
    expect(res.body.vendors.map((v: { id: string; lastAttendedDate: string }) => [v.id, v.lastAttendedDate])).toEqual([
      [monthly.id, fourWeeksBack.date],
      [regular.id, fourWeeksBack.date],
    ]);
  });

  it('filters by vendor type and by the area of the space last held', async () => {
    expect(ids(await report(target, '?type=1'))).toEqual([monthly.id, regular.id]);
    expect(ids(await report(target, '?type=all&area=all'))).toHaveLength(3);
    expect(ids(await report(target, `?area=${NORTH}`))).toEqual([regular.id]);
  });

  it('reads the report in the same number of DynamoDB requests whatever the number of vendors', async () => {
    const before = await report();
    for (let i = 0; i < 5; i++) await attended(await vendor({ name: `Missing Test Extra ${i}` }), lastWeek);
    const after = await report();
    expect(after.body.vendors).toHaveLength(before.body.vendors.length + 5);
    expect(admin.ddbRequests(after)).toBe(admin.ddbRequests(before));
    // The date, the directory, the catalog, the calendar and the three earlier dates of the window, plus the session.
    expect(admin.ddbRequests(after)).toBeLessThanOrEqual(9);
  });

  it('reads the same items however many requests the date itself has', async () => {
    const before = await report();
    // Thirty vendors who never came before ask for this date: none of them can be missing, none is read.
    for (let i = 0; i < 30; i++) await fx.request(await vendor({ name: `Missing Test Newcomer ${i}` }), target);
    const after = await report();
    expect(ids(after)).toEqual(ids(before));
    expect(admin.ddbItems(after)).toBe(admin.ddbItems(before));
  });

  it("answers the date dashboard's Missing Requests card with the report's vendors, in as many requests for more vendors", async () => {
    const dashboardCard = () =>
      admin.request('GET', `/api/dashboard/market-date/${target.id}/missing-vendors?limit=100`, {
        headers: { 'x-marketday-test-now': `${DATE}T17:00:00.000Z` },
      });
    const before = await dashboardCard();
    expect(before.status).toBe(200);
    const shown = ids(await report());
    expect(before.body.totalCount).toBe(shown.length);
    expect(new Set(ids(before))).toEqual(new Set(shown));
    await attended(await vendor({ name: 'Missing Test Card Extra' }), lastWeek);
    const after = await dashboardCard();
    expect(after.body.totalCount).toBe(shown.length + 1);
    expect(admin.ddbRequests(after)).toBe(admin.ddbRequests(before));
    console.info(`GET /api/dashboard/market-date/{id}/missing-vendors: ${admin.ddbRequests(after)} DynamoDB requests`);
  });

  it('answers 404 for a market date that does not exist', async () => {
    const res = await admin.get(`/api/market-dates/${ulid()}/missing-vendors`);
    expect(res).toMatchObject({ status: 404, body: { message: MISSING_MSG.marketDateNotFound } });
  });
});

describe('Send Reminders', () => {
  it('queues one reminder per vendor in one call and answers the count; the mailbox shows each', async () => {
    const started = new Date().toISOString();
    const res = await admin.post(`/api/market-dates/${target.id}/remind`, { vendorIds: [regular.id, monthly.id] });
    expect(res).toMatchObject({ status: 200, body: { sentCount: 2 } });
    const mail = (await listMailbox(baseUrl)).filter((m) => m.sentAt >= started);
    for (const v of [regular, monthly]) {
      const own = mail.filter((m) => m.to === v.email);
      expect(own).toHaveLength(1);
      expect(own[0]!.subject).toContain(formatMarketDay(DATE));
      expect(own[0]!.text).toContain(v.name);
      // The vendor's own link to the reminder page ("Request Space?"), for this date.
      const link = linksIn(own[0]!).find((l) => /\/r\/[A-Za-z0-9_-]{12,}$/.test(l));
      expect(link).toBeDefined();
      const reminder = await admin.get(`/api/public-space-request/${link!.split('/r/')[1]}`);
      expect(reminder.body).toMatchObject({ vendorId: v.id, marketDateId: target.id, existingRequest: null });
    }
    expect(mail.filter((m) => m.to === crafter.email)).toEqual([]);
  });

  it('takes the spec’s single form, ?vendorId=', async () => {
    const res = await admin.post(`/api/market-dates/${target.id}/remind?vendorId=${crafter.id}`);
    expect(res).toMatchObject({ status: 200, body: { sentCount: 1 } });
    const mail = await listMailbox(baseUrl);
    expect(mail.some((m) => m.to === crafter.email && m.subject?.includes(formatMarketDay(DATE)))).toBe(true);
  });

  it('refuses a call that names no vendor, or only unknown ones, and sends nothing', async () => {
    const none = await admin.post(`/api/market-dates/${target.id}/remind`);
    expect(none).toMatchObject({ status: 400, body: { message: MISSING_MSG.vendorIdsRequired } });
    const empty = await admin.post(`/api/market-dates/${target.id}/remind`, { vendorIds: [] });
    expect(empty).toMatchObject({ status: 400, body: { message: MISSING_MSG.vendorIdsRequired } });
    const unknown = await admin.post(`/api/market-dates/${target.id}/remind`, { vendorIds: [ulid()] });
    expect(unknown).toMatchObject({ status: 404, body: { message: MISSING_MSG.vendorNotFound } });
    const tooMany = await admin.post(`/api/market-dates/${target.id}/remind`, {
      vendorIds: Array.from({ length: 501 }, () => ulid()),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('an admin creating a request for a missing vendor (spec 2 §4)', () => {
  it('creates a requested request, takes the vendor off the report, and refuses a second one with 409', async () => {
    const v = await vendor({ name: 'Missing Test Phoned In' });
    await attended(v, lastWeek);
    expect(ids(await report())).toContain(v.id);

    const path = `/api/vendors/market-dates/${target.id}/request?vendorId=${v.id}`;
    const res = await admin.post(path, { notes: 'Called on Thursday' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'requested',
      vendorId: v.id,
      marketDateId: target.id,
      placement: 'placed',
    });
    const stored = await fx.storedRequest(target.id, v.id);
    expect(stored).toMatchObject({ id: res.body.id, status: 'requested', notes: 'Called on Thursday', date: DATE });
    expect(ids(await report())).not.toContain(v.id);

    const again = await admin.post(path, { notes: 'Twice' });
    expect(again).toMatchObject({ status: 409, body: { message: MISSING_MSG.requestExists } });
    expect(await fx.storedRequest(target.id, v.id)).toMatchObject({ notes: 'Called on Thursday' });
  });

  it('back-dates a request for a date already past, and the chosen space can then be assigned', async () => {
    const v = await vendor({ name: 'Missing Test Late Paperwork' });
    const space = await fx.space(lastWeek, 'Z9');
    const created = await admin.post(`/api/vendors/market-dates/${lastWeek.id}/request?vendorId=${v.id}`, {
      notes: null,
      spaceId: space.id,
    });
    expect(created).toMatchObject({ status: 201, body: { status: 'requested', marketDateId: lastWeek.id } });
    const assigned = await admin.post(`/api/spaces/${space.id}/assign`, {
      vendorId: v.id,
      marketDateId: lastWeek.id,
      isDefault: false,
    });
    expect(assigned).toMatchObject({ status: 200, body: { vendorId: v.id, isDefault: false } });
    expect(await fx.storedRequest(lastWeek.id, v.id)).toMatchObject({ spaceId: space.id });
  });

  it('refuses a request that already exists as a skip, a space not on the date, and an unknown vendor', async () => {
    const v = await vendor({ name: 'Missing Test Said No' });
    await fx.request(v, target, { status: 'skipped' });
    const skip = await admin.post(`/api/vendors/market-dates/${target.id}/request?vendorId=${v.id}`, {});
    expect(skip).toMatchObject({ status: 409, body: { message: MISSING_MSG.requestExists } });
    expect(await fx.storedRequest(target.id, v.id)).toMatchObject({ status: 'skipped' });

    const w = await vendor({ name: 'Missing Test Wrong Space' });
    const elsewhere = await fx.space(lastWeek, 'Y1');
    const wrong = await admin.post(`/api/vendors/market-dates/${target.id}/request?vendorId=${w.id}`, {
      spaceId: elsewhere.id,
    });
    expect(wrong).toMatchObject({ status: 404, body: { message: MISSING_MSG.spaceNotFound } });
    expect(await fx.storedRequest(target.id, w.id)).toBeUndefined();

    const nobody = await admin.post(`/api/vendors/market-dates/${target.id}/request?vendorId=${ulid()}`, {});
    expect(nobody).toMatchObject({ status: 404, body: { message: MISSING_MSG.vendorNotFound } });
    const noVendor = await admin.post(`/api/vendors/market-dates/${target.id}/request`, {});
    expect(noVendor).toMatchObject({ status: 400, body: { message: MISSING_MSG.vendorIdRequired } });
  });
});

describe('who may use it', () => {
  it('refuses a vendor user on all three calls, and writes nothing', async () => {
    const v = await vendor({ name: 'Missing Test Curious Vendor' });
    const { api } = await fx.vendorUser(v.id);
    expect((await api.get(`/api/market-dates/${target.id}/missing-vendors`)).status).toBe(403);
    expect((await api.post(`/api/market-dates/${target.id}/remind`, { vendorIds: [v.id] })).status).toBe(403);
    const own = await api.post(`/api/vendors/market-dates/${target.id}/request?vendorId=${v.id}`, {});
    expect(own.status).toBe(403);
    expect(await fx.storedRequest(target.id, v.id)).toBeUndefined();
  });
});
