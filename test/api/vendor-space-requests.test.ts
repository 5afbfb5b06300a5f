/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../functions/lib/data/keys.js';
import { addDays } from '../../shared/market-time.js';
import { FIRST_MARKET_ID, marketIdOf } from '../../shared/markets.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * The vendor space requests screen's list (spec 3 §2): the upcoming view keeps earlier dates with an unpaid balance,
 * the past view lists earlier dates newest first, and each request carries what its receipt shows.
 */
const fx = makeMarketFixtures();
let today: string;

/** Upcoming dates of the first market, the one the file's vendors sell at (other markets' dates are not theirs). */
async function upcomingFirstMarketDates(): Promise<number> {
  const items = await fx.table.queryAll({ index: TABLE_INDEXES.byNaturalKey, pk: 'MARKET_DATES', sk: { ge: today } });
  return items.filter((i) => i.status !== 'canceled' && marketIdOf(i as { marketId?: string }) === FIRST_MARKET_ID)
    .length;
}
let past: Awaited<ReturnType<typeof fx.marketDate>>[] = [];
let future: Awaited<ReturnType<typeof fx.marketDate>>[] = [];

beforeAll(async () => {
  today = await fx.today();
  past = [];
  for (const d of ['2002-02-03', '2002-02-10', '2002-02-17', '2002-02-24'])
    past.push(await fx.marketDate(d, { status: 'completed' }));
  future = [];
  for (const d of ['2092-05-04', '2092-05-11']) future.push(await fx.marketDate(d));
});

afterAll(async () => {
  await fx.cleanup();
});

const ids = (dates: any[]) => dates.map((d) => d.id);

describe('the upcoming view (spec 3 §2 "dates today or later, or dates with an unpaid balance")', () => {
  it('keeps earlier dates still owed on, oldest first and before the upcoming ones, with the receipt’s amounts', async () => {
    const vendor = await fx.vendor();
    const [feb3, feb10, feb17, feb24] = past;
    await fx.request(vendor, feb3!, {
      status: 'approved',
      amountBase: 4000,
      amountDue: 4500,
      amountLatePaymentFee: 500,
      amountPaid: 1000,
      amountBalance: 3500,
      approvedAt: '2002-01-30T17:00:00.000Z',
    });
    await fx.request(vendor, feb10!, { status: 'approved', amountDue: 4000, amountPaid: 4000, amountBalance: 0 });
    await fx.request(vendor, feb17!, {
      status: 'canceled',
      lateCancellationFee: 1500,
      amountDue: 1500,
      amountBalance: 1500,
      cancelledAt: '2002-02-14T20:00:00.000Z',
      cancelledReason: 'Van broke down',
    });
    // Skipped dates owe nothing, whatever a stale balance says.
    await fx.request(vendor, feb24!, { status: 'skipped', amountBalance: 0 });
    await fx.request(vendor, future[0]!, { status: 'requested' });
    const { api } = await fx.vendorUser(vendor.id);

    const res = await api.get('/api/vendor/market-dates');
    expect(res.status).toBe(200);
    const dates: any[] = res.body.dates;
    expect(ids(dates.slice(0, 2))).toEqual([feb3!.id, feb17!.id]);
    expect(ids(dates)).not.toContain(feb10!.id);
    expect(ids(dates)).not.toContain(feb24!.id);
    expect(dates.slice(2).every((d) => d.date >= today)).toBe(true);
    expect(dates.slice(2).length).toBe(await upcomingFirstMarketDates());
    expect(dates[0].spaceRequest).toMatchObject({
      status: 'approved',
      amountBase: 4000,
      amountLatePaymentFee: 500,
      amountDue: 4500,
      amountPaid: 1000,
      amountBalance: 3500,
      approvedAt: '2002-01-30T17:00:00.000Z',
      isPastDue: true,
    });
    expect(dates[1].spaceRequest).toMatchObject({
      status: 'canceled',
      lateCancellationFee: 1500,
      cancelledAt: '2002-02-14T20:00:00.000Z',
      cancelledReason: 'Van broke down',
      isPastDue: true,
    });
    expect(dates.find((d) => d.id === future[0]!.id).spaceRequest).toMatchObject({
      status: 'requested',
      isPastDue: false,
      createdAt: expect.any(String),
    });
  });
});

