/**
 * The waitlist's reads and writes (issue 15, issue 24): a date as the line decides on it, offers and their link codes,
 * a waiting vendor's rank, and the parts of the placement transaction (lib/waitlist/placement.ts decides, this writes).
 * Each read is one request (one per 1 MB page) whatever the number of vendors or spaces.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isWaiting } from '../../../../shared/waitlist.js';
import { keys, spaceRequestKeys } from '../keys.js';
import { requestUpdate } from './request-listing.js';
import { c, fromKey, makeTable, u, type Item, type TxPart } from '../toolkit/index.js';
import { readDateWithTally, tallyPart } from './date-tally.js';
import {
  marketDateEntity,
  spaceEntity,
  spaceRequestEntity,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import {
  waitlistCodeEntity,
  waitlistOfferEntity,
  type WaitlistCodeItem,
  type WaitlistOfferItem,
} from './waitlist.items.js';
import { isLocale, type Locale } from '../../../../shared/locale.js';

/** A market date with its placement counter (`requestSeq`), spaces, requests and waitlist offers. */
export interface DateState {
  marketDate: MarketDateItem | undefined;
  requestSeq: number;
  spaces: SpaceItem[];
  requests: SpaceRequestItem[];
  offers: WaitlistOfferItem[];
}

/**
 * A market date as its line shows it, read without its other requests: the date, how many vendors hold one of its
 * places (its tally), the requests waiting in line, its offers and, when asked for, its spaces.
 */
export interface LineState {
  marketDate: MarketDateItem | undefined;
  /** Requests holding a place (shared/waitlist.ts holdsPlace), kept on the date's tally by every request write. */
  holding: number;
  /** The waiting requests (any order): the date's range of the waitlist index, then those requests as stored. */
  line: SpaceRequestItem[];
  offers: WaitlistOfferItem[];
  /** The date's space items; undefined when not read. */
  spaces: SpaceItem[] | undefined;
}

/** What the line needs of a vendor: who to tell, its type (fit) and its own prices. */
export interface VendorFacts {
  id: string;
  name: string;
  email: string;
  vendorTypeId: string;
  defaultSpaceTypeId: string | null;
  overrideBasePrice: number | null;
  overrideSalesBasedRate: number | null;
  /** The vendor's language (vendor.locale), its offer is written in; absent: English. */
  locale?: Locale;
}

const VENDOR_FACTS = [
  'locale',
  'id',
  'name',
  'email',
  'vendorTypeId',
  'defaultSpaceTypeId',
  'overrideBasePrice',
  'overrideSalesBasedRate',
] as const;

const DATE_STATE_TYPES = [marketDateEntity, spaceEntity, spaceRequestEntity, waitlistOfferEntity].map((e) => e.type);

export type ClosedOfferStatus = Exclude<WaitlistOfferItem['status'], 'open' | 'accepted'>;

