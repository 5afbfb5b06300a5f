/**
 * A market date's statistics kept for five minutes (spec 2 §9), one item per date and vendor-type filter, with
 * the versions of the two dates they were computed from. A date's version is the time the report aggregator last
 * summed it up: the aggregator follows the table's stream, so every write to a date's partition — by any route group,
 * job or webhook — moves it, and a cached answer computed from an older version is never served again.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import { keys } from '../keys.js';
import { isType, makeTable } from '../toolkit/index.js';

export const STATS_CACHE_SECONDS = 5 * 60;

const cacheItemSchema = z.object({
  answer: z.unknown(),
  version: z.string(),
  previousId: z.nullable(z.string()),
  previousVersion: z.nullable(z.string()),
  computedAt: z.string(),
});
export type StatsCacheEntry = z.infer<typeof cacheItemSchema>;

export function makeStatsCacheRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const aggregateKey = (marketDateId: string) => keys.reportDateAggregate(marketDateId);
  const versionOf = (item: Record<string, unknown> | undefined) =>
    typeof item?.updatedAt === 'string' ? item.updatedAt : null;

  return {
    /** The cached entry (if any) and the date's current version, in one BatchGet. */
    async lookup(
      marketDateId: string,
      filter: string,
    ): Promise<{ entry: StatsCacheEntry | undefined; version: string | null }> {
      const cacheKey = keys.statsCache(marketDateId, filter);
      const items = await table.batchGet([cacheKey, aggregateKey(marketDateId)], { consistent: true });
      const cached = items.find((i) => isType(i, 'stats_cache'));
      const aggregate = items.find((i) => isType(i, 'report_date_aggregate'));
      const parsed = cached ? cacheItemSchema.safeParse(cached) : undefined;
      return { entry: parsed?.success ? parsed.data : undefined, version: versionOf(aggregate) };
    },

    /** A date's current version (null before the aggregator has summed it up). */
    async version(marketDateId: string): Promise<string | null> {
      return versionOf(await table.get(aggregateKey(marketDateId), { consistent: true }));
    },

    /** Keeps an answer; the table's TTL removes it once stale, and readers check its age themselves. */
    async put(marketDateId: string, filter: string, entry: StatsCacheEntry): Promise<void> {
      const expires = Math.ceil(Date.parse(entry.computedAt) / 1000) + STATS_CACHE_SECONDS;
      await table.put({
        ...keys.statsCache(marketDateId, filter),
        _type: 'stats_cache',
        id: `${marketDateId}_${filter}`,
        ...entry,
        ttl: expires,
      });
    },
  };
}
export type StatsCacheRepository = ReturnType<typeof makeStatsCacheRepository>;
