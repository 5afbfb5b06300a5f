/**
 * What the public market map reads: the calendar, one market date's spaces, landmarks and date item, the catalog and
 * the public names of the vendors on a date. Every read is a fixed number of requests whatever the number of spaces
 * or requests (vendor names: one BatchGet per 100 vendors, in parallel).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  type AreaItem,
  type LandmarkTypeItem,
  type SpaceTypeItem,
  type VendorTypeItem,
  areaEntity,
  landmarkTypeEntity,
  spaceTypeEntity,
  vendorTypeEntity,
} from '../catalog/catalog.items.js';
import {
  type LandmarkItem,
  type MarketDateItem,
  type SpaceItem,
  landmarkEntity,
  marketDateEntity,
  spaceEntity,
} from './market-date.items.js';
import { keys } from '../keys.js';
import { readLayoutItems } from './layout-items.js';
import { c, fromKey, makeTable, type Entity } from '../toolkit/index.js';
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

/** The items of one type; a malformed one is left off the public map (and logged) rather than failing the page. */
function parseAll<T>(entity: Entity<T, never[]>, items: Record<string, unknown>[]): T[] {
  const out: T[] = [];
  for (const item of items.filter((i) => entity.is(i))) {
    const parsed = entity.tryParse(item);
    if (parsed) out.push(parsed);
    else logger.warn('Skipping a malformed item', { pk: item.pk, sk: item.sk });
  }
  return out;
}

export function makePublicMapRepository(ddb: DynamoDBDocumentClient, tableName: string): PublicMapStore {
  const table = makeTable(ddb, tableName);
  const ofTypes = (...entities: Entity<unknown, never[]>[]) =>
    c.in(
      '_type',
      entities.map((e) => e.type),
    );

  return {
    async upcomingMarketDates(fromIsoDate) {
      const items = await table.queryAll({
        ...fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk }),
        sk: { ge: fromIsoDate },
      });
      return parseAll(marketDateEntity, items);
    },

    async marketDate(id) {
      const item = await table.get(keys.marketDate(id));
      return item ? parseAll(marketDateEntity, [item])[0] : undefined;
    },

    async marketDateLayout(id) {
      const items = await readLayoutItems(table, id);
      return {
        marketDate: parseAll(marketDateEntity, items)[0],
        spaces: parseAll(spaceEntity, items),
        landmarks: parseAll(landmarkEntity, items),
      };
    },

    async catalog() {
      const items = await table.queryAll({
        ...fromKey(keys.catalog),
        filter: ofTypes(areaEntity, spaceTypeEntity, vendorTypeEntity, landmarkTypeEntity),
      });
      return {
        areas: parseAll(areaEntity, items),
        spaceTypes: parseAll(spaceTypeEntity, items),
        vendorTypes: parseAll(vendorTypeEntity, items),
        landmarkTypes: parseAll(landmarkTypeEntity, items),
      };
    },

    async vendorsByIds(ids) {
      const found = await table.batchGet([...new Set(ids)].map(keys.vendor), {
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
