/**
 * A space request's life after "requested" as the API speaks it (spec 3 §3, §4, §7; spec 2 §2.7, §7): the Market
 * Requests list and its admin actions (one at a time or in bulk), the vendor's cancel, the financial edit and the
 * audit log. Money is integer cents, rates percent.
 */
import * as z from '../zod.js';
import { PLACEMENTS } from '../waitlist.js';
import { answerText, BULK_IDS_MAX, CENTS_MAX, TEXT_MAX, pageLimit } from './bounds.js';
import { idSchema } from './ids.js';
import { pageQueryShape, pageSchema } from './page.js';
import { tenderAmountsSchema } from './tenders.js';
import { ADMIN_REQUEST_ACTIONS, REQUEST_STATUSES } from '../space-request-rules.js';
import { REQUESTS_MSG } from '../request-messages.js';

const id = idSchema();
const money = z.int();

/** Every field of a request the money screens show (spec 3 §3 "Space request"). */
export const spaceRequestDetailSchema = z.object({
  id: answerText(),
  vendorId: answerText(),
  vendorName: answerText(),
  marketDateId: answerText(),
  marketDate: answerText(),
  status: z.enum(REQUEST_STATUSES),
  spaceId: z.nullable(answerText()),
  spaceLabel: z.nullable(answerText()),
  /** "Space #A4" once published, else "Assigned" / "TBD" for a vendor; an admin always sees the label. */
  spaceDisplay: answerText(),
  marketDatePublished: z.boolean(),
  isMarketDatePassed: z.boolean(),
  /** Approved (or canceled with a fee) with money owed, and the date is past (spec 3 §4 "Past Due"). */
  isPastDue: z.boolean(),
  notes: z.nullable(answerText()),
  pricingNotes: z.nullable(answerText()),
  createdAt: answerText(),
  approvedAt: z.nullable(answerText()),
  cancelledAt: z.nullable(answerText()),
  cancelledReason: z.nullable(answerText()),
  amountBase: money,
  salesBasedRate: z.number(),
  grossSales: z.nullable(money),
  /** Sales by tender: how the gross sales were paid (code → cents), when split. */
  salesByTender: z.nullable(z.record(answerText(), money)),
  salesBasedFee: money,
  lateCancellationFee: money,
  amountLatePaymentFee: money,
  /** Market day (issue 31): the no-show fee on the request; absent when none. */
  noShowFee: z.optional(money),
  amountDue: money,
  amountPaid: money,
  amountBalance: money,
  /** The request's version: a financial edit names it, so two admins editing at once cannot both win. */
  updatedAt: answerText(),
});
export type SpaceRequestDetail = z.infer<typeof spaceRequestDetailSchema>;

/** One row of the Market Requests screen: the request plus the vendor facts the actions depend on. */
const marketRequestRowSchema = z.extend(spaceRequestDetailSchema, {
  vendorStatus: answerText(),
  vendorTypeId: z.nullable(answerText()),
});
export type MarketRequestRow = z.infer<typeof marketRequestRowSchema>;

/**
 * GET /api/market-dates/{id}/requests?status=&type=&q=&cursor=&limit= (admin): one page, by status (requested
 * first) and then vendor name A-Z; `q` is the start of a vendor's name.
 */
export const marketRequestsQuerySchema = z.object({
  status: z.optional(z.enum(REQUEST_STATUSES)),
  type: z.optional(z.string().check(z.maxLength(TEXT_MAX.label))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX.label))),
  ...pageQueryShape,
});
export const marketRequestsResponseSchema = z.extend(pageSchema(marketRequestRowSchema), {
  marketDate: z.object({ id: answerText(), date: answerText(), publishedAt: z.nullable(answerText()) }),
});
export type MarketRequestsResponse = z.infer<typeof marketRequestsResponseSchema>;

/** The admin's note when rejecting (skip or cancel); optional. */
const reasonSchema = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
  z.transform((v) => (v ? v : null)),
);

/**
 * POST /api/market-dates/{id}/requests/bulk: one call for a selection, answered per row; a refused row does not stop
 * the others (spec README "Bulk work on the server").
 */
export const bulkRequestActionSchema = z.object({
  action: z.enum(ADMIN_REQUEST_ACTIONS),
  vendorIds: z.array(id).check(z.minLength(1), z.maxLength(BULK_IDS_MAX)),
  reason: reasonSchema,
});
export type BulkRequestAction = z.input<typeof bulkRequestActionSchema>;

