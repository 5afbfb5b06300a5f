/**
 * The day's screen from what was read (pure): the vendors expected (approved and confirmed requests) in space-label
 * order, those without a space after them by name; their marks; the empty stalls; the counts; the log in time order.
 *
 * An empty stall is an available space nobody holds, or the space of a vendor marked a no-show.
 */
import { compareCodes, compareNames } from '../../shared/collation.js';
import { isApprovedStatus } from '../../shared/past-due.js';
import { compareSpaceLabels } from '../../shared/space-labels.js';
import type { DayVendor, MarketDay } from '../../shared/schemas/market-day.js';
import type { DayState } from '../lib/data/market-day/market-day.repository.js';

/** Requests of the vendors expected on the date. */
const expectedRequests = (state: Pick<DayState, 'requests'>) =>
  state.requests.filter((r) => isApprovedStatus(r.status));

/** The log in the order the actions were taken (the phone's time), ties by action id. */
export function byActionTime(a: { at: string; id: string }, b: { at: string; id: string }): number {
  return Date.parse(a.at) - Date.parse(b.at) || compareCodes(a.id, b.id);
}

export function marketDayView(
  state: DayState,
  market: { id: string; name: string },
  names: ReadonlyMap<string, string>,
): MarketDay {
  const spaces = new Map(state.spaces.map((s) => [s.id, s]));
  const marks = new Map(state.attendance.filter((a) => a.status !== 'cleared').map((a) => [a.vendorId, a]));
  const vendors: DayVendor[] = expectedRequests(state).map((r) => {
    const space = r.spaceId ? spaces.get(r.spaceId) : undefined;
    const mark = marks.get(r.vendorId);
    return {
      vendorId: r.vendorId,
      businessName: r.vendorName ?? names.get(r.vendorId) ?? '',
      ...(space ? { spaceId: space.id, spaceLabel: space.label } : {}),
      requestId: r.id,
      ...(mark && mark.status !== 'cleared' ? { attendance: { status: mark.status, at: mark.at, by: mark.by } } : {}),
    };
  });
  vendors.sort(
    (a, b) =>
      Number(a.spaceLabel === undefined) - Number(b.spaceLabel === undefined) ||
      (a.spaceLabel !== undefined && b.spaceLabel !== undefined ? compareSpaceLabels(a.spaceLabel, b.spaceLabel) : 0) ||
      compareNames(a.businessName, b.businessName) ||
      compareCodes(a.vendorId, b.vendorId),
  );

  const noShowSpaces = new Set(
    vendors.flatMap((v) => (v.attendance?.status === 'no_show' && v.spaceId ? [v.spaceId] : [])),
  );
  const emptySpaces = state.spaces
    .filter((s) => (s.available && !s.vendorId) || noShowSpaces.has(s.id))
    .sort((a, b) => compareSpaceLabels(a.label, b.label))
    .map((s) => ({ spaceId: s.id, label: s.label }));

  const count = (status: string) => vendors.filter((v) => v.attendance?.status === status).length;
  return {
    marketDate: {
      id: state.marketDate.id,
      date: state.marketDate.date,
      marketId: market.id,
      marketName: market.name,
      status: state.marketDate.status,
    },
    counts: {
      expected: vendors.length,
      arrived: count('arrived'),
      late: count('late'),
      noShows: count('no_show'),
      emptyStalls: emptySpaces.length,
    },
    vendors,
    emptySpaces,
    log: [...state.log].sort(byActionTime).map((a) => ({
      actionId: a.id,
      type: a.type,
      vendorId: a.vendorId,
      ...(a.spaceId ? { spaceId: a.spaceId } : {}),
      at: a.at,
      by: a.by,
      outcome: a.outcome,
    })),
  };
}
