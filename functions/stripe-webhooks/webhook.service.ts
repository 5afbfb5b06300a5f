/**
 * Stripe's events (architecture §7): the signature on the raw body is checked first, each event id is recorded once
 * (a replay changes nothing), then the event is applied. A completed payment becomes one payment row however many
 * events report it (the PaymentIntent id is the guard), and a refund gives the balance back once. An event we cannot
 * apply is forgotten again, so Stripe's own retry applies it later.
 */
import { isId } from '../../shared/schemas/ids.js';
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

export type WebhookOutcome =
  | { status: 400; reason: 'signature' }
  | { status: 404; reason: 'not-configured' }
  | { status: 200; applied: boolean; duplicate: boolean };

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? str((v as { id?: unknown } | null)?.id);
const cents = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** The request a payment is for, from the metadata every checkout and charge carries; null when not ours. */
function paymentTarget(metadata: unknown) {
  const m = (metadata ?? {}) as Record<string, unknown>;
  const spaceRequestId = str(m.spaceRequestId);
  const vendorId = str(m.vendorId);
  const marketDateId = str(m.marketDateId);
  if (!spaceRequestId || !vendorId || !marketDateId) return null;
  if (![spaceRequestId, vendorId, marketDateId].every(isId)) return null;
  return { spaceRequestId, vendorId, marketDateId, createdBy: str(m.initiatedBy) };
}

export function makeWebhookService(deps: WebhookDeps) {
  /** True when the event changed something (or would have, had it not been applied before). */
  async function apply(event: ProviderEvent): Promise<boolean> {
    const o = event.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
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
          sessionId: str(o.id),
          eventId: event.id,
        });
        return true;
      }
      case 'payment_intent.succeeded': {
        const target = paymentTarget(o.metadata);
        const paymentIntentId = str(o.id);
        const amount = cents(o.amount_received) ?? cents(o.amount);
        if (!target || !paymentIntentId || !amount) return false;
        await deps.store.recordProviderPayment({
          ...target,
          amountCents: amount,
          paymentMethod: 'credit',
          provider: 'stripe',
          providerPaymentId: paymentIntentId,
          sessionId: null,
          eventId: event.id,
        });
        return true;
      }
      case 'charge.refunded': {
        // Only a whole refund turns the payment refunded; a partial one is left to the admins.
        if (o.refunded !== true) return false;
        const paymentIntentId = idOf(o.payment_intent);
        const guard = paymentIntentId ? await deps.store.guardOf(paymentIntentId) : undefined;
        if (!guard) return false;
        await deps.store.markRefunded(
          { vendorId: guard.vendorId, paymentId: guard.paymentId },
          { userId: null, userName: 'Stripe', ipAddress: null, userAgent: null },
        );
        return true;
      }
      default:
        return false;
    }
  }

  return {
    async receive(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
      const provider = await deps.provider();
      if (!provider) return { status: 404, reason: 'not-configured' };
      let event: ProviderEvent;
      try {
        event = provider.verifyWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) return { status: 400, reason: 'signature' };
        throw err;
      }
      if (!(await deps.store.claimEvent('stripe', event.id, event.type))) {
        return { status: 200, applied: false, duplicate: true };
      }
      try {
        return { status: 200, applied: await apply(event), duplicate: false };
      } catch (err) {
        await deps.store.releaseEvent('stripe', event.id);
        throw err;
      }
    },
  };
}
export type WebhookService = ReturnType<typeof makeWebhookService>;
