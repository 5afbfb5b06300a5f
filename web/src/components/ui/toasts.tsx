import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/notify';

/** At the bottom, so a toast never covers the header's menu, bell or avatar while it is shown. */
export default function Toasts() {
  return <Notifications position="bottom-center" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />;
}
