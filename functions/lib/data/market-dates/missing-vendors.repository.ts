/**
 * Reads behind the Missing Vendors report and its reminders. The report is a fixed number of requests whatever the
 * number of vendors: the date's partition (one Query), the calendar index for the dates of the 31 days before, one
 * Query per such date's partition (at most five Sundays fit in 31 days) and the entries of the vendors those dates
 * name (one BatchGet per 100, never the whole directory). The date dashboard's Missing Requests card reads less: the
 * earlier dates' attended requests on their list index and those vendors' request keys on the date.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { fromKey, makeTable } from '../toolkit/index.js';
import { makeVendorDirectory, type DirectoryEntry, type ListingEntry } from '../vendors/vendor-directory.js';
import { marketDateEntity, spaceEntity, spaceRequestEntity } from './market-date.items.js';
import { activeRequestsRange, vendorsWithRequestOn } from './request-listing.js';

/** What the report reads of one date: the date itself, every request's vendor and status, and each space's area. */
export interface DateAttendance {
  marketDate?: { id: string; date: string };
  requests: { vendorId: string; status: string; spaceId: string | null }[];
  /** Area of each space, by space id. */
  spaceAreas: Map<string, string | null>;
}

const PARTITION_FIELDS = ['_type', 'id', 'date', 'status', 'vendorId', 'spaceId', 'areaId'] as const;
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function makeMissingVendorsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const directory = makeVendorDirectory(ddb, tableName);

  return {
    /** The date's id and ISO date, or undefined when there is no such market date. */
    async marketDate(marketDateId: string): Promise<{ id: string; date: string } | undefined> {
      const item = await table.get(keys.marketDate(marketDateId), { projection: ['id', 'date'] });
      return item ? { id: String(item.id), date: String(item.date) } : undefined;
    },

    /** One Query of a date's partition, projected to the few fields the report needs (landmarks left aside). */
    async attendance(marketDateId: string): Promise<DateAttendance> {
      const items = await table.queryAll({
        ...fromKey(keys.marketDatePartition(marketDateId)),
        projection: PARTITION_FIELDS,
      });
      const out: DateAttendance = { requests: [], spaceAreas: new Map() };
      for (const item of items) {
        if (marketDateEntity.is(item)) {
          out.marketDate = { id: String(item.id), date: String(item.date) };
        } else if (spaceRequestEntity.is(item)) {
          const vendorId = str(item.vendorId);
          if (vendorId) out.requests.push({ vendorId, status: String(item.status), spaceId: str(item.spaceId) });
        } else if (spaceEntity.is(item)) {
          out.spaceAreas.set(String(item.id), str(item.areaId));
        }
      }
      return out;
    },

    /**
     * The date's approved and confirmed requests (what attending is), vendor and status alone: the two statuses'
     * key range of the date's list index (keys.dateRequestsOfStatus; they rank next to each other), never the date's
     * other requests, its spaces or landmarks.
     */
    async attendedRequests(marketDateId: string): Promise<{ vendorId: string; status: string }[]> {
      const items = await table.queryAll({
        ...fromKey(keys.dateRequestsListed(marketDateId)),
        sk: activeRequestsRange(marketDateId),
        projection: ['vendorId', 'status'],
      });
      return items.flatMap((i) => {
        const vendorId = str(i.vendorId);
        return vendorId ? [{ vendorId, status: String(i.status) }] : [];
      });
    },

    /** Which of the named vendors have a request of any status on the date: a BatchGet of those request keys. */
    vendorsWithRequestOn: (marketDateId: string, vendorIds: readonly string[]) =>
      vendorsWithRequestOn(table, marketDateId, vendorIds),

    /** Market dates from `from` to `to` (ISO dates, inclusive): the calendar index. */
    async datesBetween(from: string, to: string): Promise<{ id: string; date: string; status: string }[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk }),
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
