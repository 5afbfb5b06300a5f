import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import type { DateAggregate } from '../lib/data/reports/report-items.js';
import type { DirectoryEntry } from '../lib/data/vendors/vendor-directory.js';
import { makeTestDirectoryEntry } from '../../test/fixtures/service-rows.js';
import { makeReportsService, type ReportsDeps } from './reports.service.js';

const entry = (id: string, name: string, vendorTypeId: string, status: DirectoryEntry['status']): DirectoryEntry =>
  makeTestDirectoryEntry({ id, name, vendorTypeId, status });

const DIRECTORY = [
  entry('v1', 'Apple Farm', 't1', 'APPROVED'),
  entry('v2', 'Clay Works', 't2', 'APPROVED'),
  entry('v3', 'Bread Co', 't1', 'HOLD'),
  entry('v4', 'Unused Vendor', 't1', 'APPROVED'),
];

const owing = (vendorId: string, vendorTypeId: string) => ({
  requestId: `r-${vendorId}`,
  vendorId,
  vendorTypeId,
  areaId: null,
  status: 'approved',
  amountDue: 1000,
  amountPaid: 0,
  amountBalance: 1000,
});

const aggregate: DateAggregate = {
  marketDateId: 'd1',
  date: '2030-05-04',
  cells: [],
  owing: [owing('v1', 't1'), owing('v2', 't2')],
  priceErrors: [
    { requestId: 'r-v2', vendorId: 'v2', vendorTypeId: 't2', areaId: null, field: 'amountDue', stored: 5, expected: 4 },
  ],
  placedVendorIds: ['v1'],
};

/** A directory that can only name vendors by id or walk one status's index: each read is recorded. */
function fakeDeps() {
  const named: string[][] = [];
  const walked: { status: string; vendorTypeId?: string }[] = [];
  const deps: ReportsDeps = {
    store: {
      aggregatesBetween: async () => [aggregate],
      historicalBetween: async () => [],
      autoPaymentsBetween: async () =>
        ['v1', 'v2'].map((vendorId) => ({
          paymentId: `p-${vendorId}`,
          vendorId,
          marketDate: '2030-05-04',
          paidDate: '2030-05-05T12:00:00Z',
          createdAt: '2030-05-05T12:00:00Z',
          status: 'completed',
          amount: 1000,
        })),
      putHistorical: async () => undefined,
      deleteHistorical: async () => true,
      importHistorical: async () => undefined,
      attendanceDatesBetween: async () => [],
    },
    catalog: {
      snapshot: async () =>
        ({
          vendorTypes: [
            { id: 't1', label: 'Produce' },
            { id: 't2', label: 'Crafts' },
          ],
        }) as CatalogSnapshot,
    },
    directory: {
      async entriesOf(ids) {
        named.push([...ids]);
        return DIRECTORY.filter((v) => ids.includes(v.id));
      },
      async *pagesOf(filter) {
        walked.push(filter);
        const rows = DIRECTORY.filter(
          (v) => v.status === filter.status && (!filter.vendorTypeId || v.vendorTypeId === filter.vendorTypeId),
        );
        for (let i = 0; i < rows.length; i += 1) yield rows.slice(i, i + 1);
      },
    },
    settings: { getSettings: async () => ({ marketTimeZone: 'America/New_York', latePaymentGraceDays: 3 }) },
    now: () => new Date('2030-06-01T12:00:00Z'),
  };
  return { deps, named, walked };
}

const RANGE = { from: '2030-05-01', to: '2030-05-31' };

