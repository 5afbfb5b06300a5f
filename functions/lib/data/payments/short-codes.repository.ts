/**
 * Short links (/r, /m, /v, /p): one item per random code, naming what it opens. Each expires through the table's TTL
 * attribute; DynamoDB removes expired items only eventually, so readers also refuse a code past its expiry.
 */
import { BatchWriteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import { SHORT_CODE_KINDS } from '../../../../shared/schemas/public-payments.js';
import { id, isoDate, timestamp } from '../item-fields.js';
import { keys } from '../keys.js';

export const shortCodeItemSchema = z.object({
  _type: z.literal('short_code'),
  code: z.string().check(z.minLength(1)),
  kind: z.enum(SHORT_CODE_KINDS),
  vendorId: id,
  marketDateId: id,
  marketDate: isoDate,
  /** Null for a reminder code sent before the vendor had any request on the date. */
  spaceRequestId: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Seconds since the epoch, the table's TTL attribute. */
  ttl: z.int(),
});
export type ShortCodeItem = z.infer<typeof shortCodeItemSchema>;

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
  const put = async (item: ShortCodeItem) => {
    try {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...keys.shortCode(item.code), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  };
  return {
    put,
    async get(code) {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.shortCode(code) }));
      const parsed = r.Item ? shortCodeItemSchema.safeParse(r.Item) : undefined;
      return parsed?.success ? parsed.data : undefined;
    },
    async putMany(items) {
      for (let i = 0; i < items.length; i += 25) {
        let pending = items
          .slice(i, i + 25)
          .map((item) => ({ PutRequest: { Item: { ...keys.shortCode(item.code), ...item } } }));
        for (let attempt = 0; pending.length && attempt < 5; attempt++) {
          const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
          pending = (r.UnprocessedItems?.[tableName] ?? []) as typeof pending;
        }
      }
    },
  };
}
