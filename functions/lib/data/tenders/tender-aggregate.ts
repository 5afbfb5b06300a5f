/**
 * The per-date tender aggregate (keys.tenderAggregate): each vendor's tokens turned in and sales by tender on one
 * market date, as attributes of one item. Each vendor's part is its own attribute (`tokens_<vendorId>`,
 * `sales_<vendorId>`), so a write sets just that vendor's part in the same transaction as the token or sales write
 * that changed it: no read-modify-write of the whole item, and a retried write sets the same value again.
 */
import * as z from '../../../../shared/zod.js';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DateTenderAggregate, TenderAmounts } from '../../../../shared/tenders.js';
import { keys } from '../keys.js';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const TOKENS = 'tokens_';
const SALES = 'sales_';
/** The aggregate item's own fields; the vendors' parts are checked one by one as they are read. */
export const tenderAggregateItemSchema = z.looseObject({
  _type: z.literal('tender_aggregate'),
  id: z.string(),
  marketDateId: z.string(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const partSchema = z.object({
  vendorName: z._default(z.string(), ''),
  byTender: z.record(z.string(), z.int()),
});

/** The update that sets (or, with null, removes) one vendor's part of a date's aggregate. */
export function aggregatePartUpdate(
  tableName: string,
  marketDate: { id: string; date: string },
  kind: 'tokens' | 'sales',
  vendorId: string,
  part: { vendorName: string; byTender: TenderAmounts } | null,
  at: string,
): TransactItem {
  const common =
    'SET #type = :type, marketDateId = :marketDateId, #date = :date, id = :marketDateId, ' +
    'createdAt = if_not_exists(createdAt, :at), updatedAt = :at';
  return {
    Update: {
      TableName: tableName,
      Key: keys.tenderAggregate(marketDate.date, marketDate.id),
      UpdateExpression: part ? `${common}, #part = :part` : `${common} REMOVE #part`,
      ExpressionAttributeNames: {
        '#type': '_type',
        '#date': 'date',
        '#part': `${kind === 'tokens' ? TOKENS : SALES}${vendorId}`,
      },
      ExpressionAttributeValues: {
        ':type': 'tender_aggregate',
        ':marketDateId': marketDate.id,
        ':date': marketDate.date,
        ':at': at,
        ...(part ? { ':part': part } : {}),
      },
    },
  };
}

/** Pure: the aggregate an item holds; a part that does not parse (hand-edited data) is left out. */
export function parseAggregate(raw: Record<string, unknown>): DateTenderAggregate | undefined {
  if (raw._type !== 'tender_aggregate' || typeof raw.marketDateId !== 'string' || typeof raw.date !== 'string') {
    return undefined;
  }
  const out: DateTenderAggregate = { marketDateId: raw.marketDateId, date: raw.date, tokens: [], sales: [] };
  for (const [name, value] of Object.entries(raw)) {
    const kind = name.startsWith(TOKENS) ? 'tokens' : name.startsWith(SALES) ? 'sales' : undefined;
    if (!kind) continue;
    const parsed = partSchema.safeParse(value);
    if (!parsed.success) continue;
    const vendorId = name.slice(kind === 'tokens' ? TOKENS.length : SALES.length);
    out[kind].push({ vendorId, vendorName: parsed.data.vendorName, byTender: parsed.data.byTender });
  }
  return out;
}
