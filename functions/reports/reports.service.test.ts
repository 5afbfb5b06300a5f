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
