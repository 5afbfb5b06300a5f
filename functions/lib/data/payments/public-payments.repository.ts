/**
 * What the public request, reminder and payment pages read for one short code, in a fixed number of round trips
 * however many requests, spaces or vendors exist: one consistent BatchGet of the date, the vendor's request on it
 * and the vendor, then one BatchGet of the request's space and the vendor's type.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vendorTypeEntity, type VendorTypeItem } from '../catalog/catalog.items.js';
import { keys } from '../keys.js';
import {
  marketDateEntity,
  spaceEntity,
  spaceRequestEntity,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from '../market-dates/market-date.items.js';
import { makeSpaceRequestsRepository } from '../market-dates/space-requests.repository.js';
import { fromKey, makeTable, type Item, type Key } from '../toolkit/index.js';
import { vendorEntity, type VendorItem } from '../vendors/vendor.items.js';

export interface CodeContext {
  marketDate?: MarketDateItem;
  request?: SpaceRequestItem;
  vendor?: VendorItem;
  space?: SpaceItem;
  vendorType?: VendorTypeItem;
}

export function makePublicPaymentsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const requests = makeSpaceRequestsRepository(ddb, tableName);
  const find = (items: Item[], k: Key) => items.find((i) => i.pk === k.pk && i.sk === k.sk);

  async function context(marketDateId: string, vendorId: string): Promise<CodeContext> {
    const dateKey = marketDateEntity.key(marketDateId);
    const requestKey = spaceRequestEntity.key(marketDateId, vendorId);
    const vendorKey = vendorEntity.key(vendorId);
    const first = await table.batchGet([dateKey, requestKey, vendorKey], { consistent: true });
    const md = find(first, dateKey);
    const rq = find(first, requestKey);
    const vd = find(first, vendorKey);
    const out: CodeContext = {
      marketDate: md ? marketDateEntity.parse(md) : undefined,
      request: rq ? spaceRequestEntity.parse(rq) : undefined,
      vendor: vd ? vendorEntity.parse(vd) : undefined,
    };
    const spaceKey = out.request?.spaceId ? spaceEntity.key(marketDateId, out.request.spaceId) : undefined;
    const typeKey = out.vendor?.vendorTypeId ? vendorTypeEntity.key(out.vendor.vendorTypeId) : undefined;
    const second = [spaceKey, typeKey].filter((k): k is Key => !!k);
    if (second.length) {
      const items = await table.batchGet(second);
      const sp = spaceKey && find(items, spaceKey);
      const vt = typeKey && find(items, typeKey);
      if (sp) out.space = spaceEntity.parse(sp);
      if (vt) out.vendorType = vendorTypeEntity.parse(vt);
    }
    return out;
  }

  return {
    context,
    /** A request by its id (gsi1, then a consistent read), with the rest of its context. */
    async contextOfRequest(requestId: string): Promise<CodeContext | undefined> {
      const request = await requests.findById(requestId);
      if (!request) return undefined;
      return context(request.marketDateId, request.vendorId);
    },
    /** The first market date after an ISO date (the calendar index), for the success page's next market. */
    async nextMarketDate(afterIsoDate: string): Promise<MarketDateItem | undefined> {
      const { index, pk } = fromKey(keys.marketDateCalendar(afterIsoDate));
      // A few dates, in case the next one was cancelled: one page, never the whole calendar.
      const { items } = await table.query({ index, pk, sk: { gt: afterIsoDate }, limit: 5, parser: marketDateEntity });
      return items.filter((d) => d.status !== 'canceled')[0];
    },
  };
}
