/**
 * An admin's notes on a vendor (spec 2 §3 vendor_notes): GET|POST /api/vendors/{id}/notes, admins only. A note with
 * a reminder date is a reminder.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { optionalCalendarDate, PLANNING_RANGE } from './calendar-date.js';
import { REQUESTS_MSG } from '../request-messages.js';

export const NOTE_MAX = 2000;

/** POST /api/vendors/{id}/notes. */
export const vendorNoteCreateSchema = z.object({
  note: z
    .string({ error: REQUESTS_MSG.noteRequired })
    .check(z.trim(), z.minLength(1, REQUESTS_MSG.noteRequired), z.maxLength(NOTE_MAX)),
  /** ISO date (YYYY-MM-DD) in the market's calendar; empty or absent means no reminder. */
  reminderDate: optionalCalendarDate(PLANNING_RANGE, REQUESTS_MSG.reminderDateInvalid),
});
export type VendorNoteCreate = z.input<typeof vendorNoteCreateSchema>;

const vendorNoteSchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  note: answerText(),
  reminderDate: z.nullable(answerText()),
  isReminder: z.boolean(),
  createdBy: z.nullable(answerText()),
  createdByName: z.nullable(answerText()),
  createdAt: answerText(),
  isArchived: z.boolean(),
});
export type VendorNote = z.infer<typeof vendorNoteSchema>;

/** GET answers the vendor's notes newest first; POST answers the note it wrote (201). */
export const vendorNotesResponseSchema = z.object({ notes: z.array(vendorNoteSchema) });
export const vendorNoteResponseSchema = z.object({ note: vendorNoteSchema });
