/**
 * The Missing Vendors report and its calls (spec 2 §2.3, §3 "Report shapes", §7): the report, reminders (one call
 * for any number of vendors, or the spec's single ?vendorId= form) and an admin's request for a missing vendor.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { idSchema } from './ids.js';
import { MISSING_MSG } from '../missing-vendors-messages.js';
import { REQUEST_STATUSES } from '../space-request-rules.js';
import { PLACEMENTS, WAITLIST_MSG } from '../waitlist.js';
import { NOTES_MAX_LENGTH, requestNotesSchema } from './vendor-dates.js';
import { VENDOR_DATES_MSG } from '../vendor-dates-messages.js';

/** How many vendors one Send Reminders call may name. */
const REMIND_MAX = 500;

/** "all" (or nothing) is no filter. */
const filterId = z.pipe(
  z.optional(idSchema()),
  z.transform((v) => (v && v !== 'all' ? v : undefined)),
);

/** GET /api/market-dates/{id}/missing-vendors?type=&area= */
export const missingVendorsQuerySchema = z.object({ type: filterId, area: filterId });

const missingVendorSchema = z.object({
  id: answerText(),
  name: answerText(),
  vendorType: z.object({ id: answerText(), code: answerText() }),
  /** ISO date of the last market the vendor attended; null when none is known. */
  lastAttendedDate: z.nullable(answerText()),
});
export type MissingVendor = z.infer<typeof missingVendorSchema>;

export const missingVendorsResponseSchema = z.object({
  marketDate: z.object({ id: answerText(), date: answerText() }),
  vendors: z.array(missingVendorSchema),
});
export type MissingVendorsResponse = z.infer<typeof missingVendorsResponseSchema>;

/** POST /api/market-dates/{id}/remind: the spec's single form names the vendor in the query… */
export const remindQuerySchema = z.object({ vendorId: z.optional(idSchema()) });

/** …and the bulk form lists them in the body. */
export const remindBodySchema = z.object(
  {
    vendorIds: z.pipe(
      z
        .array(idSchema(), { error: MISSING_MSG.vendorIdsRequired })
        .check(
          z.minLength(1, MISSING_MSG.vendorIdsRequired),
          z.maxLength(REMIND_MAX, MISSING_MSG.tooManyVendors(REMIND_MAX)),
        ),
      z.transform((ids) => [...new Set(ids)]),
    ),
  },
  { error: MISSING_MSG.vendorIdsRequired },
);

export const remindResponseSchema = z.object({ sentCount: z.int().check(z.minimum(0)) });

/** POST /api/vendors/market-dates/{id}/request?vendorId= */
export const adminRequestQuerySchema = z.object({ vendorId: idSchema(MISSING_MSG.vendorIdRequired) });

export const adminRequestBodySchema = z._default(
  z.object({
    notes: requestNotesSchema,
    /** The space the admin means to assign next; it must be one of the date's. */
    spaceId: z.pipe(
      z.nullish(idSchema(MISSING_MSG.spaceNotFound)),
      z.transform((v) => v ?? null),
    ),
  }),
  { notes: null, spaceId: null },
);

export const adminRequestResponseSchema = z.object({
  id: answerText(),
  status: z.enum(REQUEST_STATUSES),
  vendorId: answerText(),
  marketDateId: answerText(),
  /** Whether the vendor took a place, joined the waitlist of a full date, or was placed over its limit. */
  placement: z.optional(z.enum(PLACEMENTS)),
});
export type AdminRequestResponse = z.infer<typeof adminRequestResponseSchema>;

/** The Create Request dialog: notes, whether to approve at once, and a space to assign (spec 2 §4). */
export const createRequestFormSchema = z
  .object({
    notes: z.string().check(z.trim(), z.maxLength(NOTES_MAX_LENGTH, VENDOR_DATES_MSG.notesTooLong)),
    approve: z.boolean(),
    spaceId: z.nullable(z.string()),
    /** On a full date: place the vendor over the limit (with a reason) rather than waitlist it. */
    override: z.boolean(),
    overrideReason: z.string().check(z.trim(), z.maxLength(1000)),
  })
  .check(
    z.refine((v) => !v.override || v.overrideReason.length > 0, {
      message: WAITLIST_MSG.overrideReasonRequired,
      path: ['overrideReason'],
    }),
  );
