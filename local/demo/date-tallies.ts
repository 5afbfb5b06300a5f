import { keys } from '../../functions/lib/data/keys.js';
import { countedMarks } from '../../functions/lib/data/market-dates/date-tally.js';
import { recountTally, recountTenderSums, type TalliedRequest } from '../../shared/date-tally.js';
import type { BuildContext } from './build-context.js';

/**
 * Each demo date's tally, counted from the requests as they are finally written (a request put again later, its
 * money history, wins), so the cards read it as the product keeps it, with no recount on the first view.
 */
export function putDateTallies(ctx: BuildContext): void {
  const latest = new Map<string, Record<string, unknown>>();
  for (const item of ctx.items) if (item._type === 'space_request') latest.set(`${item.pk}|${item.sk}`, item);
  const byDate = new Map<string, TalliedRequest[]>();
  for (const item of ctx.items) if (item._type === 'market_date') byDate.set(String(item.id), []);
  for (const r of latest.values()) byDate.get(String(r.marketDateId))?.push(r as unknown as TalliedRequest);
  for (const [marketDateId, requests] of byDate) {
    ctx.put(keys.dateTally(marketDateId), {
      _type: 'date_tally',
      id: marketDateId,
      ...recountTally(requests),
      ...recountTenderSums(requests),
      ...countedMarks(),
      writes: 0,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
}
