import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Most visits never raise a toast, so the toast container and its styles load with the first one that does.
const Toasts = lazy(() => import('./toasts'));

/** Where toasts appear (spec 1 §9); `notify` puts them in Mantine's store, which the container shows once loaded. */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
