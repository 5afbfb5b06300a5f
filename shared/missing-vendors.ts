/**
 * The scope of the Missing Vendors report (spec 2 §4 "Missing report scope"), as one pure rule: approved vendors
 * with no request at all on the date (a skip or a cancel is an answer, so it leaves them out too) who attended the
 * market (an approved or confirmed request, unless market day marked the vendor a no-show) on an earlier date within
 * the last 31 days. Attending is in the past:
 * a date not yet held (today or later in the market's zone) is a plan, not attendance, even when the report looks
 * at a date weeks ahead.
 */
import { addDays } from './market-time.js';
import { compareCodes, compareNames } from './collation.js';

const ATTENDANCE_WINDOW_DAYS = 31;
const ATTENDED = new Set(['approved', 'confirmed']);

/** The earlier dates that count as recent attendance: from 31 days before the date to the day before, inclusive. */
export function attendanceWindow(isoDate: string): { from: string; to: string } {
  return { from: addDays(isoDate, -ATTENDANCE_WINDOW_DAYS), to: addDays(isoDate, -1) };
}

/**
 * The earlier dates whose requests can count as attendance seen on `today`: the window, ending the day before today
 * when that comes first (a date not yet held is a plan). Null when no date can.
 */
export function heldAttendanceWindow(isoDate: string, today: string): { from: string; to: string } | null {
  const { from, to } = attendanceWindow(isoDate);
  const dayBefore = addDays(today, -1);
  const end = dayBefore < to ? dayBefore : to;
  return from <= end ? { from, to: end } : null;
}

export interface ScopeVendor {
  id: string;
  name: string;
  status: string;
  vendorTypeId: string;
}

export interface EarlierRequest {
  vendorId: string;
  /** The market date's ISO date. */
  date: string;
  status: string;
  /** Area of the space the vendor held that day, if any. */
  areaId?: string | null;
  /** Market day's mark (issue 31): a no-show did not attend. */
  attendanceStatus?: string | null;
}

export interface MissingVendor<V extends ScopeVendor> {
  vendor: V;
  lastAttendedDate: string;
  /** Area of the space held on the last attended date: what the report's area filter matches. */
  lastAreaId: string | null;
}

export function missingVendors<V extends ScopeVendor>(input: {
  date: string;
  vendors: readonly V[];
  /** Vendors with a request of any status on the date. */
  requestedOnDate: ReadonlySet<string>;
  /** Requests on other dates; those outside the window or not attended are ignored here. */
  earlierRequests: readonly EarlierRequest[];
  /** Today's date in the market's zone: only dates before it have been attended. */
  today: string;
}): MissingVendor<V>[] {
  const { from } = attendanceWindow(input.date);
  const last = new Map<string, { date: string; areaId: string | null }>();
  for (const r of input.earlierRequests) {
    if (
      !ATTENDED.has(r.status) ||
      r.attendanceStatus === 'no_show' ||
      r.date < from ||
      r.date >= input.date ||
      r.date >= input.today
    )
      continue;
    const seen = last.get(r.vendorId);
    if (!seen || r.date > seen.date) last.set(r.vendorId, { date: r.date, areaId: r.areaId ?? null });
  }
  return input.vendors
    .filter((v) => v.status === 'APPROVED' && !input.requestedOnDate.has(v.id) && last.has(v.id))
    .map((vendor) => {
      const seen = last.get(vendor.id)!;
      return { vendor, lastAttendedDate: seen.date, lastAreaId: seen.areaId };
    })
    .sort((a, b) => compareNames(a.vendor.name, b.vendor.name) || compareCodes(a.vendor.id, b.vendor.id));
}
