/**
 * The market's vocabulary in the CATALOG partition: areas, vendor types, space types with their per-vendor-type fees,
 * and landmark types, all read in one query. Names (a vendor type's code) are unique: every create and rename writes a
 * guard item (keys.uniqueCatalogName) in the same transaction as the entry, so two admins cannot both win.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  areaEntity,
  landmarkTypeEntity,
  spaceTypeEntity,
  spaceTypeFeeEntity,
  vendorTypeEntity,
  type AreaItem,
  type LandmarkTypeItem,
  type SpaceTypeFeeItem,
  type SpaceTypeItem,
  type VendorTypeItem,
} from './catalog.items.js';
import { keys, normalizeCatalogName } from '../keys.js';
import { c, fromKey, makeTable, type Entity } from '../toolkit/index.js';

export interface CatalogSnapshot {
  areas: AreaItem[];
  vendorTypes: VendorTypeItem[];
  spaceTypes: SpaceTypeItem[];
  fees: SpaceTypeFeeItem[];
  landmarkTypes: LandmarkTypeItem[];
}

export interface CatalogItems {
  area: AreaItem;
  vendorType: VendorTypeItem;
  spaceType: SpaceTypeItem;
  landmarkType: LandmarkTypeItem;
}
export type CatalogKind = keyof CatalogItems;

const KINDS = {
  area: { entity: areaEntity, guard: 'AREA', unique: (i: AreaItem) => i.name },
  vendorType: { entity: vendorTypeEntity, guard: 'VENDOR_TYPE_CODE', unique: (i: VendorTypeItem) => i.code },
  spaceType: { entity: spaceTypeEntity, guard: 'SPACE_TYPE', unique: (i: SpaceTypeItem) => i.name },
  landmarkType: { entity: landmarkTypeEntity, guard: 'LANDMARK_TYPE', unique: (i: LandmarkTypeItem) => i.name },
} as const;

export type WriteResult = 'ok' | 'duplicate' | 'stale';

function uniqueOf<K extends CatalogKind>(kind: K, item: CatalogItems[K]): string {
  return (KINDS[kind].unique as (i: CatalogItems[K]) => string)(item);
}

/** The entries of one type among raw items; one that does not fit its schema is left out. */
function ofType<T>(items: unknown[], entity: Entity<T, never[]>): T[] {
  return items.flatMap((raw) => entity.tryParse(raw) ?? []);
}

export function makeCatalogRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const guardKey = (kind: CatalogKind, value: string) =>
    keys.uniqueCatalogName(KINDS[kind].guard as Parameters<typeof keys.uniqueCatalogName>[0], value);
  const entryKey = (kind: CatalogKind, id: string) => KINDS[kind].entity.key(id);
  const guardItem = (kind: CatalogKind, value: string, ownerId: string, at: string) => ({
    ...guardKey(kind, value),
    _type: 'unique_guard',
    ownerId,
    createdAt: at,
    updatedAt: at,
  });

  return {
    /** The whole vocabulary in one query (paged only past DynamoDB's 1 MB page, far beyond a market's needs). */
    async snapshot(): Promise<CatalogSnapshot> {
      // Edits check names and versions against what this read returns.
      const items = await table.queryAll({ ...fromKey(keys.catalog), consistent: true });
      return {
        areas: ofType(items, areaEntity),
        vendorTypes: ofType(items, vendorTypeEntity),
        spaceTypes: ofType(items, spaceTypeEntity),
        fees: ofType(items, spaceTypeFeeEntity),
        landmarkTypes: ofType(items, landmarkTypeEntity),
      };
    },

    /** Writes a new entry with its name guard; 'duplicate' when the name is taken. */
    async create<K extends CatalogKind>(kind: K, item: CatalogItems[K]): Promise<WriteResult> {
      const r = await table.transact([
        table.tx.put(guardItem(kind, uniqueOf(kind, item), item.id, item.createdAt), { guard: c.absent() }),
        table.tx.put({ ...entryKey(kind, item.id), ...item }, { guard: c.absent() }),
      ]);
      if (r.ok) return 'ok';
      if (r.failedAt(0)) return 'duplicate';
      throw new Error(`Catalog create cancelled: ${r.codes.join(', ')}`);
    },

    /**
     * Replaces an entry with its next version, unless someone changed it since `previous` was read ('stale').
     * A changed name moves the guard: the old one is released and the new one taken, in the same transaction.
     */
    async update<K extends CatalogKind>(
      kind: K,
      previous: CatalogItems[K],
      next: CatalogItems[K],
    ): Promise<WriteResult> {
      const renamed = normalizeCatalogName(uniqueOf(kind, previous)) !== normalizeCatalogName(uniqueOf(kind, next));
      const guardParts = renamed
        ? [
            table.tx.put(guardItem(kind, uniqueOf(kind, next), next.id, next.updatedAt), { guard: c.absent() }),
            // Entries loaded before guards existed (the demo market) have none to release.
            table.tx.delete(guardKey(kind, uniqueOf(kind, previous)), {
              guard: c.or(c.absent(), c.eq('ownerId', previous.id)),
            }),
          ]
        : [];
      const r = await table.transact([
        ...guardParts,
        table.tx.put(
          { ...entryKey(kind, next.id), ...next },
          { guard: c.and(c.present(), c.eq('updatedAt', previous.updatedAt)) },
        ),
      ]);
      if (r.ok) return 'ok';
      return renamed && r.failedAt(0) ? 'duplicate' : 'stale';
    },

    /**
     * Sets a space type's fees to exactly `fees`: puts each, deletes `removed` (by vendor type id), and checks in the
     * same transaction that the space type still exists ('stale' when it does not).
     */
    async replaceFees(spaceTypeId: string, fees: SpaceTypeFeeItem[], removed: string[]): Promise<WriteResult> {
      const r = await table.transact([
        table.tx.check(keys.spaceType(spaceTypeId), c.present()),
        ...fees.map((fee) => table.tx.put({ ...keys.spaceTypeFee(spaceTypeId, fee.vendorTypeId), ...fee })),
        ...removed.map((vendorTypeId) => table.tx.delete(keys.spaceTypeFee(spaceTypeId, vendorTypeId))),
      ]);
      return r.ok ? 'ok' : 'stale';
    },
  };
}
export type CatalogRepository = ReturnType<typeof makeCatalogRepository>;
