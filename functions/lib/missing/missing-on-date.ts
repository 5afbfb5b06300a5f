/**
 * Who is missing from a market date (shared/missing-vendors.ts), read the way both the Missing Requests report and
 * the dashboard's card read it, whatever the number of requests on the date:
 *
 * - only earlier dates of the same market already held, within the 31 days before (a date not yet held cannot have
 *   been attended; a vendor who sells at another market was not missed at this one);
 * - on those dates, the approved and confirmed requests alone, from their list index;
 * - on this date, only those vendors' request keys (a BatchGet), never its other requests;
 * - the areas of the spaces the vendors held, only when asked (the report's area filter);
 * - the directory entries of the vendors left, never the whole directory.
 */
import { heldAttendanceWindow, missingVendors, type MissingVendor } from '../../../shared/missing-vendors.js';
import type { MissingVendorsRepository } from '../data/market-dates/missing-vendors.repository.js';
import type { ListingEntry } from '../data/vendors/vendor-directory.js';

export type MissingReads = Pick<
  MissingVendorsRepository,
  'datesBetween' | 'attendedRequests' | 'spaceAreas' | 'vendorsWithRequestOn' | 'vendorsOf'
>;

export async function missingOnDate(
  reads: MissingReads,
  target: { id: string; date: string; marketId: string },
  today: string,
  opts: { withAreas: boolean },
): Promise<MissingVendor<ListingEntry>[]> {
  const window = heldAttendanceWindow(target.date, today);
  const earlierDates = window
    ? (await reads.datesBetween(target.marketId, window.from, window.to)).filter((d) => d.id !== target.id)
    : [];
  const [earlier, areas] = await Promise.all([
    Promise.all(earlierDates.map((d) => reads.attendedRequests(d.id))),
    opts.withAreas ? Promise.all(earlierDates.map((d) => reads.spaceAreas(d.id))) : Promise.resolve([]),
  ]);
  const attended = [...new Set(earlier.flatMap((a) => a.map((r) => r.vendorId)))];
  const requestedOnDate = await reads.vendorsWithRequestOn(target.id, attended);
  const candidates = attended.filter((v) => !requestedOnDate.has(v));
  return missingVendors({
    date: target.date,
    vendors: await reads.vendorsOf(candidates),
    requestedOnDate,
    earlierRequests: earlier.flatMap((requests, i) =>
      requests.map((r) => ({
        vendorId: r.vendorId,
        date: earlierDates[i]!.date,
        status: r.status,
        attendanceStatus: r.attendanceStatus ?? null,
        areaId: r.spaceId ? (areas[i]?.get(r.spaceId) ?? null) : null,
      })),
    ),
    today,
  });
}
