/**
 * An admin's notes on a vendor (spec 2 §3 vendor_notes: note, reminderDate, createdBy, createdAt, isArchived), listed
 * and added on the vendor's page (GET|POST /api/vendors/{id}/notes, admins only). A note with a reminder date is a
 * reminder: it shows on the dashboard card and the date's notes page.
 */
import * as z from 'zod';
import { answerText } from './bounds.js';
import { isCalendarDate } from '../market-season.js';

export const VENDOR_NOTE_MAX_LENGTH = 2000;

export const VENDOR_NOTES_MSG = {
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${VENDOR_NOTE_MAX_LENGTH} characters`,
  reminderDateInvalid: 'Reminder date must be a valid date',
  noNotes: 'No notes for this vendor yet.',
  notesLoadFailed: 'Failed to load vendor notes. Please try again later.',
  noteAdded: 'Note added',
  addNoteFailed: 'Failed to add note',
} as const;

/** POST /api/vendors/{id}/notes. */
export const vendorNoteCreateSchema = z.object({
  note: z
    .string({ error: VENDOR_NOTES_MSG.noteRequired })
    .trim()
    .min(1, VENDOR_NOTES_MSG.noteRequired)
    .max(VENDOR_NOTE_MAX_LENGTH, VENDOR_NOTES_MSG.noteTooLong),
  /** YYYY-MM-DD in the market's zone; none is a plain note. */
  reminderDate: z
    .string()
    .trim()
    .max(10, VENDOR_NOTES_MSG.reminderDateInvalid)
    .refine((v) => v === '' || isCalendarDate(v), VENDOR_NOTES_MSG.reminderDateInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type VendorNoteCreate = z.input<typeof vendorNoteCreateSchema>;

export const vendorNoteSchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  note: answerText(),
  reminderDate: answerText().nullable(),
  isArchived: z.boolean(),
  createdAt: answerText(),
  createdBy: answerText().nullable(),
  /** The author's name when known. */
  createdByName: answerText().nullable(),
});
export type VendorNote = z.infer<typeof vendorNoteSchema>;

/** GET /api/vendors/{id}/notes: newest first. */
export const vendorNotesResponseSchema = z.object({ notes: z.array(vendorNoteSchema) });
export type VendorNotesResponse = z.infer<typeof vendorNotesResponseSchema>;
