import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateRequestListingKey, grossSalesRank, keys } from '../keys.js';
import { withListingKey } from './request-listing.js';

const stored = {
  marketDateId: 'd1',
  vendorId: 'v1',
  status: 'approved' as const,
  vendorSortName: 'orchard',
  grossSales: null,
};

describe("a request's proceeds listing key", () => {
  it('orders approved and confirmed requests by gross sales, highest first, none reported last, then by name', () => {
    const rows = [
      { vendorId: 'a', status: 'approved', vendorSortName: 'zeta', grossSales: 100 },
      { vendorId: 'b', status: 'confirmed', vendorSortName: 'alpha', grossSales: 100 },
      { vendorId: 'c', status: 'approved', vendorSortName: 'beta', grossSales: null },
      { vendorId: 'd', status: 'approved', vendorSortName: 'gamma', grossSales: 2_500_000 },
      { vendorId: 'e', status: 'confirmed', vendorSortName: 'delta', grossSales: 0 },
      { vendorId: 'f', status: 'canceled', vendorSortName: 'aaa', grossSales: 9_999_999 },
      { vendorId: 'g', status: 'requested', vendorSortName: 'aaa', grossSales: null },
    ].map((r) => ({ ...r, key: dateRequestListingKey({ ...r, marketDateId: 'd1' }) }));
    const active = rows
      .filter((r) => r.key.gsi5sk.startsWith(keys.dateProceedsActive('d1').gsi5sk))
      .sort((x, y) => (x.key.gsi5sk < y.key.gsi5sk ? -1 : 1));
    expect(active.map((r) => r.vendorId)).toEqual(['d', 'b', 'a', 'e', 'c']);
    expect(new Set(rows.map((r) => r.key.gsi5pk))).toEqual(new Set([keys.dateProceedsActive('d1').gsi5pk]));
  });

  it('sorts any two amounts as their numbers do, highest first', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 15 - 1 }), fc.nat({ max: 10 ** 15 - 1 }), (a, b) => {
        const ra = grossSalesRank(a);
        const rb = grossSalesRank(b);
        expect(ra.length).toBe(rb.length);
        expect(Math.sign(a - b)).toBe(ra < rb ? 1 : ra > rb ? -1 : 0);
        expect(ra < grossSalesRank(null)).toBe(true);
      }),
    );
  });

  it('moves with a write of the status or the gross sales, and stays put for any other write', () => {
    expect(withListingKey(stored, { notes: 'x' })).toEqual({ notes: 'x' });
    expect(withListingKey(stored, { grossSales: undefined })).toEqual({ grossSales: undefined });
    expect(withListingKey(stored, { grossSales: 1200 })).toEqual({
      grossSales: 1200,
      ...dateRequestListingKey({ ...stored, grossSales: 1200 }),
    });
    expect(withListingKey({ ...stored, grossSales: 1200 }, { grossSales: null })).toEqual({
      grossSales: null,
      ...dateRequestListingKey(stored),
    });
    const canceled = withListingKey({ ...stored, grossSales: 1200 }, { status: 'canceled' });
    expect(canceled).toEqual({
      status: 'canceled',
      ...dateRequestListingKey({ ...stored, status: 'canceled', grossSales: 1200 }),
    });
    expect(String(canceled.gsi5sk).startsWith(keys.dateProceedsActive('d1').gsi5sk)).toBe(false);
  });
});
