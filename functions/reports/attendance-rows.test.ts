import { describe, expect, it } from 'vitest';
import { attendanceRecords, attendanceSummary, vendorMatcher } from './attendance-rows.js';

const VENDORS = [
  { id: 'v1', name: 'Sunny Acres Farm', email: 'sunny@example.org', vendorTypeId: 'produce' },
  { id: 'v2', name: 'Clay & Co.', email: 'clay@example.org', vendorTypeId: 'crafts' },
  { id: 'v3', name: 'Twin Bakery', email: 'one@example.org', vendorTypeId: 'food' },
  { id: 'v4', name: 'twin bakery', email: 'two@example.org', vendorTypeId: 'food' },
];
const context = { marketId: 'main', at: '2026-01-01T00:00:00.000Z', by: 'admin' };

describe('matching a row to a vendor', () => {
  it('by e-mail address in any case, or by business name ignoring case, accents and punctuation', () => {
    const match = vendorMatcher(VENDORS);
    expect(match('SUNNY@example.org')).toMatchObject({ id: 'v1' });
    expect(match('sunny acres farm')).toMatchObject({ id: 'v1' });
    expect(match('Clay and Co')).toMatchObject({ id: 'v2' });
    expect(match('Twin Bakery')).toBe('ambiguous');
    expect(match('two@example.org')).toMatchObject({ id: 'v4' });
    expect(match('Nobody Farm')).toBe('unknown');
  });
});

describe('checking a file of past attendance', () => {
  it('turns each good row into a record of the vendor on the date, with its type and sales', () => {
    const { records, errors } = attendanceRecords(
      [
        { marketDate: '2025-06-01', vendor: 'sunny@example.org', attended: true, grossSales: 45_000 },
        { marketDate: '2025-06-01', vendor: 'Clay & Co.', attended: false },
      ],
      VENDORS,
      context,
    );
    expect(errors).toEqual([]);
    expect(records.map((r) => [r.vendorId, r.vendorTypeId, r.attended, r.grossSales, r.marketId])).toEqual([
      ['v1', 'produce', true, 45_000, 'main'],
      ['v2', 'crafts', false, null, 'main'],
    ]);
  });

  it("names every row's problem: a bad or future date, an unknown or ambiguous vendor, a row twice", () => {
    const { errors } = attendanceRecords(
      [
        { marketDate: '2025-02-30', vendor: 'sunny@example.org' },
        { marketDate: '2999-06-01', vendor: 'sunny@example.org' },
        { marketDate: '2025-06-01', vendor: 'Nobody Farm' },
        { marketDate: '2025-06-01', vendor: 'Twin Bakery' },
        { marketDate: '2025-06-08', vendor: 'sunny@example.org' },
        { marketDate: '2025-06-08', vendor: 'Sunny Acres Farm' },
        { marketDate: '2025-06-08', vendor: 'Clay & Co.', grossSales: -5 },
      ],
      VENDORS,
      context,
    );
    expect(errors.map((e) => e.row)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(errors[2]!.message).toContain('No vendor has the e-mail address or business name "Nobody Farm"');
    expect(errors[3]!.message).toContain('give its e-mail address');
    expect(errors[4]!.message).toBe('The same date and vendor appear twice in the file');
    expect(errors[5]!.message).toContain('Amounts cannot be negative');
  });
});

describe("a date's summary", () => {
  it('counts who came by type and sums the sales of the market asked for', () => {
    const { records } = attendanceRecords(
      [
        { marketDate: '2025-06-01', vendor: 'sunny@example.org', grossSales: 10_000 },
        { marketDate: '2025-06-01', vendor: 'Clay & Co.', attended: false, grossSales: 0 },
        { marketDate: '2025-06-01', vendor: 'one@example.org', grossSales: 2_550 },
      ],
      VENDORS,
      context,
    );
    expect(attendanceSummary('2025-06-01', 'main', records, context.at)).toMatchObject({
      vendors: 3,
      attended: 2,
      grossSales: 12_550,
      byType: { produce: 1, food: 1 },
      attendedVendorIds: ['v1', 'v3'],
    });
    expect(attendanceSummary('2025-06-01', 'evening', records, context.at)).toEqual({
      marketDate: '2025-06-01',
      marketId: 'evening',
      vendors: 0,
    });
  });
});
