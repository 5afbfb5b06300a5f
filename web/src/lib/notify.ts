import type { ReactNode } from 'react';

/** Toast timing of spec 1 §9: one at a time, 5 s each. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 1;

type Tone = 'success' | 'error' | 'info' | 'warning';
const COLOR: Record<Tone, string> = { success: 'leaf', error: 'red', info: 'blue', warning: 'yellow' };

// Most visits never raise a toast, so Mantine's toast code loads with the first one (architecture §9's weight
// budget); the toast host mounts its container once somebody asks for a toast.
let toastsWanted = false;
const wantedListeners = new Set<() => void>();

export const toastDemand = {
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => void wantedListeners.delete(listener);
  },
  wanted: () => toastsWanted,
};

function show(tone: Tone, title: ReactNode, message: ReactNode) {
  if (!toastsWanted) {
    toastsWanted = true;
    wantedListeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    // One toast at a time: the newest replaces whatever is showing instead of waiting in the queue behind it.
    notifications.clean();
    notifications.show({ title, message, color: COLOR[tone], withBorder: true });
  });
}

export const notify = {
  success: (title: ReactNode, message: ReactNode) => show('success', title, message),
  error: (title: ReactNode, message: ReactNode) => show('error', title, message),
  info: (title: ReactNode, message: ReactNode) => show('info', title, message),
  warning: (title: ReactNode, message: ReactNode) => show('warning', title, message),
};
