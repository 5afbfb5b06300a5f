import { describe, expect, it } from 'vitest';
import { computeDateAggregate, type AggregateInput, type AggregateRequest } from './date-aggregate.js';
import {
  attendanceReport,
  marketProceedsReport,
  pastDueReport,
  priceErrorsReport,
  staleVendorsReport,
} from './report-rows.js';

const request = (
  over: Partial<AggregateRequest> & Pick<AggregateRequest, 'id' | 'vendorId' | 'status'>,
): AggregateRequest => ({
  spaceId: null,
  amountBase: 0,
  grossSales: null,
  salesBasedRate: 0,
  salesBasedFee: 0,
  lateCancellationFee: 0,
  amountLatePaymentFee: 0,
  amountDue: 0,
  amountPaid: 0,
  amountBalance: 0,
  ...over,
});

const vendors = new Map([
  ['farm', { vendorTypeId: 'T1', overrideBasePrice: null, overrideSalesBasedRate: null }],
  ['craft', { vendorTypeId: 'T2', overrideBasePrice: null, overrideSalesBasedRate: null }],
  ['late', { vendorTypeId: 'T2', overrideBasePrice: null, overrideSalesBasedRate: null }],
]);
const catalog: AggregateInput['catalog'] = {
  vendorTypes: new Map([
    ['T1', { defaultBasePrice: 4000 }],
    ['T2', { defaultBasePrice: 3000 }],
  ]),
  spaceTypes: new Map(),
  fees: new Map(),
};
const names = {
  vendorTypes: new Map([
    ['T1', 'Farm'],
    ['T2', 'Craft'],
  ]),
  vendors: new Map([
    ['farm', 'Green Acres'],
    ['craft', 'Clay, Co'],
    ['late', 'Late Larry'],
  ]),
};

// Hand-computed: the farm sold $800 at 10% ($80 fee beats the $40 base) and paid $50; the craft stand's $30 base
// was stored as $35 (an error) and is unpaid; Larry cancelled late ($10 fee, unpaid).
const may5 = computeDateAggregate({
  marketDateId: 'M5',
  date: '2026-05-03',
  spaces: [
    { id: 'S1', areaId: 'north', spaceTypeId: null, basePrice: null, salesBasedRate: null },
    { id: 'S2', areaId: 'south', spaceTypeId: null, basePrice: null, salesBasedRate: null },
  ],
  requests: [
    request({
      id: 'R1',
      vendorId: 'farm',
      status: 'confirmed',
      spaceId: 'S1',
      amountBase: 4000,
      grossSales: 80_000,
      salesBasedRate: 10,
      salesBasedFee: 8000,
      amountDue: 8000,
      amountPaid: 5000,
      amountBalance: 3000,
    }),
    request({
      id: 'R2',
      vendorId: 'craft',
      status: 'approved',
      spaceId: 'S2',
      amountBase: 3500,
      amountDue: 3500,
      amountBalance: 3500,
    }),
    request({
      id: 'R3',
      vendorId: 'late',
      status: 'canceled',
      lateCancellationFee: 1000,
      amountDue: 1000,
      amountBalance: 1000,
    }),
  ],
  vendors,
  catalog,
  roundCents: false,
});

