/**
 * Reads behind the Missing Vendors report, the dashboard's Missing Requests card (lib/missing/missing-on-date.ts) and
 * the reminders: the date item, the calendar index for the dates of the 31 days before, each such date's attended
 * requests on its list index (at most five Sundays fit in 31 days) and, for the report's area filter, its spaces'
 * areas; those vendors' request keys on the date and their directory entries (one BatchGet per 100). Never a date's
 * whole partition or the whole directory.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { marketIdOf } from '../../../../shared/markets.js';
import { fromKey, makeTable } from '../toolkit/index.js';
import { makeVendorDirectory, type DirectoryEntry, type ListingEntry } from '../vendors/vendor-directory.js';
import { activeRequestsRange, vendorsWithRequestOn } from './request-listing.js';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function makeMissingVendorsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const directory = makeVendorDirectory(ddb, tableName);

  return {
    /** The date's id, ISO date and market, or undefined when there is no such market date. */
    async marketDate(marketDateId: string): Promise<{ id: string; date: string; marketId: string } | undefined> {
      const item = await table.get(keys.marketDate(marketDateId), { projection: ['id', 'date', 'marketId'] });
      return item
        ? { id: String(item.id), date: String(item.date), marketId: marketIdOf({ marketId: str(item.marketId) }) }
        : undefined;
    },

    /** The area of each of the date's spaces, by space id: its SPACE# range, two fields of each. */
    async spaceAreas(marketDateId: string): Promise<Map<string, string | null>> {
      const items = await table.queryAll({
        ...fromKey(keys.marketDatePartition(marketDateId)),
        sk: { beginsWith: keys.space(marketDateId, '').sk },
        projection: ['id', 'areaId'],
      });
      return new Map(items.map((i) => [String(i.id), str(i.areaId)]));
    },

    /**
     * The date's approved and confirmed requests (what attending is), vendor, status, space and market day's mark
     * alone: the two statuses' key range of the date's list index (keys.dateRequestsOfStatus; they rank next to each
     * other), never the date's other requests, its spaces or landmarks.
     */
    async attendedRequests(
      marketDateId: string,
    ): Promise<{ vendorId: string; status: string; spaceId: string | null; attendanceStatus?: string | null }[]> {
      const items = await table.queryAll({
        ...fromKey(keys.dateRequestsListed(marketDateId)),
        sk: activeRequestsRange(marketDateId),
        projection: ['vendorId', 'status', 'spaceId', 'attendanceStatus'],
      });
      return items.flatMap((i) => {
        const vendorId = str(i.vendorId);
        return vendorId
          ? [{ vendorId, status: String(i.status), spaceId: str(i.spaceId), attendanceStatus: str(i.attendanceStatus) }]
          : [];
      });
    },

    /** Which of the named vendors have a request of any status on the date: a BatchGet of those request keys. */
    vendorsWithRequestOn: (marketDateId: string, vendorIds: readonly string[]) =>
      vendorsWithRequestOn(table, marketDateId, vendorIds),

    /** One market's dates from `from` to `to` (ISO dates, inclusive): the market's own calendar. */
    async datesBetween(
      marketId: string,
      from: string,
      to: string,
    ): Promise<{ id: string; date: string; status: string }[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi2pk: keys.marketCalendar(marketId, '').gsi2pk }),
        sk: { between: [from, to] },
        projection: ['id', 'date', 'status'],
      });
      return items.map((i) => ({ id: String(i.id), date: String(i.date), status: String(i.status) }));
    },

    /** The named vendors' names, types and statuses (one BatchGet per 100; deleted vendors left out). */
    vendorsOf: (vendorIds: readonly string[]): Promise<ListingEntry[]> => directory.entriesOf(vendorIds),

    /** The named vendors' whole entries, e-mail included (one BatchGet per 100; deleted vendors left out). */
    contactsOf: (vendorIds: readonly string[]): Promise<DirectoryEntry[]> => directory.contactsOf(vendorIds),
  };
}
export type MissingVendorsRepository = ReturnType<typeof makeMissingVendorsRepository>;
