import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Toast timing of spec 1 §9: one at a time, 5 s each. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 1;

type Tone = 'success' | 'error' | 'info';
const COLOR: Record<Tone, string> = { success: 'leaf', error: 'red', info: 'blue' };

function show(tone: Tone, title: ReactNode, message: ReactNode) {
  // One toast at a time: the newest replaces whatever is showing instead of waiting in the queue behind it.
  notifications.clean();
  notifications.show({ title, message, color: COLOR[tone], withBorder: true });
}

export const notify = {
  success: (title: ReactNode, message: ReactNode) => show('success', title, message),
  error: (title: ReactNode, message: ReactNode) => show('error', title, message),
  info: (title: ReactNode, message: ReactNode) => show('info', title, message),
};
