/**
 * Reminders (vendor notes with a reminder date), the date's vendor notes (spec 2 §2.6) and vendor alerts (spec 2 §3
 * vendor_alerts, spec 1 §2.8): requests and answers of the reminders route group, admins only.
 */
import * as z from '../zod.js';
import { answerText, pageLimit } from './bounds.js';
import { idSchema } from './ids.js';
import { calendarDate as boundedDate, optionalCalendarDate, PLANNING_RANGE } from './calendar-date.js';
import { NOTE_MAX } from './vendor-notes.js';
import { REMINDERS_MSG } from '../reminders-messages.js';
import { REQUESTS_MSG } from '../request-messages.js';

const calendarDate = (message: string) => boundedDate(PLANNING_RANGE, message);

export const REMINDER_VIEWS = ['today', 'upcoming', 'overdue'] as const;
export type ReminderView = (typeof REMINDER_VIEWS)[number];

/** GET /api/reminders?view= */
export const remindersQuerySchema = z.object({
  view: z._default(z.enum(REMINDER_VIEWS, { error: REMINDERS_MSG.viewInvalid }), 'today'),
});

const reminderSchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  vendorName: answerText(),
  note: answerText(),
  reminderDate: answerText(),
  /** Whole days from today in the market's zone: 0 today, negative when overdue. */
  daysUntilReminder: z.int(),
  createdByName: z.nullable(answerText()),
  createdAt: answerText(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const remindersResponseSchema = z.object({
  view: z.enum(REMINDER_VIEWS),
  today: answerText(),
  reminders: z.array(reminderSchema),
});
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;

/** PATCH /api/vendors/{id}/notes/{noteId}: any of the three; an empty reminder date turns a reminder into a note. */
export const vendorNotePatchSchema = z.partial(
  z.strictObject({
    note: z
      .string({ error: REQUESTS_MSG.noteRequired })
      .check(z.trim(), z.minLength(1, REQUESTS_MSG.noteRequired), z.maxLength(NOTE_MAX)),
    reminderDate: optionalCalendarDate(PLANNING_RANGE, REQUESTS_MSG.reminderDateInvalid),
    isArchived: z.boolean(),
  }),
);
export type VendorNotePatch = z.input<typeof vendorNotePatchSchema>;

/** GET /api/dashboard/market-date/{id}/vendor-notes?limit=&vendorTypeId= */
export const dateNotesQuerySchema = z.object({
  limit: pageLimit(100, 5, REMINDERS_MSG.limitInvalid),
  vendorTypeId: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((v) => (v && v !== 'all' ? v : undefined)),
  ),
});

const dateNoteSchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  vendorName: answerText(),
  note: answerText(),
  isReminder: z.boolean(),
  reminderDate: z.nullable(answerText()),
  /** Whole days from today in the market's zone to the reminder date; null for a note without one. */
  daysUntilReminder: z.nullable(z.int()),
});
export type DateNote = z.infer<typeof dateNoteSchema>;

export const dateNotesResponseSchema = z.object({
  marketDate: z.object({ id: answerText(), date: answerText() }),
  totalCount: z.int(),
  notes: z.array(dateNoteSchema),
});
export type DateNotesResponse = z.infer<typeof dateNotesResponseSchema>;

export const ALERT_PRIORITIES = ['low', 'medium', 'high'] as const;
export const ALERT_SUBJECT_MAX = 200;
export const ALERT_BODY_MAX = 5000;
const ALERT_TARGETS_MAX = 500;

/** POST /api/vendor-alerts and PUT /api/vendor-alerts/{id} (the whole alert each time). */
export const vendorAlertInputSchema = z
  .object({
    subject: z
      .string({ error: REMINDERS_MSG.subjectRequired })
      .check(z.trim(), z.minLength(1, REMINDERS_MSG.subjectRequired), z.maxLength(ALERT_SUBJECT_MAX)),
    body: z
      .string({ error: REMINDERS_MSG.bodyRequired })
      .check(z.trim(), z.minLength(1, REMINDERS_MSG.bodyRequired), z.maxLength(ALERT_BODY_MAX)),
    startDate: calendarDate(REMINDERS_MSG.startDateRequired),
    endDate: optionalCalendarDate(PLANNING_RANGE, REMINDERS_MSG.dateInvalid),
    vendorTypeIds: z._default(z.array(idSchema()).check(z.maxLength(ALERT_TARGETS_MAX)), []),
    vendorIds: z._default(z.array(idSchema()).check(z.maxLength(ALERT_TARGETS_MAX)), []),
    priority: z._default(z.enum(ALERT_PRIORITIES), 'medium'),
    isActive: z._default(z.boolean(), true),
  })
  .check(
    z.refine((a) => a.endDate === null || a.endDate >= a.startDate, {
      message: REMINDERS_MSG.endBeforeStart,
      path: ['endDate'],
    }),
  );
export type VendorAlertInput = z.input<typeof vendorAlertInputSchema>;

const adminVendorAlertSchema = z.object({
  id: answerText(),
  subject: answerText(),
  body: answerText(),
  startDate: answerText(),
  endDate: z.nullable(answerText()),
  vendorTypeIds: z.array(answerText()),
  vendorIds: z.array(answerText()),
  /** The named vendors with their names, for the picker (a vendor since removed keeps its id only). */
  vendors: z.array(z.object({ id: answerText(), name: answerText() })),
  priority: z.enum(ALERT_PRIORITIES),
  isActive: z.boolean(),
  /** Active, and its end date (if any) not yet past in the market's zone. */
  isCurrent: z.boolean(),
  createdBy: z.nullable(answerText()),
  createdAt: answerText(),
  updatedAt: answerText(),
});
export type AdminVendorAlert = z.infer<typeof adminVendorAlertSchema>;

export const vendorAlertsResponseSchema = z.object({ today: answerText(), alerts: z.array(adminVendorAlertSchema) });
export const vendorAlertResponseSchema = z.object({ alert: adminVendorAlertSchema });

/** The Reminders screen's form: a note on a vendor that comes back on its reminder date. */
export const reminderFormSchema = z.object({
  vendorId: idSchema(REMINDERS_MSG.vendorRequired),
  note: z
    .string({ error: REQUESTS_MSG.noteRequired })
    .check(z.trim(), z.minLength(1, REQUESTS_MSG.noteRequired), z.maxLength(NOTE_MAX)),
  reminderDate: calendarDate(REMINDERS_MSG.reminderDateRequired),
});
