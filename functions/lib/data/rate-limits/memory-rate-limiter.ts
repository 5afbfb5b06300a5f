import type { RateLimiter } from '../../ports.js';

/** The limiter's rules kept in memory, for service tests: same windows and limits, no table. */
export function makeMemoryRateLimiter(): RateLimiter & { taken(purpose: string): number } {
  const counters = new Map<string, number>();
  return {
    async take(claims, now) {
      const ids = claims.map(
        ({ limit, subject }) => `${limit.purpose}|${subject}|${Math.floor(now.getTime() / limit.windowMs)}`,
      );
      if (claims.some((c, i) => (counters.get(ids[i]!) ?? 0) >= c.limit.limit)) return undefined;
      for (const id of ids) counters.set(id, (counters.get(id) ?? 0) + 1);
      return {
        giveBack: async () => {
          for (const id of ids) counters.set(id, Math.max(0, (counters.get(id) ?? 0) - 1));
        },
      };
    },
    taken(purpose) {
      let n = 0;
      for (const [id, count] of counters) if (id.startsWith(`${purpose}|`)) n += count;
      return n;
    },
  };
}
