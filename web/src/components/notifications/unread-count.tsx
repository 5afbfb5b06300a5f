import { Badge } from '@mantine/core';
import { useSession } from '@/lib/session';
import { useUnreadNotifications } from './notifications-api';

/** The unread count beside the admin menu's Notifications entry; the same query as the bell, so no second poll. */
export function UnreadNotificationsCount() {
  const { user } = useSession();
  const unread = useUnreadNotifications(user?.id ?? null);
  const count = unread.data?.unreadCount ?? 0;
  if (!count) return null;
  return (
    <Badge size="sm" color="red" circle={count < 10} aria-label={`${count} unread`}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
