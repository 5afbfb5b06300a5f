import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys, queuedMessageKeys, TABLE_INDEXES } from '../data/keys.js';
import { queuedMessageItemSchema, type QueuedMessageItem } from './queued-message.item.js';
import { logger } from '../observability/logger.js';

/**
 * The message log (View Messages): queued_messages items read newest first through one of three indexes, all sorted
 * by `createdAt#id` (keys.ts): every message, one status, or one template. Whatever the filters, a page is a bounded
 * number of Queries; what the chosen index cannot narrow (channel, the template within a status) is a filter.
 */

export type MessageLogIndex =
  { kind: 'all' } | { kind: 'status'; status: string } | { kind: 'template'; templateId: string };

export interface MessageLogPageRequest {
  index: MessageLogIndex;
  /** Inclusive bounds on createdAt (ISO instants). */
  fromInstant?: string;
  toInstant?: string;
  /** Only these attribute values (applied as a filter on the index's items). */
  filter: { channel?: string; templateId?: string };
  limit: number;
  /** The `createdAt#id` of the last message of the previous page. */
  after?: string;
  /** At most this many Queries for one page. */
  maxReads: number;
}

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

/** How many items one filtered Query reads at most: large enough to fill a page, small enough to answer quickly. */
const FILTERED_READ_SIZE = 300;

function indexKeys(index: MessageLogIndex) {
  switch (index.kind) {
    case 'status':
      return {
        name: TABLE_INDEXES.byPhoneOrOwner,
        pk: 'gsi2pk',
        sk: 'gsi2sk',
        value: keys.messageLogStatusPartition(index.status).gsi2pk,
      };
    case 'template':
      return {
        name: TABLE_INDEXES.byListing,
        pk: 'gsi3pk',
        sk: 'gsi3sk',
        value: keys.messageLogTemplatePartition(index.templateId).gsi3pk,
      };
    default:
      return { name: TABLE_INDEXES.byNaturalKey, pk: 'gsi1pk', sk: 'gsi1sk', value: keys.messageLogPartition.gsi1pk };
  }
}

export function makeMessageLogRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const parse = (raw: Record<string, unknown>): QueuedMessageItem | undefined => {
    const parsed = queuedMessageItemSchema.safeParse(raw);
    if (!parsed.success) logger.warn('queued_message_unreadable', { pk: String(raw.pk) });
    return parsed.success ? parsed.data : undefined;
  };

  return {
    /** One page newest first, and the `createdAt#id` to continue after (undefined on the last page). */
    async page(req: MessageLogPageRequest): Promise<{ items: QueuedMessageItem[]; after?: string }> {
      const idx = indexKeys(req.index);
      const filters: string[] = [];
      const names: Record<string, string> = { '#pk': idx.pk, '#sk': idx.sk };
      const values: Record<string, unknown> = {
        ':pk': idx.value,
        ':lo': req.fromInstant ?? '0',
        // '~' sorts after every `#id` that follows the last instant of the range.
        ':hi': `${req.toInstant ?? '9999'}~`,
      };
      if (req.filter.channel) {
        filters.push('#channel = :channel');
        names['#channel'] = 'channel';
        values[':channel'] = req.filter.channel;
      }
      if (req.filter.templateId) {
        filters.push('#templateId = :templateId');
        names['#templateId'] = 'templateId';
        values[':templateId'] = req.filter.templateId;
      }

      const items: QueuedMessageItem[] = [];
      let startKey: Record<string, unknown> | undefined = req.after
        ? {
            ...keys.queuedMessage(req.after.slice(req.after.indexOf('#') + 1)),
            [idx.pk]: idx.value,
            [idx.sk]: req.after,
          }
        : undefined;
      for (let read = 0; read < req.maxReads; read++) {
        const r = await ddb.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: idx.name,
            KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
            ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ScanIndexForward: false,
            Limit: filters.length ? FILTERED_READ_SIZE : req.limit - items.length,
            ExclusiveStartKey: startKey,
          }),
        );
        for (const raw of r.Items ?? []) {
          const item = parse(raw);
          if (item) items.push(item);
          if (items.length === req.limit) {
            // The page is full: the next one starts after this item, whether or not the Query read further.
            const more = raw !== r.Items![r.Items!.length - 1] || !!r.LastEvaluatedKey;
            return { items, after: more ? String(raw[idx.sk]) : undefined };
          }
        }
        if (!r.LastEvaluatedKey) return { items };
        startKey = r.LastEvaluatedKey;
      }
      // The read budget ran out before the page filled: the client continues from where the reads stopped.
      return { items, after: String(startKey![idx.sk]) };
    },

    async get(messageId: string): Promise<QueuedMessageItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.queuedMessage(messageId), ConsistentRead: true }),
      );
      return r.Item ? parse(r.Item) : undefined;
    },

    /**
     * Writes the resend as a new pending message and links the failed one to it, in one transaction that holds only
     * while the old message is still failed and not yet resent. Resolves false when that no longer holds.
     */
    async recordResend(old: QueuedMessageItem, resend: QueuedMessageItem): Promise<boolean> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...resend, ...queuedMessageKeys(resend) },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: keys.queuedMessage(old.id),
                  UpdateExpression: 'SET resentAs = :newId, updatedAt = :at',
                  ConditionExpression: '#status = :failed AND attribute_not_exists(resentAs)',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':newId': resend.id, ':at': resend.createdAt, ':failed': 'failed' },
                },
              },
            ],
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'TransactionCanceledException') return false;
        throw err;
      }
    },

    /** A resend the queue did not take: failed, with the reason, so it can be resent again. */
    async markNotQueued(messageId: string, error: string, at: string): Promise<void> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.queuedMessage(messageId),
            UpdateExpression: 'SET #status = :failed, #error = :error, updatedAt = :at, gsi2pk = :statusKey',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
            ExpressionAttributeValues: {
              ':failed': 'failed',
              ':pending': 'pending',
              ':error': error,
              ':at': at,
              ':statusKey': keys.messageLogStatusPartition('failed').gsi2pk,
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    },
  };
}

export type MessageLogRepository = ReturnType<typeof makeMessageLogRepository>;
