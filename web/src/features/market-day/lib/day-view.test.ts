import { describe, expect, it } from 'vitest';
import type { DayAction, MarketDay } from '@shared/schemas/market-day';
import { dayCounts, vendorRows, visibleRows, withActions } from './day-view';

const day: MarketDay = {
  marketDate: { id: 'd1', date: '2032-06-06', marketId: 'm1', marketName: 'Riverside', status: 'upcoming' },
  counts: { expected: 3, arrived: 0, late: 0, noShows: 1, emptyStalls: 2 },
  vendors: [
    { vendorId: 'v1', businessName: 'Élan Farm', spaceId: 's10', spaceLabel: 'A10' },
    { vendorId: 'v2', businessName: 'Bee Happy', spaceId: 's2', spaceLabel: 'A2' },
    {
      vendorId: 'v3',
      businessName: 'Corn Co',
      spaceId: 's3',
      spaceLabel: 'A3',
      attendance: { status: 'no_show', at: '2032-06-06T14:00:00Z', by: 'u' },
    },
    { vendorId: 'v4', businessName: 'Apple Annie' },
  ],
  // As the server sends them: a stall nobody holds, and the no-show's.
  emptySpaces: [
    { spaceId: 's9', label: 'A9' },
    { spaceId: 's3', label: 'A3' },
  ],
  log: [],
};
const tap = (vendorId: string, type: DayAction['type'], minute: number): DayAction => ({
  id: `${vendorId}-${minute}`,
  vendorId,
  type,
  at: `2032-06-06T14:${String(minute).padStart(2, '0')}:00Z`,
});

describe('the Market Day list on the phone', () => {
  it("shows the server's marks with the phone's latest waiting tap over each", () => {
    const rows = vendorRows(day, [tap('v1', 'late', 1), tap('v1', 'arrived', 2), tap('v3', 'clear', 3)]);
    expect(rows.map((r) => [r.vendorId, r.mark?.status ?? null, r.mark?.waiting ?? null])).toEqual([
      ['v1', 'arrived', true],
      ['v2', null, null],
      ['v3', null, null],
      ['v4', null, null],
    ]);
  });

  it('counts the late among the arrived, and a no-show’s stall once as empty', () => {
    expect(dayCounts(vendorRows(day, []), day.emptySpaces)).toEqual({
      expected: 4,
      arrived: 0,
      late: 0,
      noShows: 1,
      emptyStalls: 2,
    });
    const rows = vendorRows(day, [tap('v1', 'late', 1), tap('v2', 'no_show', 2), tap('v3', 'arrived', 3)]);
    expect(dayCounts(rows, day.emptySpaces)).toEqual({ expected: 4, arrived: 2, late: 1, noShows: 1, emptyStalls: 2 });
  });

  it('orders by space label (numbers as numbers, no space last) or by name, and searches without case or accents', () => {
    const rows = vendorRows(day, []);
    expect(visibleRows(rows, 'space', '').map((r) => r.vendorId)).toEqual(['v2', 'v3', 'v1', 'v4']);
    expect(visibleRows(rows, 'name', '').map((r) => r.vendorId)).toEqual(['v4', 'v2', 'v3', 'v1']);
    expect(visibleRows(rows, 'name', 'elan').map((r) => r.vendorId)).toEqual(['v1']);
    expect(visibleRows(rows, 'space', 'a1').map((r) => r.vendorId)).toEqual(['v1']);
  });

  it('applies sent actions to the kept answer as the server records them', () => {
    const next = withActions(day, [tap('v2', 'arrived', 5), tap('v3', 'clear', 6)], 'u9');
    expect(next.vendors[1]!.attendance).toEqual({ status: 'arrived', at: '2032-06-06T14:05:00Z', by: 'u9' });
    expect(next.vendors[2]).not.toHaveProperty('attendance');
  });
});
