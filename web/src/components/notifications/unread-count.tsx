import { Badge } from '@mantine/core';
import { useSession } from '@/lib/session';
import { useUnreadNotifications } from './notifications-api';
import { unreadCountText } from './unread-count-text';

/** The unread count beside the admin menu's Notifications entry; the same query as the bell, so no second poll. */
export function UnreadNotificationsCount() {
  const { user } = useSession();
  const unread = useUnreadNotifications(user?.id ?? null);
  const count = unread.data?.unreadCount ?? 0;
  if (!count) return null;
  return (
    <Badge
      size="sm"
      color="red"
      aria-label={`${count} unread`}
      miw={20}
      px={6}
      // Mantine cuts a badge's label with an ellipsis; "99+" must stay whole.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {unreadCountText(count)}
    </Badge>
  );
}
