/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys, TABLE_INDEXES } from '../../functions/lib/data/keys.js';
import { FIRST_MARKET_ID, marketIdOf } from '../../shared/markets.js';
import { addDays } from '../../shared/market-time.js';
import { RULE_MESSAGES } from '../../shared/space-request-rules.js';
import { VENDOR_DATES_MSG } from '../../shared/vendor-dates-messages.js';
import { makeClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * The vendor's market dates and dashboard (spec 1 §2.8, §2.9, §4) and the request / skip / unskip actions (spec 3
 * §4). Each test builds its own vendor; the dates live far in the future (or far in the past) and are removed after.
 */
const fx = makeMarketFixtures();
let today: string;

/**
 * Upcoming dates of the first market, the one the file's vendors sell at (they name no markets): the dates a vendor
 * is shown. Other markets' dates (the demo's evening market) are not its to request.
 */
async function upcomingFirstMarketDates(): Promise<number> {
  const items = await fx.table.queryAll({ index: TABLE_INDEXES.byNaturalKey, pk: 'MARKET_DATES', sk: { ge: today } });
  return items.filter((i) => i.status !== 'canceled' && marketIdOf(i as { marketId?: string }) === FIRST_MARKET_ID)
    .length;
}
let admin: Awaited<ReturnType<typeof signedInClient>>;
/** Far-future dates of this file: upcoming for every test, used by nobody else. */
let future: Awaited<ReturnType<typeof fx.marketDate>>[] = [];
/** Long-past dates of this file. */
let past: Awaited<ReturnType<typeof fx.marketDate>>[] = [];

beforeAll(async () => {
  today = await fx.today();
  admin = await signedInClient(DEMO.admin, DEMO.password);
  future = [];
  for (const d of ['2093-03-01', '2093-03-08', '2093-03-15', '2093-03-22']) future.push(await fx.marketDate(d));
  past = [];
  for (const d of ['2001-01-07', '2001-01-14', '2001-01-21'])
    past.push(await fx.marketDate(d, { status: 'completed' }));
});

afterAll(async () => {
  await fx.cleanup();
});

