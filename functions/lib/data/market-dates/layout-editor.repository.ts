/**
 * What the layout editor reads and writes of a market date: the date with its spaces and landmarks (two key ranges
 * of the date's partition, never its requests), the requests of named vendors by key, and a save written as
 * transactions of at most 100 items.
 *
 * A date's layout version is `layoutVersion` on the date item (absent means 0). Every save's first transaction
 * moves it from the version the editor loaded to the next one, so a save from a stale version is refused before
 * anything else is written. A save's changes usually fit that one transaction and are then all-or-nothing; a larger
 * one (hundreds of spaces moved at once) writes its further transactions side by side once the version is taken.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  countedMarketDate,
  landmarkEntity,
  marketDateEntity,
  spaceEntity,
  type LandmarkItem,
  type MarketDateItem,
  type SpaceItem,
} from './market-date.items.js';
import { keys } from '../keys.js';
import { c, makeTable, type TxPart } from '../toolkit/index.js';
import { readLayoutItems } from './layout-items.js';
import { tallyRecountPart } from './date-tally.js';

const TRANSACTION_LIMIT = 100;

export interface DateLayoutState {
  marketDate: MarketDateItem;
  version: number;
  spaces: SpaceItem[];
  landmarks: LandmarkItem[];
}

/** The geometry and vocabulary of a space the editor changes; its vendor, prices and flags stay as they are. */
export type SpaceShape = Pick<SpaceItem, 'id' | 'label' | 'areaId' | 'spaceTypeId' | 'position' | 'size'>;
/** A change to a space's shape, refused when the space changed after `expectedUpdatedAt` (when given). */
type SpaceShapeUpdate = SpaceShape & { expectedUpdatedAt?: string | null };

/** Changes to one date's layout, as the service decided them. */
export interface DateLayoutChanges {
  marketDateId: string;
  expectedVersion: number;
  nextVersion: number;
  at: string;
  putSpaces: SpaceItem[];
  updateSpaces: SpaceShapeUpdate[];
  /** Spaces without a vendor: the delete is conditional on that, so a vendor assigned meanwhile stops it. */
  deleteSpaces: string[];
  /** Spaces that hold a vendor and go: the vendor is freed (guard deleted, request unlinked) with the space. */
  freeSpaces: { spaceId: string; vendorId: string; unlinkRequest: boolean }[];
  putLandmarks: LandmarkItem[];
  deleteLandmarks: string[];
}

export type DateLayoutWriteOutcome = 'ok' | 'stale' | 'partly-written';

