import { Suspense, useSyncExternalStore } from 'react';
import { toastDemand } from '@/lib/notify';
import { lazyInLanguage } from '@/i18n/lazy';

const Toasts = lazyInLanguage(() => import('./toasts'));

/** Where toasts appear (spec 1 §9); the container and its styles load with the first toast. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.wanted, toastDemand.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
