import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { notificationItemSchema, type NotificationItem } from './items.js';
import { keys, TABLE_INDEXES } from './keys.js';
import { stripKeys } from './table-item.js';

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
 * one query on the users-by-role index and batched writes, however many admins there are.
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
    const ids: string[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: TABLE_INDEXES.byListing,
          KeyConditionExpression: 'gsi3pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.userByRole('admin', '').gsi3pk },
          ProjectionExpression: 'id',
          ExclusiveStartKey,
        }),
      );
      for (const item of r.Items ?? []) ids.push(String(item.id));
      ExclusiveStartKey = r.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return ids;
  }

  async function page(userId: string, opts: { unreadOnly?: boolean; limit?: number; cursor?: string }) {
    const prefix = keys.userNotificationsPrefix(userId);
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: {
          ':pk': prefix.pk,
          ':sk': prefix.skPrefix,
          ...(opts.unreadOnly ? { ':false': false } : {}),
        },
        ...(opts.unreadOnly ? { FilterExpression: 'isRead = :false' } : {}),
        ScanIndexForward: false,
        Limit: opts.limit ?? 50,
        ExclusiveStartKey: opts.cursor ? JSON.parse(Buffer.from(opts.cursor, 'base64url').toString()) : undefined,
      }),
    );
    return {
      items: (r.Items ?? []).map((i) => stripKeys(notificationItemSchema.parse(i)) as Notification),
      cursor: r.LastEvaluatedKey ? Buffer.from(JSON.stringify(r.LastEvaluatedKey)).toString('base64url') : null,
    };
  }

  return {
    async notifyUsers(userIds: string[], n: NewNotification): Promise<void> {
      const at = new Date().toISOString();
      await putAll(userIds.map((u) => toItem(u, n, at)));
    },
    async notifyAdmins(n: NewNotification): Promise<void> {
      await this.notifyUsers(await adminIds(), n);
    },
    /** Newest first; `cursor` continues where the previous page ended. */
    list: page,
    async markAllRead(userId: string): Promise<number> {
      const at = new Date().toISOString();
      const unread: Record<string, unknown>[] = [];
      let cursor: string | undefined;
      do {
        const p = await page(userId, { unreadOnly: true, limit: 100, cursor });
        unread.push(...p.items.map((n) => ({ ...keys.userNotification(userId, n.id), _type: 'notification', ...n })));
        cursor = p.cursor ?? undefined;
      } while (cursor);
      await putAll(unread.map((n) => ({ ...n, isRead: true, readAt: at, updatedAt: at })));
      return unread.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof makeNotificationsRepository>;
