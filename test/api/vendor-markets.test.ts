/**
 * Vendors across markets: a vendor keeps one account and requests only the dates of the markets it is approved for;
 * its market dates list shows those markets' dates, each named by its market; a date's own market decides its
 * cancellation deadline. A second market is written beside the settings here, a Wednesday evening market in New
 * York whose deadline is three days before at noon, with dates far ahead (from 2091) no other file uses.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { keys } from '../../functions/lib/data/keys.js';
import { TEST_NOW_HEADER } from '../../local/api-server.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import { addDays, instantInZone, weekdayOf } from '../../shared/market-time.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
afterAll(() => fx.cleanup());

const MARKET_ID = `evening-${ulid().slice(-8).toLowerCase()}`;
const MARKET_NAME = 'Evening Test';
const FEE_SETTING = 'late_cancellation_fee_cents';

/** A date on a weekday (0 = Sunday), a random week from 2091 on, one week apart per call. */
function farWeekday(weekday: number): () => string {
  let first = '2091-01-01';
  while (weekdayOf(first) !== weekday) first = addDays(first, 1);
  let n = Math.floor(Math.random() * 400);
  return () => addDays(first, 7 * ++n);
}
const wednesday = farWeekday(3);
const sunday = farWeekday(0);

let admin: ApiClient;

