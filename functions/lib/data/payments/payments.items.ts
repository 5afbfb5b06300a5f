/** Payments we started, the cards vendors and users saved, and short links: their items and entities. */
import * as z from '../../../../shared/zod.js';
import { SHORT_CODE_KINDS } from '../../../../shared/schemas/public-payments.js';
import { id, isoDate, timestamp } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

const paymentSessionItemSchema = z.object({
  _type: z.literal('payment_session'),
  id: z.string(),
  kind: z.enum(['checkout', 'saved-card', 'paypal']),
  spaceRequestId: z.string(),
  vendorId: z.string(),
  marketDateId: z.string(),
  amount: z.int(),
  /** The request's updatedAt when the amount was read: the balance version the idempotency key names. */
  requestVersion: z.string(),
  idempotencyKey: z.string(),
  /** The provider's id (Checkout Session, PaymentIntent, PayPal order) once known. */
  providerId: z.nullable(z.string()),
  status: z.enum(['open', 'paid', 'processing', 'failed']),
  /** The provider's decline message of a failed attempt, answered again to a repeated click. */
  failureMessage: z.orNull(z.string()),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  ttl: z.int(),
});
export type PaymentSessionItem = z.infer<typeof paymentSessionItemSchema>;

const savedCardItemSchema = z.object({
  _type: z.literal('saved_card'),
  id: z.string(),
  stripePaymentMethodId: z.string(),
  vendorId: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  cardBrand: z.string(),
  last4: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedCardItem = z.infer<typeof savedCardItemSchema>;

const shortCodeItemSchema = z.object({
  _type: z.literal('short_code'),
  code: z.string().check(z.minLength(1)),
  kind: z.enum(SHORT_CODE_KINDS),
  vendorId: id,
  marketDateId: id,
  marketDate: isoDate,
  /** Null for a reminder code sent before the vendor had any request on the date. */
  spaceRequestId: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Seconds since the epoch, the table's TTL attribute. */
  ttl: z.int(),
});
export type ShortCodeItem = z.infer<typeof shortCodeItemSchema>;

export const paymentSessionEntity = defineEntity({
  type: 'payment_session',
  schema: paymentSessionItemSchema,
  key: keys.paymentSession,
});
export const savedCardEntity = defineEntity({ type: 'saved_card', schema: savedCardItemSchema, key: keys.savedCard });
export const shortCodeEntity = defineEntity({ type: 'short_code', schema: shortCodeItemSchema, key: keys.shortCode });