describe('the vendor dashboard counts (spec 1 §4)', () => {
  it('counts pending and overdue payments, pending requests, dates without requests, documents and average sales', async () => {
    const vendor = await fx.vendor({ name: 'Counting Creek Farm', vendorTypeId: '1' });
    const [p1, p2, p3] = past;
    const [d1, d2] = future;
    await fx.request(vendor, p1!, {
      status: 'approved',
      amountDue: 5000,
      amountPaid: 5000,
      amountBalance: 0,
      grossSales: 100_000,
    });
    await fx.request(vendor, p2!, {
      status: 'approved',
      amountDue: 7500,
      amountPaid: 5000,
      amountBalance: 2500,
      grossSales: 150_001,
    });
    // A late cancellation's fee is owed like any balance: a pending payment, and overdue once its date is past.
    await fx.request(vendor, p3!, {
      status: 'canceled',
      lateCancellationFee: 1500,
      amountDue: 1500,
      amountBalance: 1500,
    });
    await fx.request(vendor, d1!, { status: 'approved', amountDue: 4000, amountBalance: 4000 });
    await fx.request(vendor, d2!, { status: 'requested' });
    await fx.document(vendor.id, addDays(today, -5)); // expired
    await fx.document(vendor.id, addDays(today, 30)); // expiring within 30 days
    await fx.document(vendor.id, addDays(today, 31)); // fine
    await fx.document(vendor.id, addDays(today, -400), true); // expired but archived
    await fx.document(vendor.id, null); // never expires
    const { api } = await fx.vendorUser(vendor.id);

    const res = await api.get('/api/vendor/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.vendor).toEqual({
      id: vendor.id,
      name: 'Counting Creek Farm',
      vendorTypeId: '1',
      status: 'APPROVED',
    });
    expect(res.body.counts).toEqual({
      pendingPayments: { count: 3, amount: 8000 },
      overduePayments: { count: 2, amount: 4000 },
      pendingSpaceRequests: 1,
      upcomingDatesWithoutRequests: (await upcomingFirstMarketDates()) - 2,
      documentsExpiring: 2,
      averageSales: 125_001, // (100000 + 150001) / 2, rounded
    });
  });

  it('shows Average Sales only for vendor type 1', async () => {
    const vendor = await fx.vendor({ vendorTypeId: '3' });
    await fx.request(vendor, past[0]!, { status: 'approved', grossSales: 90_000 });
    const res = await admin.get(`/api/vendor/dashboard?vendorId=${vendor.id}`);
    expect(res.status).toBe(200);
    expect(res.body.counts.averageSales).toBeNull();
  });

  it('lists the newest 3 payments and the alerts meant for this vendor today', async () => {
    const vendor = await fx.vendor({ vendorTypeId: '2' });
    await fx.payment(vendor.id, '2024-01-05T18:00:00.000Z', 1000);
    await fx.payment(vendor.id, '2024-03-05T18:00:00.000Z', 3000);
    await fx.payment(vendor.id, '2024-02-05T18:00:00.000Z', 2000);
    await fx.payment(vendor.id, '2024-04-05T18:00:00.000Z', 4000);
    const mine = await fx.alert({ subject: 'Your stall moves', vendorIds: [vendor.id], priority: 'high' });
    const other = await fx.alert({ subject: 'Someone else', vendorIds: ['another-vendor'] });
    const ended = await fx.alert({ subject: 'Old news', vendorIds: [vendor.id], endDate: addDays(today, -1) });
    const later = await fx.alert({ subject: 'Not yet', vendorIds: [vendor.id], startDate: addDays(today, 1) });
    const off = await fx.alert({ subject: 'Switched off', vendorIds: [vendor.id], isActive: false });
    const forType = await fx.alert({ subject: 'Prepared food rules', vendorTypeIds: ['2'] });
    const { api } = await fx.vendorUser(vendor.id);

    const res = await api.get('/api/vendor/dashboard');
    expect(res.body.payments.map((p: any) => p.amount)).toEqual([4000, 3000, 2000]);
    const ids = res.body.alerts.map((a: any) => a.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(forType.id);
    for (const hidden of [other, ended, later, off]) expect(ids).not.toContain(hidden.id);
    expect(res.body.alerts.find((a: any) => a.id === mine.id)).toEqual({
      id: mine.id,
      subject: 'Your stall moves',
      body: 'Body',
      priority: 'high',
    });
  });

  it('tells a user without a vendor that a vendor account is needed', async () => {
    const { api } = await fx.vendorUser(null);
    const dashboard = await api.get('/api/vendor/dashboard');
    expect(dashboard).toMatchObject({
      status: 403,
      body: { message: 'System Error - You must be associated with a Vendor account to view the Vendor dashboard.' },
    });
    const dates = await api.get('/api/vendor/market-dates');
    expect(dates).toMatchObject({ status: 403, body: { message: VENDOR_DATES_MSG.noVendorForRequests } });
    const request = await api.post(`/api/vendor/market-dates/${future[0]!.id}/request`, {});
    expect(request).toMatchObject({ status: 403, body: { message: VENDOR_DATES_MSG.noVendorForRequests } });
  });
});

