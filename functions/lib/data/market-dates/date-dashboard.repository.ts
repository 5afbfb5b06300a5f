/**
 * Reads behind a market date's dashboard cards, statistics, payments and proceeds. Each is a fixed number of requests
 * whatever the number of vendors, spaces or requests: the date's partition (one paginated Query, projected), the
 * calendar index for the previous date (one Query, Limit 1) and its partition, the vendor directory, the catalog and
 * the document-expiry index. The cards that need no request one by one read less: the date and its tally, the pending
 * requests' vendors on the date's list index and those vendors' request keys on the previous date.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DashDate, DashRequest, DashSpace, TalliedDate } from '../../../../shared/date-dashboard.js';
import type { DateTally } from '../../../../shared/date-tally.js';
import { marketIdOf } from '../../../../shared/markets.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable } from '../toolkit/index.js';
import { makeVendorDirectory, type DirectoryEntry, type ListingEntry } from '../vendors/vendor-directory.js';
import { marketDateEntity, spaceEntity, spaceRequestEntity } from './market-date.items.js';
import { readDateWithTally } from './date-tally.js';
import { vendorsWithRequestOn } from './request-listing.js';

const PARTITION_FIELDS = [
  '_type',
  'id',
  'date',
  'marketId',
  'publishedAt',
  'updatedAt',
  'label',
  'areaId',
  'vendorType',
  'vendorId',
  'status',
  'spaceId',
  'amountBase',
  'grossSales',
  'salesBasedRate',
  'salesBasedFee',
  'amountDue',
  'amountPaid',
  'amountBalance',
  'salesByTender',
  'vendorTypeId',
] as const;

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** A stored split by tender, whole cents per code; anything else (none, hand-edited data) is no split. */
const tenderAmounts = (v: unknown): Record<string, number> | null => {
  if (!v || typeof v !== 'object') return null;
  const entries = Object.entries(v).filter((e): e is [string, number] => Number.isInteger(e[1]));
  return entries.length ? Object.fromEntries(entries) : null;
};

export interface ExpiringDocumentRow {
  id: string;
  vendorId: string;
  typeId: string;
  expirationDate: string;
}

