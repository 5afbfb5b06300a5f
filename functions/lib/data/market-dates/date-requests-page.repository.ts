/**
 * One page of a market date's requests (the Market Requests list): one Query of the date's list
 * index (keys.dateRequestListing), filtered and sorted by its key, then the vendors and spaces of that page alone by
 * BatchGet. What a page costs depends on its size, never on how many requests the date holds.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { foldForSearch } from '../../../../shared/vendor-search.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable, queryPage, type QueryInput } from '../toolkit/index.js';
import {
  countedMarketDate,
  spaceEntity,
  spaceRequestEntity,
  type MarketDateItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { pageVendorsOf, type PageVendor } from './page-vendors.js';

export interface RequestPageQuery {
  status?: string;
  vendorTypeId?: string;
  /** The start of the vendor's name, any case or accents. */
  namePrefix?: string;
  cursor?: string;
  limit: number;
}

export interface RequestPage {
  requests: SpaceRequestItem[];
  nextCursor: string | null;
  vendors: Map<string, PageVendor>;
  /** Labels of the page's spaces, by space id. */
  spaceLabels: Map<string, string>;
}

export function makeDateRequestsPageRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  /** The date itself: the list's heading and its 404. A stale read is harmless here. */
  async function marketDate(marketDateId: string): Promise<MarketDateItem | undefined> {
    return table.get(keys.marketDate(marketDateId), { parser: countedMarketDate });
  }

  async function page(marketDateId: string, q: RequestPageQuery): Promise<RequestPage> {
    const prefix = q.namePrefix ? foldForSearch(q.namePrefix) : '';
    // A status (and a name prefix within it) is a key range; a type, or a prefix across statuses, a filter.
    const ofStatus = q.status ? keys.dateRequestsOfStatus(marketDateId, q.status, prefix) : undefined;
    const filters = [
      q.vendorTypeId ? c.eq('vendorTypeId', q.vendorTypeId) : null,
      !ofStatus && prefix ? c.beginsWith('vendorSortName', prefix) : null,
    ].filter((f) => f !== null);
    const query: QueryInput = {
      ...fromKey(keys.dateRequestsListed(marketDateId)),
      ...(ofStatus ? { sk: { beginsWith: ofStatus.gsi4sk } } : {}),
      ...(filters.length ? { filter: c.and(...filters) } : {}),
    };
    const cut = await queryPage(table, query, q.cursor, q.limit);
    const requests = cut.items.flatMap((raw) => spaceRequestEntity.tryParse(raw) ?? []);
    const [vendors, spaceLabels] = await Promise.all([pageVendorsOf(table, requests), pageSpaceLabels(requests)]);
    return { requests, nextCursor: cut.nextCursor, vendors, spaceLabels };
  }

  async function pageSpaceLabels(requests: readonly SpaceRequestItem[]): Promise<Map<string, string>> {
    const spaceIds = [...new Set(requests.flatMap((r) => (r.spaceId ? [r.spaceId] : [])))];
    if (!spaceIds.length) return new Map();
    const marketDateId = requests[0]!.marketDateId;
    const found = await table.batchGet(
      spaceIds.map((id) => spaceEntity.key(marketDateId, id)),
      { projection: ['id', 'label'] },
    );
    return new Map(found.map((s) => [String(s.id), String(s.label)]));
  }

  return { marketDate, page };
}
export type DateRequestsPageRepository = ReturnType<typeof makeDateRequestsPageRepository>;
