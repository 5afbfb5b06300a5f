/**
 * The market's vocabulary in the CATALOG partition: areas, vendor types, space types with their per-vendor-type fees,
 * and landmark types, all read in one query. Names (a vendor type's code) are unique: every create and rename writes a
 * guard item (keys.uniqueCatalogName) in the same transaction as the entry, so two admins cannot both win.
 */
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import {
  areaItemSchema,
  landmarkTypeItemSchema,
  spaceTypeFeeItemSchema,
  spaceTypeItemSchema,
  vendorTypeItemSchema,
  type AreaItem,
  type LandmarkTypeItem,
  type SpaceTypeFeeItem,
  type SpaceTypeItem,
  type VendorTypeItem,
} from './catalog.items.js';
import { queryAll } from '../dynamo.js';
import { keys, normalizeCatalogName } from '../keys.js';

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
  area: { key: keys.area, guard: 'AREA', unique: (i: AreaItem) => i.name, schema: areaItemSchema },
  vendorType: {
    key: keys.vendorType,
    guard: 'VENDOR_TYPE_CODE',
    unique: (i: VendorTypeItem) => i.code,
    schema: vendorTypeItemSchema,
  },
  spaceType: {
    key: keys.spaceType,
    guard: 'SPACE_TYPE',
    unique: (i: SpaceTypeItem) => i.name,
    schema: spaceTypeItemSchema,
  },
  landmarkType: {
    key: keys.landmarkType,
    guard: 'LANDMARK_TYPE',
    unique: (i: LandmarkTypeItem) => i.name,
    schema: landmarkTypeItemSchema,
  },
} as const;

export type WriteResult = 'ok' | 'duplicate' | 'stale';

type Reason = { Code?: string };
function cancellationReasons(err: unknown): Reason[] | undefined {
  const e = err as { name?: string; CancellationReasons?: Reason[] };
  return e?.name === 'TransactionCanceledException' ? (e.CancellationReasons ?? []) : undefined;
}
const failedAt = (reasons: Reason[], index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';

function uniqueOf<K extends CatalogKind>(kind: K, item: CatalogItems[K]): string {
  return (KINDS[kind].unique as (i: CatalogItems[K]) => string)(item);
}

export function makeCatalogRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const guardKey = (kind: CatalogKind, value: string) =>
    keys.uniqueCatalogName(KINDS[kind].guard as Parameters<typeof keys.uniqueCatalogName>[0], value);

  return {
    /** The whole vocabulary in one query (paged only past DynamoDB's 1 MB page, far beyond a market's needs). */
    async snapshot(): Promise<CatalogSnapshot> {
      const out: CatalogSnapshot = { areas: [], vendorTypes: [], spaceTypes: [], fees: [], landmarkTypes: [] };
      const parse = <S extends z.ZodMiniType>(schema: S, raw: unknown, into: z.infer<S>[]) => {
        const parsed = schema.safeParse(raw);
        if (parsed.success) into.push(parsed.data);
      };
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.catalog.pk },
        // Edits check names and versions against what this read returns.
        ConsistentRead: true,
      });
      for (const raw of items) {
        switch (raw._type) {
          case 'area':
            parse(areaItemSchema, raw, out.areas);
            break;
          case 'vendor_type':
            parse(vendorTypeItemSchema, raw, out.vendorTypes);
            break;
          case 'space_type':
            parse(spaceTypeItemSchema, raw, out.spaceTypes);
            break;
          case 'space_type_fee':
            parse(spaceTypeFeeItemSchema, raw, out.fees);
            break;
          case 'landmark_type':
            parse(landmarkTypeItemSchema, raw, out.landmarkTypes);
            break;
        }
      }
      return out;
    },

    /** Writes a new entry with its name guard; 'duplicate' when the name is taken. */
    async create<K extends CatalogKind>(kind: K, item: CatalogItems[K]): Promise<WriteResult> {
      const now = item.createdAt;
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...guardKey(kind, uniqueOf(kind, item)),
                    _type: 'unique_guard',
                    ownerId: item.id,
                    createdAt: now,
                    updatedAt: now,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...KINDS[kind].key(item.id), ...item },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'ok';
      } catch (err) {
        const reasons = cancellationReasons(err);
        if (reasons && failedAt(reasons, 0)) return 'duplicate';
        throw err;
      }
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
      const guardItems = renamed
        ? [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...guardKey(kind, uniqueOf(kind, next)),
                  _type: 'unique_guard',
                  ownerId: next.id,
                  createdAt: next.updatedAt,
                  updatedAt: next.updatedAt,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              // Entries loaded before guards existed (the demo market) have none to release.
              Delete: {
                TableName: tableName,
                Key: guardKey(kind, uniqueOf(kind, previous)),
                ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :id',
                ExpressionAttributeValues: { ':id': previous.id },
              },
            },
          ]
        : [];
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              ...guardItems,
              {
                Put: {
                  TableName: tableName,
                  Item: { ...KINDS[kind].key(next.id), ...next },
                  ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previousUpdatedAt',
                  ExpressionAttributeValues: { ':previousUpdatedAt': previous.updatedAt },
                },
              },
            ],
          }),
        );
        return 'ok';
      } catch (err) {
        const reasons = cancellationReasons(err);
        if (reasons && renamed && failedAt(reasons, 0)) return 'duplicate';
        if (reasons) return 'stale';
        throw err;
      }
    },

    /**
     * Sets a space type's fees to exactly `fees`: puts each, deletes `removed` (by vendor type id), and checks in the
     * same transaction that the space type still exists ('stale' when it does not).
     */
    async replaceFees(spaceTypeId: string, fees: SpaceTypeFeeItem[], removed: string[]): Promise<WriteResult> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                ConditionCheck: {
                  TableName: tableName,
                  Key: keys.spaceType(spaceTypeId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
              ...fees.map((fee) => ({
                Put: { TableName: tableName, Item: { ...keys.spaceTypeFee(spaceTypeId, fee.vendorTypeId), ...fee } },
              })),
              ...removed.map((vendorTypeId) => ({
                Delete: { TableName: tableName, Key: keys.spaceTypeFee(spaceTypeId, vendorTypeId) },
              })),
            ],
          }),
        );
        return 'ok';
      } catch (err) {
        if (cancellationReasons(err)) return 'stale';
        throw err;
      }
    },
  };
}
export type CatalogRepository = ReturnType<typeof makeCatalogRepository>;
