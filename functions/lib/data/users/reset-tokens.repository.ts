import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import type { ResetTokenRecord, ResetTokenStore } from '../../ports.js';
import { clockNow } from '../../time/clock.js';
import { c, makeTable } from '../toolkit/index.js';

export function makeResetTokensRepository(ddb: DynamoDBDocumentClient, tableName: string): ResetTokenStore {
  const table = makeTable(ddb, tableName);
  return {
    async create(tokenHash, record) {
      const now = clockNow().toISOString();
      await table.put({
        ...keys.resetToken(tokenHash),
        _type: 'password_reset_token',
        ...record,
        createdAt: now,
        updatedAt: now,
        // DynamoDB removes the item some time after this instant; expiresAt is what the code checks.
        ttl: Math.floor(Date.parse(record.expiresAt) / 1000) + 86400,
      });
    },
    async get(tokenHash) {
      return table.get<ResetTokenRecord>(keys.resetToken(tokenHash));
    },
    async consume(tokenHash, at) {
      const r = await table.update(
        keys.resetToken(tokenHash),
        { set: { usedAt: at, updatedAt: at } },
        { guard: c.and(c.present(), c.notExists('usedAt'), c.gt('expiresAt', at)) },
      );
      return r.ok;
    },
    async release(tokenHash) {
      await table.update(keys.resetToken(tokenHash), { remove: ['usedAt'] });
    },
  };
}