export function makeLayoutEditorRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  function pack(units: TxPart[][], firstRoom: number): TxPart[][] {
    const chunks: TxPart[][] = [[]];
    let room = firstRoom;
    for (const unit of units) {
      if (chunks[chunks.length - 1]!.length + unit.length > room) {
        chunks.push([]);
        room = TRANSACTION_LIMIT;
      }
      chunks[chunks.length - 1]!.push(...unit);
    }
    return chunks;
  }

  return {
    /** The date, its spaces and its landmarks. Consistent: the editor reads back what it just saved. */
    async loadDate(marketDateId: string): Promise<DateLayoutState | undefined> {
      const items = await readLayoutItems(table, marketDateId, { consistent: true });
      let marketDate: MarketDateItem | undefined;
      let version = 0;
      const spaces: SpaceItem[] = [];
      const landmarks: LandmarkItem[] = [];
      for (const raw of items) {
        if (marketDateEntity.is(raw)) {
          marketDate = countedMarketDate.parse(raw);
          version = typeof raw.layoutVersion === 'number' ? raw.layoutVersion : 0;
        } else if (spaceEntity.is(raw)) spaces.push(spaceEntity.parse(raw));
        else if (landmarkEntity.is(raw)) {
          const landmark = landmarkEntity.tryParse(raw);
          if (landmark) landmarks.push(landmark);
        }
      }
      return marketDate ? { marketDate, version, spaces, landmarks } : undefined;
    },

    /** The space each named vendor's request on the date holds (null: none), by key, 100 a BatchGet side by side. */
    async requestSpaces(marketDateId: string, vendorIds: readonly string[]): Promise<Map<string, string | null>> {
      const unique = [...new Set(vendorIds)];
      if (!unique.length) return new Map();
      const items = await table.batchGet(
        unique.map((v) => keys.spaceRequest(marketDateId, v)),
        { consistent: true, projection: ['vendorId', 'spaceId'] },
      );
      return new Map(items.map((r) => [String(r.vendorId), typeof r.spaceId === 'string' ? r.spaceId : null]));
    },

    /** Names of vendors by id (one BatchGet per 100, side by side). */
    async vendorNames(vendorIds: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(vendorIds)];
      if (!unique.length) return new Map();
      const items = await table.batchGet(unique.map(keys.vendor), { projection: ['id', 'name', 'pk', 'sk'] });
      return new Map(items.map((raw) => [String(raw.id), String(raw.name ?? '')]));
    },

    /**
     * Takes the next version and writes the changes. 'stale' when the layout is no longer at the expected version
     * (nothing written); 'partly-written' when a later transaction of a large save was refused.
     */
    async writeDateLayout(w: DateLayoutChanges): Promise<DateLayoutWriteOutcome> {
      const id = w.marketDateId;
      const units: TxPart[][] = [
        ...w.putSpaces.map((s) => [table.tx.put({ ...keys.space(id, s.id), ...s }, { guard: c.absent() })]),
        ...w.updateSpaces.map((s) => [
          table.tx.update(
            keys.space(id, s.id),
            {
              set: {
                label: s.label,
                areaId: s.areaId,
                spaceTypeId: s.spaceTypeId,
                position: s.position,
                size: s.size,
                updatedAt: w.at,
              },
            },
            { guard: c.and(c.present(), !!s.expectedUpdatedAt && c.eq('updatedAt', s.expectedUpdatedAt)) },
          ),
        ]),
        ...w.deleteSpaces.map((spaceId) => [
          table.tx.delete(keys.space(id, spaceId), { guard: c.or(c.notExists('vendorId'), c.eq('vendorId', null)) }),
        ]),
        ...w.freeSpaces.map((f) => [
          table.tx.delete(keys.space(id, f.spaceId), { guard: c.eq('vendorId', f.vendorId) }),
          table.tx.delete(keys.assignedVendor(id, f.vendorId)),
          ...(f.unlinkRequest
            ? [
                table.tx.update(
                  keys.spaceRequest(id, f.vendorId),
                  { set: { spaceId: null, assignedAt: null, assignedBy: null, updatedAt: w.at } },
                  { guard: c.eq('spaceId', f.spaceId) },
                ),
              ]
            : []),
        ]),
        // Unlinked requests were not read here: the date's tally is counted again on its next read.
        ...(w.freeSpaces.some((f) => f.unlinkRequest) ? [[tallyRecountPart(table, id)]] : []),
        ...w.putLandmarks.map((l) => [table.tx.put({ ...keys.landmark(id, l.id), ...l })]),
        ...w.deleteLandmarks.map((landmarkId) => [table.tx.delete(keys.landmark(id, landmarkId))]),
      ];
      const claim = table.tx.update(
        keys.marketDate(w.marketDateId),
        {
          set: { layoutVersion: w.nextVersion, updatedAt: w.at, layoutChangedAt: w.at },
          add: {
            spaceCount: w.putSpaces.length - w.deleteSpaces.length - w.freeSpaces.length,
            assignedCount: -w.freeSpaces.length,
          },
        },
        {
          guard: c.and(
            c.present(),
            w.expectedVersion === 0
              ? c.or(c.notExists('layoutVersion'), c.eq('layoutVersion', w.expectedVersion))
              : c.eq('layoutVersion', w.expectedVersion),
          ),
        },
      );
      const [first, ...rest] = pack(units, TRANSACTION_LIMIT - 1);
      // Refused: the version moved on, or something under the date changed since it was read (a space assigned
      // meanwhile); either way the whole first transaction is rolled back.
      if (!(await table.transact([claim, ...first!])).ok) return 'stale';
      const results = await Promise.all(rest.map(async (chunk) => (await table.transact(chunk)).ok));
      return results.every(Boolean) ? 'ok' : 'partly-written';
    },
  };
}
export type LayoutEditorRepository = ReturnType<typeof makeLayoutEditorRepository>;
