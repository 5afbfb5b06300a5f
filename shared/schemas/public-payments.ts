/**
 * The public request, reminder and payment pages, the payment success page and the saved cards (spec 3 §2, §3, §7
 * "Public request page", "Reminder page", "Public payment", "Payment methods"). Money is integer cents. Public
 * answers carry no e-mail, phone or address.
 */
import * as z from '../zod.js';
import { answerText, CENTS_MAX } from './bounds.js';
import { tenderAmountsSchema } from './tenders.js';
import { idSchema } from './ids.js';
import { REQUEST_STATUSES } from '../space-request-rules.js';
import { PAY_MSG } from '../payment-messages.js';

const money = z.int();

/** Short codes: at least 12 URL-safe random characters (≥ 72 bits). */
export const SHORT_CODE_LENGTH = 16;

/** What a short code opens: the reminder ("Request Space?"), the request page, or the payment page. */
export const SHORT_CODE_KINDS = ['reminder', 'request', 'payment'] as const;
export type ShortCodeKind = (typeof SHORT_CODE_KINDS)[number];

/** Payment service codes (spec 3 §9): stripe is the card service and is listed separately. */
const PAYMENT_SERVICE_CODES = ['stripe', 'venmo', 'zelle', 'manual'] as const;
export type PaymentServiceCode = (typeof PAYMENT_SERVICE_CODES)[number];
const paymentServiceSchema = z.object({
  code: z.enum(PAYMENT_SERVICE_CODES),
  name: answerText(),
  /** Zelle and manual: what to do and whom to pay (from the payment services' configuration). */
  instructions: z.nullable(answerText()),
});
export type PaymentService = z.infer<typeof paymentServiceSchema>;

const nextMarketSchema = z.object({
  id: answerText(),
  date: answerText(),
  status: z.nullable(z.enum(REQUEST_STATUSES)),
  spaceRequestId: z.nullable(answerText()),
});

/** GET /api/public-space-manage/{shortCode} (spec 3 §3 public request view). */
export const publicRequestViewSchema = z.object({
  spaceRequestId: answerText(),
  marketDateId: answerText(),
  marketDate: answerText(),
  status: z.enum(REQUEST_STATUSES),
  vendorId: answerText(),
  vendorName: answerText(),
  /** The label once published, else "Assigned" or "TBD" (spec 3 §2). */
  spaceDisplay: answerText(),
  marketDatePublished: z.boolean(),
  isMarketDatePassed: z.boolean(),
  basePrice: money,
  salesBasedRate: z.number(),
  grossSales: z.nullable(money),
  /**
   * Sales by tender: the tenders a split may name, in the market's order, each with its part of the gross sales
   * entered (0 when none). A list rather than a map keeps the public pages' answer check small.
   */
  salesTenders: z._default(z.array(z.object({ code: answerText(), label: answerText(), cents: money })), []),
  salesBasedFee: money,
  lateCancellationFee: money,
  amountLatePaymentFee: money,
  amountDue: money,
  amountPaid: money,
  amountBalance: money,
  requiresPrepayment: z.boolean(),
  /** The short code of the payment page for this request (made on demand), for the Pay button. */
  paymentShortCode: z.nullable(answerText()),
  /** The viewer's permission codes: Cancel shows only with vendor.spaceRequests.cancel. */
  userPermissions: z.array(answerText()),
});
export type PublicRequestView = z.infer<typeof publicRequestViewSchema>;

/** GET /api/public-space-request/{shortCode} (spec 3 §3 reminder data). */
export const reminderViewSchema = z.object({
  marketDateId: answerText(),
  marketDate: answerText(),
  vendorId: answerText(),
  vendorName: answerText(),
  /** When a request exists the page goes to /m/{manageShortCode}. */
  existingRequest: z.nullable(z.object({ id: answerText(), status: z.enum(REQUEST_STATUSES) })),
  manageShortCode: z.nullable(answerText()),
});
export type ReminderView = z.infer<typeof reminderViewSchema>;

/** POST /api/public-space-request/{shortCode}/request and /skip. */
export const reminderActionSchema = z.object({ marketDateId: idSchema() });

