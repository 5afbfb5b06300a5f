/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import type { MarketDateItem, SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { TENDER_MSG } from '../../shared/tender-messages.js';
import { DEFAULT_TENDERS } from '../../shared/tenders.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * Sales by tender and token reimbursement on dates of this file's own (July 1994, far from the demo market's), with
 * the default tender list: card, cash, SNAP/EBT tokens, market tokens and WIC/FMNP coupons (the last three
 * reimbursable).
 */
const fx = makeMarketFixtures();
let admin: ApiClient;
let d1: MarketDateItem;
let d2: MarketDateItem;
let orchard: VendorItem;
let bakery: VendorItem;
let salesRequest: SpaceRequestItem;

async function vendor(name: string): Promise<VendorItem> {
  const v = await fx.vendor({ name });
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

const tokensOf = async (md: MarketDateItem) => (await admin.get(`/api/market-dates/${md.id}/tokens`)).body as any;
const rowOf = (body: any, vendorId: string) => body.vendors.find((v: any) => v.vendorId === vendorId);

async function saveTokens(md: MarketDateItem, v: VendorItem, byTender: Record<string, number>) {
  const expectedUpdatedAt = rowOf(await tokensOf(md), v.id)?.updatedAt ?? null;
  return admin.put(`/api/market-dates/${md.id}/tokens/${v.id}`, { byTender, expectedUpdatedAt });
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  d1 = await fx.marketDate('1994-07-03', { status: 'completed' });
  d2 = await fx.marketDate('1994-07-10', { status: 'completed' });
  orchard = await vendor('Tender Test Orchard, "Upper" Field');
  bakery = await vendor('Tender Test Bakery');
  salesRequest = await fx.request(orchard, d1, {
    status: 'approved',
    salesBasedRate: 10,
    amountBase: 0,
    amountDue: 0,
    amountBalance: 0,
  });
  await fx.request(bakery, d1, { status: 'approved', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });
  await fx.request(bakery, d2, { status: 'confirmed', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });
  for (const md of [d1, d2]) {
    fx.track(keys.tenderAggregate(md.date, md.id));
    for (const v of [orchard, bakery]) fx.track(keys.vendorTokens(md.id, v.id));
  }
});

afterAll(() => fx.cleanup());

describe('sales by tender', () => {
  const edit = (request: SpaceRequestItem, over: Record<string, unknown>) => ({
    amountBase: request.amountBase,
    salesBasedRate: request.salesBasedRate,
    amountDue: request.amountDue,
    amountPaid: request.amountPaid,
    amountBalance: request.amountBalance,
    expectedUpdatedAt: request.updatedAt,
    ...over,
  });

  it('refuses a split that does not add up to the gross sales, and writes nothing', async () => {
    const res = await admin.patch(
      `/api/space-requests/${salesRequest.id}`,
      edit(salesRequest, {
        grossSales: 50_000,
        salesByTender: { card: 30_000, snap: 10_000 },
        amountDue: 5000,
        amountBalance: 5000,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TENDER_MSG.splitMismatch(40_000, 50_000));
    const stored = await fx.storedRequest(d1.id, orchard.id);
    expect(stored?.grossSales).toBeNull();
    expect(stored?.salesByTender ?? null).toBeNull();
  });

  it('refuses a tender the market does not list', async () => {
    const res = await admin.patch(
      `/api/space-requests/${salesRequest.id}`,
      edit(salesRequest, { grossSales: 100, salesByTender: { bitcoin: 100 }, amountDue: 10, amountBalance: 10 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TENDER_MSG.unknownTender('bitcoin'));
  });

  it('stores a split that adds up, keeps the fee on the total, and shows it in the proceeds', async () => {
    const res = await admin.patch(
      `/api/space-requests/${salesRequest.id}`,
      edit(salesRequest, {
        grossSales: 50_000,
        salesByTender: { card: 30_000, cash: 0, snap: 12_000, wic_fmnp: 8000 },
        salesBasedFee: 5000,
        amountDue: 5000,
        amountBalance: 5000,
      }),
    );
    expect(res.status).toBe(200);
    const stored = await fx.storedRequest(d1.id, orchard.id);
    expect(stored?.grossSales).toBe(50_000);
    expect(stored?.salesBasedFee).toBe(5000);
    // Zero parts are dropped.
    expect(stored?.salesByTender).toEqual({ card: 30_000, snap: 12_000, wic_fmnp: 8000 });

    const proceeds = await admin.get(`/api/market-dates/${d1.id}/proceeds`);
    expect(proceeds.status).toBe(200);
    const row = proceeds.body.items.find((r: any) => r.vendorId === orchard.id);
    expect(row.salesByTender).toEqual({ card: 30_000, snap: 12_000, wic_fmnp: 8000 });
    expect(proceeds.body.tenders.map((t: any) => t.code)).toEqual([
      'card',
      'cash',
      'snap',
      'market_tokens',
      'wic_fmnp',
    ]);
  });
});

describe('tokens redeemed and the Token Reimbursement report', () => {
  it('lists the date’s attending vendors with the reimbursable tenders', async () => {
    const body = await tokensOf(d1);
    expect(body.date).toBe('1994-07-03');
    expect(body.tenders.map((t: any) => t.code)).toEqual(['snap', 'market_tokens', 'wic_fmnp']);
    expect(body.vendors.map((v: any) => v.vendorName)).toEqual(['Tender Test Bakery', orchard.name]);
    expect(rowOf(body, bakery.id)).toMatchObject({ byTender: {}, updatedAt: null });
  });

  it('refuses tokens of a tender the market does not reimburse', async () => {
    const res = await saveTokens(d1, bakery, { card: 500 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TENDER_MSG.notReimbursable('card'));
    expect(rowOf(await tokensOf(d1), bakery.id).updatedAt).toBeNull();
  });

  it('refuses a save over someone else’s newer tokens', async () => {
    const first = await saveTokens(d2, bakery, { snap: 1000 });
    expect(first.status).toBe(200);
    const stale = await admin.put(`/api/market-dates/${d2.id}/tokens/${bakery.id}`, {
      byTender: { snap: 9999 },
      expectedUpdatedAt: null,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TENDER_MSG.tokensChanged);
    expect(rowOf(await tokensOf(d2), bakery.id).byTender).toEqual({ snap: 1000 });
  });

  it('sums the tokens per vendor and tender over the range, and the CSV holds the same rows', async () => {
    expect((await saveTokens(d1, bakery, { snap: 2500, market_tokens: 1000 })).status).toBe(200);
    expect((await saveTokens(d1, orchard, { snap: 12_000, wic_fmnp: 8000 })).status).toBe(200);
    // A correction replaces the date's figure rather than adding to it.
    expect((await saveTokens(d2, bakery, { snap: 1500 })).status).toBe(200);

    const res = await admin.get('/api/reports/token-reimbursement?from=1994-07-01&to=1994-07-31');
    expect(res.status).toBe(200);
    expect(res.body.marketDates).toBe(2);
    expect(res.body.rows).toEqual([
      {
        vendorId: bakery.id,
        vendorName: 'Tender Test Bakery',
        byTender: { snap: 4000, market_tokens: 1000, wic_fmnp: 0 },
        total: 5000,
        dates: 2,
      },
      {
        vendorId: orchard.id,
        vendorName: orchard.name,
        byTender: { snap: 12_000, market_tokens: 0, wic_fmnp: 8000 },
        total: 20_000,
        dates: 1,
      },
    ]);
    expect(res.body.totals).toEqual({ byTender: { snap: 16_000, market_tokens: 1000, wic_fmnp: 8000 }, total: 25_000 });

    // One date of the range only.
    const one = await admin.get('/api/reports/token-reimbursement?from=1994-07-04&to=1994-07-31');
    expect(one.body.rows.map((r: any) => [r.vendorName, r.total])).toEqual([['Tender Test Bakery', 1500]]);

    const csv = await admin.get('/api/reports/token-reimbursement?from=1994-07-01&to=1994-07-31&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('token-reimbursement-1994-07-01-to-1994-07-31.csv');
    const parsed = Papa.parse<string[]>(csv.text.trim()).data;
    expect(parsed).toEqual([
      ['Vendor', 'SNAP/EBT tokens', 'Market tokens', 'WIC/FMNP coupons', 'Total', 'Market dates', 'From', 'To'],
      ['Tender Test Bakery', '40.00', '10.00', '0.00', '50.00', '2', '1994-07-01', '1994-07-31'],
      [orchard.name, '120.00', '0.00', '80.00', '200.00', '1', '1994-07-01', '1994-07-31'],
      ['Total', '160.00', '10.00', '80.00', '250.00', '', '1994-07-01', '1994-07-31'],
    ]);
  });

  it('answers bad ranges with a clear 400', async () => {
    const reversed = await admin.get('/api/reports/token-reimbursement?from=1994-07-31&to=1994-07-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(TENDER_MSG.rangeReversed);
    const missing = await admin.get('/api/reports/token-reimbursement?from=1994-07-01');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(TENDER_MSG.rangeRequired);
    const long = await admin.get('/api/reports/token-reimbursement?from=1990-01-01&to=1994-07-01');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(TENDER_MSG.rangeTooLong);
  });
});

describe('the tender list setting', () => {
  it('lists the default tenders, refuses a code listed twice, and a saved list names the tokens’ columns', async () => {
    const listed = (await admin.get('/api/system-settings')).body.find((s: any) => s.key === 'sales_tenders');
    expect(listed.value.map((t: any) => t.code)).toEqual(['card', 'cash', 'snap', 'market_tokens', 'wic_fmnp']);

    const twice = await admin.patch('/api/system-settings/sales_tenders', {
      value: [
        { code: 'card', label: 'Card', reimbursable: false },
        { code: 'card', label: 'Credit card', reimbursable: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(TENDER_MSG.tenderCodeTaken('card'));

    const saved = await admin.patch('/api/system-settings/sales_tenders', {
      value: [
        { code: 'card', label: 'Card', reimbursable: false },
        { code: 'snap', label: 'SNAP/EBT tokens', reimbursable: true },
        { code: 'double_up', label: 'Double Up Bucks', reimbursable: true },
      ],
    });
    try {
      expect(saved.status).toBe(200);
      expect((await tokensOf(d1)).tenders.map((t: any) => t.label)).toEqual(['SNAP/EBT tokens', 'Double Up Bucks']);
    } finally {
      await admin.patch('/api/system-settings/sales_tenders', { value: DEFAULT_TENDERS });
    }
  });
});
