import { compareNames } from '@shared/collation';
import { compareSpaceLabels } from '@shared/space-labels';
import type { AttendanceStatus, DayVendor, MarketDay, DayAction } from '@shared/schemas/market-day';

/** A vendor's mark as the phone shows it: the server's, or the latest tap still waiting to be sent. */
interface Mark {
  status: AttendanceStatus;
  at: string;
  /** Tapped on this phone and not yet recorded by the server. */
  waiting: boolean;
}

export interface VendorRow {
  vendorId: string;
  businessName: string;
  spaceId: string | null;
  spaceLabel: string | null;
  mark: Mark | null;
}

export interface DayCounts {
  expected: number;
  /** Arrived on time or late: at the market. */
  arrived: number;
  late: number;
  noShows: number;
  /** Stalls nobody holds today, and the stalls of the vendors marked no-show. */
  emptyStalls: number;
}

export type Order = 'space' | 'name';

const serverMark = (vendor: DayVendor): Mark | null =>
  vendor.attendance ? { status: vendor.attendance.status, at: vendor.attendance.at, waiting: false } : null;

/** The day as the server sent it with the phone's waiting taps over it, in the order they were tapped. */
export function vendorRows(day: MarketDay, pending: readonly DayAction[]): VendorRow[] {
  const latest = new Map<string, DayAction>();
  for (const action of pending) latest.set(action.vendorId, action);
  return day.vendors.map((vendor) => {
    const tapped = latest.get(vendor.vendorId);
    const mark = !tapped
      ? serverMark(vendor)
      : tapped.type === 'clear'
        ? null
        : { status: tapped.type, at: tapped.at, waiting: true };
    return {
      vendorId: vendor.vendorId,
      businessName: vendor.businessName,
      spaceId: vendor.spaceId ?? null,
      spaceLabel: vendor.spaceLabel ?? null,
      mark,
    };
  });
}

/**
 * The day with the sent actions applied as the server will have recorded them, so the list does not flicker back to
 * the old marks while the fresh answer is on its way.
 */
export function withActions(day: MarketDay, actions: readonly DayAction[], by: string): MarketDay {
  const latest = new Map<string, DayAction>();
  for (const action of actions) latest.set(action.vendorId, action);
  return {
    ...day,
    vendors: day.vendors.map((vendor) => {
      const action = latest.get(vendor.vendorId);
      if (!action) return vendor;
      const { attendance: _replaced, ...rest } = vendor;
      return action.type === 'clear' ? rest : { ...rest, attendance: { status: action.type, at: action.at, by } };
    }),
  };
}

export function dayCounts(rows: readonly VendorRow[], emptySpaces: MarketDay['emptySpaces']): DayCounts {
  const count = (status: AttendanceStatus) => rows.filter((row) => row.mark?.status === status).length;
  // The server's empty spaces include its no-shows' stalls: a stall is empty when nobody holds it, or when the
  // phone's latest mark for its vendor is a no-show.
  const holder = new Map(rows.flatMap((row) => (row.spaceId ? [[row.spaceId, row] as const] : [])));
  const empty = new Set(
    emptySpaces
      .filter(({ spaceId }) => {
        const row = holder.get(spaceId);
        return !row || row.mark?.status === 'no_show';
      })
      .map(({ spaceId }) => spaceId),
  );
  for (const row of rows) if (row.mark?.status === 'no_show' && row.spaceId) empty.add(row.spaceId);
  return {
    expected: rows.length,
    arrived: count('arrived') + count('late'),
    late: count('late'),
    noShows: count('no_show'),
    emptyStalls: empty.size,
  };
}

const bySpace = (a: VendorRow, b: VendorRow) => {
  if (a.spaceLabel && b.spaceLabel) return compareSpaceLabels(a.spaceLabel, b.spaceLabel);
  if (a.spaceLabel) return -1;
  if (b.spaceLabel) return 1;
  return compareNames(a.businessName, b.businessName);
};
const byName = (a: VendorRow, b: VendorRow) => compareNames(a.businessName, b.businessName);

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The rows in the chosen order, those whose name or space holds the search (any case, any accents). */
export function visibleRows(rows: readonly VendorRow[], order: Order, search: string): VendorRow[] {
  const wanted = folded(search.trim());
  const matching = wanted
    ? rows.filter((row) => folded(row.businessName).includes(wanted) || folded(row.spaceLabel ?? '').includes(wanted))
    : [...rows];
  return matching.sort(order === 'space' ? bySpace : byName);
}