describe('the vendor market dates (spec 1 §2.9)', () => {
  it('lists every upcoming date in order, with the request, its space label and notes', async () => {
    const vendor = await fx.vendor();
    const published = await fx.marketDate('2093-04-05', { publishedAt: new Date().toISOString() });
    const space = await fx.space(published, 'Z9', vendor.id);
    await fx.request(vendor, published, {
      status: 'approved',
      spaceId: space.id,
      notes: 'Near the shade',
      amountDue: 4000,
      amountBalance: 4000,
    });
    await fx.request(vendor, past[0]!, { status: 'approved' });
    const { api } = await fx.vendorUser(vendor.id);

    const res = await api.get('/api/vendor/market-dates');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vendor: { id: vendor.id, status: 'APPROVED' }, today, hasPastDueBalance: false });
    const dates: any[] = res.body.dates;
    expect(dates.length).toBe(await upcomingFirstMarketDates());
    expect(dates.map((d) => d.date)).toEqual([...dates.map((d) => d.date)].sort());
    expect(dates.every((d) => d.date >= today)).toBe(true);
    expect(dates.find((d) => d.id === past[0]!.id)).toBeUndefined();
    expect(dates.find((d) => d.id === published.id).spaceRequest).toMatchObject({
      status: 'approved',
      spaceId: space.id,
      spaceLabel: 'Z9',
      spaceDisplay: 'Space #Z9',
      notes: 'Near the shade',
      amountDue: 4000,
      amountBalance: 4000,
    });
    expect(dates.find((d) => d.id === future[0]!.id).spaceRequest).toBeNull();
  });

  it('requests space, refuses a second request, skips, unskips and requests a skipped date', async () => {
    const vendor = await fx.vendor();
    const { api } = await fx.vendorUser(vendor.id);
    const [a, b] = future;

    const requested = await api.post(`/api/vendor/market-dates/${a!.id}/request`, { notes: 'Corner please' });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      marketDateId: a!.id,
      spaceRequest: { status: 'requested', notes: 'Corner please', spaceId: null },
      lateCancellationFee: 0,
    });
    expect(await fx.storedRequest(a!.id, vendor.id)).toMatchObject({
      _type: 'space_request',
      status: 'requested',
      date: a!.date,
      gsi2pk: `VENDOR_REQUESTS#${vendor.id}`,
      gsi2sk: a!.date,
    });
    const again = await api.post(`/api/vendor/market-dates/${a!.id}/request`, {});
    expect(again).toMatchObject({ status: 409, body: { message: VENDOR_DATES_MSG.alreadyRequested } });

    const skipped = await api.post(`/api/vendor/market-dates/${b!.id}/skip`, { notes: 'Family wedding' });
    expect(skipped.body.spaceRequest).toMatchObject({ status: 'skipped', notes: 'Family wedding' });
    const unskipped = await api.post(`/api/vendor/market-dates/${b!.id}/unskip`);
    expect(unskipped).toMatchObject({ status: 200, body: { spaceRequest: null } });
    expect(await fx.storedRequest(b!.id, vendor.id)).toBeUndefined();
    expect((await api.post(`/api/vendor/market-dates/${b!.id}/unskip`)).status).toBe(409);

    await api.post(`/api/vendor/market-dates/${b!.id}/skip`, {});
    const fromSkip = await api.post(`/api/vendor/market-dates/${b!.id}/request`, { notes: 'Changed my mind' });
    expect(fromSkip.body.spaceRequest).toMatchObject({ status: 'requested', notes: 'Changed my mind' });

    const list = await api.get('/api/vendor/market-dates');
    const status = (id: string) => list.body.dates.find((d: any) => d.id === id)?.spaceRequest?.status;
    expect(status(a!.id)).toBe('requested');
    expect(status(b!.id)).toBe('requested');
  });

  it('refuses a request from a vendor that is not APPROVED', async () => {
    const vendor = await fx.vendor({ status: 'PENDING' });
    const { api } = await fx.vendorUser(vendor.id);
    const res = await api.post(`/api/vendor/market-dates/${future[0]!.id}/request`, {});
    expect(res).toMatchObject({ status: 403, body: { message: RULE_MESSAGES.notApproved } });
    expect(await fx.storedRequest(future[0]!.id, vendor.id)).toBeUndefined();
  });

  it('refuses a request while a past date has a balance open beyond the grace period', async () => {
    const vendor = await fx.vendor();
    await fx.request(vendor, past[1]!, { status: 'approved', amountDue: 4000, amountBalance: 4000 });
    const { api } = await fx.vendorUser(vendor.id);
    const list = await api.get('/api/vendor/market-dates');
    expect(list.body.hasPastDueBalance).toBe(true);
    const res = await api.post(`/api/vendor/market-dates/${future[0]!.id}/request`, {});
    expect(res).toMatchObject({ status: 403, body: { message: RULE_MESSAGES.pastDue } });
    expect(await fx.storedRequest(future[0]!.id, vendor.id)).toBeUndefined();
    // Skipping stays possible, and an admin may still request for the vendor.
    expect((await api.post(`/api/vendor/market-dates/${future[1]!.id}/skip`, {})).status).toBe(200);
    const byAdmin = await admin.post(`/api/vendor/market-dates/${future[0]!.id}/request?vendorId=${vendor.id}`, {});
    expect(byAdmin.status).toBe(200);
  });

  it('counts an unpaid late-cancellation fee as past due, but not a balance still within the grace period', async () => {
    const graceDays = await fx.setting('late_payment_grace_days', 7);
    const lateFee = await fx.vendor();
    await fx.request(lateFee, past[2]!, {
      status: 'canceled',
      lateCancellationFee: 1500,
      amountDue: 1500,
      amountBalance: 1500,
    });
    const fee = await fx.vendorUser(lateFee.id);
    expect((await fee.api.post(`/api/vendor/market-dates/${future[0]!.id}/request`, {})).status).toBe(403);

    const recent = await fx.vendor();
    const lastWeek = await fx.marketDate(addDays(today, -Math.max(1, graceDays)), { status: 'completed' });
    await fx.request(recent, lastWeek, { status: 'approved', amountDue: 4000, amountBalance: 4000 });
    const inGrace = await fx.vendorUser(recent.id);
    expect((await inGrace.api.post(`/api/vendor/market-dates/${future[0]!.id}/request`, {})).status).toBe(200);
  });

  it('skipping a request after the Tuesday deadline cancels it with the late-cancellation fee and frees the space', async () => {
    const fee = await fx.setting('late_cancellation_fee_cents', 1500);
    // A date today: its Tuesday deadline has always passed, and the date itself has not.
    const todays = await fx.marketDate(today);
    const vendor = await fx.vendor();
    const space = await fx.space(todays, 'T1', vendor.id);
    await fx.assignmentGuard(todays, vendor.id, space.id);
    await fx.request(vendor, todays, {
      status: 'approved',
      spaceId: space.id,
      amountDue: 4000,
      amountPaid: 1000,
      amountBalance: 3000,
    });
    const { api } = await fx.vendorUser(vendor.id);

    const res = await api.post(`/api/vendor/market-dates/${todays.id}/skip`, { notes: 'Truck broke down' });
    expect(res.status).toBe(200);
    expect(res.body.lateCancellationFee).toBe(fee);
    expect(res.body.spaceRequest).toMatchObject({
      status: 'canceled',
      spaceId: null,
      lateCancellationFee: fee,
      amountDue: fee,
      amountBalance: fee - 1000,
    });
    expect(await fx.storedRequest(todays.id, vendor.id)).toMatchObject({
      status: 'canceled',
      cancelledReason: 'Truck broke down',
      lateCancellationFee: fee,
      amountDue: fee,
      amountBalance: fee - 1000,
    });
    expect((await fx.stored(keys.space(todays.id, space.id)))?.vendorId).toBeNull();
    expect((await fx.stored(keys.marketDate(todays.id)))?.assignedCount).toBe(0);
    expect(await fx.stored(keys.assignedVendor(todays.id, vendor.id))).toBeUndefined();
    // A canceled date offers no further skip.
    expect((await api.post(`/api/vendor/market-dates/${todays.id}/skip`, {})).status).toBe(409);
  });

  it('cancelling an approved request before the deadline frees the space without a fee, and audits the change', async () => {
    const vendor = await fx.vendor();
    const date = future[3]!;
    const space = await fx.space(date, 'C1', vendor.id);
    await fx.assignmentGuard(date, vendor.id, space.id);
    const request = await fx.request(vendor, date, {
      status: 'approved',
      spaceId: space.id,
      amountBase: 4000,
      amountDue: 4000,
      amountBalance: 4000,
    });
    const { api, user } = await fx.vendorUser(vendor.id);

    const res = await api.post(`/api/vendor/market-dates/${date.id}/cancel`, { notes: 'Harvest failed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      lateCancellationFee: 0,
      spaceRequest: { status: 'canceled', amountDue: 0, amountBalance: 0, spaceDisplay: VENDOR_DATES_MSG.spaceTbd },
    });
    expect((await fx.stored(keys.space(date.id, space.id)))?.vendorId).toBeNull();
    const audit = await fx.auditOf(request.id);
    expect(audit.map((a) => [a.fieldName, a.oldValue, a.newValue])).toEqual(
      expect.arrayContaining([
        ['status', 'approved', 'canceled'],
        ['amountDue', '4000', '0'],
        ['amountBalance', '4000', '0'],
      ]),
    );
    expect(audit.every((a) => a.userId === user.id && a.changeType === 'update')).toBe(true);
    // A cancelled request cannot be cancelled again.
    expect((await api.post(`/api/vendor/market-dates/${date.id}/cancel`, {})).status).toBe(409);
  });

  it('cancelling after the Tuesday deadline charges the late-cancellation fee', async () => {
    const fee = await fx.setting('late_cancellation_fee_cents', 1500);
    const todays = await fx.marketDate(today);
    const vendor = await fx.vendor();
    await fx.request(vendor, todays, { status: 'requested', amountBase: 3000, amountDue: 3000, amountBalance: 3000 });
    const { api } = await fx.vendorUser(vendor.id);
    const res = await api.post(`/api/vendor/market-dates/${todays.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(res.body.lateCancellationFee).toBe(fee);
    expect(await fx.storedRequest(todays.id, vendor.id)).toMatchObject({
      status: 'canceled',
      amountDue: fee,
      amountBalance: fee,
    });
  });

  it('skipping a request before the deadline only skips it, without a fee', async () => {
    const vendor = await fx.vendor();
    await fx.request(vendor, future[2]!, { status: 'requested' });
    const { api } = await fx.vendorUser(vendor.id);
    const res = await api.post(`/api/vendor/market-dates/${future[2]!.id}/skip`, {});
    expect(res.body).toMatchObject({ lateCancellationFee: 0, spaceRequest: { status: 'skipped', amountDue: 0 } });
  });

  it('keeps one request per vendor and date under 20 concurrent clicks', async () => {
    const vendor = await fx.vendor();
    const { api } = await fx.vendorUser(vendor.id);
    const date = future[3]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post(`/api/vendor/market-dates/${date.id}/request`, {})),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body.message).toMatch(/request/i);

    const list = await api.get('/api/vendor/market-dates');
    const mine = list.body.dates.filter((d: any) => d.id === date.id && d.spaceRequest);
    expect(mine).toHaveLength(1);
    const stored = await fx.storedRequest(date.id, vendor.id);
    expect(stored?.id).toBe(answers.find((a) => a.status === 200)!.body.spaceRequest.id);
  });

  it('refuses an unknown date, an overlong note, and a user without the skip permission', async () => {
    const vendor = await fx.vendor();
    const { api } = await fx.vendorUser(vendor.id);
    expect(await api.post('/api/vendor/market-dates/no-such-date/request', {})).toMatchObject({
      status: 404,
      body: { message: VENDOR_DATES_MSG.marketDateNotFound },
    });
    expect(
      await api.post(`/api/vendor/market-dates/${future[0]!.id}/request`, { notes: 'x'.repeat(1001) }),
    ).toMatchObject({ status: 400, body: { message: VENDOR_DATES_MSG.notesTooLong } });

    const viewer = await fx.vendorUser(vendor.id, ['vendor.spaceRequests.view']);
    expect(await viewer.api.post(`/api/vendor/market-dates/${future[0]!.id}/skip`, {})).toMatchObject({
      status: 403,
      body: { message: RULE_MESSAGES.noPermission },
    });
  });
});

describe('who may see and change a vendor’s dates', () => {
  it('a vendor user cannot read or change another vendor’s dates or dashboard; an admin can, naming the vendor', async () => {
    const mine = await fx.vendor();
    const theirs = await fx.vendor();
    const { api } = await fx.vendorUser(mine.id);
    for (const path of ['/api/vendor/market-dates', '/api/vendor/dashboard']) {
      // Another vendor reads exactly like one that does not exist.
      expect(await api.get(`${path}?vendorId=${theirs.id}`)).toMatchObject({
        status: 404,
        body: { message: VENDOR_DATES_MSG.vendorNotFound },
      });
      expect((await api.get(`${path}?vendorId=${mine.id}`)).status).toBe(200);
    }
    for (const action of ['request', 'skip', 'unskip']) {
      const res = await api.post(`/api/vendor/market-dates/${future[0]!.id}/${action}?vendorId=${theirs.id}`, {});
      expect(res.status).toBe(404);
    }
    expect(await fx.storedRequest(future[0]!.id, theirs.id)).toBeUndefined();

    expect((await admin.get(`/api/vendor/dashboard?vendorId=${theirs.id}`)).body.vendor.id).toBe(theirs.id);
    expect((await admin.get(`/api/vendor/market-dates?vendorId=${theirs.id}`)).body.vendor.id).toBe(theirs.id);
    const skip = await admin.post(`/api/vendor/market-dates/${future[0]!.id}/skip?vendorId=${theirs.id}`, {});
    expect(skip.body.spaceRequest.status).toBe('skipped');
    expect((await admin.get('/api/vendor/market-dates')).status).toBe(400); // an admin names the vendor
  });

  it('needs a signed-in user', async () => {
    const anonymous = makeClient(inject('baseUrl'));
    expect((await anonymous.get('/api/vendor/dashboard')).status).toBe(401);
    expect((await anonymous.post(`/api/vendor/market-dates/${future[0]!.id}/request`, {})).status).toBe(401);
  });
});

describe('round trips', () => {
  it('the dashboard and market dates cost the same DynamoDB requests for 2 requests or 12, and 6 dates more', async () => {
    const small = await fx.vendor();
    const smallUser = await fx.vendorUser(small.id);
    for (const md of future.slice(0, 2)) {
      const space = await fx.space(md, `S-${small.id.slice(-4)}`, small.id);
      await fx.request(small, md, { status: 'approved', spaceId: space.id, amountDue: 100, amountBalance: 100 });
    }
    const measure = async (api: typeof smallUser.api) => {
      const dashboard = await api.get('/api/vendor/dashboard');
      const dates = await api.get('/api/vendor/market-dates');
      expect([dashboard.status, dates.status]).toEqual([200, 200]);
      return { dashboard: api.ddbRequests(dashboard), dates: api.ddbRequests(dates) };
    };
    const before = await measure(smallUser.api);

    const more = [];
    for (let i = 0; i < 6; i++) more.push(await fx.marketDate(addDays('2094-01-03', 7 * i)));
    const large = await fx.vendor();
    const largeUser = await fx.vendorUser(large.id);
    const dates = [...future, ...more, past[0]!, past[1]!];
    expect(dates).toHaveLength(12);
    for (const md of dates) {
      const space = await fx.space(md, `L-${large.id.slice(-4)}`, large.id);
      await fx.request(large, md, { status: 'approved', spaceId: space.id, amountDue: 100, amountBalance: 100 });
    }
    for (let i = 0; i < 12; i++) await fx.document(large.id, addDays(today, i));

    const after = await measure(largeUser.api);
    expect(after).toEqual(before);
    expect(await measure(smallUser.api)).toEqual(before);
    // Small and constant: the session, the settings, the calendar, the requests, the vendor (and space labels).
    expect(before.dashboard).toBeLessThanOrEqual(6);
    expect(before.dates).toBeLessThanOrEqual(6);
  });
});
