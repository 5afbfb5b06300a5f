import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ALERT_PRIORITIES } from '@shared/schemas/reminders';

type Priority = (typeof ALERT_PRIORITIES)[number];

/** An alert's priority as the dialog's buttons name it. */
export const PRIORITY_LABEL: Record<Priority, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
};

/** An alert's priority as the list's badge shows it (in lower case, as the API has it). */
export const PRIORITY_BADGE: Record<Priority, MessageDescriptor> = {
  low: msg({ message: 'low', context: 'alert priority' }),
  medium: msg({ message: 'medium', context: 'alert priority' }),
  high: msg({ message: 'high', context: 'alert priority' }),
};
