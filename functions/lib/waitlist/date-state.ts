/**
 * A market date as the waitlist decides on it: the date (with its placement counter `requestSeq`), its spaces,
 * requests and waitlist offers, in one consistent Query of its partition.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../data/dynamo.js';
import { keys } from '../data/keys.js';
import {
  marketDateItemSchema,
  spaceItemSchema,
  spaceRequestItemSchema,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from '../data/market-dates/market-date.items.js';
import { waitlistOfferItemSchema, type WaitlistOfferItem } from './waitlist.items.js';

export interface DateState {
  marketDate: MarketDateItem | undefined;
  requestSeq: number;
  spaces: SpaceItem[];
  requests: SpaceRequestItem[];
  offers: WaitlistOfferItem[];
}

export const openOffers = (state: Pick<DateState, 'offers'>) => state.offers.filter((o) => o.status === 'open');

export async function readDateState(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  marketDateId: string,
): Promise<DateState> {
  const items = await queryAll(ddb, {
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: '#t IN (:md, :space, :request, :offer)',
    ExpressionAttributeNames: { '#t': '_type' },
    ExpressionAttributeValues: {
      ':pk': keys.marketDatePartition(marketDateId).pk,
      ':md': 'market_date',
      ':space': 'space',
      ':request': 'space_request',
      ':offer': 'waitlist_offer',
    },
    ConsistentRead: true,
  });
  const out: DateState = { marketDate: undefined, requestSeq: 0, spaces: [], requests: [], offers: [] };
  for (const raw of items) {
    if (raw._type === 'market_date') {
      out.marketDate = marketDateItemSchema.parse({
        ...raw,
        spaceCount: Math.max(0, Number(raw.spaceCount ?? 0)),
        assignedCount: Math.max(0, Number(raw.assignedCount ?? 0)),
      });
      out.requestSeq = typeof raw.requestSeq === 'number' ? raw.requestSeq : 0;
    } else if (raw._type === 'space') out.spaces.push(spaceItemSchema.parse(raw));
    else if (raw._type === 'space_request') out.requests.push(spaceRequestItemSchema.parse(raw));
    else if (raw._type === 'waitlist_offer') {
      const parsed = waitlistOfferItemSchema.safeParse(raw);
      if (parsed.success) out.offers.push(parsed.data);
    }
  }
  return out;
}