/** GET /api/public-payments/{shortCode} (spec 3 §2 Payment Details, §3 public payment view). */
export const publicPaymentViewSchema = z.extend(
  z.omit(publicRequestViewSchema, { userPermissions: true, paymentShortCode: true }),
  {
    amountBase: money,
    paymentServices: z.array(paymentServiceSchema),
    /** Stripe.js is loaded only in 'stripe' mode; 'local' uses the local test checkout. */
    cardMode: z.nullable(z.enum(['stripe', 'local'])),
    publishableKey: z.nullable(answerText()),
    signedIn: z.boolean(),
  },
);
export type PublicPaymentView = z.infer<typeof publicPaymentViewSchema>;

/** Gross sales in cents (spec 3 §5): a number, not negative. */
const grossSalesSchema = z
  .number({ error: PAY_MSG.invalidSalesAmount })
  .check(
    z.int(PAY_MSG.invalidSalesAmount),
    z.minimum(0, PAY_MSG.grossSalesPositive),
    z.maximum(CENTS_MAX, PAY_MSG.invalidSalesAmount),
  );
/** POST /api/public-space-manage/{shortCode}/sales. */
export const salesEntrySchema = z.object({
  grossSales: grossSalesSchema,
  salesByTender: z.nullish(tenderAmountsSchema),
});
/** POST /api/public-payments/{shortCode}/update-sales. */
export const updateSalesSchema = z.object({
  salesAmount: grossSalesSchema,
  salesByTender: z.nullish(tenderAmountsSchema),
});

/**
 * POST /api/public-payments/{shortCode}/create-session. `finalFee` is accepted for compatibility and ignored: the
 * amount is always the server's. `salesAmount`, when sent, is validated and stored as gross sales first.
 */
export const createSessionSchema = z.object({
  paymentServiceCode: z.enum(PAYMENT_SERVICE_CODES),
  salesAmount: z.optional(grossSalesSchema),
  finalFee: z.optional(z.unknown()),
});
export type CreateSessionResponse =
  | { type: 'manual'; instructions: string }
  | { type: 'immediate' }
  | { type: 'checkout'; sessionId: string; url: string };

/** POST /api/public-payments/{shortCode}/charge-saved-method. */
export const chargeSavedMethodSchema = z.extend(createSessionSchema, { savedPaymentMethodId: idSchema() });

export const capturePaypalOrderSchema = z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** GET /api/public-payments/session/{sessionId} (spec 3 §3 payment session result) plus the next market. */
export const paymentSessionResultSchema = z.object({
  amount: money,
  spaceRequestId: answerText(),
  vendorId: answerText(),
  vendorName: answerText(),
  marketDate: answerText(),
  /** What the payment paid for, in words: "Space Fee", "Late Cancellation Fee" (shared/amount-owed.ts). */
  paidFor: answerText(),
  status: z.enum(['paid', 'processing', 'unpaid']),
  nextMarket: z.nullable(nextMarketSchema),
});
export type PaymentSessionResult = z.infer<typeof paymentSessionResultSchema>;

/** POST /api/public-payments/spaceRequests/{id}/request and /skip from the success page (proved by session_id). */
export const nextMarketActionSchema = z.object({
  marketDateId: idSchema(),
  sessionId: z.string().check(z.minLength(1), z.maxLength(255)),
});

/** POST /api/public-payments/create-shortcode (signed in: the request's vendor or an admin). */
export const createShortCodeSchema = z.object({ spaceRequestId: idSchema(), skipMessage: z.optional(z.boolean()) });

/** Spec 3 §3 saved payment method, as lists show it. */
export interface SavedCard {
  id: string;
  stripePaymentMethodId: string;
  cardBrand: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  isDefault: boolean;
}

/** POST /api/public-payments/{users|vendors}/{id}/payment-methods. */
export const savePaymentMethodSchema = z.object({
  paymentMethodId: z.string().check(z.minLength(1), z.maxLength(255)),
});

/** POST /api/vendors/payments/{id}/refund (admin): the whole payment unless an amount in cents is named. */
export const refundSchema = z.object({
  amount: z.optional(z.int().check(z.minimum(1), z.maximum(CENTS_MAX))),
  reason: z.optional(z.string().check(z.maxLength(1000))),
});
