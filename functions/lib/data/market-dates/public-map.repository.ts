/**
 * What the public market map reads: the calendar, one market date's partition, the catalog and the names of the
 * vendors on a date. Every read is one request whatever the number of spaces (vendor names: one BatchGet per 100
 * vendors, in parallel).
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import {
  type AreaItem,
  type LandmarkTypeItem,
  type SpaceTypeItem,
  type VendorTypeItem,
  areaItemSchema,
  landmarkTypeItemSchema,
  spaceTypeItemSchema,
  vendorTypeItemSchema,
} from '../catalog/catalog.items.js';
import {
  type LandmarkItem,
  type MarketDateItem,
  type SpaceItem,
  landmarkItemSchema,
  marketDateItemSchema,
  spaceItemSchema,
} from './market-date.items.js';
import { batchGetAll, queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { logger } from '../../observability/logger.js';

export interface VendorSummary {
  id: string;
  name: string;
  vendorTypeId: string | null;
  status: string | null;
}

export interface MarketCatalog {
  areas: AreaItem[];
  spaceTypes: SpaceTypeItem[];
  vendorTypes: VendorTypeItem[];
  landmarkTypes: LandmarkTypeItem[];
}

/** The public map's data port; the service sees only this. */
export interface PublicMapStore {
  /** Market dates on or after an ISO date, from the calendar index. */
  upcomingMarketDates(fromIsoDate: string): Promise<MarketDateItem[]>;
  marketDate(id: string): Promise<MarketDateItem | undefined>;
  /** The date, its spaces and its landmarks, in one query of the date's partition. */
  marketDateLayout(
    id: string,
  ): Promise<{ marketDate?: MarketDateItem; spaces: SpaceItem[]; landmarks: LandmarkItem[] }>;
  catalog(): Promise<MarketCatalog>;
  vendorsByIds(ids: readonly string[]): Promise<VendorSummary[]>;
}

/** A malformed item is left off the public map (and logged) rather than failing the whole page. */
function parseAll<S extends z.ZodMiniType>(schema: S, items: Record<string, unknown>[]): z.infer<S>[] {
  const out: z.infer<S>[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else logger.warn('Skipping a malformed item', { pk: item.pk, sk: item.sk });
  }
  return out;
}

export function makePublicMapRepository(ddb: DynamoDBDocumentClient, tableName: string): PublicMapStore {
  const ofType = (items: Record<string, unknown>[], type: string) => items.filter((i) => i._type === type);

  return {
    async upcomingMarketDates(fromIsoDate) {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byNaturalKey,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
        ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':from': fromIsoDate },
      });
      return parseAll(marketDateItemSchema, ofType(items, 'market_date'));
    },

    async marketDate(id) {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.marketDate(id) }));
      return r.Item ? parseAll(marketDateItemSchema, [r.Item])[0] : undefined;
    },

    async marketDateLayout(id) {
      // One query of the date's partition; its requests stay on the server (filtered out by type).
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#t IN (:date, :space, :landmark)',
        ExpressionAttributeNames: { '#t': '_type' },
        ExpressionAttributeValues: {
          ':pk': keys.marketDate(id).pk,
          ':date': 'market_date',
          ':space': 'space',
          ':landmark': 'landmark',
        },
      });
      return {
        marketDate: parseAll(marketDateItemSchema, ofType(items, 'market_date'))[0],
        spaces: parseAll(spaceItemSchema, ofType(items, 'space')),
        landmarks: parseAll(landmarkItemSchema, ofType(items, 'landmark')),
      };
    },

    async catalog() {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#t IN (:area, :spaceType, :vendorType, :landmarkType)',
        ExpressionAttributeNames: { '#t': '_type' },
        ExpressionAttributeValues: {
          ':pk': keys.catalog.pk,
          ':area': 'area',
          ':spaceType': 'space_type',
          ':vendorType': 'vendor_type',
          ':landmarkType': 'landmark_type',
        },
      });
      return {
        areas: parseAll(areaItemSchema, ofType(items, 'area')),
        spaceTypes: parseAll(spaceTypeItemSchema, ofType(items, 'space_type')),
        vendorTypes: parseAll(vendorTypeItemSchema, ofType(items, 'vendor_type')),
        landmarkTypes: parseAll(landmarkTypeItemSchema, ofType(items, 'landmark_type')),
      };
    },

    async vendorsByIds(ids) {
      const found = await batchGetAll(ddb, tableName, [...new Set(ids)].map(keys.vendor), {
        projection: ['id', 'name', 'vendorTypeId', 'status'],
      });
      return found.flatMap((v): VendorSummary[] =>
        typeof v.id === 'string' && typeof v.name === 'string'
          ? [
              {
                id: v.id,
                name: v.name,
                vendorTypeId: typeof v.vendorTypeId === 'string' ? v.vendorTypeId : null,
                status: typeof v.status === 'string' ? v.status : null,
              },
            ]
          : [],
      );
    },
  };
}