describe('the past view (?past=true)', () => {
  it('lists earlier dates only, newest first, with the vendor’s request where it had one', async () => {
    const vendor = await fx.vendor();
    await fx.request(vendor, past[1]!, { status: 'approved', amountDue: 4000, amountPaid: 4000 });
    const { api } = await fx.vendorUser(vendor.id);

    const res = await api.get('/api/vendor/market-dates?past=true');
    expect(res.status).toBe(200);
    const dates: any[] = res.body.dates;
    expect(dates.every((d) => d.date < today)).toBe(true);
    expect(dates.map((d) => d.date)).toEqual([...dates.map((d) => d.date)].sort().reverse());
    const mine = dates.filter((d) => past.some((p) => p.id === d.id));
    expect(mine.map((d) => d.date)).toEqual(['2002-02-24', '2002-02-17', '2002-02-10', '2002-02-03']);
    expect(mine.find((d) => d.id === past[1]!.id).spaceRequest).toMatchObject({ status: 'approved', amountPaid: 4000 });
    expect(mine.find((d) => d.id === past[0]!.id).spaceRequest).toBeNull();
    expect(ids(dates)).not.toContain(future[0]!.id);

    expect((await api.get('/api/vendor/market-dates?past=false')).body.dates[0].date >= today).toBe(true);
    expect((await api.get('/api/vendor/market-dates?past=yes')).status).toBe(400);
  });

  it('an admin reads a vendor’s past dates by naming it; another vendor’s user cannot', async () => {
    const vendor = await fx.vendor();
    await fx.request(vendor, past[2]!, { status: 'skipped' });
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    const res = await admin.get(`/api/vendor/market-dates?past=true&vendorId=${vendor.id}`);
    expect(res.status).toBe(200);
    expect(res.body.dates.find((d: any) => d.id === past[2]!.id).spaceRequest.status).toBe('skipped');
    const other = await fx.vendorUser((await fx.vendor()).id);
    // Another vendor reads exactly like one that does not exist.
    expect((await other.api.get(`/api/vendor/market-dates?past=true&vendorId=${vendor.id}`)).status).toBe(404);
  });
});

describe('round trips', () => {
  it('the same DynamoDB requests for no debt or several old debts, in either view, for 1 request or 8', async () => {
    const measure = async (vendorId: string) => {
      const { api } = await fx.vendorUser(vendorId);
      const upcoming = await api.get('/api/vendor/market-dates');
      const pastView = await api.get('/api/vendor/market-dates?past=true');
      expect([upcoming.status, pastView.status]).toEqual([200, 200]);
      return { upcoming: api.ddbRequests(upcoming), past: api.ddbRequests(pastView) };
    };
    // Each vendor holds a space on a published earlier and a published later date, so both read space labels.
    const published = { publishedAt: new Date().toISOString() };
    const labelled = [await fx.marketDate('2003-02-23', published), await fx.marketDate('2092-05-18', published)];
    const small = await fx.vendor();
    for (const md of labelled) {
      const space = await fx.space(md, `S-${small.id.slice(-4)}`, small.id);
      await fx.request(small, md, { status: 'approved', spaceId: space.id, amountDue: 100, amountPaid: 100 });
    }
    const before = await measure(small.id);

    const large = await fx.vendor();
    for (const md of [...past, ...future, ...labelled]) {
      const space = await fx.space(md, `R-${large.id.slice(-4)}`, large.id);
      await fx.request(large, md, { status: 'approved', spaceId: space.id, amountDue: 100, amountBalance: 100 });
    }
    for (let i = 0; i < 2; i++) {
      const md = await fx.marketDate(addDays('2003-03-02', 7 * i), published);
      const space = await fx.space(md, `R-${large.id.slice(-4)}`, large.id);
      await fx.request(large, md, { status: 'approved', spaceId: space.id, amountDue: 100, amountBalance: 100 });
    }
    expect(await measure(large.id)).toEqual(before);
  });
});
