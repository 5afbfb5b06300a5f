import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import type { RateLimit, RateLimiter, RateLimitSlots } from '../../ports.js';

/** Subjects (addresses, e-mails, ids) become a fixed-length hash: keys stay short and hold no personal data. */
export const rateLimitSubjectHash = (subject: string) =>
  createHash('sha256').update(subject).digest('base64url').slice(0, 32);

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

/**
 * One counter item per (purpose, subject, fixed window), expiring by TTL after its window. A slot is taken with a
 * conditional `ADD`, so however many requests race, at most `limit` of them get through in a window.
 */
export function makeRateLimiter(ddb: DynamoDBDocumentClient, tableName: string): RateLimiter {
  interface Counter {
    key: { pk: string; sk: string };
    limit: number;
    expiresAt: number;
  }

  async function takeOne(c: Counter, at: string): Promise<boolean> {
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: c.key,
          UpdateExpression:
            'ADD #n :one SET #t = :type, #ttl = :ttl, createdAt = if_not_exists(createdAt, :at), updatedAt = :at',
          ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
          ExpressionAttributeNames: { '#n': 'slots', '#t': '_type', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':type': 'rate_limit',
            ':ttl': c.expiresAt,
            ':at': at,
            ':limit': c.limit,
          },
        }),
      );
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  async function giveBackOne(c: Counter): Promise<void> {
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: c.key,
          UpdateExpression: 'ADD #n :minusOne',
          ConditionExpression: '#n > :zero',
          ExpressionAttributeNames: { '#n': 'slots' },
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        }),
      );
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
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
      const taken = await Promise.all(counters.map((c) => takeOne(c, at)));
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
