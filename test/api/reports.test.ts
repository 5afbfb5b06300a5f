/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import { keys, paymentKeys } from '../../functions/lib/data/keys.js';
import type { MarketDateItem, SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { addDays } from '../../shared/market-time.js';
import { makeTestSpace } from '../fixtures/market-data.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * The six reports on a small season of this file's own (May 2001, far from the demo market's dates), read after the
 * report aggregator has caught up with the table's stream (/_reports/settled).
 */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
const RANGE = 'from=2001-05-01&to=2001-05-31';
const NORTH = 'test-reports-north';
let admin: ApiClient;
let d1: MarketDateItem;
let d2: MarketDateItem;
let apple: VendorItem;
let clay: VendorItem;
let cider: VendorItem;
let recent: VendorItem;
let recentDate: string;

async function vendor(over: Partial<VendorItem>): Promise<VendorItem> {
  const v = await fx.vendor(over);
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

/** An approved request holding a space priced at `basePrice` (the space's own price, the first pricing source). */
async function placed(
  v: VendorItem,
  md: MarketDateItem,
  basePrice: number,
  over: Partial<SpaceRequestItem>,
  areaId?: string,
) {
  const at = new Date().toISOString();
  const space = makeTestSpace({
    id: ulid(),
    marketDateId: md.id,
    label: `R${Math.floor(Math.random() * 900) + 100}`,
    areaId: areaId ?? null,
    basePrice,
    vendorId: v.id,
    assignedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await fx.table.put({ ...keys.space(md.id, space.id), ...space });
  return fx.request(v, md, { status: 'approved', spaceId: space.id, amountBase: basePrice, ...over });
}

async function autoPayment(v: VendorItem, md: MarketDateItem, amount: number, status: 'completed' | 'failed') {
  const at = '2001-05-03T16:00:00.000Z';
  const payment = {
    _type: 'payment',
    id: ulid(),
    vendorId: v.id,
    spaceRequestId: 'test-request',
    marketDateId: md.id,
    marketDate: md.date,
    amount,
    status,
    stripePaymentId: 'pi_test',
    paymentMethod: 'credit',
    source: 'auto-payment',
    paidDate: status === 'completed' ? at : null,
    createdBy: null,
    notes: null,
    lateFee: 0,
    isLatePayment: false,
    createdAt: at,
    updatedAt: at,
  };
  const item = { ...paymentKeys(payment), ...payment };
  await fx.table.put(item);
  fx.track({ pk: item.pk, sk: item.sk });
  fx.track(keys.autoPaymentRecord(md.date, payment.id));
}

const settled = async () => {
  const r = await fetch(new URL('/_reports/settled', baseUrl));
  expect(r.status).toBe(200);
};
const rowsOf = (res: { body: any }) => res.body.rows as Record<string, any>[];

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  d1 = await fx.marketDate('2001-05-02', { status: 'completed' });
  d2 = await fx.marketDate('2001-05-09', { status: 'completed' });
  apple = await vendor({ name: 'Reports Test Apple Farm', vendorTypeId: '1' });
  clay = await vendor({ name: 'Reports Test Clay Works', vendorTypeId: '3' });
  cider = await vendor({ name: 'Reports Test "Cider", Co', vendorTypeId: '1' });
  // Apple sold $1,000 at 10%: the fee ($100) beats the $40 base; paid in full.
  await placed(
    apple,
    d1,
    4000,
    {
      grossSales: 100_000,
      salesBasedRate: 10,
      salesBasedFee: 10_000,
      amountDue: 10_000,
      amountPaid: 10_000,
      amountBalance: 0,
    },
    NORTH,
  );
  // Clay owes its $35 base.
  await placed(clay, d1, 3500, { amountDue: 3500, amountPaid: 0, amountBalance: 3500 });
  await fx.request(apple, d2, { status: 'skipped' });
  await fx.request(clay, d2, {
    status: 'canceled',
    lateCancellationFee: 1000,
    amountDue: 1000,
    amountBalance: 1000,
  });
  // Cider's amount due was stored $5 too high: a price calculation error.
  await placed(cider, d2, 4000, { amountDue: 4500, amountPaid: 4500, amountBalance: 0 });
  await autoPayment(apple, d1, 10_000, 'completed');
  await autoPayment(clay, d1, 3500, 'failed');

  recentDate = addDays(await fx.today(), -10);
  const recentMd = await fx.marketDate(recentDate, { status: 'completed' });
  recent = await vendor({ name: 'Reports Test Recent Bakery', vendorTypeId: '4' });
  await placed(recent, recentMd, 4500, { amountDue: 4500, amountPaid: 4500, amountBalance: 0 });
  await settled();
});

afterAll(async () => {
  await admin.delete('/api/admin/historical-data/2001-05-16/1');
  await fx.cleanup();
});

describe('Attendance', () => {
  it('counts requested, approved, attended, skipped and canceled vendors per date and vendor type', async () => {
    const res = await admin.get(`/api/reports/attendance?${RANGE}`);
    expect(res.status).toBe(200);
    expect(rowsOf(res)).toEqual(
      [
        {
          date: '2001-05-02',
          vendorType: 'Farmers/Produce',
          requested: 1,
          approved: 1,
          attended: 1,
          skipped: 0,
          canceled: 0,
          source: 'Market',
        },
        {
          date: '2001-05-02',
          vendorType: 'Crafts',
          requested: 1,
          approved: 1,
          attended: 1,
          skipped: 0,
          canceled: 0,
          source: 'Market',
        },
        {
          date: '2001-05-09',
          vendorType: 'Farmers/Produce',
          requested: 2,
          approved: 1,
          attended: 1,
          skipped: 1,
          canceled: 0,
          source: 'Market',
        },
        {
          date: '2001-05-09',
          vendorType: 'Crafts',
          requested: 1,
          approved: 0,
          attended: 0,
          skipped: 0,
          canceled: 1,
          source: 'Market',
        },
      ].sort((a, b) => a.date.localeCompare(b.date) || a.vendorType.localeCompare(b.vendorType)),
    );
    expect(res.body.totals).toEqual({ requested: 5, approved: 3, attended: 3, skipped: 1, canceled: 1 });
    expect(res.body.series).toEqual([
      { date: '2001-05-02', approved: 2, attended: 2, skipped: 0, canceled: 0 },
      { date: '2001-05-09', approved: 1, attended: 1, skipped: 1, canceled: 1 },
    ]);
  });

  it('filters by vendor type and by area', async () => {
    const crafts = await admin.get(`/api/reports/attendance?${RANGE}&vendorTypeId=3`);
    expect(rowsOf(crafts).map((r) => r.vendorType)).toEqual(['Crafts', 'Crafts']);
    const north = await admin.get(`/api/reports/attendance?${RANGE}&areaId=${NORTH}`);
    expect(rowsOf(north)).toEqual([
      expect.objectContaining({ date: '2001-05-02', vendorType: 'Farmers/Produce', attended: 1 }),
    ]);
  });

  it('includes historical data in the trend once entered', async () => {
    const put = await admin.put('/api/admin/historical-data/2001-05-16/1', {
      vendorCount: 30,
      grossSales: 2_500_000,
      proceeds: 120_000,
      notes: 'From the 2001 ledger',
    });
    expect(put.status).toBe(200);
    const res = await admin.get(`/api/reports/attendance?${RANGE}`);
    expect(rowsOf(res).at(-1)).toEqual({
      date: '2001-05-16',
      vendorType: 'Farmers/Produce',
      requested: 30,
      approved: 30,
      attended: 30,
      skipped: 0,
      canceled: 0,
      source: 'Historical',
    });
    expect(res.body.series.at(-1)).toMatchObject({ date: '2001-05-16', attended: 30 });
    const proceeds = await admin.get(`/api/reports/market-proceeds?${RANGE}`);
    expect(rowsOf(proceeds).at(-1)).toMatchObject({
      date: '2001-05-16',
      vendors: 30,
      grossSales: 2_500_000,
      marketRevenue: 120_000,
    });
  });

  it('answers in the same few DynamoDB round trips for a month as for a season', async () => {
    const month = await admin.get(`/api/reports/attendance?${RANGE}`);
    const season = await admin.get('/api/reports/attendance?from=2001-01-01&to=2002-01-31');
    expect(admin.ddbRequests(month)).toBeLessThanOrEqual(6);
    expect(admin.ddbRequests(season)).toBe(admin.ddbRequests(month));
  });
});

describe('The other reports', () => {
  it('Market Proceeds sums gross sales, fees, revenue, collected and outstanding per date', async () => {
    const res = await admin.get(`/api/reports/market-proceeds?${RANGE}&vendorTypeId=1`);
    expect(rowsOf(res).slice(0, 2)).toEqual([
      {
        date: '2001-05-02',
        vendors: 1,
        grossSales: 100_000,
        spaceFees: 4000,
        salesBasedFees: 10_000,
        marketRevenue: 10_000,
        collected: 10_000,
        outstanding: 0,
        source: 'Market',
      },
      {
        date: '2001-05-09',
        vendors: 1,
        grossSales: 0,
        spaceFees: 4000,
        salesBasedFees: 0,
        marketRevenue: 4500,
        collected: 4500,
        outstanding: 0,
        source: 'Market',
      },
    ]);
    const all = await admin.get(`/api/reports/market-proceeds?from=2001-05-01&to=2001-05-09`);
    expect(all.body.totals).toMatchObject({
      vendors: 3,
      spaceFees: 11_500,
      marketRevenue: 19_000,
      collected: 14_500,
      outstanding: 4500,
    });
  });

  it('Price Calculation Errors lists stored amounts that differ from the rules', async () => {
    const res = await admin.get(`/api/reports/price-calculation-errors?${RANGE}`);
    expect(rowsOf(res)).toEqual([
      {
        date: '2001-05-09',
        vendorName: 'Reports Test "Cider", Co',
        field: 'Amount due',
        stored: 4500,
        expected: 4000,
        difference: 500,
      },
    ]);
  });

  it('Past Due Payments lists open balances past the grace period', async () => {
    const res = await admin.get(`/api/reports/past-due-payments?${RANGE}`);
    expect(rowsOf(res).map((r) => [r.date, r.vendorName, r.status, r.amountBalance])).toEqual([
      ['2001-05-02', 'Reports Test Clay Works', 'approved', 3500],
      ['2001-05-09', 'Reports Test Clay Works', 'canceled', 1000],
    ]);
    expect(res.body.totals).toMatchObject({ count: 2, amountBalance: 4500 });
  });

  it('Auto-Payments lists off-session charges and declines', async () => {
    const res = await admin.get(`/api/reports/auto-payments?${RANGE}`);
    expect(rowsOf(res)).toEqual([
      {
        date: '2001-05-02',
        vendorName: 'Reports Test Apple Farm',
        paidDate: '2001-05-03',
        status: 'completed',
        amount: 10_000,
      },
      {
        date: '2001-05-02',
        vendorName: 'Reports Test Clay Works',
        paidDate: '2001-05-03',
        status: 'declined',
        amount: 3500,
      },
    ]);
    expect(res.body.totals).toEqual({ count: 2, charged: 1, declined: 1, amount: 10_000 });
  });

  it('Stale Vendors lists approved vendors not placed for the given number of days', async () => {
    const sixty = await admin.get('/api/reports/stale-vendors');
    const names = rowsOf(sixty).map((r) => r.vendorName);
    expect(names).toEqual(expect.arrayContaining(['Reports Test Apple Farm', 'Reports Test Clay Works']));
    expect(names).not.toContain('Reports Test Recent Bakery');
    const five = await admin.get('/api/reports/stale-vendors?days=5&vendorTypeId=4');
    expect(rowsOf(five)).toContainEqual({
      vendorName: 'Reports Test Recent Bakery',
      vendorType: 'Bakery',
      lastAttendedDate: recentDate,
      daysSince: 10,
    });
  });
});

describe('CSV', () => {
  it('downloads exactly the rows shown, named for the report and range, with commas and quotes escaped', async () => {
    const json = await admin.get(`/api/reports/price-calculation-errors?${RANGE}`);
    const csv = await admin.get(`/api/reports/price-calculation-errors?${RANGE}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="price-calculation-errors-2001-05-01-to-2001-05-31.csv"',
    );
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toEqual([
      'Date,Vendor,Field,Stored,Expected,Difference',
      '2001-05-09,"Reports Test ""Cider"", Co",Amount due,45.00,40.00,5.00',
    ]);
    expect(lines.length - 1).toBe(rowsOf(json).length);
    const attendance = await admin.get(`/api/reports/attendance?${RANGE}&format=csv`);
    expect(attendance.headers.get('content-disposition')).toContain('attendance-2001-05-01-to-2001-05-31.csv');
  });

  it('writes a vendor name that a spreadsheet would run as a formula as plain text', async () => {
    const name = "-1+1+cmd|' /C calc'!A0";
    await vendor({ name, vendorTypeId: '1' });
    const csv = await admin.get('/api/reports/stale-vendors?format=csv');
    expect(csv.status).toBe(200);
    const line = csv.text.split('\r\n').find((l) => l.includes('cmd|'));
    expect(line).toMatch(/^'-1\+1\+cmd\|' \/C calc'!A0,/);
  });
});

describe('Bad input', () => {
  it.each([
    ['/api/reports/sales-tax?' + RANGE, 404, /Unknown report/],
    ['/api/reports/attendance?from=2001-05-31&to=2001-05-01', 400, /reversed/],
    ['/api/reports/attendance?from=2001-05-01', 400, /date range/],
    ['/api/reports/attendance?from=1990-01-01&to=2001-01-01', 400, /too long/],
    ['/api/reports/attendance?from=2001-02-30&to=2001-03-01', 400, /real calendar dates/],
    ['/api/reports/attendance?from=May&to=June', 400, /YYYY-MM-DD/],
    ['/api/reports/stale-vendors?days=abc', 400, /whole number/],
    ['/api/reports/stale-vendors?days=0', 400, /at least 1/],
    ['/api/reports/attendance?' + RANGE + '&format=xlsx', 400, /json or csv/],
    ['/api/reports/attendance?' + RANGE + '&vendorTypeId=' + encodeURIComponent('a#b'), 400, /not a valid id/],
  ])('%s answers %i', async (path, status, message) => {
    const res = await admin.get(path);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it('refuses a vendor user (403) and an anonymous visitor (401)', async () => {
    const { api } = await fx.vendorUser(apple.id);
    expect((await api.get(`/api/reports/attendance?${RANGE}`)).status).toBe(403);
    expect((await api.get('/api/admin/historical-data')).status).toBe(403);
    expect((await makeClient(baseUrl).get(`/api/reports/attendance?${RANGE}`)).status).toBe(401);
  });
});

describe('Historical data', () => {
  it('imports a file in one call, refusing the whole file with each bad row named', async () => {
    const bad = await admin.post('/api/admin/historical-data/import', {
      rows: [
        {
          marketDate: '2001-06-06',
          vendorTypeId: 'CRAFT',
          vendorCount: 12,
          grossSales: 90_000,
          proceeds: 9000,
          notes: null,
        },
        { marketDate: '2001-06-13', vendorTypeId: 'NOPE', vendorCount: 12, grossSales: 90_000, proceeds: 9000 },
        { marketDate: '2001-06-20', vendorTypeId: '3', vendorCount: -1, grossSales: 90_000, proceeds: 9000 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    expect((await admin.get('/api/admin/historical-data?from=2001-06-01&to=2001-06-30')).body.entries).toEqual([]);

    const good = await admin.post('/api/admin/historical-data/import', {
      rows: [
        {
          marketDate: '2001-06-06',
          vendorTypeId: 'CRAFT',
          vendorCount: 12,
          grossSales: 90_000,
          proceeds: 9000,
          notes: null,
        },
        { marketDate: '2001-06-13', vendorTypeId: 'Crafts', vendorCount: 14, grossSales: 95_000, proceeds: 9500 },
      ],
    });
    expect(good.body).toEqual({ imported: 2 });
    const list = await admin.get('/api/admin/historical-data?from=2001-06-01&to=2001-06-30');
    expect(list.body.entries.map((e: any) => [e.marketDate, e.vendorType, e.vendorCount])).toEqual([
      ['2001-06-06', 'Crafts', 12],
      ['2001-06-13', 'Crafts', 14],
    ]);
    for (const d of ['2001-06-06', '2001-06-13'])
      expect((await admin.delete(`/api/admin/historical-data/${d}/3`)).status).toBe(204);
    expect((await admin.get('/api/admin/historical-data?from=2001-06-01&to=2001-06-30')).body.entries).toEqual([]);
  });
});
