/**
 * Market dates and layout templates. The calendar is one index (gsi1 `MARKET_DATES`, every market's dates sorted by
 * ISO date) and each market has its own (gsi2 `MARKET_DATES#<marketId>`), so the list, a date range and the next
 * market, of all markets or of one, are one query each; each date item carries its space counts so no list needs a
 * query per date. One market date per market and calendar date is held by a guard item written in the same
 * transaction as the date. A new date's spaces, landmarks and pre-assigned requests are written before the date itself, so a
 * date that can be listed always has its whole layout.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  landmarkEntity,
  layoutEntity,
  layoutLandmarkEntity,
  layoutSpaceEntity,
  marketDateEntity,
  spaceEntity,
  type LandmarkItem,
  type LayoutItem,
  type LayoutLandmarkItem,
  type LayoutSpaceItem,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { vendorItemSchema, type VendorItem } from '../vendors/vendor.items.js';
import { keys, marketDateKeys, spaceRequestKeys } from '../keys.js';
import { marketIdOf } from '../../../../shared/markets.js';
import { AGAIN, c, fromKey, makeTable, retry, type Entity, type Item } from '../toolkit/index.js';
import type { AuditActor } from '../../http/request-origin.js';
import { requestAuditEntries } from './request-audit.items.js';

/** An item ready to write: its keys and attributes. */
export type KeyedItem = Record<string, unknown> & { pk: string; sk: string };

export interface DateDraft {
  marketDate: MarketDateItem;
  spaces: SpaceItem[];
  landmarks: LandmarkItem[];
  /** Requests of vendors pre-assigned to their default space. */
  requests: SpaceRequestItem[];
  /** Who made the date, for the pre-assigned requests' audit entries. */
  actor?: AuditActor;
}

const NO_ACTOR: AuditActor = { userId: null, userName: null, ipAddress: null, userAgent: null };

/** Every item under a new date, with its keys. */
function childrenOf(d: DateDraft): KeyedItem[] {
  const id = d.marketDate.id;
  return [
    ...d.spaces.map((s) => ({ ...keys.space(id, s.id), ...s })),
    ...d.landmarks.map((l) => ({ ...keys.landmark(id, l.id), ...l })),
    ...d.requests.map((r) => ({ ...spaceRequestKeys(r), ...r })),
    // A pre-assigned request's history starts with its creation, written in the same batch. One entry (its status)
    // rather than one per priced field: a season writes hundreds of these, and its price is on the request itself.
    ...d.requests.flatMap((r) =>
      requestAuditEntries(
        null,
        { id: r.id, vendorId: r.vendorId, marketDateId: r.marketDateId, status: r.status },
        d.actor ?? NO_ACTOR,
        r.createdAt,
      ),
    ),
    // One space per vendor per date: the same guard item assigning a vendor to a space writes.
    ...d.spaces
      .filter((s) => s.vendorId)
      .map((s) => ({
        ...keys.assignedVendor(id, s.vendorId!),
        _type: 'assignment_guard',
        vendorId: s.vendorId!,
        spaceId: s.id,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      })),
  ];
}

/** Two items (guard + date) per new date; a transaction holds at most 100. */
const DATES_PER_TRANSACTION = 50;
/** Tries of one group of new dates: each try drops the dates whose calendar date was taken meanwhile. */
const DATE_GROUP_ATTEMPTS = 6;

const chunk = <T>(xs: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, i * size + size));

/** The items of one type among raw items; one that does not fit its schema is left out. */
const ofType = <T>(items: unknown[], entity: Entity<T, never[]>): T[] =>
  items.flatMap((raw) => entity.tryParse(raw) ?? []);

