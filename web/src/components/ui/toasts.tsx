import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/notify';
import classes from './toasts.module.css';

export default function Toasts() {
  return (
    <Notifications
      position="top-center"
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      zIndex={1000}
      classNames={{ root: classes.root }}
    />
  );
}
