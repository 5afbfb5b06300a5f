import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import type { ResetTokenRecord, ResetTokenStore } from '../../ports.js';
import { clockNow } from '../../time/clock.js';

export function makeResetTokensRepository(ddb: DynamoDBDocumentClient, tableName: string): ResetTokenStore {
  return {
    async create(tokenHash, record) {
      const now = clockNow().toISOString();
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.resetToken(tokenHash),
            _type: 'password_reset_token',
            ...record,
            createdAt: now,
            updatedAt: now,
            // DynamoDB removes the item some time after this instant; expiresAt is what the code checks.
            ttl: Math.floor(Date.parse(record.expiresAt) / 1000) + 86400,
          },
        }),
      );
    },
    async get(tokenHash) {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.resetToken(tokenHash) }));
      return r.Item as ResetTokenRecord | undefined;
    },
    async consume(tokenHash, at) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.resetToken(tokenHash),
            UpdateExpression: 'SET usedAt = :at, updatedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :at',
            ExpressionAttributeValues: { ':at': at },
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },
    async release(tokenHash) {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.resetToken(tokenHash),
          UpdateExpression: 'REMOVE usedAt',
        }),
      );
    },
  };
}