export function makeDateDashboardRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const directory = makeVendorDirectory(ddb, tableName);

  /** The latest updatedAt of the date's spaces ('' without spaces). */
  async function latestSpaceChange(marketDateId: string): Promise<string> {
    const spaces = await table.queryAll({
      ...fromKey(keys.marketDatePartition(marketDateId)),
      sk: { beginsWith: keys.space(marketDateId, '').sk },
      projection: ['updatedAt'],
    });
    return spaces.reduce((a, s) => (String(s.updatedAt ?? '') > a ? String(s.updatedAt) : a), '');
  }

  return {
    /**
     * What the cards show, read without the date's requests or spaces: the date (its space counts and the time its
     * layout last changed) and its tally, in one BatchGet. Eventually consistent: a card a moment behind a write is
     * harmless. A date whose layout has not changed since it began keeping that time has its spaces' times read (one
     * projected Query) instead. Undefined when there is no such date.
     */
    async talliedDate(marketDateId: string): Promise<TalliedDate | undefined> {
      const found = await readDateWithTally(table, marketDateId);
      if (!found) return undefined;
      const { date, tally } = found;
      const updatedAt = String(date.updatedAt ?? '');
      const layoutChangedAt = str(date.layoutChangedAt) ?? (await latestSpaceChange(marketDateId));
      return {
        marketDate: {
          id: String(date.id),
          date: String(date.date),
          marketId: marketIdOf({ marketId: str(date.marketId) }),
          publishedAt: str(date.publishedAt),
          updatedAt,
        },
        spaceCount: Math.max(0, num(date.spaceCount)),
        assignedCount: Math.max(0, num(date.assignedCount)),
        lastChangedAt: layoutChangedAt > updatedAt ? layoutChangedAt : updatedAt,
        tally,
      };
    },

    /**
     * The date's ISO date and its tally, in one BatchGet (eventually consistent); undefined when there is no date.
     * With the tally's count of moves into and out of "requested" and the pending card's new vendors kept against it.
     */
    async countedDate(marketDateId: string): Promise<
      | {
          date: string;
          marketId: string;
          tally: DateTally;
          pendingMoves?: number;
          keptNewPending?: { count: number; token: string };
        }
      | undefined
    > {
      const found = await readDateWithTally(table, marketDateId);
      if (!found) return undefined;
      const kept = found.stored ?? {};
      return {
        date: String(found.date.date),
        marketId: marketIdOf({ marketId: str(found.date.marketId) }),
        tally: found.tally,
        pendingMoves: num(kept.pendingMoves),
        keptNewPending:
          typeof kept.newPending === 'number' && typeof kept.newPendingToken === 'string'
            ? { count: kept.newPending, token: kept.newPendingToken }
            : undefined,
      };
    },

    /** How many requests were ever created on or deleted from the date (its tally's counter; 0 without a tally). */
    async presenceMoves(marketDateId: string): Promise<number> {
      const tally = await table.get(keys.dateTally(marketDateId), { projection: ['presenceMoves'] });
      return num(tally?.presenceMoves);
    },

    /**
     * Keeps the pending card's count of new vendors on the date's tally with the token of counters it was counted at
     * (date-dashboard.service.ts): a tally write moves a counter on, so a kept count is never read against newer
     * requests. Only on a tally that exists; a recount drops it.
     */
    async keepNewPending(marketDateId: string, count: number, token: string): Promise<void> {
      await table.update(
        keys.dateTally(marketDateId),
        { set: { newPending: count, newPendingToken: token } },
        { guard: c.present() },
      );
    },

    /**
     * The vendors of the date's requests still waiting for an answer: one Query of the status's key range of the
     * date's list index (keys.dateRequestsOfStatus), the vendor id alone; one page per 1 MB of those requests.
     */
    async pendingVendorIds(marketDateId: string): Promise<string[]> {
      const items = await table.queryAll({
        ...fromKey(keys.dateRequestsListed(marketDateId)),
        sk: { beginsWith: keys.dateRequestsOfStatus(marketDateId, 'requested').gsi4sk },
        projection: ['vendorId'],
      });
      return items.flatMap((i) => (typeof i.vendorId === 'string' && i.vendorId ? [i.vendorId] : []));
    },

    /** Which of the named vendors have a request on the date: a BatchGet of those request keys. */
    vendorsWithRequestOn: (marketDateId: string, vendorIds: readonly string[], opts: { consistent?: boolean } = {}) =>
      vendorsWithRequestOn(table, marketDateId, vendorIds, opts),

    /** The date, its spaces and its requests in one paginated Query; undefined when there is no such date. */
    async dateSnapshot(marketDateId: string): Promise<DashDate | undefined> {
      const items = await table.queryAll({
        ...fromKey(keys.marketDatePartition(marketDateId)),
        projection: PARTITION_FIELDS,
      });
      let marketDate: DashDate['marketDate'] | undefined;
      const spaces: DashSpace[] = [];
      const requests: DashRequest[] = [];
      for (const item of items) {
        const updatedAt = String(item.updatedAt ?? '');
        if (marketDateEntity.is(item)) {
          marketDate = {
            id: String(item.id),
            date: String(item.date),
            marketId: marketIdOf({ marketId: str(item.marketId) }),
            publishedAt: str(item.publishedAt),
            updatedAt,
          };
        } else if (spaceEntity.is(item)) {
          spaces.push({
            id: String(item.id),
            label: String(item.label ?? ''),
            areaId: str(item.areaId),
            vendorType: str(item.vendorType),
            vendorId: str(item.vendorId),
            updatedAt,
          });
        } else if (spaceRequestEntity.is(item) && str(item.vendorId)) {
          requests.push({
            id: String(item.id),
            vendorId: String(item.vendorId),
            status: String(item.status ?? 'requested'),
            spaceId: str(item.spaceId),
            amountBase: num(item.amountBase),
            grossSales: typeof item.grossSales === 'number' ? item.grossSales : null,
            salesBasedRate: num(item.salesBasedRate),
            salesBasedFee: num(item.salesBasedFee),
            amountDue: num(item.amountDue),
            amountPaid: num(item.amountPaid),
            amountBalance: num(item.amountBalance),
            salesByTender: tenderAmounts(item.salesByTender),
            // Absent on a request written before vendor fields were kept on it: its vendor is read instead.
            ...(item.vendorTypeId === undefined ? {} : { vendorTypeId: str(item.vendorTypeId) }),
            updatedAt,
          });
        }
      }
      return marketDate ? { marketDate, spaces, requests } : undefined;
    },

    /** The market's date just before `isoDate` on its own calendar, if any (one Query, one item). */
    async previousDateId(isoDate: string, marketId: string): Promise<string | undefined> {
      const { items } = await table.query({
        ...fromKey({ gsi2pk: keys.marketCalendar(marketId, '').gsi2pk }),
        sk: { lt: isoDate },
        projection: ['id'],
        newestFirst: true,
        limit: 1,
      });
      const id = items[0]?.id;
      return typeof id === 'string' ? id : undefined;
    },

    /** Documents expiring from `from` to `to` (ISO dates, inclusive), soonest first: the expiry index. */
    async expiringDocuments(from: string, to: string): Promise<ExpiringDocumentRow[]> {
      const items = await table.queryAll({
        ...fromKey(keys.documentExpiryPartition),
        sk: { between: [from, `${to}#~`] },
        projection: ['id', 'vendorId', 'typeId', 'expirationDate'],
      });
      return items.map((i) => ({
        id: String(i.id),
        vendorId: String(i.vendorId),
        typeId: String(i.typeId),
        expirationDate: String(i.expirationDate),
      }));
    },

    /** The market date of a space request, by the request's id (one Query of the by-id index). */
    async requestMarketDateId(requestId: string): Promise<string | undefined> {
      const { items } = await table.query({
        ...fromKey(keys.spaceRequestById(requestId)),
        projection: ['marketDateId'],
        limit: 1,
      });
      const id = items[0]?.marketDateId;
      return typeof id === 'string' ? id : undefined;
    },

    /** The named vendors' names, types and statuses (one BatchGet per 100; deleted vendors left out). */
    vendorsOf: (vendorIds: readonly string[]): Promise<ListingEntry[]> => directory.entriesOf(vendorIds),

    /** The named vendors' whole entries, e-mail included (one BatchGet per 100; deleted vendors left out). */
    contactsOf: (vendorIds: readonly string[]): Promise<DirectoryEntry[]> => directory.contactsOf(vendorIds),
  };
}
export type DateDashboardRepository = ReturnType<typeof makeDateDashboardRepository>;
