/**
 * Short links (/r, /m, /v, /p): one item per random code, naming what it opens. Each expires through the table's TTL
 * attribute; DynamoDB removes expired items only eventually, so readers also refuse a code past its expiry.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { c, makeTable } from '../toolkit/index.js';
import { shortCodeEntity, type ShortCodeItem } from './payments.items.js';

export interface ShortCodeStore {
  /** Writes a new code; false when the code is taken already (never in practice: 96 random bits). */
  put(item: ShortCodeItem): Promise<boolean>;
  get(code: string): Promise<ShortCodeItem | undefined>;
  /**
   * Writes many new codes (a reminder to many vendors): one BatchWrite per 25. Unconditional: a batch cannot refuse
   * to overwrite, and two codes of 96 random bits do not meet.
   */
  putMany(items: readonly ShortCodeItem[]): Promise<void>;
}

export function makeShortCodesRepository(ddb: DynamoDBDocumentClient, tableName: string): ShortCodeStore {
  const table = makeTable(ddb, tableName);
  const withKey = (item: ShortCodeItem) => ({ ...shortCodeEntity.key(item.code), ...item });
  return {
    async put(item) {
      return (await table.put(withKey(item), { guard: c.absent() })).ok;
    },
    async get(code) {
      const raw = await table.get(shortCodeEntity.key(code));
      return raw ? shortCodeEntity.tryParse(raw) : undefined;
    },
    putMany: (items) => table.batchWrite({ puts: items.map(withKey) }),
  };
}
