import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/notify';

/** The signed-in header's height (signed-in-shell.tsx): toasts open below it, so the menu and avatar stay in reach. */
const BELOW_HEADER = 'calc(60px + var(--mantine-spacing-xs))';

export default function Toasts() {
  return (
    <Notifications
      position="top-center"
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      zIndex={1000}
      style={{ top: BELOW_HEADER }}
    />
  );
}
