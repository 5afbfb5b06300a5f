/**
 * The vendor's own calls (spec 1 §2.8, §2.9, §7): the vendor dashboard, the vendor market dates with the vendor's
 * space request on each, and the request / skip / unskip actions. Money is integer cents.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { idSchema } from './ids.js';
import { FIRST_MARKET_ID } from '../markets.js';
import { REQUEST_STATUSES } from '../space-request-rules.js';
import { PLACEMENTS } from '../waitlist.js';
import { VENDOR_DATES_MSG } from '../vendor-dates-messages.js';

export const NOTES_MAX_LENGTH = 1000;

/** The vendor's request on one date, as the market-dates page shows it. */
const vendorSpaceRequestSchema = z.object({
  id: answerText(),
  status: z.enum(REQUEST_STATUSES),
  /** The assigned space and its label ("A4"): null when none is assigned or the date is not published yet. */
  spaceId: z.nullable(answerText()),
  spaceLabel: z.nullable(answerText()),
  /** What the vendor is shown: "Space #A4" once the date is published, else "Assigned" or "TBD" (spec 3 §2). */
  spaceDisplay: answerText(),
  notes: z.nullable(answerText()),
  amountDue: z.int(),
  amountBalance: z.int(),
  grossSales: z.nullable(z.int()),
  lateCancellationFee: z.int(),
  // What the space requests screen's expanded row and receipt show (spec 3 §2, §3). Defaults keep older answers
  // (and the action answers, which carry only the fields above) readable.
  amountBase: z._default(z.int(), 0),
  /** Percent of gross sales. */
  salesBasedRate: z._default(z.number(), 0),
  salesBasedFee: z._default(z.int(), 0),
  amountLatePaymentFee: z._default(z.int(), 0),
  amountPaid: z._default(z.int(), 0),
  createdAt: z.orNull(answerText()),
  approvedAt: z.orNull(answerText()),
  cancelledAt: z.orNull(answerText()),
  cancelledReason: z.orNull(answerText()),
  /** Spec 3 §4's derived "Past Due": money still owed on a date earlier than today. */
  isPastDue: z._default(z.boolean(), false),
  /** Waitlist (issue 15): the vendor's place in the date's waitlist ("Waitlisted — #3"); null when not waiting. */
  waitlistPlace: z.orNull(z.int()),
});
export type VendorSpaceRequest = z.infer<typeof vendorSpaceRequestSchema>;

const vendorMarketDateSchema = z.object({
  id: answerText(),
  date: answerText(),
  /** The market date's own note (e.g. "Live music by the fountain"). */
  notes: z.nullable(answerText()),
  /**
   * The date's market (shared/vendor-markets.ts): its id and short name, whether the vendor is approved for it, its
   * zone with today there, and its cancellation deadline (the rule, null for the Tuesday before, and the instant it
   * ends). The screens decide with these and work out nothing of a market themselves.
   */
  marketId: z._default(answerText(), FIRST_MARKET_ID),
  marketName: z._default(answerText(), ''),
  marketAllowed: z._default(z.boolean(), true),
  timeZone: z.optional(answerText()),
  today: z.optional(answerText()),
  deadline: z._default(z.nullable(z.object({ daysBefore: z.int(), time: answerText() })), null),
  cancelDeadline: z.optional(answerText()),
  spaceRequest: z.nullable(vendorSpaceRequestSchema),
});
export type VendorMarketDate = z.infer<typeof vendorMarketDateSchema>;

/**
 * GET /api/vendor/market-dates: every upcoming date (today or later in the market's zone) and every earlier date the
 * vendor still owes money on, ascending; with `past=true` the earlier dates instead, newest first (spec 3 §2). With
 * what the page needs to ask the shared rules which actions to offer.
 */
