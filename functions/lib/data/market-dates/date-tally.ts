/**
 * The date's tally item (keys.dateTally): what the dashboard cards and the admin home count, moved in the same
 * transaction as every request write by the one rule of shared/date-tally.ts.
 *
 * Requests written before the tally existed (older dates, the demo loader, test fixtures) are not in it, so a tally
 * is trusted only once counted: the first reader of a tally without `counted` recounts the date's requests and puts
 * the result, guarded by the number of writes it saw, so a write landing meanwhile makes the put fail instead of
 * being lost. Writers never need to know whether the tally was counted yet: an ADD creates the item if absent.
 */
import * as z from '../../../../shared/zod.js';
import {
  MOVE_COUNTERS,
  recountTally,
  recountTenderSums,
  tallyDelta,
  tallyMoves,
  tenderSumsOf,
  TALLY_FIELDS,
  type DateTally,
  type TalliedRequest,
} from '../../../../shared/date-tally.js';
import { keys } from '../keys.js';
import { c, defineEntity, fromKey, type Item, type Table, type TxPart } from '../toolkit/index.js';
import { marketDateEntity } from './market-date.items.js';

export const dateTallyItemSchema = z.object({
  _type: z.literal('date_tally'),
  ...Object.fromEntries(TALLY_FIELDS.map((f) => [f, z._default(z.number(), 0)])),
  /** Set by the recount that made the tally whole; absent on a tally only written to by ADDs. */
  counted: z.optional(z.boolean()),
  /** The fields the recount counted (TALLY_SHAPE): a tally counted before a field was added is counted again. */
  shape: z.optional(z.number()),
  /** How many writes moved the tally: the recount's guard. */
  writes: z._default(z.int(), 0),
}) as unknown as z.ZodMiniType<DateTally & { _type: 'date_tally'; counted?: boolean; shape?: number; writes: number }>;

/**
 * Raised whenever a field joins the tally: a tally counted under an older shape lacks the new field (or holds only
 * the ADDs since), so it is recounted once rather than read as 0.
 */
const TALLY_SHAPE = 4;

/** What marks a tally as whole: put with the counts of a recount. */
export const countedMarks = () => ({ counted: true, shape: TALLY_SHAPE }) as const;

const dateTallyEntity = defineEntity({ type: 'date_tally', schema: dateTallyItemSchema, key: keys.dateTally });

const TALLIED_FIELDS = [
  'status',
  'spaceId',
  'amountDue',
  'amountPaid',
  'amountBalance',
  'grossSales',
  'salesBasedRate',
  'salesByTender',
  'waitlisted',
] as const;

/** A date's tally with its gross sales split by tender (code → cents), summed over approved requests. */
export interface TallyRead {
  tally: DateTally;
  tenders: Record<string, number>;
  /** The tally item as read (absent when it was recounted): its change counters and what is kept against them. */
  stored?: Item;
}

/**
 * The tally part of a transaction that changes one request from `before` to `after` (null: created or deleted);
 * none when nothing the tally counts changes.
 */
export function tallyPart(
  table: Table,
  marketDateId: string,
  before: TalliedRequest | null | undefined,
  after: TalliedRequest | null | undefined,
): TxPart[] {
  return tallyPartOfMany(table, marketDateId, [{ before, after }]);
}

/** The tally parts of many request changes on one date, summed into one part (a transaction names an item once). */
export function tallyPartOfMany(
  table: Table,
  marketDateId: string,
  changes: readonly { before: TalliedRequest | null | undefined; after: TalliedRequest | null | undefined }[],
): TxPart[] {
  const sum: Record<string, number> = {};
  const moves: Record<string, number> = {};
  for (const ch of changes) {
    for (const [f, d] of Object.entries(tallyDelta(ch.before, ch.after))) sum[f] = (sum[f] ?? 0) + d;
    for (const [f, d] of Object.entries(tallyMoves(ch.before, ch.after))) moves[f] = (moves[f] ?? 0) + d;
  }
  const delta = Object.fromEntries(Object.entries(sum).filter(([, d]) => d !== 0));
  if (Object.keys(delta).length === 0) return [];
  Object.assign(delta, moves);
  return [
    table.tx.update(keys.dateTally(marketDateId), { set: { _type: 'date_tally' }, add: { ...delta, writes: 1 } }),
  ];
}

