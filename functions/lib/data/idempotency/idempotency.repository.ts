import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { c, makeTable } from '../toolkit/index.js';
import type { IdempotencyRecord, IdempotencyStore, StoredAnswer } from '../../http/idempotency.js';
import { clockNow } from '../../time/clock.js';

/** A finished answer is kept a day: long enough for any retry of one submit, short enough to stay small. */
const KEEP_SECONDS = 86_400;
/**
 * A claim older than this belongs to a run that died (the functions time out after 15 s), so a retry may take it
 * over instead of waiting for an answer that will never come.
 */
const CLAIM_MS = 30_000;

function recordOf(item: Record<string, unknown> | undefined, nowMs: number): IdempotencyRecord | undefined {
  if (!item) return undefined;
  // TTL deletion lags by hours; an expired record is as good as gone.
  if (typeof item.ttl === 'number' && item.ttl * 1000 < nowMs) return undefined;
  const fingerprint = String(item.fingerprint ?? '');
  if (item.state === 'done' && typeof item.answer === 'string') {
    return { state: 'done', fingerprint, answer: JSON.parse(item.answer) as StoredAnswer };
  }
  return { state: 'in_progress', fingerprint };
}

/**
 * Idempotency records in the table: one item per (caller, route, key), claimed with a conditional put before the
 * work runs, so of any number of identical requests exactly one does the work. Each claim carries a token of its own,
 * so a run that was taken over cannot overwrite or free its successor's record.
 */
export function makeIdempotencyStore(ddb: DynamoDBDocumentClient, tableName: string): IdempotencyStore {
  const table = makeTable(ddb, tableName);
  async function read(scopeHash: string): Promise<IdempotencyRecord | undefined> {
    return recordOf(await table.get(keys.idempotencyRecord(scopeHash), { consistent: true }), clockNow().getTime());
  }

  return {
    read,

    async claim(scopeHash, fingerprint) {
      const now = clockNow().getTime();
      const token = randomUUID();
      const at = new Date(now).toISOString();
      const r = await table.put(
        {
          ...keys.idempotencyRecord(scopeHash),
          _type: 'idempotency_record',
          state: 'in_progress',
          fingerprint,
          token,
          claimedUntil: now + CLAIM_MS,
          ttl: Math.ceil(now / 1000) + KEEP_SECONDS,
          createdAt: at,
          updatedAt: at,
        },
        {
          guard: c.or(
            c.absent(),
            c.lt('ttl', Math.floor(now / 1000)),
            c.and(c.eq('state', 'in_progress'), c.lt('claimedUntil', now)),
          ),
        },
      );
      if (r.ok) return { claimed: true, token };
      // The document client leaves a failed condition's old item unconverted, so it is read again.
      return { claimed: false, record: await read(scopeHash) };
    },

    async complete(scopeHash, token, answer) {
      await table.update(
        keys.idempotencyRecord(scopeHash),
        {
          set: { state: 'done', answer: JSON.stringify(answer), updatedAt: clockNow().toISOString() },
          remove: ['claimedUntil'],
        },
        { guard: c.eq('token', token) },
      );
    },

    async release(scopeHash, token) {
      await table.delete(keys.idempotencyRecord(scopeHash), { guard: c.eq('token', token) });
    },
  };
}
