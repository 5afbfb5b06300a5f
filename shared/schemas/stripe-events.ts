/**
 * The Stripe events the webhook applies (architecture §7), once their signature has been checked on the raw body:
 * the event's id, type and time, and its object (a Checkout Session, a PaymentIntent, a Charge) as Stripe sends it.
 * Only the fields the webhook reads are named; Stripe's other fields pass unread. An event of a type not listed here
 * is acknowledged without being read, so only its id and type are checked.
 */
import * as z from '../zod.js';

/** Stripe's ids (evt_…, cs_…, pi_…) are short; 255 bounds anything it may send. */
const stripeId = z.string().check(z.minLength(1), z.maxLength(255));
const amount = z.optional(z.nullable(z.int()));
/** An expandable reference: the object's id, or the object itself when expanded. */
const reference = z.optional(z.nullable(z.union([stripeId, z.object({ id: stripeId })])));
/** Stripe's metadata: up to 50 keys of 40 characters, values of up to 500. */
const metadata = z.optional(
  z.nullable(z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(500)))),
);

const checkoutSessionSchema = z.object({
  id: stripeId,
  payment_status: z.string().check(z.maxLength(64)),
  amount_total: amount,
  payment_intent: reference,
  metadata,
});

const paymentIntentSchema = z.object({
  id: stripeId,
  amount,
  amount_received: amount,
  metadata,
});

const chargeSchema = z.object({
  refunded: z.boolean(),
  payment_intent: reference,
});

const envelope = { id: stripeId, created: z.int() };

const stripeEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...envelope,
    type: z.enum(['checkout.session.completed', 'checkout.session.async_payment_succeeded']),
    object: checkoutSessionSchema,
  }),
  z.object({ ...envelope, type: z.literal('payment_intent.succeeded'), object: paymentIntentSchema }),
  z.object({ ...envelope, type: z.literal('charge.refunded'), object: chargeSchema }),
]);
export type StripeEvent = z.infer<typeof stripeEventSchema>;

const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'payment_intent.succeeded',
  'charge.refunded',
] as const satisfies readonly StripeEvent['type'][];

/** Any event: what is needed to acknowledge it once. */
const stripeEventEnvelopeSchema = z.object({ id: stripeId, type: z.string().check(z.maxLength(255)) });

export type ParsedStripeEvent =
  { ok: true; id: string; type: string; event: StripeEvent | null } | { ok: false; issue: string };

/** A verified event read by its schema: `event` is null for a type the webhook does not apply. */
export function parseStripeEvent(value: unknown): ParsedStripeEvent {
  const head = z.safeParse(stripeEventEnvelopeSchema, value);
  if (!head.success) return { ok: false, issue: head.error.issues[0]?.message ?? 'Invalid event' };
  const { id, type } = head.data;
  if (!(HANDLED_STRIPE_EVENTS as readonly string[]).includes(type)) return { ok: true, id, type, event: null };
  const parsed = z.safeParse(stripeEventSchema, value);
  if (!parsed.success) return { ok: false, issue: parsed.error.issues[0]?.message ?? 'Invalid event' };
  return { ok: true, id, type, event: parsed.data };
}