/**
 * A market date as stored and its tally, counted, in one BatchGet; undefined when there is no such date. Eventually
 * consistent: a count a moment behind a write is harmless on a screen, and a recount guarded on a stale read is
 * refused rather than kept.
 */
export async function readDateWithTally(
  table: Table,
  marketDateId: string,
  opts: { consistent?: boolean } = {},
): Promise<({ date: Item } & TallyRead) | undefined> {
  const pair = await table.batchGet([keys.marketDate(marketDateId), keys.dateTally(marketDateId)], {
    consistent: opts.consistent,
  });
  const date = pair.find((i) => marketDateEntity.is(i));
  if (!date) return undefined;
  return {
    date,
    ...(await readTally(
      table,
      marketDateId,
      pair.find((i) => dateTallyEntity.is(i)),
    )),
  };
}

/**
 * The date's tally, counted. An uncounted one is recounted from the date's requests (one paginated Query of their
 * key range, projected) and kept unless a write came in meanwhile; the recount answers either way.
 */
async function readTally(table: Table, marketDateId: string, seen: Item | undefined): Promise<TallyRead> {
  const current = seen ? dateTallyEntity.tryParse(seen) : undefined;
  if (seen && current?.counted && current.shape === TALLY_SHAPE) {
    return { tally: current, tenders: tenderSumsOf(seen), stored: seen };
  }
  const requests = await table.queryAll({
    ...fromKey(keys.marketDatePartition(marketDateId)),
    sk: { beginsWith: keys.spaceRequest(marketDateId, '').sk },
    projection: TALLIED_FIELDS,
    consistent: true,
  });
  const tallied: TalliedRequest[] = requests.map((r) => ({
    status: String(r.status ?? 'requested'),
    spaceId: typeof r.spaceId === 'string' ? r.spaceId : null,
    amountDue: Number(r.amountDue ?? 0),
    amountPaid: Number(r.amountPaid ?? 0),
    amountBalance: Number(r.amountBalance ?? 0),
    grossSales: typeof r.grossSales === 'number' ? r.grossSales : null,
    salesBasedRate: Number(r.salesBasedRate ?? 0),
    salesByTender:
      r.salesByTender && typeof r.salesByTender === 'object' ? (r.salesByTender as Record<string, number>) : null,
    waitlisted: r.waitlisted === true,
  }));
  const tally = recountTally(tallied);
  const tenderSums = recountTenderSums(tallied);
  const writes = current?.writes ?? 0;
  // The change counters only grow: a recount keeps them (the guard on `writes` holds them as read).
  const moves = Object.fromEntries(MOVE_COUNTERS.flatMap((f) => (typeof seen?.[f] === 'number' ? [[f, seen[f]]] : [])));
  await table.put(
    {
      ...keys.dateTally(marketDateId),
      _type: 'date_tally',
      ...tally,
      ...tenderSums,
      ...moves,
      ...countedMarks(),
      writes,
    },
    { guard: seen ? c.eq('writes', writes) : c.absent() },
  );
  return { tally, tenders: tenderSumsOf(tenderSums), stored: moves };
}

/**
 * For a write that changes requests it did not read (a layout saved over assigned spaces): the tally is marked
 * uncounted in the same transaction, so the next reader recounts it once.
 */
export function tallyRecountPart(table: Table, marketDateId: string): TxPart {
  return table.tx.update(keys.dateTally(marketDateId), {
    set: { _type: 'date_tally' },
    // Whatever was kept against the date's requests as they were (the pending card's new vendors) is read again.
    add: { writes: 1, pendingMoves: 1, presenceMoves: 1 },
    remove: ['counted'],
  });
}
