/**
 * Stripe's events (architecture §7): the signature on the raw body is checked first, each event id is recorded once
 * (a replay changes nothing), then the event is applied. A completed payment becomes one payment row however many
 * events report it (the PaymentIntent id is the guard), and a refund gives the balance back once. An event we cannot
 * apply is forgotten again, so Stripe's own retry applies it later.
 */
import { isId } from '../../shared/schemas/ids.js';
import { parseStripeEvent, type StripeEvent } from '../../shared/schemas/stripe-events.js';
import {
  WebhookSignatureError,
  type CardPaymentProvider,
  type ProviderEvent,
} from '../lib/payments/payment-provider.js';
import type { ProviderPaymentsRepository } from '../lib/data/vendors/provider-payments.repository.js';

export type WebhookStore = Pick<
  ProviderPaymentsRepository,
  'claimEvent' | 'releaseEvent' | 'recordProviderPayment' | 'markRefunded' | 'guardOf'
>;

export interface WebhookDeps {
  provider: () => Promise<CardPaymentProvider | undefined>;
  store: WebhookStore;
}

/** One delivery as it arrived: the body's exact bytes (the signature covers them) and the signature header. */
export interface WebhookDelivery {
  rawBody: string;
  signature: string | undefined;
}

export type WebhookOutcome =
  | { status: 400; reason: 'signature' | 'event' }
  | { status: 404; reason: 'not-configured' }
  | { status: 200; applied: boolean; duplicate: boolean };

type Reference = string | { id: string } | null | undefined;
const idOf = (ref: Reference): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));
/** A payment of nothing (or less) is not one to record. */
const cents = (v: number | null | undefined): number | null => (typeof v === 'number' && v > 0 ? v : null);

/** The request a payment is for, from the metadata every checkout and charge carries; null when not ours. */
function paymentTarget(metadata: Record<string, string> | null | undefined) {
  const m = metadata ?? {};
  const spaceRequestId = m.spaceRequestId || null;
  const vendorId = m.vendorId || null;
  const marketDateId = m.marketDateId || null;
  if (!spaceRequestId || !vendorId || !marketDateId) return null;
  if (![spaceRequestId, vendorId, marketDateId].every(isId)) return null;
  return { spaceRequestId, vendorId, marketDateId, createdBy: m.initiatedBy || null };
}

export function makeWebhookService(deps: WebhookDeps) {
  /** True when the event changed something (or would have, had it not been applied before). */
  async function apply(event: StripeEvent): Promise<boolean> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const o = event.object;
        if (o.payment_status !== 'paid') return false;
        const target = paymentTarget(o.metadata);
        const paymentIntentId = idOf(o.payment_intent);
        const amount = cents(o.amount_total);
        if (!target || !paymentIntentId || !amount) return false;
        await deps.store.recordProviderPayment({
          ...target,
          amountCents: amount,
          paymentMethod: 'credit',
          provider: 'stripe',
          providerPaymentId: paymentIntentId,
          sessionId: o.id,
          eventId: event.id,
        });
        return true;
      }
      case 'payment_intent.succeeded': {
        const o = event.object;
        const target = paymentTarget(o.metadata);
        const amount = cents(o.amount_received) ?? cents(o.amount);
        if (!target || !amount) return false;
        await deps.store.recordProviderPayment({
          ...target,
          amountCents: amount,
          paymentMethod: 'credit',
          provider: 'stripe',
          providerPaymentId: o.id,
          sessionId: null,
          eventId: event.id,
        });
        return true;
      }
      case 'charge.refunded': {
        const o = event.object;
        // Only a whole refund turns the payment refunded; a partial one is left to the admins.
        if (!o.refunded) return false;
        const paymentIntentId = idOf(o.payment_intent);
        const guard = paymentIntentId ? await deps.store.guardOf(paymentIntentId) : undefined;
        if (!guard) return false;
        await deps.store.markRefunded(
          { vendorId: guard.vendorId, paymentId: guard.paymentId },
          { userId: null, userName: 'Stripe', ipAddress: null, userAgent: null },
        );
        return true;
      }
    }
  }

  return {
    /**
     * Checks the signature, then reads the event by its schema: a signed event that does not match it answers 400
     * before anything is written. An event of another type is recorded and acknowledged without being applied.
     */
    async receive({ rawBody, signature }: WebhookDelivery): Promise<WebhookOutcome> {
      const provider = await deps.provider();
      if (!provider) return { status: 404, reason: 'not-configured' };
      let verified: ProviderEvent;
      try {
        verified = provider.verifyWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) return { status: 400, reason: 'signature' };
        throw err;
      }
      const parsed = parseStripeEvent(verified);
      if (!parsed.ok) return { status: 400, reason: 'event' };
      if (!(await deps.store.claimEvent('stripe', parsed.id, parsed.type))) {
        return { status: 200, applied: false, duplicate: true };
      }
      try {
        return { status: 200, applied: parsed.event ? await apply(parsed.event) : false, duplicate: false };
      } catch (err) {
        await deps.store.releaseEvent('stripe', parsed.id);
        throw err;
      }
    },
  };
}
export type WebhookService = ReturnType<typeof makeWebhookService>;
