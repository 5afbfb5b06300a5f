/** The signed-in user's own notifications (spec 1 §2.4): the bell's unread list, the paged page, marking read. */
import type {
  MarkAllReadResponse,
  NotificationListQuery,
  NotificationListResponse,
} from '../../shared/schemas/notifications.js';
import { VENDOR_DATES_MSG } from '../../shared/vendor-dates-messages.js';
import { NotFoundError } from '../lib/http/errors.js';
import type { NotificationsRepository } from '../lib/data/users/notifications.repository.js';
import type { SessionUser } from '../lib/auth/session-user.js';

export type NotificationStore = Pick<NotificationsRepository, 'list' | 'countUnread' | 'markRead' | 'markAllRead'>;

const toDto = (n: Awaited<ReturnType<NotificationStore['list']>>['items'][number]) => ({
  id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  isCritical: n.isCritical,
  isRead: n.isRead,
  readAt: n.readAt,
  createdAt: n.createdAt,
  metadata: n.metadata,
});

export function makeNotificationsService(deps: { notifications: NotificationStore }) {
  return {
    /** Always the caller's own: the user id comes from the session, never from the request. */
    async list(user: SessionUser, query: NotificationListQuery): Promise<NotificationListResponse> {
      const [page, unreadCount] = await Promise.all([
        deps.notifications.list(user.id, { unreadOnly: query.unreadOnly, limit: query.limit, cursor: query.cursor }),
        deps.notifications.countUnread(user.id),
      ]);
      return { notifications: page.items.map(toDto), nextCursor: page.cursor, unreadCount };
    },

    async markRead(user: SessionUser, notificationId: string) {
      const updated = await deps.notifications.markRead(user.id, notificationId);
      if (!updated) throw new NotFoundError(VENDOR_DATES_MSG.notificationNotFound);
      return toDto(updated);
    },

    async markAllRead(user: SessionUser): Promise<MarkAllReadResponse> {
      return { updated: await deps.notifications.markAllRead(user.id) };
    },
  };
}
export type NotificationsService = ReturnType<typeof makeNotificationsService>;
