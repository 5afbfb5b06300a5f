/**
 * Requests written before the date's request list (and then its proceeds) were paged on the server lack their place
 * in them (dateRequestListingKey) and the vendor fields they sort and filter on (requestVendorFields): this puts them
 * there, with the same builders a new request is written with. Requests written before a request left the date's
 * line with its place in it (keys.waitlistEntry, held only while it waits) lose that place, and a waiting request
 * without one gets it.
 */
import * as z from '../../../../shared/zod.js';
import { isWaiting } from '../../../../shared/waitlist.js';
import { dateRequestListingKey, keys } from '../keys.js';
import { requestVendorFields } from '../market-dates/request-listing.js';
import type { SpaceRequestItem } from '../market-dates/market-date.items.js';
import { c, type Item, type Table } from '../toolkit/index.js';
import { vendorItemSchema } from '../vendors/vendor.items.js';
import { countOutcomes, type BackfillCounts } from './backfill-counts.js';

const vendorNameSchema = z.pick(vendorItemSchema, { id: true, name: true, vendorTypeId: true });

const isListed = (raw: Item, want: ReturnType<typeof dateRequestListingKey>) =>
  raw.gsi4pk === want.gsi4pk && raw.gsi4sk === want.gsi4sk && raw.gsi5pk === want.gsi5pk && raw.gsi5sk === want.gsi5sk;

/** The request's place in its date's line while it waits; none otherwise. */
const lineKeyOf = (r: SpaceRequestItem) =>
  isWaiting(r) ? keys.waitlistEntry(r.date, r.marketDateId, r.vendorId) : undefined;

const isLined = (raw: Item, want: ReturnType<typeof lineKeyOf>) =>
  want
    ? raw.gsi3pk === want.gsi3pk && raw.gsi3sk === want.gsi3sk
    : raw.gsi3pk === undefined && raw.gsi3sk === undefined;

/** Whether the stored request already carries its vendor fields, the list key they give and its line key if any. */
function isCurrent(raw: Item, request: SpaceRequestItem): boolean {
  return (
    request.vendorSortName !== undefined &&
    isListed(raw, dateRequestListingKey(request)) &&
    isLined(raw, lineKeyOf(request))
  );
}

/**
 * Brings a page of stored requests (raw, as scanned, with their parsed form) up to date. The vendors of the requests
 * without a name are read in one BatchGet; each write is guarded on the status, `updatedAt` and vendor fields as
 * read, so a request that changed meanwhile (or took a renamed vendor's name) keeps what that write gave it.
 */
export async function backfillRequestListings(
  table: Table,
  page: readonly { raw: Item; request: SpaceRequestItem }[],
): Promise<BackfillCounts> {
  const stale = page.filter((p) => !isCurrent(p.raw, p.request));
  const unnamed = [
    ...new Set(stale.filter((p) => p.request.vendorSortName === undefined).map((p) => p.request.vendorId)),
  ];
  const vendors = new Map(
    (await table.batchGet(unnamed.map(keys.vendor), { projection: ['id', 'name', 'vendorTypeId'] }))
      .map((v) => vendorNameSchema.parse(v))
      .map((v) => [v.id, v]),
  );
  const outcomes = await Promise.all(
    page.map(async ({ raw, request }) => {
      if (isCurrent(raw, request)) return 'alreadyCurrent' as const;
      const vendor = vendors.get(request.vendorId);
      const fields =
        request.vendorSortName !== undefined
          ? { vendorSortName: request.vendorSortName, vendorTypeId: request.vendorTypeId ?? null }
          : vendor && requestVendorFields(vendor);
      if (!fields) return 'skipped' as const;
      const line = lineKeyOf(request);
      const r = await table.update(
        keys.spaceRequest(request.marketDateId, request.vendorId),
        {
          set: { ...fields, ...dateRequestListingKey({ ...request, ...fields }), ...line },
          ...(line ? {} : { remove: ['gsi3pk', 'gsi3sk'] }),
        },
        {
          guard: c.and(
            c.present(),
            asRead('status', raw.status),
            asRead('waitlisted', raw.waitlisted),
            asRead('updatedAt', raw.updatedAt),
            asRead('vendorSortName', raw.vendorSortName),
            asRead('vendorTypeId', raw.vendorTypeId),
            asRead('grossSales', raw.grossSales),
          ),
        },
      );
      return r.ok ? ('updated' as const) : ('skipped' as const);
    }),
  );
  return countOutcomes(outcomes);
}

/** The attribute still holds what was read (absent when it was absent). */
const asRead = (path: string, value: unknown) => (value === undefined ? c.notExists(path) : c.eq(path, value));
