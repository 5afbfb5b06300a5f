/**
 * The per-date tender aggregate (keys.tenderAggregate): each vendor's tokens turned in and sales by tender on one
 * market date, as attributes of one item. Each vendor's part is its own attribute (`tokens_<vendorId>`,
 * `sales_<vendorId>`), so a write sets just that vendor's part in the same transaction as the token or sales write
 * that changed it: no read-modify-write of the whole item, and a retried write sets the same value again.
 */
import * as z from '../../../../shared/zod.js';
import type { DateTenderAggregate, TenderAmounts } from '../../../../shared/tenders.js';
import { u, type Table, type TxPart } from '../toolkit/index.js';
import { tenderAggregateEntity } from './tender.items.js';

const TOKENS = 'tokens_';
const SALES = 'sales_';
const partSchema = z.object({
  vendorName: z._default(z.string(), ''),
  byTender: z.record(z.string(), z.int()),
});

/** The update that sets (or, with null, removes) one vendor's part of a date's aggregate. */
export function aggregatePartUpdate(
  table: Pick<Table, 'tx'>,
  marketDate: { id: string; date: string },
  kind: 'tokens' | 'sales',
  vendorId: string,
  part: { vendorName: string; byTender: TenderAmounts } | null,
  at: string,
): TxPart {
  const name = `${kind === 'tokens' ? TOKENS : SALES}${vendorId}`;
  return table.tx.update(tenderAggregateEntity.key(marketDate.date, marketDate.id), {
    set: {
      _type: tenderAggregateEntity.type,
      marketDateId: marketDate.id,
      date: marketDate.date,
      id: marketDate.id,
      createdAt: u.ifNotExists(at),
      updatedAt: at,
      ...(part ? { [name]: part } : {}),
    },
    ...(part ? {} : { remove: [name] }),
  });
}

/** Pure: the aggregate an item holds; a part that does not parse (hand-edited data) is left out. */
export function parseAggregate(raw: Record<string, unknown>): DateTenderAggregate | undefined {
  if (!tenderAggregateEntity.is(raw) || typeof raw.marketDateId !== 'string' || typeof raw.date !== 'string') {
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
