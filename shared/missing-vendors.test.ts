import { describe, expect, it } from 'vitest';
import {
  attendanceWindow,
  heldAttendanceWindow,
  missingVendors,
  type EarlierRequest,
  type ScopeVendor,
} from './missing-vendors.js';

const DATE = '2026-06-14';
const vendor = (id: string, over: Partial<ScopeVendor> = {}): ScopeVendor => ({
  id,
  name: `Stand ${id}`,
  status: 'APPROVED',
  vendorTypeId: '1',
  ...over,
});
const attended = (vendorId: string, date: string, over: Partial<EarlierRequest> = {}): EarlierRequest => ({
  vendorId,
  date,
  status: 'approved',
  ...over,
});
const scope = (vendors: ScopeVendor[], earlier: EarlierRequest[], requested: string[] = [], today = '2026-06-30') =>
  missingVendors({ date: DATE, vendors, requestedOnDate: new Set(requested), earlierRequests: earlier, today });

describe('the missing vendors report scope', () => {
  it('counts the 31 days before the date, the day before included', () => {
    expect(attendanceWindow(DATE)).toEqual({ from: '2026-05-14', to: '2026-06-13' });
    // Seen before the date, the window ends the day before today; seen before the window, there is none.
    expect(heldAttendanceWindow(DATE, '2026-06-01')).toEqual({ from: '2026-05-14', to: '2026-05-31' });
    expect(heldAttendanceWindow(DATE, '2026-06-20')).toEqual(attendanceWindow(DATE));
    expect(heldAttendanceWindow(DATE, '2026-05-14')).toBeNull();
  });

  it('lists an approved vendor who attended last week and has no request on the date, with that date', () => {
    const out = scope([vendor('a')], [attended('a', '2026-05-31'), attended('a', '2026-06-07', { areaId: 'north' })]);
    expect(out).toEqual([{ vendor: vendor('a'), lastAttendedDate: '2026-06-07', lastAreaId: 'north' }]);
  });

  it('leaves out vendors with any request on the date: requested, skipped or cancelled alike', () => {
    const vendors = [vendor('a'), vendor('b'), vendor('c')];
    const earlier = vendors.map((v) => attended(v.id, '2026-06-07'));
    expect(scope(vendors, earlier, ['a', 'b']).map((m) => m.vendor.id)).toEqual(['c']);
  });

  it('leaves out vendors who have not attended in the last 31 days', () => {
    const out = scope(
      [vendor('old'), vendor('edge'), vendor('never')],
      [attended('old', '2026-05-13'), attended('edge', '2026-05-14')],
    );
    expect(out.map((m) => m.vendor.id)).toEqual(['edge']);
  });

  it('does not count a requested, skipped or cancelled earlier date as attending, nor the date itself or later', () => {
    const out = scope(
      [vendor('a'), vendor('b')],
      [
        attended('a', '2026-06-07', { status: 'requested' }),
        attended('a', '2026-05-31', { status: 'skipped' }),
        attended('a', '2026-05-24', { status: 'canceled' }),
        attended('b', DATE),
        attended('b', '2026-06-21'),
      ],
    );
    expect(out).toEqual([]);
  });

  it('does not count a date not yet held: Last Attended is never today or a future date', () => {
    // Looking at Jun 14 on Jun 3: the vendor is approved for Jun 7 but has never attended.
    const onJun3 = scope([vendor('a')], [attended('a', '2026-06-07')], [], '2026-06-03');
    expect(onJun3).toEqual([]);
    // On Jun 7 itself the market has not ended, so only May 31 has been attended.
    const onJun7 = scope([vendor('a')], [attended('a', '2026-05-31'), attended('a', '2026-06-07')], [], '2026-06-07');
    expect(onJun7).toEqual([{ vendor: vendor('a'), lastAttendedDate: '2026-05-31', lastAreaId: null }]);
    // The day after, Jun 7 counts.
    const onJun8 = scope([vendor('a')], [attended('a', '2026-05-31'), attended('a', '2026-06-07')], [], '2026-06-08');
    expect(onJun8.map((m) => m.lastAttendedDate)).toEqual(['2026-06-07']);
  });

  it('counts a confirmed request as attending', () => {
    expect(scope([vendor('a')], [attended('a', '2026-06-07', { status: 'confirmed' })])).toHaveLength(1);
  });

  it('lists only APPROVED vendors, sorted by name', () => {
    const vendors = [
      vendor('z', { name: 'Zucchini Patch' }),
      vendor('h', { name: 'Held Farm', status: 'HOLD' }),
      vendor('a', { name: 'apple Acres' }),
    ];
    const out = scope(
      vendors,
      vendors.map((v) => attended(v.id, '2026-06-07')),
    );
    expect(out.map((m) => m.vendor.name)).toEqual(['apple Acres', 'Zucchini Patch']);
  });
});
