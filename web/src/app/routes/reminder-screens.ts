import type { ComponentType } from 'react';
import { DateNotesRoute } from '@/features/reminders/routes/date-notes';
import { RemindersRoute } from '@/features/reminders/routes/reminders';
import { VendorAlertsRoute } from '@/features/reminders/routes/vendor-alerts';

/**
 * Reminders, Vendor Alerts and the date's vendor notes load as one chunk: they share their data layer and pickers,
 * and one lazy route adds one list of files to the entry script every public page downloads.
 */
export const REMINDER_SCREENS = {
  reminders: RemindersRoute,
  vendorAlerts: VendorAlertsRoute,
  dateNotes: DateNotesRoute,
} satisfies Record<string, ComponentType>;
