import { describe, expect, it } from 'vitest';
import { makeSpaceRequestItem, type SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { DayState } from '../lib/data/market-day/market-day.repository.js';
import { marketDayView } from './market-day-view.js';
import { noShowFeeChange } from './market-day.service.js';

const AT = '2031-06-01T14:00:00.000Z';

const request = (over: Partial<SpaceRequestItem> = {}): SpaceRequestItem =>
  makeSpaceRequestItem({
    id: 'R1',
    vendorId: 'V1',
    marketDateId: 'D1',
    date: '2031-06-01',
    status: 'approved',
    amountBase: 4000,
    amountDue: 4000,
    amountBalance: 4000,
    createdAt: AT,
    updatedAt: AT,
    ...over,
  });

describe('the no-show fee', () => {
  it('is added once to what the request owes when the mark becomes a no-show', () => {
    expect(noShowFeeChange(request(), undefined, 'no_show', 2500)).toMatchObject({
      set: { noShowFee: 2500, amountDue: 6500, amountBalance: 6500 },
    });
    // Already charged, waived to 0, no fee set, or a request no longer expected: nothing more.
    expect(noShowFeeChange(request({ noShowFee: 2500 }), 'arrived', 'no_show', 2500)).toBeUndefined();
    expect(noShowFeeChange(request({ noShowFee: 0 }), 'arrived', 'no_show', 2500)).toBeUndefined();
    expect(noShowFeeChange(request(), undefined, 'no_show', 0)).toBeUndefined();
    expect(noShowFeeChange(request({ status: 'canceled' }), undefined, 'no_show', 2500)).toBeUndefined();
  });

  it('is taken off when the mark moves off no-show while the fee is unpaid, and kept once paid', () => {
    const charged = request({ noShowFee: 2500, amountDue: 6500, amountBalance: 6500 });
    const undone = noShowFeeChange(charged, 'no_show', 'arrived', 2500);
    expect(undone).toMatchObject({ set: { amountDue: 4000, amountBalance: 4000 }, remove: ['noShowFee'] });
    expect(undone!.after.noShowFee).toBeUndefined();
    const paid = request({ noShowFee: 2500, amountDue: 6500, amountPaid: 6500, amountBalance: 0 });
    expect(noShowFeeChange(paid, 'no_show', 'cleared', 2500)).toBeUndefined();
  });
});

describe("the day's screen", () => {
  const state: DayState = {
    marketDate: { id: 'D1', date: '2031-06-01', status: 'upcoming' },
    spaces: [
      { id: 'S10', label: 'A10', vendorId: 'V2', available: true },
      { id: 'S2', label: 'A2', vendorId: 'V1', available: true },
      { id: 'S3', label: 'A3', vendorId: null, available: true },
      { id: 'S4', label: 'A4', vendorId: null, available: false },
    ],
    requests: [
      request({ id: 'R1', vendorId: 'V1', spaceId: 'S2', vendorName: 'Bee Farm' }),
      request({ id: 'R2', vendorId: 'V2', spaceId: 'S10', vendorName: 'Apple Barn' }),
      request({ id: 'R3', vendorId: 'V3', spaceId: null, status: 'confirmed' }),
      request({ id: 'R4', vendorId: 'V4', spaceId: null, status: 'requested', vendorName: 'Not Yet' }),
    ],
    attendance: [
      {
        _type: 'attendance',
        id: 'V2',
        marketDateId: 'D1',
        vendorId: 'V2',
        status: 'no_show',
        at: AT,
        by: 'U1',
        actionId: 'a1',
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    log: [],
  };

  it('lists the vendors expected by space label, the empty stalls (a no-show’s included) and the counts', () => {
    const view = marketDayView(state, { id: 'main', name: 'Main Market' }, new Map([['V3', 'Corn Cart']]));
    expect(view.vendors.map((v) => [v.businessName, v.spaceLabel ?? null, v.attendance?.status ?? null])).toEqual([
      ['Bee Farm', 'A2', null],
      ['Apple Barn', 'A10', 'no_show'],
      ['Corn Cart', null, null],
    ]);
    expect(view.emptySpaces).toEqual([
      { spaceId: 'S3', label: 'A3' },
      { spaceId: 'S10', label: 'A10' },
    ]);
    expect(view.counts).toEqual({ expected: 3, arrived: 0, late: 0, noShows: 1, emptyStalls: 2 });
    expect(view.marketDate).toEqual({
      id: 'D1',
      date: '2031-06-01',
      marketId: 'main',
      marketName: 'Main Market',
      status: 'upcoming',
    });
  });
});
