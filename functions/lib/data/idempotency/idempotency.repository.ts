import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import type { IdempotencyRecord, IdempotencyStore, StoredAnswer } from '../../http/idempotency.js';
import { clockNow } from '../../time/clock.js';

/** A finished answer is kept a day: long enough for any retry of one submit, short enough to stay small. */
const KEEP_SECONDS = 86_400;
/**
 * A claim older than this belongs to a run that died (the functions time out after 15 s), so a retry may take it
 * over instead of waiting for an answer that will never come.
 */
const CLAIM_MS = 30_000;

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

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
  async function read(scopeHash: string): Promise<IdempotencyRecord | undefined> {
    const r = await ddb.send(
      new GetCommand({ TableName: tableName, Key: keys.idempotencyRecord(scopeHash), ConsistentRead: true }),
    );
    return recordOf(r.Item, clockNow().getTime());
  }

  return {
    read,

    async claim(scopeHash, fingerprint) {
      const now = clockNow().getTime();
      const token = randomUUID();
      const at = new Date(now).toISOString();
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: {
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
            ConditionExpression:
              'attribute_not_exists(pk) OR #ttl < :nowSeconds OR (#state = :inProgress AND claimedUntil < :now)',
            ExpressionAttributeNames: { '#ttl': 'ttl', '#state': 'state' },
            ExpressionAttributeValues: {
              ':nowSeconds': Math.floor(now / 1000),
              ':inProgress': 'in_progress',
              ':now': now,
            },
          }),
        );
        return { claimed: true, token };
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        // The document client leaves a failed condition's old item unconverted, so it is read again.
        return { claimed: false, record: await read(scopeHash) };
      }
    },

    async complete(scopeHash, token, answer) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.idempotencyRecord(scopeHash),
            UpdateExpression: 'SET #state = :done, answer = :answer, updatedAt = :at REMOVE claimedUntil',
            ConditionExpression: '#token = :token',
            ExpressionAttributeNames: { '#state': 'state', '#token': 'token' },
            ExpressionAttributeValues: {
              ':done': 'done',
              ':answer': JSON.stringify(answer),
              ':at': clockNow().toISOString(),
              ':token': token,
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    },

    async release(scopeHash, token) {
      try {
        await ddb.send(
          new DeleteCommand({
            TableName: tableName,
            Key: keys.idempotencyRecord(scopeHash),
            ConditionExpression: '#token = :token',
            ExpressionAttributeNames: { '#token': 'token' },
            ExpressionAttributeValues: { ':token': token },
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    },
  };
}