export const vendorMarketDatesResponseSchema = z.object({
  /** With the markets the vendor sells at: a row names its market when there is more than one. */
  vendor: z.object({
    id: answerText(),
    name: answerText(),
    status: answerText(),
    marketIds: z._default(z.array(answerText()), [FIRST_MARKET_ID]),
  }),
  /** Today in the organisation's time zone, and the zone itself; each date carries its own market's. */
  today: answerText(),
  timeZone: answerText(),
  hasPastDueBalance: z.boolean(),
  dates: z.array(vendorMarketDateSchema),
});
export type VendorMarketDatesResponse = z.infer<typeof vendorMarketDatesResponseSchema>;

/** Request notes and skip reasons are free text and optional (spec 1 §5); blank is no note. */
export const requestNotesSchema = z.pipe(
  z.nullish(
    z
      .string({ error: VENDOR_DATES_MSG.notesTooLong })
      .check(z.trim(), z.maxLength(NOTES_MAX_LENGTH, VENDOR_DATES_MSG.notesTooLong)),
  ),
  z.transform((v) => (v ? v : null)),
);

export const requestActionBodySchema = z._default(z.object({ notes: requestNotesSchema }), { notes: null });

/** The answer of request / skip / unskip: the request as it now is (null after an unskip). */
export const requestActionResponseSchema = z.object({
  marketDateId: answerText(),
  spaceRequest: z.nullable(vendorSpaceRequestSchema),
  /** Above 0 when a skip after the Tuesday deadline cancelled the request with the late-cancellation fee. */
  lateCancellationFee: z.int(),
  /** A request's answer: whether it took a place on the date or joined its waitlist. */
  placement: z.optional(z.enum(PLACEMENTS)),
});
export type RequestActionResponse = z.infer<typeof requestActionResponseSchema>;

const vendorAlertSchema = z.object({
  id: answerText(),
  subject: answerText(),
  body: answerText(),
  priority: z.enum(['low', 'medium', 'high']),
});
export type VendorAlert = z.infer<typeof vendorAlertSchema>;

const moneyCount = z.object({ count: z.int(), amount: z.int() });

/** The overview cards of spec 1 §2.8, counted on the server by the rules of §4. */
const dashboardCountsSchema = z.object({
  /** Approved requests with a balance above 0 (count and the balance they add up to). */
  pendingPayments: moneyCount,
  /** The same, for market dates already past. */
  overduePayments: moneyCount,
  /** Requests with status requested. */
  pendingSpaceRequests: z.int(),
  /** Upcoming dates the vendor has no request for. */
  upcomingDatesWithoutRequests: z.int(),
  /** Documents (not archived) expiring within 30 days or already expired. */
  documentsExpiring: z.int(),
  /** Rounded mean gross sales of approved requests, in cents; null unless the vendor type is 1. */
  averageSales: z.nullable(z.int()),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

const dashboardPaymentSchema = z.object({
  id: answerText(),
  marketDate: answerText(),
  amount: z.int(),
  status: answerText(),
  paymentMethod: answerText(),
  paidDate: z.nullable(answerText()),
});
export type DashboardPayment = z.infer<typeof dashboardPaymentSchema>;

/** GET /api/vendor/dashboard. */
export const vendorDashboardResponseSchema = z.object({
  vendor: z.object({ id: answerText(), name: answerText(), vendorTypeId: answerText(), status: answerText() }),
  today: answerText(),
  alerts: z.array(vendorAlertSchema),
  counts: dashboardCountsSchema,
  /** The newest 3 payments. */
  payments: z.array(dashboardPaymentSchema),
});
export type VendorDashboardResponse = z.infer<typeof vendorDashboardResponseSchema>;

/** Admins name the vendor they look at; vendor users may only name their own. */
export const vendorScopeQuerySchema = z.object({ vendorId: z.optional(idSchema()) });

/** GET /api/vendor/market-dates: `past=true` answers the earlier dates (the Show Past Dates toggle). */
export const vendorMarketDatesQuerySchema = z.extend(vendorScopeQuerySchema, {
  past: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((v) => v === 'true'),
  ),
});
