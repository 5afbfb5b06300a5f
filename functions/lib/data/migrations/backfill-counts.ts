/** What a backfill did with the items it looked at, summed over pages and item kinds. */
export interface BackfillCounts {
  scanned: number;
  updated: number;
  alreadyCurrent: number;
  /** Changed by another write between the read and the backfill's guarded write, or unreadable: left as they are. */
  skipped: number;
}

export const noCounts = (): BackfillCounts => ({ scanned: 0, updated: 0, alreadyCurrent: 0, skipped: 0 });

export function addCounts(a: BackfillCounts, b: BackfillCounts): BackfillCounts {
  return {
    scanned: a.scanned + b.scanned,
    updated: a.updated + b.updated,
    alreadyCurrent: a.alreadyCurrent + b.alreadyCurrent,
    skipped: a.skipped + b.skipped,
  };
}

/** One outcome per item, as a count. */
export function countOutcomes(outcomes: readonly ('updated' | 'alreadyCurrent' | 'skipped')[]): BackfillCounts {
  const counts = noCounts();
  counts.scanned = outcomes.length;
  for (const o of outcomes) counts[o] += 1;
  return counts;
}
