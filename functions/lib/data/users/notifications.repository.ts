import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { notificationEntity, type NotificationItem } from './notification.item.js';
import { keys } from '../keys.js';
import { stripKeys } from '../table-item.js';
import { clockNow } from '../../time/clock.js';
import { c, fromKey, makeTable, u } from '../toolkit/index.js';

export interface NewNotification {
  title: string;
  message: string;
  type?: NotificationItem['type'];
  isCritical?: boolean;
  metadata?: Record<string, string>;
}

export type Notification = Omit<NotificationItem, '_type'>;

/**
 * Notifications are stored per user under the user's partition, newest first by ULID. Sending to every admin is
 * one query on the users-by-role index and batched writes, however many admins there are. An unread notification
 * also carries the sparse unread-index key (keys.unreadNotification), removed when it is read, so the bell's list and
 * count are exact single queries. Pages continue from a notification id (`cursor`), never from a client-built key.
 */
export function makeNotificationsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const putAll = (items: Record<string, unknown>[]) => table.batchWrite({ puts: items });

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
    const items = await table.queryAll({
      ...fromKey({ gsi3pk: keys.userByRole('admin', '').gsi3pk }),
      projection: ['id'],
    });
    return items.map((item) => String(item.id));
  }

  const toNotification = (i: Record<string, unknown>) => stripKeys(notificationEntity.parse(i)) as Notification;

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
    const r = await table.query({
      ...(opts.unreadOnly ? fromKey({ gsi2pk: unread.gsi2pk }) : fromKey(own)),
      newestFirst: true,
      limit: opts.limit ?? 50,
      startKey,
      parser: { parse: toNotification },
    });
    const items = r.items;
    return { items, cursor: r.lastKey && items.length ? items[items.length - 1]!.id : null };
  }

  /** How many notifications of the user are unread (a count on the unread index). */
  async function countUnread(userId: string): Promise<number> {
    return table.count(fromKey({ gsi2pk: keys.unreadNotification(userId, '').gsi2pk }));
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
      const r = await table.update(
        notificationEntity.key(userId, notificationId),
        { set: { isRead: true, readAt: u.ifNotExists(at), updatedAt: at }, remove: ['gsi2pk', 'gsi2sk'] },
        { guard: c.present(), returnValues: 'ALL_NEW' },
      );
      if (!r.ok) return undefined;
      const item = toNotification(r.item ?? {});
      return { ...item, readAt: item.readAt ?? at };
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