export function makeMarketDatesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const allMarkets = fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk });
  /** The calendar of one market (its own index partition), or of every market. */
  const calendarOf = (marketId: string | undefined) =>
    marketId ? fromKey({ gsi2pk: keys.marketCalendar(marketId, '').gsi2pk }) : allMarkets;
  const putAll = (items: KeyedItem[]) => table.batchWrite({ puts: items });
  const deleteAll = (items: Item[]) =>
    table.batchWrite({ deletes: items.map(({ pk, sk }) => ({ pk: String(pk), sk: String(sk) })) });
  /** The keys of every item of a layout template's version. */
  const versionKeys = (layoutId: string, version: string) =>
    table.queryAll({ pk: keys.layoutVersionPartition(layoutId, version).pk, projection: ['pk', 'sk'] });
  const parseDates = (items: unknown[]) => ofType(items, marketDateEntity);

  return {
    /** Market dates in date order, of one market or of all, optionally from/to (inclusive): one index query. */
    async list(range: { from?: string; to?: string; marketId?: string } = {}): Promise<MarketDateItem[]> {
      const { from, to } = range;
      const sk = from && to ? { between: [from, to] as const } : from ? { ge: from } : to ? { le: to } : undefined;
      return parseDates(await table.queryAll({ ...calendarOf(range.marketId), ...(sk ? { sk } : {}) }));
    },

    /** The earliest date on or after `today` (of one market, or of any) that is not canceled. */
    async next(today: string, marketId?: string): Promise<MarketDateItem | undefined> {
      let startKey: Item | undefined;
      do {
        const page = await table.query({ ...calendarOf(marketId), sk: { ge: today }, limit: 10, startKey });
        const found = parseDates(page.items).find((d) => d.status !== 'canceled');
        if (found) return found;
        startKey = page.lastKey;
      } while (startKey);
      return undefined;
    },

    async get(id: string): Promise<MarketDateItem | undefined> {
      return marketDateEntity.tryParse(await table.get(marketDateEntity.key(id)));
    },

    /** A date's spaces and landmarks (two queries at once; requests are not read). */
    async layoutOfDate(id: string): Promise<{ spaces: SpaceItem[]; landmarks: LandmarkItem[] }> {
      const { pk } = keys.marketDatePartition(id);
      const prefixed = (first: { sk: string }) => table.queryAll({ pk, sk: { beginsWith: first.sk } });
      const [spaces, landmarks] = await Promise.all([prefixed(keys.space(id, '')), prefixed(keys.landmark(id, ''))]);
      return { spaces: ofType(spaces, spaceEntity), landmarks: ofType(landmarks, landmarkEntity) };
    },

    /** A layout template's current version: its head, then the version's items (two queries). */
    async template(
      layoutId: string,
    ): Promise<{ head: LayoutItem | undefined; spaces: LayoutSpaceItem[]; landmarks: LayoutLandmarkItem[] }> {
      const head = layoutEntity.tryParse(await table.get(layoutEntity.key(layoutId), { consistent: true }));
      if (!head) return { head: undefined, spaces: [], landmarks: [] };
      const items = await table.queryAll({ pk: keys.layoutVersionPartition(layoutId, head.version).pk });
      const spaces: LayoutSpaceItem[] = [];
      const landmarks: LayoutLandmarkItem[] = [];
      for (const raw of items) {
        if (layoutSpaceEntity.is(raw)) spaces.push(layoutSpaceEntity.parse(raw));
        if (layoutLandmarkEntity.is(raw)) landmarks.push(layoutLandmarkEntity.parse(raw));
      }
      return { head, spaces, landmarks };
    },

    /**
     * Writes a new version of a template, then points the head at it (conditional on the version it replaces, so
     * two saves at once cannot both win), then removes the old version's items.
     */
    async saveTemplate(
      head: LayoutItem,
      previousVersion: string | undefined,
      spaces: LayoutSpaceItem[],
      landmarks: LayoutLandmarkItem[],
    ): Promise<'ok' | 'stale'> {
      const layoutId = head.id;
      await putAll([
        ...spaces.map((s) => ({ ...keys.layoutSpace(layoutId, head.version, s.id), ...s })),
        ...landmarks.map((l) => ({ ...keys.layoutLandmark(layoutId, head.version, l.id), ...l })),
      ]);
      const written = await table.put(
        { ...layoutEntity.key(layoutId), ...head },
        { guard: previousVersion ? c.eq('version', previousVersion) : c.absent() },
      );
      if (!written.ok) {
        await deleteAll(await versionKeys(layoutId, head.version));
        return 'stale';
      }
      if (previousVersion) await deleteAll(await versionKeys(layoutId, previousVersion));
      return 'ok';
    },

    /** Vendors by id (one batch per 100), for who may be pre-assigned and at what price. */
    async vendors(ids: string[]): Promise<Map<string, VendorItem>> {
      const out = new Map<string, VendorItem>();
      for (const raw of await table.batchGet([...new Set(ids)].map(keys.vendor))) {
        const parsed = vendorItemSchema.safeParse(raw);
        if (parsed.success) out.set(parsed.data.id, parsed.data);
      }
      return out;
    },

    /**
     * Creates dates with everything under them. Children first (batched), then each date with its guard of one date
     * per market and calendar date (50 dates per transaction). A date whose guard is already taken is skipped and its children removed.
     */
    async createDates(drafts: DateDraft[]): Promise<{ created: MarketDateItem[]; skipped: string[] }> {
      // Built once: the audit entries' ids are new each time, and a skipped date removes exactly what was written.
      const children = new Map(drafts.map((d) => [d.marketDate.id, childrenOf(d)]));
      await putAll(drafts.flatMap((d) => children.get(d.marketDate.id)!));
      const created: MarketDateItem[] = [];
      const skipped: DateDraft[] = [];
      for (const group of chunk(drafts, DATES_PER_TRANSACTION)) {
        let pending = group;
        let anyTaken = false;
        await retry(
          async () => {
            const r = await table.transact(
              pending.flatMap(({ marketDate: md }) => [
                table.tx.put(
                  {
                    ...keys.uniqueMarketDate(md.date, marketIdOf(md)),
                    _type: 'unique_guard',
                    ownerId: md.id,
                    createdAt: md.createdAt,
                    updatedAt: md.createdAt,
                  },
                  { guard: c.absent() },
                ),
                table.tx.put(
                  // Its spaces are written with it, so its layout changed when it was made.
                  {
                    ...marketDateKeys(md),
                    layoutChangedAt: md.updatedAt,
                    ...md,
                  },
                  { guard: c.absent() },
                ),
              ]),
            );
            if (r.ok) {
              created.push(...pending.map((d) => d.marketDate));
              return true;
            }
            // The whole transaction was rolled back: drop the dates whose guard is taken and try the rest again.
            const taken = new Set(pending.filter((_, i) => r.failedAt(2 * i)).map((d) => d.marketDate.id));
            skipped.push(...pending.filter((d) => taken.has(d.marketDate.id)));
            pending = pending.filter((d) => !taken.has(d.marketDate.id));
            anyTaken = taken.size > 0;
            return pending.length ? AGAIN : true;
          },
          {
            attempts: DATE_GROUP_ATTEMPTS,
            pauseMs: (attempt) => (anyTaken ? 0 : 50 * 2 ** (attempt - 1)),
            exhausted: () => {
              throw new Error(`${pending.length} market date(s) could not be written`);
            },
          },
        );
      }
      if (skipped.length) await deleteAll(skipped.flatMap((d) => children.get(d.marketDate.id)!));
      return { created, skipped: skipped.map((d) => d.marketDate.date) };
    },

    /** Sets the given fields; undefined when the date does not exist. */
    async update(
      id: string,
      fields: Partial<Pick<MarketDateItem, 'maxVendors' | 'notes' | 'status'>>,
      at: string,
    ): Promise<MarketDateItem | undefined> {
      const r = await table.update(
        marketDateEntity.key(id),
        { set: { updatedAt: at, ...fields } },
        { guard: c.present(), returnValues: 'ALL_NEW' },
      );
      return r.ok ? marketDateEntity.parse(r.item) : undefined;
    },
  };
}
export type MarketDatesRepository = ReturnType<typeof makeMarketDatesRepository>;
