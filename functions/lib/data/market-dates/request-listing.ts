/**
 * A request's places in its date's lists (dateRequestListingKey: by status and vendor name, and the proceeds by gross
 * sales): the vendor's folded name and type are copied onto the request when it is written, and the list keys move
 * with every write of its status or gross sales, in that same write.
 */
import { foldForSearch } from '../../../../shared/vendor-search.js';
import { isWaiting } from '../../../../shared/waitlist.js';
import { dateRequestListingKey, keys } from '../keys.js';
import { c, fromKey, type Table } from '../toolkit/index.js';
import type { SpaceRequestItem } from './market-date.items.js';

/** What a new request copies from its vendor. */
export function requestVendorFields(vendor: { name: string; vendorTypeId?: string | null }) {
  return {
    vendorSortName: foldForSearch(vendor.name),
    vendorName: vendor.name,
    vendorTypeId: vendor.vendorTypeId ?? null,
  };
}

/**
 * An update's `set` of a stored request, with the list keys rewritten when it sets the status or the gross sales: the
 * one place a write of either finds the keys they give (an `undefined` value is not written, so it changes nothing).
 */
export function withListingKey(
  request: Pick<SpaceRequestItem, 'marketDateId' | 'vendorId' | 'status' | 'vendorSortName' | 'grossSales'>,
  set: Record<string, unknown>,
): Record<string, unknown> {
  const status = typeof set.status === 'string' ? set.status : request.status;
  const grossSales =
    set.grossSales === null || typeof set.grossSales === 'number' ? set.grossSales : (request.grossSales ?? null);
  if (status === request.status && grossSales === (request.grossSales ?? null)) return set;
  return { ...set, ...dateRequestListingKey({ ...request, status, grossSales }) };
}

/** The attributes of a request's place in its date's line (keys.waitlistEntry, on gsi3): held only while it waits. */
const LINE_KEY = ['gsi3pk', 'gsi3sk'] as const;

/**
 * An update of a stored request: its `set` with the list keys (withListingKey), and its place in the date's line
 * removed once the request no longer waits (a cancel, an approval, an accepted offer), in the same write. The write
 * that puts a request in line sets keys.waitlistEntry itself (placement.ts).
 */
export function requestUpdate(
  request: Pick<
    SpaceRequestItem,
    'marketDateId' | 'vendorId' | 'status' | 'vendorSortName' | 'grossSales' | 'waitlisted'
  >,
  set: Record<string, unknown>,
): { set: Record<string, unknown>; remove?: string[] } {
  const after = {
    status: typeof set.status === 'string' ? set.status : request.status,
    waitlisted: typeof set.waitlisted === 'boolean' ? set.waitlisted : request.waitlisted === true,
  };
  const listed = withListingKey(request, set);
  return isWaiting(after) ? { set: listed } : { set: listed, remove: [...LINE_KEY] };
}

/**
 * After a vendor's name or type changed: its requests take the new name and type, and their place in their dates'
 * lists. One Query of the vendor's own requests index and one update per request (a vendor has a season's worth);
 * a request whose status or gross sales moved meanwhile is left for that write, which names what it read.
 */
export async function relistVendorRequests(
  table: Table,
  vendor: { id: string; name: string; vendorTypeId?: string | null },
): Promise<void> {
  const requests = await table.queryAll({
    ...fromKey({ gsi2pk: keys.vendorRequestsByDate(vendor.id, '').gsi2pk }),
    projection: ['marketDateId', 'status', 'grossSales'],
  });
  const fields = requestVendorFields(vendor);
  await Promise.all(
    requests.map((r) => {
      const grossSales = typeof r.grossSales === 'number' ? r.grossSales : null;
      const at = { marketDateId: String(r.marketDateId), vendorId: vendor.id, status: String(r.status), grossSales };
      return table.update(
        keys.spaceRequest(at.marketDateId, vendor.id),
        { set: { ...fields, ...dateRequestListingKey({ ...at, ...fields }) } },
        {
          guard: c.and(
            c.eq('status', at.status),
            grossSales === null
              ? c.or(c.notExists('grossSales'), c.eq('grossSales', null))
              : c.eq('grossSales', grossSales),
          ),
        },
      );
    }),
  );
}

/**
 * The key range of a date's approved and confirmed requests in its list: the two statuses rank next to each other,
 * each in vendor-name order.
 */
export function activeRequestsRange(marketDateId: string): { between: [string, string] } {
  return {
    between: [
      keys.dateRequestsOfStatus(marketDateId, 'approved').gsi4sk,
      `${keys.dateRequestsOfStatus(marketDateId, 'confirmed').gsi4sk}\uffff`,
    ],
  };
}

/**
 * The key range of a date's open requests (requested, approved, confirmed) in its list: the three statuses rank
 * first, next to each other, each in vendor-name order.
 */
export function openRequestsRange(marketDateId: string): { between: [string, string] } {
  return {
    between: [
      keys.dateRequestsOfStatus(marketDateId, 'requested').gsi4sk,
      `${keys.dateRequestsOfStatus(marketDateId, 'confirmed').gsi4sk}\uffff`,
    ],
  };
}

/**
 * Which of the named vendors have a request of any status on the date: a request is keyed by date and vendor, so a
 * BatchGet of those keys (100 a request, side by side), the vendor id alone.
 */
export async function vendorsWithRequestOn(
  table: Table,
  marketDateId: string,
  vendorIds: readonly string[],
  opts: { consistent?: boolean } = {},
): Promise<Set<string>> {
  const unique = [...new Set(vendorIds)];
  if (unique.length === 0) return new Set();
  const found = await table.batchGet(
    unique.map((v) => keys.spaceRequest(marketDateId, v)),
    { projection: ['vendorId'], consistent: opts.consistent },
  );
  return new Set(found.flatMap((i) => (typeof i.vendorId === 'string' ? [i.vendorId] : [])));
}