describe('reports name only the vendors in their rows', () => {
  it('Past Due Payments reads the names of the vendors owing, of the type asked for', async () => {
    const { deps, named, walked } = fakeDeps();
    const all = await makeReportsService(deps).report('past-due-payments', RANGE);
    expect(all.rows.map((r) => r.vendorName)).toEqual(['Apple Farm', 'Clay Works']);
    const crafts = await makeReportsService(deps).report('past-due-payments', { ...RANGE, vendorTypeId: 't2' });
    expect(crafts.rows.map((r) => [r.vendorName, r.vendorType])).toEqual([['Clay Works', 'Crafts']]);
    expect(named).toEqual([['v1', 'v2'], ['v2']]);
    expect(walked).toEqual([]);
  });

  it('Price Calculation Errors reads the names of the vendors with an error', async () => {
    const { deps, named } = fakeDeps();
    const res = await makeReportsService(deps).report('price-calculation-errors', RANGE);
    expect(res.rows.map((r) => r.vendorName)).toEqual(['Clay Works']);
    expect(named).toEqual([['v2']]);
  });

  it("Auto-Payments filters by the paid vendors' own type", async () => {
    const { deps, named } = fakeDeps();
    const res = await makeReportsService(deps).report('auto-payments', { ...RANGE, vendorTypeId: 't1' });
    expect(res.rows.map((r) => r.vendorName)).toEqual(['Apple Farm']);
    expect(named).toEqual([['v1', 'v2']]);
  });

  it('Stale Vendors walks the approved index only, across its pages', async () => {
    const { deps, walked, named } = fakeDeps();
    const res = await makeReportsService(deps).report('stale-vendors', { days: 10 });
    expect(res.rows.map((r) => r.vendorName).sort()).toEqual(['Apple Farm', 'Clay Works', 'Unused Vendor']);
    const produce = await makeReportsService(deps).report('stale-vendors', { days: 10, vendorTypeId: 't1' });
    expect(produce.rows.map((r) => r.vendorName).sort()).toEqual(['Apple Farm', 'Unused Vendor']);
    expect(walked).toEqual([{ status: 'APPROVED' }, { status: 'APPROVED', vendorTypeId: 't1' }]);
    expect(named).toEqual([]);
  });
});

describe('reports of one market', () => {
  it('keep to the dates of the market asked for, from the aggregates already read', async () => {
    const { deps } = fakeDeps();
    const evening: DateAggregate = { ...aggregate, marketDateId: 'd2', marketId: 'eve', owing: [owing('v2', 't2')] };
    deps.store.aggregatesBetween = async () => [aggregate, evening];
    const service = makeReportsService(deps);
    const names = async (marketId?: string) =>
      (await service.report('past-due-payments', { ...RANGE, ...(marketId ? { marketId } : {}) })).rows.map(
        (r) => r.vendorName,
      );
    // The date without a market is the first market's.
    expect(await names('main')).toEqual(['Apple Farm', 'Clay Works']);
    expect(await names('eve')).toEqual(['Clay Works']);
    expect((await names()).sort()).toEqual(['Apple Farm', 'Clay Works', 'Clay Works']);
  });
});

describe('past attendance imported vendor by vendor', () => {
  const past = (marketDate: string, marketId: string, attended: Record<string, string>) => ({
    _type: 'historical_attendance_date' as const,
    marketDate,
    marketId,
    vendors: Object.keys(attended).length,
    attended: Object.keys(attended).length,
    grossSales: 0,
    byType: Object.values(attended).reduce<Record<string, number>>((m, t) => ({ ...m, [t]: (m[t] ?? 0) + 1 }), {}),
    attendedVendorIds: Object.keys(attended),
    updatedAt: '2030-01-01T00:00:00Z',
  });

  it('Stale Vendors counts a vendor seen on an imported date as attending then', async () => {
    const { deps } = fakeDeps();
    // v4 came on 2030-05-28 by last season's sheets: within 10 days of 2030-06-01, so not stale.
    deps.store.attendanceDatesBetween = async () => [past('2030-05-28', 'main', { v4: 't1' })];
    const res = await makeReportsService(deps).report('stale-vendors', { days: 10 });
    expect(res.rows.map((r) => r.vendorName).sort()).toEqual(['Apple Farm', 'Clay Works']);
  });

  it('Attendance shows imported dates by vendor type, and a typed-in entry for a date and type wins', async () => {
    const { deps } = fakeDeps();
    deps.store.attendanceDatesBetween = async () => [
      past('2030-05-11', 'main', { v1: 't1', v4: 't1', v2: 't2' }),
      past('2030-05-18', 'eve', { v1: 't1' }),
    ];
    deps.store.historicalBetween = async () => [
      {
        _type: 'historical_market_data',
        marketDate: '2030-05-11',
        vendorTypeId: 't2',
        vendorCount: 5,
        grossSales: 0,
        proceeds: 0,
        notes: null,
        createdAt: '',
        updatedAt: '',
        updatedBy: null,
      },
    ];
    const service = makeReportsService(deps);
    const rows = (await service.report('attendance', RANGE)).rows.map((r) => [r.date, r.vendorType, r.attended]);
    expect(rows).toEqual([
      ['2030-05-11', 'Crafts', 5],
      ['2030-05-11', 'Produce', 2],
      ['2030-05-18', 'Produce', 1],
    ]);
    const main = (await service.report('attendance', { ...RANGE, marketId: 'main' })).rows.map((r) => r.date);
    expect(main).toEqual(['2030-05-11', '2030-05-11']);
  });
});
