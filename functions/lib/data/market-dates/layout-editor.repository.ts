/**
 * What the layout editor reads and writes of a market date: the date with its spaces, landmarks, requests and
 * assignment guards in one Query of the date's partition, and a save written as transactions of at most 100 items.
 *
 * A date's layout version is `layoutVersion` on the date item (absent means 0). Every save's first transaction
 * moves it from the version the editor loaded to the next one, so a save from a stale version is refused before
 * anything else is written. A save's changes usually fit that one transaction and are then all-or-nothing; a larger
 * one (hundreds of spaces moved at once) writes its further transactions side by side once the version is taken.
 */
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  landmarkItemSchema,
  marketDateItemSchema,
  spaceItemSchema,
  spaceRequestItemSchema,
  type LandmarkItem,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { batchGetAll, queryAll } from '../dynamo.js';
import { keys } from '../keys.js';
import { cancellationReasons } from './spaces.repository.js';

const TRANSACTION_LIMIT = 100;

export interface DateLayoutState {
  marketDate: MarketDateItem;
  version: number;
  spaces: SpaceItem[];
  landmarks: LandmarkItem[];
  requests: SpaceRequestItem[];
}

/** One item of a transaction, as TransactWriteCommand takes it. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** The geometry and vocabulary of a space the editor changes; its vendor, prices and flags stay as they are. */
export type SpaceShape = Pick<SpaceItem, 'id' | 'label' | 'areaId' | 'spaceTypeId' | 'position' | 'size'>;
/** A change to a space's shape, refused when the space changed after `expectedUpdatedAt` (when given). */
export type SpaceShapeUpdate = SpaceShape & { expectedUpdatedAt?: string | null };

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
  function pack(units: TransactItem[][], firstRoom: number): TransactItem[][] {
    const chunks: TransactItem[][] = [[]];
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
    /** The date and everything under it: one Query (paged past 1 MB only). */
    async loadDate(marketDateId: string): Promise<DateLayoutState | undefined> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.marketDatePartition(marketDateId).pk },
        ConsistentRead: true,
      });
      let marketDate: MarketDateItem | undefined;
      let version = 0;
      const spaces: SpaceItem[] = [];
      const landmarks: LandmarkItem[] = [];
      const requests: SpaceRequestItem[] = [];
      for (const raw of items) {
        if (raw._type === 'market_date') {
          marketDate = marketDateItemSchema.parse({
            ...raw,
            spaceCount: Math.max(0, Number(raw.spaceCount ?? 0)),
            assignedCount: Math.max(0, Number(raw.assignedCount ?? 0)),
          });
          version = typeof raw.layoutVersion === 'number' ? raw.layoutVersion : 0;
        } else if (raw._type === 'space') spaces.push(spaceItemSchema.parse(raw));
        else if (raw._type === 'landmark') {
          const parsed = landmarkItemSchema.safeParse(raw);
          if (parsed.success) landmarks.push(parsed.data);
        } else if (raw._type === 'space_request') requests.push(spaceRequestItemSchema.parse(raw));
      }
      return marketDate ? { marketDate, version, spaces, landmarks, requests } : undefined;
    },

    /** Names of vendors by id (one BatchGet per 100, side by side). */
    async vendorNames(vendorIds: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(vendorIds)];
      if (!unique.length) return new Map();
      const items = await batchGetAll(ddb, tableName, unique.map(keys.vendor), {
        projection: ['id', 'name', 'pk', 'sk'],
      });
      return new Map(items.map((raw) => [String(raw.id), String(raw.name ?? '')]));
    },

    /**
     * Takes the next version and writes the changes. 'stale' when the layout is no longer at the expected version
     * (nothing written); 'partly-written' when a later transaction of a large save was refused.
     */
    async writeDateLayout(w: DateLayoutChanges): Promise<DateLayoutWriteOutcome> {
      const id = w.marketDateId;
      const units: TransactItem[][] = [
        ...w.putSpaces.map((s) => [
          {
            Put: {
              TableName: tableName,
              Item: { ...keys.space(id, s.id), ...s },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]),
        ...w.updateSpaces.map((s) => [
          {
            Update: {
              TableName: tableName,
              Key: keys.space(id, s.id),
              UpdateExpression:
                'SET label = :label, areaId = :area, spaceTypeId = :type, #position = :position, #size = :size, ' +
                'updatedAt = :at',
              ConditionExpression: s.expectedUpdatedAt
                ? 'attribute_exists(pk) AND updatedAt = :loaded'
                : 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#position': 'position', '#size': 'size' },
              ExpressionAttributeValues: {
                ...(s.expectedUpdatedAt ? { ':loaded': s.expectedUpdatedAt } : {}),
                ':label': s.label,
                ':area': s.areaId,
                ':type': s.spaceTypeId,
                ':position': s.position,
                ':size': s.size,
                ':at': w.at,
              },
            },
          },
        ]),
        ...w.deleteSpaces.map((spaceId) => [
          {
            Delete: {
              TableName: tableName,
              Key: keys.space(id, spaceId),
              ConditionExpression: 'attribute_not_exists(vendorId) OR vendorId = :null',
              ExpressionAttributeValues: { ':null': null },
            },
          },
        ]),
        ...w.freeSpaces.map((f): TransactItem[] => [
          {
            Delete: {
              TableName: tableName,
              Key: keys.space(id, f.spaceId),
              ConditionExpression: 'vendorId = :vendor',
              ExpressionAttributeValues: { ':vendor': f.vendorId },
            },
          },
          { Delete: { TableName: tableName, Key: keys.assignedVendor(id, f.vendorId) } },
          ...(f.unlinkRequest
            ? [
                {
                  Update: {
                    TableName: tableName,
                    Key: keys.spaceRequest(id, f.vendorId),
                    UpdateExpression: 'SET spaceId = :null, assignedAt = :null, assignedBy = :null, updatedAt = :at',
                    ConditionExpression: 'spaceId = :space',
                    ExpressionAttributeValues: { ':space': f.spaceId, ':null': null, ':at': w.at },
                  },
                },
              ]
            : []),
        ]),
        ...w.putLandmarks.map((l) => [{ Put: { TableName: tableName, Item: { ...keys.landmark(id, l.id), ...l } } }]),
        ...w.deleteLandmarks.map((landmarkId) => [
          { Delete: { TableName: tableName, Key: keys.landmark(id, landmarkId) } },
        ]),
      ];
      const condition =
        w.expectedVersion === 0
          ? 'attribute_exists(pk) AND (attribute_not_exists(layoutVersion) OR layoutVersion = :expected)'
          : 'attribute_exists(pk) AND layoutVersion = :expected';
      const claim: TransactItem = {
        Update: {
          TableName: tableName,
          Key: keys.marketDate(w.marketDateId),
          UpdateExpression:
            'SET layoutVersion = :next, updatedAt = :at ADD spaceCount :spaces, assignedCount :assigned',
          ConditionExpression: condition,
          ExpressionAttributeValues: {
            ':expected': w.expectedVersion,
            ':next': w.nextVersion,
            ':at': w.at,
            ':spaces': w.putSpaces.length - w.deleteSpaces.length - w.freeSpaces.length,
            ':assigned': -w.freeSpaces.length,
          },
        },
      };
      const [first, ...rest] = pack(units, TRANSACTION_LIMIT - 1);
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: [claim, ...first!] }));
      } catch (err) {
        const reasons = cancellationReasons(err);
        if (!reasons) throw err;
        // The version moved on, or something under the date changed since it was read (a space assigned
        // meanwhile): either way the whole first transaction is rolled back.
        return 'stale';
      }
      const results = await Promise.all(
        rest.map(async (chunk) => {
          try {
            await ddb.send(new TransactWriteCommand({ TransactItems: chunk }));
            return true;
          } catch (err) {
            if (!cancellationReasons(err)) throw err;
            return false;
          }
        }),
      );
      return results.every(Boolean) ? 'ok' : 'partly-written';
    },
  };
}
export type LayoutEditorRepository = ReturnType<typeof makeLayoutEditorRepository>;