const requestOutcomeSchema = z.object({
  vendorId: answerText(),
  ok: z.boolean(),
  /** The status after the action (ok), or the reason it was refused. */
  status: z.nullable(z.enum([...REQUEST_STATUSES, 'none'])),
  message: z.nullable(answerText()),
  /** A reopen: whether the request took a place on the date, joined its waitlist, or was placed over the limit. */
  placement: z.optional(z.enum(PLACEMENTS)),
});
export const bulkRequestResultSchema = z.object({
  succeeded: z.int(),
  failed: z.int(),
  results: z.array(requestOutcomeSchema),
});
export type BulkRequestResult = z.infer<typeof bulkRequestResultSchema>;

/** ?vendorId= of the single approve / reject / reopen: whose request on the date. */
export const requestVendorQuerySchema = z.object({ vendorId: id });

/** POST /api/market-dates/{id}/reject?vendorId= body: as skip or cancel (spec 3 §4 "Skip Date" / "Cancel Date"). */
export const rejectBodySchema = z.object({ as: z.enum(['skip', 'cancel']), reason: reasonSchema });

/** The answer of approve / reject / reopen / the vendor's cancel: the request as it now is. */
export const requestChangeResponseSchema = z.object({
  spaceRequest: z.nullable(spaceRequestDetailSchema),
  /** Above 0 when the change was a late cancellation (the warning toast shows it). */
  lateCancellationFee: money,
  placement: z.optional(z.enum(PLACEMENTS)),
});
export type RequestChangeResponse = z.infer<typeof requestChangeResponseSchema>;

const requiredCents = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(0, message), z.maximum(CENTS_MAX, message));
const optionalCents = z.nullish(z.int().check(z.minimum(0), z.maximum(CENTS_MAX)));

/**
 * PATCH /api/space-requests/{id} (admin, spec 2 §2.7, §5): the financial fields in cents. The calculated fields
 * (sales-based fee, amount due, balance) must equal what the rules compute from the others, and amount paid what the
 * payments add up to; otherwise 400 and nothing is written. expectedUpdatedAt is the version the form was opened on.
 */
export const financialEditSchema = z.object({
  amountBase: requiredCents(REQUESTS_MSG.baseAmountRequired),
  salesBasedRate: z
    .number({ error: REQUESTS_MSG.salesRateRequired })
    .check(z.minimum(0, REQUESTS_MSG.salesRateRequired), z.maximum(100, REQUESTS_MSG.salesRateRequired)),
  grossSales: optionalCents,
  /** Sales by tender: optional; when sent it must add up to grossSales (null clears the split). */
  salesByTender: z.nullish(tenderAmountsSchema),
  salesBasedFee: optionalCents,
  lateCancellationFee: optionalCents,
  amountLatePaymentFee: optionalCents,
  amountDue: requiredCents(REQUESTS_MSG.amountDueRequired),
  amountPaid: z
    .number({ error: REQUESTS_MSG.amountPaidRequired })
    .check(z.int(), z.minimum(-CENTS_MAX), z.maximum(CENTS_MAX)),
  amountBalance: z
    .number({ error: REQUESTS_MSG.amountBalanceRequired })
    .check(z.int(), z.minimum(-CENTS_MAX), z.maximum(CENTS_MAX)),
  notes: z.nullish(z.string().check(z.maxLength(1000))),
  pricingNotes: z.nullish(z.string().check(z.maxLength(1000))),
  expectedUpdatedAt: z.string().check(z.maxLength(TEXT_MAX.label)),
});
export type FinancialEdit = z.input<typeof financialEditSchema>;

export const AUDIT_LOG_FETCH_LIMIT = 50;
export const AUDIT_LOG_SHOWN = 10;

/** GET /api/space-requests/{id}/audit-log?cursor=&limit=50: a page, newest first. */
export const auditLogQuerySchema = z.object({
  cursor: pageQueryShape.cursor,
  limit: pageLimit(AUDIT_LOG_FETCH_LIMIT, AUDIT_LOG_FETCH_LIMIT),
});
const requestAuditEntrySchema = z.object({
  id: answerText(),
  timestamp: answerText(),
  fieldName: z.nullable(answerText()),
  changeType: z.enum(['create', 'update', 'delete']),
  oldValue: z.nullable(answerText()),
  newValue: z.nullable(answerText()),
  userId: z.nullable(answerText()),
  userName: z.nullable(answerText()),
});
export const requestAuditLogSchema = pageSchema(requestAuditEntrySchema);
export type RequestAuditEntry = z.infer<typeof requestAuditEntrySchema>;
