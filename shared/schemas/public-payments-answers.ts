/**
 * The answers of the public request, reminder and payment pages and the saved cards, as the SPA checks them. The
 * same shapes as `./public-payments.ts` (the server's zod contract), written with valibot so that the pages a vendor
 * opens from a text message stay within the public first-visit weight (architecture §9; see ./session.ts).
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import type { RequestStatus } from '../space-request-rules.js';

// Only the valibot functions other public pages already use: valibot is one module, so every further function any
// page calls weighs on each first visit. The server's contract (zod) holds the finer rules, such as whole cents.
const money = v.number();
/**
 * The request statuses of `../space-request-rules.ts`, written out so that the rules module (and the market-time
 * code it brings) stays off the public pages; a test holds the two lists equal.
 */
export const ANSWER_STATUSES = [
  'requested',
  'approved',
  'confirmed',
  'skipped',
  'canceled',
] as const satisfies readonly RequestStatus[];
const status = v.picklist(ANSWER_STATUSES);

const paymentServiceAnswer = v.object({
  code: v.picklist(['stripe', 'venmo', 'zelle', 'manual']),
  name: v.string(),
  instructions: v.nullable(v.string()),
});
export type PaymentServiceAnswer = v.InferOutput<typeof paymentServiceAnswer>;

const requestFields = {
  spaceRequestId: v.string(),
  marketDateId: v.string(),
  marketDate: v.string(),
  status,
  vendorId: v.string(),
  vendorName: v.string(),
  spaceDisplay: v.string(),
  marketDatePublished: v.boolean(),
  isMarketDatePassed: v.boolean(),
  basePrice: money,
  salesBasedRate: v.number(),
  grossSales: v.nullable(money),
  salesBasedFee: money,
  lateCancellationFee: money,
  amountLatePaymentFee: money,
  amountDue: money,
  amountPaid: money,
  amountBalance: money,
  requiresPrepayment: v.boolean(),
  salesTenders: v.optional(v.array(v.object({ code: v.string(), label: v.string(), cents: money })), []),
};

/** GET /api/public-space-manage/{shortCode}. */
export const publicRequestAnswer = v.object({
  ...requestFields,
  paymentShortCode: v.nullable(v.string()),
  userPermissions: v.array(v.string()),
});
export type PublicRequestAnswer = v.InferOutput<typeof publicRequestAnswer>;

/** POST /api/public-space-manage/{shortCode}/cancel: the late cancellation fee charged, when the answer names one. */
export const cancelAnswer = v.optional(v.object({ lateCancellationFee: v.optional(v.nullable(v.number())) }), {});

/** Answers whose content the page does not use (it reloads the view instead). */
export const anyAnswer: StandardSchemaV1<unknown, unknown> = {
  '~standard': { version: 1, vendor: 'marketday', validate: (value) => ({ value }) },
};

/** GET /api/public-space-request/{shortCode}. */
export const reminderAnswer = v.object({
  marketDateId: v.string(),
  marketDate: v.string(),
  vendorId: v.string(),
  vendorName: v.string(),
  existingRequest: v.nullable(v.object({ id: v.string(), status })),
  manageShortCode: v.nullable(v.string()),
});
export type ReminderAnswer = v.InferOutput<typeof reminderAnswer>;

/** GET /api/public-payments/{shortCode}. */
export const publicPaymentAnswer = v.object({
  ...requestFields,
  amountBase: money,
  paymentServices: v.array(paymentServiceAnswer),
  cardMode: v.nullable(v.picklist(['stripe', 'local'])),
  publishableKey: v.nullable(v.string()),
  signedIn: v.boolean(),
});
export type PublicPaymentAnswer = v.InferOutput<typeof publicPaymentAnswer>;

const publicSavedCard = v.object({
  id: v.string(),
  cardBrand: v.string(),
  last4: v.string(),
  isDefault: v.boolean(),
});
export type PublicSavedCardAnswer = v.InferOutput<typeof publicSavedCard>;

/** A list of cards, bare or wrapped as `{ paymentMethods }`. */
const cardList = <S extends v.GenericSchema>(card: S) => v.array(card);

/** GET /api/public-payments/{shortCode}/saved-payment-methods. */
export const publicSavedCardsAnswer = cardList(publicSavedCard);

/** POST …/create-session. */
export type CreateSessionAnswer =
  | { type: 'manual'; instructions: string }
  | { type: 'immediate' }
  | { type: 'checkout'; sessionId: string; url: string };
const createSessionShape = v.object({
  type: v.picklist(['manual', 'immediate', 'checkout']),
  instructions: v.optional(v.string()),
  sessionId: v.optional(v.string()),
  url: v.optional(v.string()),
});
/** Checked as one object (a variant schema would add weight to every page); the server's contract is the union. */
export const createSessionAnswer = createSessionShape as unknown as StandardSchemaV1<unknown, CreateSessionAnswer>;

/** POST …/charge-saved-method. */
export const chargeSavedAnswer = v.object({ sessionId: v.string(), amount: money });

/** POST …/create-paypal-order. */
export const paypalOrderAnswer = v.object({ id: v.string(), approveUrl: v.string() });

/** POST …/capture-paypal-order: the payment session to show on the success page, when the answer names one. */
export const paypalCaptureAnswer = v.optional(v.object({ sessionId: v.optional(v.string()) }), {});

/** GET /api/public-payments/session/{sessionId}. */
export const paymentSessionAnswer = v.object({
  amount: money,
  spaceRequestId: v.string(),
  vendorId: v.string(),
  vendorName: v.string(),
  marketDate: v.string(),
  paidFor: v.string(),
  status: v.picklist(['paid', 'processing', 'unpaid']),
  nextMarket: v.nullable(
    v.object({
      id: v.string(),
      date: v.string(),
      status: v.nullable(status),
      spaceRequestId: v.nullable(v.string()),
    }),
  ),
});
export type PaymentSessionAnswer = v.InferOutput<typeof paymentSessionAnswer>;

/** POST /api/public-payments/create-shortcode. */
export const shortCodeAnswer = v.object({ shortCode: v.string() });

/** GET /api/public-payments/{users|vendors}/{id}/payment-methods. */
const savedCardAnswer = v.object({
  id: v.string(),
  stripePaymentMethodId: v.string(),
  cardBrand: v.string(),
  last4: v.string(),
  expirationMonth: v.number(),
  expirationYear: v.number(),
  isDefault: v.boolean(),
});
export type SavedCardAnswer = v.InferOutput<typeof savedCardAnswer>;
export const savedCardsAnswer = cardList(savedCardAnswer);

/** POST …/payment-methods/setup. */
export const setupIntentAnswer = v.object({
  clientSecret: v.string(),
  setupIntentId: v.string(),
  cardMode: v.picklist(['stripe', 'local']),
  publishableKey: v.nullable(v.string()),
});
export type SetupIntentAnswer = v.InferOutput<typeof setupIntentAnswer>;