/** A vendor the admin adds, so it has every item the product writes for one (directory entry, e-mail guard). */
async function newVendor(over: Record<string, unknown> = {}) {
  const tag = randomBytes(5).toString('hex');
  const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
  const res = await admin.post('/api/vendors', {
    name: `Two Markets Farm ${tag}`,
    contactName: `Lee ${tag}`,
    email: `markets-${tag}@example.com`,
    phone: `(530) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    vendorTypeId: '1',
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: 'Peaches.',
    status: 'APPROVED',
    autoRequest: false,
    autoPayment: false,
    website: null,
    addressLine1: '4 Orchard Ln',
    addressLine2: null,
    city: 'Winters',
    state: 'CA',
    zipCode: '95694',
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  const vendor = res.body.vendor as Record<string, unknown> & { id: string; updatedAt: string; marketIds: string[] };
  fx.track(keys.vendor(vendor.id));
  return vendor;
}

/** The admin's edit form for a vendor, with the markets it is to sell at. */
async function setMarkets(vendorId: string, marketIds: string[]) {
  const current = await admin.get(`/api/vendors/${vendorId}`);
  expect(current.status).toBe(200);
  const { id: _id, createdAt: _c, updatedAt, autoPaymentAvailable: _a, ...fields } = current.body;
  return admin.put(`/api/vendors/${vendorId}`, { ...fields, marketIds, expectedUpdatedAt: updatedAt });
}

const evening = (date: string) => fx.marketDate(date, { marketId: MARKET_ID } as Partial<MarketDateItem>);

/** New York noon on a date, as an instant (daylight saving time or not). */
const noonInNewYork = (date: string) => instantInZone(date, '12:00:00.000', 'America/New_York').toISOString();

/** A call made at a given instant (the test stack's clock header). */
const at = (api: ApiClient, path: string, instant: string) =>
  api.request('POST', path, { headers: { [TEST_NOW_HEADER]: instant }, body: {} });

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  const stamp = new Date().toISOString();
  const market = {
    ...keys.market(MARKET_ID),
    _type: 'market',
    id: MARKET_ID,
    name: 'Wednesday Evening Test Market',
    shortName: MARKET_NAME,
    address: '',
    mapLink: null,
    description: '',
    logoUrl: null,
    days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
    timeZone: 'America/New_York',
    seasonStart: null,
    seasonEnd: null,
    deadline: { daysBefore: 3, time: '12:00' },
    mapPasswordHash: '',
    defaultMaxVendors: null,
    isActive: true,
    updatedBy: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  await fx.table.put(market);
  fx.track(keys.market(MARKET_ID));
});

describe('a vendor sells only at the markets it is approved for', () => {
  it('is refused the dates of another market and does not see them, until the admin adds that market', async () => {
    const other = await evening(wednesday());
    const main = await fx.marketDate(sunday());
    const vendor = await newVendor();
    expect(vendor.marketIds).toEqual(['main']);
    const { api } = await fx.vendorUser(vendor.id);

    const before = await api.get('/api/vendor/market-dates');
    expect(before.status).toBe(200);
    const ids = (before.body.dates as { id: string }[]).map((d) => d.id);
    expect(ids).toContain(main.id);
    expect(ids).not.toContain(other.id);

    const refused = await api.post(`/api/vendor/market-dates/${other.id}/request`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MARKET_MSG.notApprovedForMarket);
    expect(await fx.storedRequest(other.id, vendor.id)).toBeUndefined();
    // An admin cannot request the date for the vendor either.
    const byAdmin = await admin.post(`/api/vendor/market-dates/${other.id}/request?vendorId=${vendor.id}`, {});
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body.message).toBe(MARKET_MSG.notApprovedForMarket);
    // Nor from the Missing Requests screen's request for a vendor.
    const fromMissing = await admin.post(`/api/vendors/market-dates/${other.id}/request?vendorId=${vendor.id}`, {});
    expect(fromMissing.status, fromMissing.text).toBe(409);
    expect(fromMissing.body.message).toBe(MARKET_MSG.notApprovedForMarket);
    expect(await fx.storedRequest(other.id, vendor.id)).toBeUndefined();

    const saved = await setMarkets(vendor.id, ['main', MARKET_ID]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.marketIds).toEqual(['main', MARKET_ID]);
    const audit = await admin.get(`/api/vendors/${vendor.id}/audit-log`);
    expect(audit.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fieldName: 'marketIds', oldValue: 'main', newValue: `main, ${MARKET_ID}` }),
      ]),
    );

    const requested = await api.post(`/api/vendor/market-dates/${other.id}/request`, {});
    expect(requested.status, requested.text).toBe(200);
    expect(requested.body.spaceRequest).toMatchObject({ status: 'requested' });

    const after = await api.get('/api/vendor/market-dates');
    expect(after.body.vendor.marketIds).toEqual(['main', MARKET_ID]);
    const rows = after.body.dates as { id: string; marketId: string; marketName: string; timeZone: string }[];
    expect(rows.find((d) => d.id === other.id)).toMatchObject({
      marketId: MARKET_ID,
      marketName: MARKET_NAME,
      timeZone: 'America/New_York',
    });
    expect(rows.find((d) => d.id === main.id)).toMatchObject({ marketId: 'main' });
  });
});

describe("a date's market decides its cancellation deadline", () => {
  it('is late from noon three days before in New York, a day before the Tuesday rule would say', async () => {
    const fee = await fx.setting(FEE_SETTING, 1500);
    const vendor = await newVendor();
    expect((await setMarkets(vendor.id, [MARKET_ID])).status).toBe(200);
    const { api } = await fx.vendorUser(vendor.id);

    // Two days before (Monday noon in New York): past the market's deadline, before the Tuesday-before one.
    const late = await evening(wednesday());
    expect((await api.post(`/api/vendor/market-dates/${late.id}/request`, {})).status).toBe(200);
    const listed = (await api.get('/api/vendor/market-dates')).body.dates.find((d: { id: string }) => d.id === late.id);
    expect(listed.cancelDeadline).toBe(
      instantInZone(addDays(late.date, -3), '12:00:59.999', 'America/New_York').toISOString(),
    );
    const cancelled = await at(api, `/api/vendor/market-dates/${late.id}/skip`, noonInNewYork(addDays(late.date, -2)));
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ lateCancellationFee: fee, spaceRequest: { status: 'canceled' } });

    // Four days before: still in time, the skip only skips.
    const early = await evening(wednesday());
    expect((await api.post(`/api/vendor/market-dates/${early.id}/request`, {})).status).toBe(200);
    const skipped = await at(api, `/api/vendor/market-dates/${early.id}/skip`, noonInNewYork(addDays(early.date, -4)));
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body).toMatchObject({ lateCancellationFee: 0, spaceRequest: { status: 'skipped' } });

    // Sold only at the evening market, the vendor no longer sees the first market's dates.
    const main = await fx.marketDate(sunday());
    const dates = (await api.get('/api/vendor/market-dates')).body.dates as { id: string }[];
    expect(dates.map((d) => d.id)).not.toContain(main.id);
    expect((await api.post(`/api/vendor/market-dates/${main.id}/request`, {})).status).toBe(409);
  });
});

describe('applying to sell at markets', () => {
  it('stores the markets the applicant chose, and refuses one the organisation does not run', async () => {
    const visitor = makeClient(baseUrl, { sourceAddress: '127.0.0.93' });
    const tag = randomBytes(5).toString('hex');
    const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
    const application = {
      name: `Markets Applicant ${tag}`,
      contactName: `Robin ${tag}`,
      email: `markets-apply-${tag}@example.com`,
      phone: `(628) ${digits.slice(0, 3)}-${digits.slice(3)}`,
      vendorTypeId: '1',
      defaultSpaceTypeId: null,
      description: 'Heirloom tomatoes.',
      website: null,
      addressLine1: '12 Furrow Rd',
      addressLine2: null,
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
    };
    const unknown = await visitor.post('/api/public/apply', { ...application, marketIds: ['main', 'no-such-market'] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(MARKET_MSG.marketsRequired);

    const res = await visitor.post('/api/public/apply', { ...application, marketIds: ['main', MARKET_ID] });
    expect(res.status, res.text).toBe(201);
    const id = String(res.body.id);
    fx.track(keys.vendor(id));
    expect((await fx.stored(keys.vendor(id)))?.marketIds).toEqual(['main', MARKET_ID]);
    const seen = await admin.get(`/api/vendors/${id}`);
    expect(seen.body.marketIds).toEqual(['main', MARKET_ID]);
  });
});
