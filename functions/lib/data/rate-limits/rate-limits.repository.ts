import { createHash } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { c, makeTable, u } from '../toolkit/index.js';
import type { RateLimit, RateLimiter, RateLimitSlots } from '../../ports.js';

/** Subjects (addresses, e-mails, ids) become a fixed-length hash: keys stay short and hold no personal data. */
const rateLimitSubjectHash = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);

/**
 * One counter item per (purpose, subject, fixed window), expiring by TTL after its window. A slot is taken with a
 * conditional `ADD`, so however many requests race, at most `limit` of them get through in a window.
 */
export function makeRateLimiter(ddb: DynamoDBDocumentClient, tableName: string): RateLimiter {
  const table = makeTable(ddb, tableName);
  interface Counter {
    key: { pk: string; sk: string };
    limit: number;
    expiresAt: number;
  }

  async function takeOne(counter: Counter, at: string): Promise<boolean> {
    const r = await table.update(
      counter.key,
      {
        add: { slots: 1 },
        set: { _type: 'rate_limit', ttl: counter.expiresAt, createdAt: u.ifNotExists(at), updatedAt: at },
      },
      { guard: c.or(c.notExists('slots'), c.lt('slots', counter.limit)) },
    );
    return r.ok;
  }

  async function giveBackOne(counter: Counter): Promise<void> {
    await table.update(counter.key, { add: { slots: -1 } }, { guard: c.gt('slots', 0) });
  }

  return {
    async take(claims, now) {
      const at = now.toISOString();
      const counters: Counter[] = claims.map(({ limit, subject }: { limit: RateLimit; subject: string }) => {
        const window = Math.floor(now.getTime() / limit.windowMs);
        return {
          key: keys.rateLimit(limit.purpose, rateLimitSubjectHash(subject), window),
          limit: limit.limit,
          // Kept a day past its window; the window index in the key already stops an old counter from counting.
          expiresAt: Math.ceil(((window + 1) * limit.windowMs) / 1000) + 86_400,
        };
      });
      const taken = await Promise.all(counters.map((counter) => takeOne(counter, at)));
      const held = counters.filter((_, i) => taken[i]);
      const slots: RateLimitSlots = {
        giveBack: async () => void (await Promise.all(held.map(giveBackOne))),
      };
      if (held.length < counters.length) {
        await slots.giveBack();
        return undefined;
      }
      return slots;
    },
  };
}
