/**
 * Reads and writes behind Bulk Messages, a fixed number of requests whatever the audience: the vendor directory (one
 * Query), every vendor user's notification choices (one Query of the users-by-role index), the chosen date's
 * requests (one Query of its partition), and the batch record.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { makeVendorDirectory, type DirectoryEntry } from '../vendors/vendor-directory.js';

/** What a vendor's users chose: phones of those who take texts, and whether any takes e-mail. */
export interface VendorContactChoices {
  textPhones: string[];
  /** Users of the vendor (active); when there are some and none takes e-mail, the vendor gets no e-mail. */
  users: number;
  emailUsers: number;
}

export interface DateRequest {
  vendorId: string;
  status: string;
  amountBalance: number;
}

export interface BatchRecord {
  batchId: string;
  queued: number;
  sent: number;
  failed: number;
  createdAt: string;
}

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

export function makeBulkMessagesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const directory = makeVendorDirectory(ddb, tableName);

  return {
    vendors(): Promise<DirectoryEntry[]> {
      return directory.list({});
    },

    async contactChoices(): Promise<Map<string, VendorContactChoices>> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: 'gsi3pk = :pk',
        FilterExpression: 'attribute_not_exists(isActive) OR isActive = :yes',
        ProjectionExpression: 'vendorId, phone, textNotifications, emailNotifications',
        ExpressionAttributeValues: { ':pk': keys.userByRole('vendor_user', '').gsi3pk, ':yes': true },
      });
      const out = new Map<string, VendorContactChoices>();
      for (const u of items) {
        if (typeof u.vendorId !== 'string') continue;
        const c = out.get(u.vendorId) ?? { textPhones: [], users: 0, emailUsers: 0 };
        c.users += 1;
        if (u.emailNotifications !== false) c.emailUsers += 1;
        if (u.textNotifications === true && typeof u.phone === 'string' && u.phone && !c.textPhones.includes(u.phone))
          c.textPhones.push(u.phone);
        out.set(u.vendorId, c);
      }
      return out;
    },

    async dateRequests(marketDateId: string): Promise<DateRequest[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :req)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': keys.marketDatePartition(marketDateId).pk, ':req': 'REQUEST#' },
        ProjectionExpression: 'vendorId, #status, amountBalance',
      });
      return items
        .filter((i) => typeof i.vendorId === 'string')
        .map((i) => ({
          vendorId: String(i.vendorId),
          status: String(i.status),
          amountBalance: typeof i.amountBalance === 'number' ? i.amountBalance : 0,
        }));
    },

    /** Writes the batch once; false when a batch with this id exists (the same idempotency key came again). */
    async createBatch(batch: BatchRecord & { createdBy: string; subject: string }): Promise<boolean> {
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.messageBatch(batch.batchId), _type: 'message_batch', ...batch },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },

    async batch(batchId: string): Promise<BatchRecord | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.messageBatch(batchId) }));
      if (!r.Item) return undefined;
      const n = (v: unknown) => (typeof v === 'number' ? v : 0);
      return {
        batchId,
        queued: n(r.Item.queued),
        sent: n(r.Item.sent),
        failed: n(r.Item.failed),
        createdAt: String(r.Item.createdAt),
      };
    },
  };
}
export type BulkMessagesRepository = ReturnType<typeof makeBulkMessagesRepository>;
