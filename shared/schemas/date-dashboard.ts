/**
 * The market-date dashboard, statistics, payments and proceeds calls (spec 2 §3 "Report shapes", §7). Money in
 * integer cents; percentages whole numbers; changes in percent (or percentage points for utilisation), null when
 * there is no previous date to compare with.
 */
import * as z from '../zod.js';
import { tenderAnswer } from './tenders.js';
import { answerText } from './bounds.js';
import { idSchema } from './ids.js';
import { pageQueryShape, pageSchema } from './page.js';
import { PAYMENT_TABS } from '../date-dashboard.js';

const filterId = z.pipe(
  z.optional(idSchema()),
  z.transform((v) => (v && v !== 'all' ? v : undefined)),
);
const text = answerText();
const count = z.int();

/** ?vendorTypeId=&limit= of the card calls. */
export const cardQuerySchema = z.object({
  vendorTypeId: filterId,
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

export const pendingRequestsCardSchema = z.object({
  totalPending: count,
  completionPercentage: count,
  newVendors: count,
  returningVendors: count,
});
export const spaceAssignmentCardSchema = z.object({
  assignedSpaces: count,
  totalSpaces: count,
  fillPercentage: count,
  unassignedSpaces: count,
  conflictCount: count,
});
export const paymentStatusCardSchema = z.object({
  totalVendors: count,
  paidVendors: count,
  paymentPercentage: count,
  collectedAmount: count,
  outstandingAmount: count,
  totalAmount: count,
});
export const publicationStatusCardSchema = z.object({
  isPublished: z.boolean(),
  readyToPublish: z.boolean(),
  publicationPercentage: count,
  publishedAt: z.nullable(text),
  lastUpdatedAt: text,
  assignedSpaces: count,
  totalSpaces: count,
});
export const missingVendorsCardSchema = z.object({
  totalCount: count,
  vendors: z.array(z.object({ id: text, name: text, lastAttendedDate: z.nullable(text) })),
});
export const expiringDocumentsCardSchema = z.object({
  totalCount: count,
  documents: z.array(
    z.object({
      id: text,
      documentName: text,
      vendorName: text,
      vendorId: text,
      expiryDate: text,
      daysUntilExpiry: count,
    }),
  ),
});
export const vendorNotesCardSchema = z.object({
  marketDate: z.optional(z.object({ id: text, date: text })),
  totalCount: count,
  notes: z.array(
    z.object({
      id: text,
      vendorId: text,
      vendorName: text,
      note: z.string(),
      isReminder: z.boolean(),
      reminderDate: z.nullable(text),
      daysUntilReminder: z.nullable(count),
    }),
  ),
});

export const statisticsSchema = z.object({
  marketRevenue: count,
  marketRevenueChange: z.nullable(z.number()),
  approvedRequests: count,
  canceledRequests: count,
  totalRequests: count,
  averageMarketRevenuePerVendor: count,
  avgMarketRevenueChange: z.nullable(z.number()),
  spaceUtilization: count,
  utilizationChange: z.nullable(z.number()),
  assignedSpaces: count,
  totalSpaces: count,
  vendorRetentionRate: z.nullable(count),
  totalCollected: count,
  totalOutstanding: count,
  paymentCompletionRate: count,
  totalVendorProceeds: count,
  averageVendorProceedsPerVendor: count,
  totalVendors: count,
  averageSpacePrice: count,
  vendorMix: z.array(z.object({ label: text, count, percentage: count })),
  requestStatusCounts: z.record(z.string(), count),
  paymentGroups: z.object({ unpaid: count, paid: count, 'not-required': count }),
  previousDate: z.nullable(text),
});
export type Statistics = z.infer<typeof statisticsSchema>;

const vendorTypeRef = z.object({ id: text, code: text, label: text });

/** ?tab=&type=&area=&cursor=&limit= of the payments report: one tab's page, narrowed to a vendor type and an area. */
export const paymentsQuerySchema = z.object({
  tab: z._default(z.enum(PAYMENT_TABS), 'unpaid'),
  type: filterId,
  area: filterId,
  ...pageQueryShape,
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

const paymentRowSchema = z.object({
  id: text,
  status: text,
  vendor: z.object({ id: text, name: text, vendorType: vendorTypeRef }),
  spaceAssignment: z.nullable(z.object({ label: text, areaId: z.nullable(text) })),
  amountDue: count,
  amountPaid: count,
  amountBalance: count,
  paymentStatus: z.object({
    status: z.enum(['required', 'requested', 'received', 'none']),
    label: text,
    color: z.enum(['green', 'yellow', 'red', 'other']),
  }),
});

/**
 * One page of a tab's requests, with the whole date's figures as its tally keeps them: totalPaid (the API total),
 * the summary cards' due, paid and how many owe and have paid in full, and how many approved requests it holds.
 */
export const paymentsReportSchema = z.extend(pageSchema(paymentRowSchema), {
  marketDate: z.object({ id: text, date: text }),
  totalPaid: count,
  summary: z.object({ requests: count, totalDue: count, totalPaid: count, owing: count, owingPaid: count }),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

/**
 * ?type=&paidOnly=true&cursor=&limit= of the proceeds report: one page of the date's approved and confirmed requests,
 * gross sales highest first, narrowed to a vendor type and to the paid.
 */
export const proceedsQuerySchema = z.object({
  type: filterId,
  paidOnly: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((v) => v === 'true'),
  ),
  ...pageQueryShape,
});
export type ProceedsQuery = z.infer<typeof proceedsQuerySchema>;

const proceedsRowSchema = z.object({
  id: text,
  vendorId: text,
  vendorName: text,
  vendorType: vendorTypeRef,
  spaceAssignment: z.nullable(z.object({ label: text })),
  status: text,
  grossSales: z.nullable(count),
  spaceFee: count,
  salesBasedFee: count,
  marketRevenue: count,
  salesBasedRate: z.number(),
  amountPaid: count,
  amountBalance: count,
  attention: z.nullable(z.enum(['both', 'sales', 'payment'])),
  /** Gross sales split by tender (card, cash, tokens…), by tender code; null until a split is recorded. */
  salesByTender: z.nullable(z.record(z.string(), count)),
});

/**
 * One page of the proceeds rows, with the whole date's figures as its tally keeps them (whatever the type or paid-only
 * filter): the four cards' totals, how many approved requests need attention of each kind, and the sales by tender.
 */
export const proceedsReportSchema = z.extend(pageSchema(proceedsRowSchema), {
  marketDate: z.object({ id: text, date: text }),
  summary: z.object({
    grossSales: count,
    marketRevenue: count,
    amountPaid: count,
    /** Approved and confirmed requests, and those of them that reported gross sales. */
    vendors: count,
    reporting: count,
    attention: z.object({ both: count, sales: count, payment: count }),
    /** Gross sales split by tender over the date (code → cents), and the sales nobody split. */
    salesByTender: z.record(z.string(), count),
    unsplit: count,
  }),
  /** Sales by tender: the market's tender list, in the order the split is shown. */
  tenders: z.array(tenderAnswer),
});
export type ProceedsReport = z.infer<typeof proceedsReportSchema>;

/** How many requests one bulk payment-reminder call may name. */
const PAYMENT_REMINDERS_MAX = 500;
export const paymentRemindersBodySchema = z.object(
  {
    requestIds: z.pipe(
      z
        .array(idSchema(), { error: 'Choose at least one request.' })
        .check(
          z.minLength(1, 'Choose at least one request.'),
          z.maxLength(PAYMENT_REMINDERS_MAX, `Choose at most ${PAYMENT_REMINDERS_MAX} requests.`),
        ),
      z.transform((ids) => [...new Set(ids)]),
    ),
  },
  { error: 'Choose at least one request.' },
);
export const paymentRemindersResponseSchema = z.object({ sent: count });
