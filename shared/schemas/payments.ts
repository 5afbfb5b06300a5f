/**
 * Payments recorded by admins and a vendor's money history (spec 3 §2 Space History and Payment History, §3 Payment,
 * §5 payment form, §7). Money is integer cents at the API: the form takes dollars and sends cents.
 */
import * as z from '../zod.js';
import { answerText, CENTS_MAX } from './bounds.js';
import { idSchema } from './ids.js';
import { FEE_WAIVER_MSG, WAIVABLE_FEES } from '../fee-waiver.js';
import { REQUESTS_MSG } from '../request-messages.js';
import { spaceRequestDetailSchema } from './space-requests.js';

/** Spec 3 §5: the methods an admin records. */
export const PAYMENT_METHODS = ['ach', 'cash', 'check', 'credit', 'paypal', 'venmo', 'zelle', 'other'] as const;
/** Spec 3 §9 (requested is also styled in history). */
export const PAYMENT_STATUSES = ['completed', 'processing', 'failed', 'refunded', 'requested'] as const;
/** Only a completed payment counts towards what a request has been paid. */
export const countsAsPaid = (status: string) => status === 'completed';

const amountCents = z
  .number({ error: REQUESTS_MSG.amountRequired })
  .check(
    z.int(REQUESTS_MSG.amountCents),
    z.minimum(1, REQUESTS_MSG.amountPositive),
    z.maximum(CENTS_MAX, REQUESTS_MSG.amountRequired),
  );
const optionalText = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
  z.transform((v) => (v ? v : null)),
);

/** PATCH /api/vendors/payments/{id}: in edit mode the market date cannot change (spec 3 §5). */
export const paymentUpdateSchema = z.object({
  amount: amountCents,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: REQUESTS_MSG.paymentMethodRequired }),
  status: z.enum(PAYMENT_STATUSES, { error: REQUESTS_MSG.statusRequired }),
  /** The confirmation number. */
  stripePaymentId: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(255))),
    z.transform((v) => (v ? v : null)),
  ),
  notes: optionalText,
});
export type PaymentUpdate = z.input<typeof paymentUpdateSchema>;

/** POST /api/vendors/{id}/payments. */
export const paymentCreateSchema = z.extend(paymentUpdateSchema, {
  spaceRequestId: idSchema(REQUESTS_MSG.marketDateRequired),
});
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

/** One payment as the history lists it; notes are the admins' and read null for a vendor user. */
const paymentRowSchema = z.object({
  id: answerText(),
  spaceRequestId: answerText(),
  marketDateId: answerText(),
  marketDate: answerText(),
  amount: z.int(),
  paymentMethod: answerText(),
  status: answerText(),
  stripePaymentId: z.nullable(answerText()),
  notes: z.nullable(answerText()),
  paidDate: z.nullable(answerText()),
  createdAt: answerText(),
  createdBy: z.nullable(answerText()),
  /** The card processor's page of a card payment, for admins; null otherwise. */
  providerDashboardUrl: z.nullable(answerText()),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** GET /api/vendors/{id}/payments: newest first, with the total of completed payments. */
export const vendorPaymentsResponseSchema = z.object({
  vendor: z.object({ id: answerText(), name: answerText() }),
  payments: z.array(paymentRowSchema),
  /** Sum of completed payments, cents. */
  total: z.int(),
});
export type VendorPaymentsResponse = z.infer<typeof vendorPaymentsResponseSchema>;

/** POST and PATCH answer the payment and the request as it now is (amountPaid and balance moved together). */
export const paymentChangeResponseSchema = z.object({
  payment: paymentRowSchema,
  spaceRequest: spaceRequestDetailSchema,
});
export type PaymentChangeResponse = z.infer<typeof paymentChangeResponseSchema>;

/** Spec 3 §2 Space History summary: approved requests only. */
const requestsSummarySchema = z.object({
  totalBase: z.int(),
  sales: z.int(),
  fees: z.int(),
  lateCancel: z.int(),
  latePay: z.int(),
  due: z.int(),
  paid: z.int(),
  balance: z.int(),
});
export type RequestsSummary = z.infer<typeof requestsSummarySchema>;

/** GET /api/vendors/{id}/requests: every request of the vendor, newest date first, with the summary. */
export const vendorRequestsResponseSchema = z.object({
  vendor: z.object({ id: answerText(), name: answerText(), status: answerText() }),
  today: answerText(),
  summary: requestsSummarySchema,
  requests: z.array(spaceRequestDetailSchema),
});
export type VendorRequestsResponse = z.infer<typeof vendorRequestsResponseSchema>;

/** POST /api/space-requests/{id}/waive-fee (admin): the fee and why (shared/fee-waiver.ts). */
export const waiveFeeSchema = z.object({
  fee: z.enum(WAIVABLE_FEES),
  reason: z
    .string({ error: FEE_WAIVER_MSG.reasonRequired })
    .check(z.trim(), z.minLength(1, FEE_WAIVER_MSG.reasonRequired), z.maxLength(1000)),
});
export type WaiveFeeInput = z.output<typeof waiveFeeSchema>;
