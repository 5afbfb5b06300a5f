import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type PaymentMetadata } from './payment-provider.js';
import { startRecordingServer } from '../../../test/fixtures/recording-server.js';
import { makeStripeProvider, STRIPE_API_VERSION } from './stripe-provider.js';

/**
 * The Stripe adapter's calls as Stripe would receive them: the real SDK talks to a recording server standing at
 * STRIPE_API_BASE, and each test asserts the method, path, form body and Idempotency-Key of what was sent.
 */
const metadata: PaymentMetadata = {
  spaceRequestId: '01JREQUEST0000000000000000',
  vendorId: '01JVENDOR00000000000000000',
  marketDateId: '01JDATE0000000000000000000',
  shortCode: 'abcDEF123456_-xy',
  initiatedBy: null,
};

const session = (over: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  url: 'http://127.0.0.1/_stripe/checkout/cs_test_1',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 4250,
  payment_intent: null,
  metadata: { ...metadata, initiatedBy: '' },
  ...over,
});

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let provider: ReturnType<typeof makeStripeProvider>;
const secret = 'whsec_test_adapter';

beforeAll(async () => {
  server = await startRecordingServer({
    'POST /v1/customers': { body: { id: 'cus_1', object: 'customer' } },
    'POST /v1/checkout/sessions': { body: session() },
    'GET /v1/checkout/sessions/cs_test_1': {
      body: session({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_1' }),
    },
    'POST /v1/payment_intents': {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
          payment_intent: { id: 'pi_declined', object: 'payment_intent', status: 'requires_payment_method' },
        },
      },
    },
    'POST /v1/setup_intents': { body: { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x' } },
    'GET /v1/payment_methods/pm_1': {
      body: {
        id: 'pm_1',
        object: 'payment_method',
        customer: 'cus_1',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    },
    'POST /v1/payment_methods/pm_1/detach': { body: { id: 'pm_1', object: 'payment_method', customer: null } },
    'POST /v1/refunds': { body: { id: 're_1', object: 'refund', status: 'succeeded', amount: 4250 } },
  });
  provider = makeStripeProvider({
    secretKey: 'sk_test_adapter',
    webhookSecret: secret,
    publishableKey: 'pk_test_adapter',
    apiBase: server.url,
  });
});

afterAll(async () => {
  await server.close();
});

const last = (path: string) => server.requests.filter((r) => r.path === path).at(-1)!;

describe('Stripe adapter against a recorded HTTP exchange', () => {
  it('reports local mode without a publishable key when pointed at the local test checkout', () => {
    expect(provider.mode).toBe('local');
    expect(provider.publishableKey).toBeNull();
    const real = makeStripeProvider({ secretKey: 'sk_test_x', webhookSecret: secret, publishableKey: 'pk_test_x' });
    expect(real.mode).toBe('stripe');
    expect(real.publishableKey).toBe('pk_test_x');
  });

  it('creates a customer for a vendor with its idempotency key, the secret key and the pinned API version', async () => {
    const id = await provider.createCustomer(
      { kind: 'vendor', vendorId: metadata.vendorId },
      { name: 'Sunny Acres', email: 'farm@example.com' },
      'customer-vendor-1',
    );
    expect(id).toBe('cus_1');
    const req = last('/v1/customers');
    expect(req.method).toBe('POST');
    expect(req.headers['idempotency-key']).toBe('customer-vendor-1');
    expect(req.headers.authorization).toBe('Bearer sk_test_adapter');
    expect(req.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(req.form).toMatchObject({
      name: 'Sunny Acres',
      email: 'farm@example.com',
      'metadata[vendorId]': metadata.vendorId,
    });
  });

  it('opens a Checkout Session for one line item in cents, for the customer, with our metadata on the PaymentIntent too', async () => {
    const out = await provider.createCheckoutSession({
      amountCents: 4250,
      description: 'Market space — Sunday, June 7, 2026',
      customerId: 'cus_1',
      successUrl: 'https://market.example.org/p/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://market.example.org/p/cancel',
      metadata,
      idempotencyKey: 'pay-01JREQUEST-2026-06-01T00:00:00.000Z-4250',
    });
    expect(out).toMatchObject({ id: 'cs_test_1', status: 'open', paymentStatus: 'unpaid', amountCents: 4250 });
    expect(out.metadata).toEqual(metadata);
    const req = last('/v1/checkout/sessions');
    expect(req.headers['idempotency-key']).toBe('pay-01JREQUEST-2026-06-01T00:00:00.000Z-4250');
    expect(req.form).toMatchObject({
      mode: 'payment',
      customer: 'cus_1',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4250',
      'line_items[0][price_data][product_data][name]': 'Market space — Sunday, June 7, 2026',
      success_url: 'https://market.example.org/p/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://market.example.org/p/cancel',
      'metadata[spaceRequestId]': metadata.spaceRequestId,
      'payment_intent_data[metadata][spaceRequestId]': metadata.spaceRequestId,
      'payment_intent_data[metadata][vendorId]': metadata.vendorId,
      'payment_intent_data[metadata][marketDateId]': metadata.marketDateId,
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
  });

  it('retrieves a paid session with its PaymentIntent', async () => {
    const out = await provider.retrieveCheckoutSession('cs_test_1');
    expect(out).toMatchObject({ status: 'complete', paymentStatus: 'paid', paymentIntentId: 'pi_1' });
    expect(last('/v1/checkout/sessions/cs_test_1').method).toBe('GET');
  });

  it('charges a saved card off-session and confirmed at once; a decline is a failed charge with the card’s message', async () => {
    const out = await provider.chargeSavedCard({
      amountCents: 4250,
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      description: 'Market space',
      metadata,
      idempotencyKey: 'pay-01JREQUEST-v7-4250',
    });
    expect(out).toEqual({
      paymentIntentId: 'pi_declined',
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    const sent = server.requests.filter((r) => r.path === '/v1/payment_intents');
    // A decline is Stripe's answer, not a network failure: it is not retried.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe('pay-01JREQUEST-v7-4250');
    expect(sent[0]!.form).toMatchObject({
      amount: '4250',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_1',
      off_session: 'true',
      confirm: 'true',
      'metadata[spaceRequestId]': metadata.spaceRequestId,
    });
  });

  it('creates an off-session SetupIntent for a user’s customer', async () => {
    const out = await provider.createSetupIntent('cus_1', { kind: 'user', userId: 'user-1' });
    expect(out).toEqual({ id: 'seti_1', clientSecret: 'seti_1_secret_x' });
    expect(last('/v1/setup_intents').form).toMatchObject({
      customer: 'cus_1',
      usage: 'off_session',
      'metadata[userId]': 'user-1',
    });
  });

  it('reads a card’s brand, last four and expiry, and detaches it', async () => {
    expect(await provider.retrievePaymentMethod('pm_1')).toEqual({
      id: 'pm_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      customerId: 'cus_1',
    });
    await provider.detachPaymentMethod('pm_1');
    expect(last('/v1/payment_methods/pm_1/detach').method).toBe('POST');
  });

  it('refunds a PaymentIntent in cents with the refund’s idempotency key', async () => {
    const out = await provider.refund({ paymentIntentId: 'pi_1', amountCents: 4250, idempotencyKey: 'refund-01JPAY' });
    expect(out).toEqual({ refundId: 're_1', status: 'succeeded', amountCents: 4250 });
    const req = last('/v1/refunds');
    expect(req.headers['idempotency-key']).toBe('refund-01JPAY');
    expect(req.form).toMatchObject({ payment_intent: 'pi_1', amount: '4250' });
  });

  it('links a payment to the test or live dashboard', () => {
    expect(provider.dashboardUrl('pi_1')).toBe('https://dashboard.stripe.com/test/payments/pi_1');
    const live = makeStripeProvider({ secretKey: 'sk_live_x', webhookSecret: secret, publishableKey: null });
    expect(live.dashboardUrl('pi_2')).toBe('https://dashboard.stripe.com/payments/pi_2');
  });
});

describe('webhook signature', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: 1_780_000_000,
    data: { object: { id: 'pi_1', object: 'payment_intent', amount: 4250 } },
  });
  const sign = (body: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) });

  it('accepts a body signed with the webhook secret and answers the event', () => {
    const event = provider.verifyWebhook(payload, sign(payload));
    expect(event).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1_780_000_000,
      object: { id: 'pi_1', object: 'payment_intent', amount: 4250 },
    });
  });

  it('refuses a changed body, a stale signature, another secret and no signature', () => {
    const header = sign(payload);
    expect(() => provider.verifyWebhook(payload.replace('4250', '1'), header)).toThrow(WebhookSignatureError);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(() => provider.verifyWebhook(payload, sign(payload, tenMinutesAgo))).toThrow(WebhookSignatureError);
    const other = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(payload, other)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload, undefined)).toThrow(WebhookSignatureError);
  });
});
