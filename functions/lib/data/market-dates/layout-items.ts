/**
 * The items a date's map is drawn from: the date item, its landmarks and its spaces, read as two key ranges of the
 * date's partition side by side (LANDMARK# sorts just before MARKET_DATE; SPACE# is a range of its own). The date's
 * requests, guards and offers are never read, however many there are.
 */
import { keys } from '../keys.js';
import type { Table } from '../toolkit/index.js';

export async function readLayoutItems(
  table: Table,
  marketDateId: string,
  opts: { consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const { pk } = keys.marketDatePartition(marketDateId);
  const consistent = opts.consistent ?? false;
  const [withDate, spaces] = await Promise.all([
    table.queryAll({
      pk,
      sk: { between: [keys.landmark(marketDateId, '').sk, keys.marketDate(marketDateId).sk] },
      consistent,
    }),
    table.queryAll({ pk, sk: { beginsWith: keys.space(marketDateId, '').sk }, consistent }),
  ]);
  return [...withDate, ...spaces];
}