export function makeWaitlistRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  /** Still the open offer with that code: two answers to one offer cannot both count. */
  const stillOpen = (code: string) => c.and(c.eq('status', 'open'), c.eq('code', code));

  /** The date's space items: one consistent Query of their key range of its partition. */
  async function readSpaces(marketDateId: string): Promise<SpaceItem[]> {
    const items = await table.queryAll({
      ...fromKey(keys.marketDatePartition(marketDateId)),
      sk: { beginsWith: keys.space(marketDateId, '').sk },
      consistent: true,
    });
    return items.flatMap((raw) => spaceEntity.tryParse(raw) ?? []);
  }

  return {
    /** The date, its spaces, requests and offers: one consistent Query of its partition. */
    async readDate(marketDateId: string): Promise<DateState> {
      const items = await table.queryAll({
        ...fromKey(keys.marketDatePartition(marketDateId)),
        filter: c.in('_type', DATE_STATE_TYPES),
        consistent: true,
      });
      const out: DateState = { marketDate: undefined, requestSeq: 0, spaces: [], requests: [], offers: [] };
      for (const raw of items) {
        if (marketDateEntity.is(raw)) {
          out.marketDate = marketDateEntity.parse({
            ...raw,
            spaceCount: Math.max(0, Number(raw.spaceCount ?? 0)),
            assignedCount: Math.max(0, Number(raw.assignedCount ?? 0)),
          });
          out.requestSeq = typeof raw.requestSeq === 'number' ? raw.requestSeq : 0;
        } else if (spaceEntity.is(raw)) out.spaces.push(spaceEntity.parse(raw));
        else if (spaceRequestEntity.is(raw)) out.requests.push(spaceRequestEntity.parse(raw));
        else {
          const offer = waitlistOfferEntity.tryParse(raw);
          if (offer) out.offers.push(offer);
        }
      }
      return out;
    },

    /**
     * The date as its line shows it (LineState): the date and its tally (one consistent BatchGet), its offers and, if
     * asked, its spaces (a key range of the date's partition each), and its line (the date's range of the waitlist
     * index, then the requests themselves in one consistent BatchGet per 100, so a rank just moved reads as written).
     * None of it grows with the date's requests that are not in line.
     */
    async readLine(marketDateId: string, opts: { spaces: boolean }): Promise<LineState> {
      const partition = keys.marketDatePartition(marketDateId);
      const [dated, offers, spaces] = await Promise.all([
        readDateWithTally(table, marketDateId, { consistent: true }),
        table.queryAll({
          ...fromKey(partition),
          sk: { beginsWith: keys.waitlistOffer(marketDateId, '').sk },
          consistent: true,
        }),
        opts.spaces ? readSpaces(marketDateId) : undefined,
      ]);
      if (!dated) return { marketDate: undefined, holding: 0, line: [], offers: [], spaces: undefined };
      const marketDate = marketDateEntity.parse({
        ...dated.date,
        spaceCount: Math.max(0, Number(dated.date.spaceCount ?? 0)),
        assignedCount: Math.max(0, Number(dated.date.assignedCount ?? 0)),
      });
      const entries = await table.queryAll({
        ...fromKey({ gsi3pk: keys.waitlistEntry('', '', '').gsi3pk }),
        sk: { beginsWith: keys.waitlistEntry(marketDate.date, marketDateId, '').gsi3sk },
        projection: ['vendorId'],
      });
      const vendorIds = [...new Set(entries.flatMap((e) => (typeof e.vendorId === 'string' ? [e.vendorId] : [])))];
      const requests = vendorIds.length
        ? await table.batchGet(
            vendorIds.map((v) => keys.spaceRequest(marketDateId, v)),
            { consistent: true },
          )
        : [];
      return {
        marketDate,
        holding: Math.max(0, dated.tally.holding),
        line: requests.flatMap((raw) => {
          const r = spaceRequestEntity.tryParse(raw);
          return r && isWaiting(r) ? [r] : [];
        }),
        offers: offers.flatMap((raw) => waitlistOfferEntity.tryParse(raw) ?? []),
        spaces,
      };
    },

    readSpaces,

    /** The vendors' facts by id: one BatchGet per 100 vendors. */
    async vendorFacts(vendorIds: readonly string[]): Promise<Map<string, VendorFacts>> {
      const unique = [...new Set(vendorIds)];
      if (!unique.length) return new Map();
      const found = await table.batchGet(unique.map(keys.vendor), { consistent: true, projection: VENDOR_FACTS });
      return new Map(
        found.map((raw) => [
          String(raw.id),
          {
            id: String(raw.id),
            name: String(raw.name ?? ''),
            email: String(raw.email ?? ''),
            vendorTypeId: String(raw.vendorTypeId ?? ''),
            defaultSpaceTypeId: (raw.defaultSpaceTypeId as string | null | undefined) ?? null,
            overrideBasePrice: (raw.overrideBasePrice as number | null | undefined) ?? null,
            overrideSalesBasedRate: (raw.overrideSalesBasedRate as number | null | undefined) ?? null,
            ...(isLocale(raw.locale) ? { locale: raw.locale } : {}),
          },
        ]),
      );
    },

    /** The vendor's active users (one Query of the users-by-role index). */
    async vendorUserIds(vendorId: string): Promise<string[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi3pk: keys.userByRole('vendor_user', '').gsi3pk }),
        sk: { beginsWith: keys.vendorUsersPrefix(vendorId) },
      });
      return items.flatMap((i) => (typeof i.id === 'string' && i.isActive !== false ? [i.id] : []));
    },

    async readCode(code: string): Promise<WaitlistCodeItem | undefined> {
      const raw = await table.get(keys.waitlistCode(code), { consistent: true });
      return raw ? waitlistCodeEntity.tryParse(raw) : undefined;
    },

    /**
     * Writes an offer and its link code, only while the space is still free, the request still waiting and no other
     * offer of the space is open. False when one of those no longer holds.
     */
    async writeOffer(offer: WaitlistOfferItem, code: WaitlistCodeItem): Promise<boolean> {
      const r = await table.transact([
        table.tx.put(
          { ...waitlistOfferEntity.key(offer.marketDateId, offer.spaceId), ...offer },
          { guard: c.or(c.absent(), c.ne('status', 'open')) },
        ),
        table.tx.check(
          spaceEntity.key(offer.marketDateId, offer.spaceId),
          c.and(c.present(), c.or(c.notExists('vendorId'), c.eq('vendorId', null))),
        ),
        table.tx.check(
          spaceRequestEntity.key(offer.marketDateId, offer.vendorId),
          c.and(c.eq('waitlisted', true), c.eq('status', 'requested')),
        ),
        table.tx.put({ ...waitlistCodeEntity.key(code.code), ...code }),
      ]);
      return r.ok;
    },

    /**
     * Closes an open offer (only if it is still the open one with that code). A vendor who declined or let it lapse
     * is kept on it, so the space is not offered to them again.
     */
    async closeOffer(offer: WaitlistOfferItem, to: ClosedOfferStatus, at: string): Promise<boolean> {
      const passes = to === 'declined' || to === 'lapsed';
      const r = await table.update(
        waitlistOfferEntity.key(offer.marketDateId, offer.spaceId),
        {
          set: {
            status: to,
            closedAt: at,
            updatedAt: at,
            passedVendorIds: passes ? u.listAppend([offer.vendorId], { orEmpty: true }) : undefined,
          },
        },
        { guard: stillOpen(offer.code) },
      );
      return r.ok;
    },

    /** The offer accepted, as a part of the assign transaction: it holds only while the offer is open with that code. */
    acceptPart(offer: Pick<WaitlistOfferItem, 'marketDateId' | 'spaceId'>, code: string, at: string): TxPart {
      return table.tx.update(
        waitlistOfferEntity.key(offer.marketDateId, offer.spaceId),
        { set: { status: 'accepted', closedAt: at, updatedAt: at } },
        { guard: stillOpen(code) },
      );
    },

    /** A waiting vendor's new rank, only if it is still waiting with the rank read. */
    async writeRank(request: SpaceRequestItem, rank: number): Promise<boolean> {
      const old = request.waitlistRank;
      const r = await table.update(
        spaceRequestEntity.key(request.marketDateId, request.vendorId),
        { set: { waitlistRank: rank } },
        {
          guard: c.and(
            c.eq('waitlisted', true),
            typeof old === 'number'
              ? c.eq('waitlistRank', old)
              : c.or(c.notExists('waitlistRank'), c.eq('waitlistRank', null)),
          ),
        },
      );
      return r.ok;
    },

    /** Every waiting request of the dates from an ISO date on: one Query of the waitlist index. */
    async waitingFrom(isoDate: string, until?: string): Promise<SpaceRequestItem[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi3pk: keys.waitlistEntry('', '', '').gsi3pk }),
        sk: until ? { between: [isoDate, `${until}#~`] } : { ge: isoDate },
      });
      return items.flatMap((raw) => spaceRequestEntity.tryParse(raw) ?? []);
    },

    /** The ids of the market dates from an ISO date on: one Query of the calendar index. */
    async dateIdsFrom(isoDate: string): Promise<string[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk }),
        sk: { ge: isoDate },
        projection: ['id'],
      });
      return items.map((d) => String(d.id));
    },

    /** The parts of a placement (placement.ts), in the order it reads the cancellation codes. */
    placementParts: {
      /** A new request, only if the vendor has none on the date. */
      newRequest: (item: Item): TxPart =>
        table.tx.put({ ...spaceRequestKeys(item as SpaceRequestItem), ...item }, { guard: c.absent() }),
      /** A stored request moved on, only if it is still in the status read. */
      movedRequest: (request: SpaceRequestItem, set: Record<string, unknown>): TxPart =>
        table.tx.update(spaceRequestEntity.key(request.marketDateId, request.vendorId), requestUpdate(request, set), {
          guard: c.and(c.present(), c.eq('status', request.status)),
        }),
      /** Joining the line moves the date's counter on, whatever it was. */
      joinLine: (marketDateId: string): TxPart =>
        table.tx.update(marketDateEntity.key(marketDateId), { add: { requestSeq: 1 } }, { guard: c.present() }),
      /** Taking a place moves the counter on only from the value read (and adds the date's counters). */
      takePlace: (marketDateId: string, seen: number, add: Record<string, number>): TxPart =>
        table.tx.update(
          marketDateEntity.key(marketDateId),
          { set: { requestSeq: seen + 1 }, ...(Object.keys(add).length ? { add } : {}) },
          {
            guard:
              seen === 0
                ? c.and(c.present(), c.or(c.notExists('requestSeq'), c.eq('requestSeq', seen)))
                : c.eq('requestSeq', seen),
          },
        ),
      /** The date's tally moved by the request's change. */
      tally: (marketDateId: string, before: SpaceRequestItem | null, after: SpaceRequestItem): TxPart[] =>
        tallyPart(table, marketDateId, before, after),
      audit: (item: Item): TxPart => table.tx.put(item),
      /** A scheduled job's once-only record. */
      once: (item: Item): TxPart => table.tx.put(item, { guard: c.absent() }),
    },

    transact: (parts: readonly TxPart[]) => table.transact(parts),
  };
}
export type WaitlistRepository = ReturnType<typeof makeWaitlistRepository>;
