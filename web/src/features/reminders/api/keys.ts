import type { ReminderView } from '@shared/schemas/reminders';

/** Query keys of the Reminders, Vendor Alerts and date notes screens, general to specific. */
export const reminderKeys = {
  all: ['reminders'] as const,
  view: (view: ReminderView) => [...reminderKeys.all, 'view', view] as const,
  dateNotes: (marketDateId: string, vendorTypeId: string | null) =>
    [...reminderKeys.all, 'date', marketDateId, vendorTypeId ?? 'all'] as const,
  alerts: () => ['vendor-alerts'] as const,
};
