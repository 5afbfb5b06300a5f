import { BatchWriteCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { notificationItemSchema, type NotificationItem } from './notification.item.js';
import { queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { stripKeys } from '../table-item.js';
import { clockNow } from '../../time/clock.js';

export interface NewNotification {
  title: string;
  message: string;
  type?: NotificationItem['type'];
  isCritical?: boolean;
  metadata?: Record<string, string>;
}

export type Notification = Omit<NotificationItem, '_type'>;

const BATCH = 25;

/**
 * Notifications are stored per user under the user's partition, newest first by ULID. Sending to every admin is
 * one query on the users-by-role index and batched writes, however many admins there are. An unread notification
 * also carries the sparse unread-index key (keys.unreadNotification), removed when it is read, so the bell's list and
 * count are exact single queries. Pages continue from a notification id (`cursor`), never from a client-built key.
 */
export function makeNotificationsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  async function putAll(items: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < items.length; i += BATCH) {
      let pending = items.slice(i, i + BATCH).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending.length && attempt < 5; attempt++) {
        const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (r.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      }
    }
  }

  const toItem = (userId: string, n: NewNotification, at: string) => {
    const id = ulid();
    return {
      ...keys.userNotification(userId, id),
      ...keys.unreadNotification(userId, id),
      _type: 'notification',
      id,
      userId,
      title: n.title,
      message: n.message,
      type: n.type ?? 'info',
      isCritical: n.isCritical ?? false,
      isRead: false,
      readAt: null,
      metadata: n.metadata ?? {},
      createdAt: at,
      updatedAt: at,
    };
  };

  async function adminIds(): Promise<string[]> {
    const items = await queryAll(ddb, {
      TableName: tableName,
      IndexName: TABLE_INDEXES.byListing,
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userByRole('admin', '').gsi3pk },
      ProjectionExpression: 'id',
    });
    return items.map((item) => String(item.id));
  }

  const toNotification = (i: Record<string, unknown>) => stripKeys(notificationItemSchema.parse(i)) as Notification;

  /** One page, newest first: the unread index for unread only, else the user's partition. */
  async function page(userId: string, opts: { unreadOnly?: boolean; limit?: number; cursor?: string }) {
    const own = keys.userNotificationsPrefix(userId);
    const unread = keys.unreadNotification(userId, opts.cursor ?? '');
    const startKey = opts.cursor
      ? {
          ...keys.userNotification(userId, opts.cursor),
          ...(opts.unreadOnly ? unread : {}),
        }
      : undefined;
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        ...(opts.unreadOnly
          ? {
              IndexName: TABLE_INDEXES.byPhoneOrOwner,
              KeyConditionExpression: 'gsi2pk = :pk',
              ExpressionAttributeValues: { ':pk': unread.gsi2pk },
            }
          : {
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
              ExpressionAttributeValues: { ':pk': own.pk, ':sk': own.skPrefix },
            }),
        ScanIndexForward: false,
        Limit: opts.limit ?? 50,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = (r.Items ?? []).map(toNotification);
    return { items, cursor: r.LastEvaluatedKey && items.length ? items[items.length - 1]!.id : null };
  }

  /** How many notifications of the user are unread (a count on the unread index). */
  async function countUnread(userId: string): Promise<number> {
    let count = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: TABLE_INDEXES.byPhoneOrOwner,
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.unreadNotification(userId, '').gsi2pk },
          Select: 'COUNT',
          ExclusiveStartKey,
        }),
      );
      count += r.Count ?? 0;
      ExclusiveStartKey = r.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return count;
  }

  return {
    async notifyUsers(userIds: string[], n: NewNotification): Promise<void> {
      const at = clockNow().toISOString();
      await putAll(userIds.map((u) => toItem(u, n, at)));
    },
    async notifyAdmins(n: NewNotification): Promise<void> {
      await this.notifyUsers(await adminIds(), n);
    },
    /** Newest first; `cursor` continues where the previous page ended. */
    list: page,
    countUnread,
    /** Marks one of the user's own notifications read; undefined when the user has no such notification. */
    async markRead(userId: string, notificationId: string): Promise<Notification | undefined> {
      const at = clockNow().toISOString();
      try {
        const r = await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.userNotification(userId, notificationId),
            UpdateExpression:
              'SET isRead = :true, readAt = if_not_exists(readAt, :at), updatedAt = :at REMOVE gsi2pk, gsi2sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true, ':at': at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        const item = toNotification(r.Attributes ?? {});
        return { ...item, readAt: item.readAt ?? at };
      } catch (err) {
        if ((err as { name?: string })?.name === 'ConditionalCheckFailedException') return undefined;
        throw err;
      }
    },
    /** Marks every unread notification of the user read: the unread index, then batched writes. */
    async markAllRead(userId: string): Promise<number> {
      const at = clockNow().toISOString();
      const unread: Notification[] = [];
      let cursor: string | undefined;
      do {
        const p = await page(userId, { unreadOnly: true, limit: 100, cursor });
        unread.push(...p.items);
        cursor = p.cursor ?? undefined;
      } while (cursor);
      // A Put of the item without the unread-index key takes it out of the index.
      await putAll(
        unread.map((n) => ({
          ...keys.userNotification(userId, n.id),
          _type: 'notification',
          ...n,
          isRead: true,
          readAt: n.readAt ?? at,
          updatedAt: at,
        })),
      );
      return unread.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof makeNotificationsRepository>;
