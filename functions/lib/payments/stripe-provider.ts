/**
 * The card side of the payment-provider port on Stripe (architecture §7), through the `stripe` package. The same
 * adapter talks to the local test checkout when STRIPE_API_BASE names it: the SDK is pointed at that host and the
 * provider reports mode 'local' (the browser then uses the local card form instead of Stripe.js).
 *
 * The SDK (about 400 KB minified) stays out of the function bundles: in AWS it comes from the payment tools layer
 * (/opt/nodejs/node_modules, which only CommonJS resolution finds), locally from node_modules; it is loaded when
 * the first provider is made.
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CardDetails,
  type CardOwner,
  type CardPaymentProvider,
  type ChargeResult,
  type CheckoutSession,
  type PaymentMetadata,
  type ProviderEvent,
  type RefundResult,
} from './payment-provider.js';

/** Pinned, so a new SDK default never changes the shapes this adapter reads. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** The local test checkout's address (e.g. http://127.0.0.1:4599); unset for Stripe itself. */
  apiBase?: string;
}

const CURRENCY = 'usd';

function sdkAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's metadata is a flat string map: only the fields we set are read back, absent ones as empty. */
function toStripeMetadata(m: PaymentMetadata): Record<string, string> {
  return {
    spaceRequestId: m.spaceRequestId,
    vendorId: m.vendorId,
    marketDateId: m.marketDateId,
    ...(m.shortCode ? { shortCode: m.shortCode } : {}),
    initiatedBy: m.initiatedBy ?? '',
  };
}

function fromStripeMetadata(raw: Record<string, string> | null | undefined): PaymentMetadata {
  const m = raw ?? {};
  return {
    spaceRequestId: m.spaceRequestId ?? '',
    vendorId: m.vendorId ?? '',
    marketDateId: m.marketDateId ?? '',
    ...(m.shortCode ? { shortCode: m.shortCode } : {}),
    initiatedBy: m.initiatedBy ? m.initiatedBy : null,
  };
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

function toCheckoutSession(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: s.id,
    url: s.url ?? '',
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paymentStatus:
      s.payment_status === 'paid'
        ? 'paid'
        : s.payment_status === 'no_payment_required'
          ? 'no_payment_required'
          : 'unpaid',
    amountCents: s.amount_total ?? 0,
    paymentIntentId: idOf(s.payment_intent),
    metadata: fromStripeMetadata(s.metadata),
  };
}

function chargeStatus(status: Stripe.PaymentIntent.Status): ChargeResult['status'] {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    default:
      return 'failed';
  }
}

const requireTool = createRequire(import.meta.url);
let stripeModule: typeof Stripe | undefined;
const stripeSdk = (): typeof Stripe => (stripeModule ??= requireTool('stripe') as typeof Stripe);

export function makeStripeProvider(settings: StripeSettings): CardPaymentProvider {
  const local = !!settings.apiBase;
  const Stripe = stripeSdk();
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Retries reuse the idempotency key we pass, so a retried charge is still one charge.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...sdkAddress(settings.apiBase),
  });
  const dashboardBase = settings.secretKey.startsWith('sk_live_')
    ? 'https://dashboard.stripe.com/payments/'
    : 'https://dashboard.stripe.com/test/payments/';

  return {
    mode: local ? 'local' : 'stripe',
    publishableKey: local ? null : settings.publishableKey || null,

    async createCustomer(owner: CardOwner, contact, idempotencyKey) {
      const customer = await stripe.customers.create(
        {
          name: contact.name,
          ...(contact.email ? { email: contact.email } : {}),
          metadata: owner.kind === 'vendor' ? { vendorId: owner.vendorId } : { userId: owner.userId },
        },
        { idempotencyKey },
      );
      return customer.id;
    },

    async createCheckoutSession(input) {
      const metadata = toStripeMetadata(input.metadata);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          ...(input.customerId
            ? { customer: input.customerId, payment_intent_data: { metadata, setup_future_usage: 'off_session' } }
            : { payment_intent_data: { metadata } }),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toCheckoutSession(session);
    },

    async retrieveCheckoutSession(sessionId) {
      return toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async chargeSavedCard(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: CURRENCY,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: toStripeMetadata(input.metadata),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { paymentIntentId: intent.id, status: chargeStatus(intent.status) };
      } catch (err) {
        // A declined card is an answer, not a failure of ours: Stripe names the PaymentIntent it left behind.
        if (err instanceof Stripe.errors.StripeCardError) {
          const intent = err.payment_intent;
          return {
            paymentIntentId: intent?.id ?? '',
            status: err.code === 'authentication_required' ? 'requires_action' : 'failed',
            failureMessage: err.message,
          };
        }
        throw err;
      }
    },

    async createSetupIntent(customerId, owner) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        metadata: owner.kind === 'vendor' ? { vendorId: owner.vendorId } : { userId: owner.userId },
      });
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },

    async retrievePaymentMethod(paymentMethodId): Promise<CardDetails> {
      const pm = await stripe.paymentMethods.retrieve(paymentMethodId);
      return {
        id: pm.id,
        brand: pm.card?.brand ?? 'card',
        last4: pm.card?.last4 ?? '',
        expMonth: pm.card?.exp_month ?? 0,
        expYear: pm.card?.exp_year ?? 0,
        customerId: idOf(pm.customer),
      };
    },

    async detachPaymentMethod(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },

    async refund(input): Promise<RefundResult> {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
      return { refundId: refund.id, status, amountCents: refund.amount };
    },

    dashboardUrl(paymentIntentId) {
      return `${dashboardBase}${encodeURIComponent(paymentIntentId)}`;
    },

    verifyWebhook(rawBody, signatureHeader): ProviderEvent {
      if (!signatureHeader) throw new WebhookSignatureError('No signature');
      let event: Stripe.Event;
      try {
        // Stripe's default tolerance (300 s) refuses a replayed old delivery.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Bad signature');
      }
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