describe('per-date aggregate and the reports built on it', () => {
  it('counts attendance per date and vendor type; attended only once the date has passed', () => {
    const past = attendanceReport([may5], [], names, {}, '2026-06-01');
    expect(past.rows).toEqual([
      {
        date: '2026-05-03',
        vendorType: 'Craft',
        requested: 2,
        approved: 1,
        attended: 1,
        skipped: 0,
        canceled: 1,
        source: 'Market',
      },
      {
        date: '2026-05-03',
        vendorType: 'Farm',
        requested: 1,
        approved: 1,
        attended: 1,
        skipped: 0,
        canceled: 0,
        source: 'Market',
      },
    ]);
    expect(past.totals).toEqual({ requested: 3, approved: 2, attended: 2, skipped: 0, canceled: 1 });
    expect(attendanceReport([may5], [], names, {}, '2026-05-03').totals.attended).toBe(0);
  });

  it('does not count a vendor marked a no-show on market day as attended, nor as last attended', () => {
    const input: AggregateInput = {
      marketDateId: 'M5',
      date: '2026-05-03',
      spaces: [{ id: 'S1', areaId: 'north', spaceTypeId: null, basePrice: null, salesBasedRate: null }],
      requests: [request({ id: 'R1', vendorId: 'farm', status: 'approved', spaceId: 'S1' })],
      vendors,
      catalog,
      roundCents: false,
    };
    const came = computeDateAggregate(input);
    const noShow = computeDateAggregate({ ...input, noShows: new Set(['farm']) });
    expect(attendanceReport([came], [], names, {}, '2026-06-01').totals).toMatchObject({ approved: 1, attended: 1 });
    expect(attendanceReport([noShow], [], names, {}, '2026-06-01').totals).toMatchObject({ approved: 1, attended: 0 });
    expect([came.placedVendorIds, noShow.placedVendorIds]).toEqual([['farm'], []]);
  });

  it('adds historical entries to the trend, but not under an area filter they do not have', () => {
    const historical = [
      { marketDate: '2019-05-05', vendorTypeId: 'T1', vendorCount: 25, grossSales: 1_000_000, proceeds: 50_000 },
    ];
    const built = attendanceReport([may5], historical, names, {}, '2026-06-01');
    expect(built.series?.[0]).toEqual({ date: '2019-05-05', approved: 25, attended: 25, skipped: 0, canceled: 0 });
    expect(attendanceReport([may5], historical, names, { areaId: 'north' }, '2026-06-01').rows).toHaveLength(1);
  });

  it('sums market proceeds per date', () => {
    expect(marketProceedsReport([may5], [], {}).rows).toEqual([
      {
        date: '2026-05-03',
        vendors: 2,
        grossSales: 80_000,
        spaceFees: 7500,
        salesBasedFees: 8000,
        marketRevenue: 12_500,
        collected: 5000,
        outstanding: 7500,
        source: 'Market',
      },
    ]);
    expect(marketProceedsReport([may5], [], { areaId: 'north' }).totals).toMatchObject({
      vendors: 1,
      marketRevenue: 8000,
    });
  });

  it('finds the stored base amount that differs from the pricing chain', () => {
    expect(priceErrorsReport([may5], names, {}).rows).toEqual([
      {
        date: '2026-05-03',
        vendorName: 'Clay, Co',
        field: 'Base amount',
        stored: 3500,
        expected: 3000,
        difference: 500,
      },
    ]);
  });

  it('lists open balances only once past the grace period', () => {
    expect(pastDueReport([may5], names, {}, '2026-05-10', 7).rows).toEqual([]);
    const due = pastDueReport([may5], names, {}, '2026-05-11', 7);
    expect(due.rows.map((r) => [r.vendorName, r.amountBalance, r.daysPastDue])).toEqual([
      ['Clay, Co', 3500, 8],
      ['Green Acres', 3000, 8],
      ['Late Larry', 1000, 8],
    ]);
    expect(due.totals).toMatchObject({ count: 3, amountBalance: 7500 });
  });

  it('calls a vendor stale when not placed within the window', () => {
    const list = [
      { id: 'farm', name: 'Green Acres', vendorTypeId: 'T1', status: 'APPROVED' },
      { id: 'late', name: 'Late Larry', vendorTypeId: 'T2', status: 'APPROVED' },
      { id: 'craft', name: 'Clay, Co', vendorTypeId: 'T2', status: 'HOLD' },
    ];
    expect(staleVendorsReport([may5], list, names, {}, '2026-06-01', 60).rows).toEqual([
      { vendorName: 'Late Larry', vendorType: 'Craft', lastAttendedDate: null, daysSince: null },
    ]);
    expect(staleVendorsReport([may5], list, names, {}, '2026-08-01', 60).rows[1]).toEqual({
      vendorName: 'Green Acres',
      vendorType: 'Farm',
      lastAttendedDate: '2026-05-03',
      daysSince: 90,
    });
  });
});
