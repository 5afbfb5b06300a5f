/**
 * What the public request, reminder and payment pages read for one short code, in a fixed number of round trips
 * however many requests, spaces or vendors exist: one consistent BatchGet of the date, the vendor's request on it
 * and the vendor, then one BatchGet of the request's space and the vendor's type.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vendorTypeItemSchema, type VendorTypeItem } from '../catalog/catalog.items.js';
import { batchGetAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import {
  marketDateItemSchema,
  spaceItemSchema,
  spaceRequestItemSchema,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from '../market-dates/market-date.items.js';
import { makeSpaceRequestsRepository } from '../market-dates/space-requests.repository.js';
import { vendorItemSchema, type VendorItem } from '../vendors/vendor.items.js';

export interface CodeContext {
  marketDate?: MarketDateItem;
  request?: SpaceRequestItem;
  vendor?: VendorItem;
  space?: SpaceItem;
  vendorType?: VendorTypeItem;
}

type Key = { pk: string; sk: string };

export function makePublicPaymentsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const requests = makeSpaceRequestsRepository(ddb, tableName);
  const find = (items: Record<string, unknown>[], k: Key) => items.find((i) => i.pk === k.pk && i.sk === k.sk);

  async function context(marketDateId: string, vendorId: string): Promise<CodeContext> {
    const dateKey = keys.marketDate(marketDateId);
    const requestKey = keys.spaceRequest(marketDateId, vendorId);
    const vendorKey = keys.vendor(vendorId);
    const first = await batchGetAll(ddb, tableName, [dateKey, requestKey, vendorKey], { consistent: true });
    const md = find(first, dateKey);
    const rq = find(first, requestKey);
    const vd = find(first, vendorKey);
    const out: CodeContext = {
      marketDate: md ? marketDateItemSchema.parse(md) : undefined,
      request: rq ? spaceRequestItemSchema.parse(rq) : undefined,
      vendor: vd ? vendorItemSchema.parse(vd) : undefined,
    };
    const spaceKey = out.request?.spaceId ? keys.space(marketDateId, out.request.spaceId) : undefined;
    const typeKey = out.vendor?.vendorTypeId ? keys.vendorType(out.vendor.vendorTypeId) : undefined;
    const second = [spaceKey, typeKey].filter((k): k is Key => !!k);
    if (second.length) {
      const items = await batchGetAll(ddb, tableName, second);
      const sp = spaceKey && find(items, spaceKey);
      const vt = typeKey && find(items, typeKey);
      if (sp) out.space = spaceItemSchema.parse(sp);
      if (vt) out.vendorType = vendorTypeItemSchema.parse(vt);
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
      // A few dates, in case the next one was cancelled: one page, never the whole calendar.
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: TABLE_INDEXES.byNaturalKey,
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk > :after',
          ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':after': afterIsoDate },
          Limit: 5,
        }),
      );
      const dates = (r.Items ?? []).map((i) => marketDateItemSchema.parse(i)).filter((d) => d.status !== 'canceled');
      return dates[0];
    },
  };
}
export type PublicPaymentsRepository = ReturnType<typeof makePublicPaymentsRepository>;
