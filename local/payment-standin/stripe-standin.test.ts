import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '../payment-config.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let stripe: Stripe;

beforeAll(async () => {
  app = await startTestApp();
  const api = new URL(app.standin.apiBase);
  stripe = new Stripe(LOCAL_STRIPE.secretKey, {
    host: api.hostname,
    port: Number(api.port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
});
afterAll(() => app.close());

/** The events the app's webhook received, verified with the local secret as the webhook route verifies them. */
async function received(type?: string): Promise<Stripe.Event[]> {
  await app.standin.idle();
  const events = app.deliveries.map((d) =>
    stripe.webhooks.constructEvent(d.body, d.signature ?? '', LOCAL_STRIPE.webhookSecret),
  );
  return type ? events.filter((e) => e.type === type) : events;
}

const metadata = { spaceRequestId: 'req-1', vendorId: 'ven-1', marketDateId: 'md-1', initiatedBy: '' };

async function newCustomer(name = 'Green Acres') {
  return stripe.customers.create({ name, metadata: { vendorId: 'ven-1' } });
}

async function createSession(customer?: string, amount = 2500) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Market space — Sunday, June 7' } },
      },
    ],
    ...(customer
      ? { customer, payment_intent_data: { metadata, setup_future_usage: 'off_session' } }
      : { payment_intent_data: { metadata } }),
    success_url: `${app.url}/p/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${app.url}/p/cancel`,
    metadata,
  });
}

/** Saves a card as the SPA's local card form does: the SetupIntent confirmed through the app's origin. */
async function saveCard(customer: string, number: string) {
  const intent = await stripe.setupIntents.create({ customer, usage: 'off_session', metadata: { vendorId: 'ven-1' } });
  const res = await fetch(`${app.url}/_stripe/v1/setup_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: intent.client_secret!,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    }),
  });
  return { intent, status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('the local test checkout, driven by the stripe SDK', () => {
  it('creates and finds customers', async () => {
    const customer = await newCustomer();
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      name: 'Green Acres',
      metadata: { vendorId: 'ven-1' },
    });
  });

  it('completes a checkout session from its hosted page and has delivered a signed event before redirecting', async () => {
    const customer = await newCustomer();
    const session = await createSession(customer.id);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${app.url}/_stripe/checkout/${session.id}`);
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 2500, metadata });

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Test mode — local checkout');
    expect(html).toContain('$25.00');
    expect(html).toContain('MarketDay');
    expect(html).toContain('Market space — Sunday, June 7');

    const before = app.deliveries.length;
    const pay = await fetch(`${app.url}/_stripe/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${app.url}/p/success?session_id=${session.id}`);
    // Already there when the browser follows the redirect.
    const arrived = app.deliveries.slice(before).map((d) => JSON.parse(d.body) as Stripe.Event);
    expect(arrived.map((e) => e.type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);

    const [completed] = await received('checkout.session.completed').then((all) =>
      all.filter((e) => (e.data.object as Stripe.Checkout.Session).id === session.id),
    );
    const paid = completed!.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 2500, metadata });
    expect(paid.payment_intent).toMatch(/^pi_/);

    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    const intent = again.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ id: paid.payment_intent, status: 'succeeded', amount: 2500, metadata });
    // setup_future_usage kept the card on the customer, as Checkout does.
    const cards = await stripe.customers.listPaymentMethods(customer.id);
    expect(cards.data.map((c) => c.card?.last4)).toEqual(['4242']);
  });

  it('charges once when Pay is clicked twice, and Cancel returns to the cancel URL', async () => {
    const session = await createSession();
    const pay = () => fetch(`${app.url}/_stripe/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    const [a, b] = await Promise.all([pay(), pay()]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const completions = (await received('checkout.session.completed')).filter(
      (e) => (e.data.object as Stripe.Checkout.Session).id === session.id,
    );
    expect(completions).toHaveLength(1);

    const other = await createSession();
    const cancel = await fetch(`${app.url}/_stripe/checkout/${other.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${app.url}/p/cancel`);
    expect((await stripe.checkout.sessions.retrieve(other.id)).status).toBe('open');
  });

  it('declines 4000 0000 0000 0002 on the hosted page and keeps the session open', async () => {
    const session = await createSession();
    const res = await fetch(`${app.url}/_stripe/checkout/${session.id}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card: '4000 0000 0000 0002' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
  });

  it('saves a card through a SetupIntent confirmed with the client secret alone, as Stripe.js does', async () => {
    const customer = await newCustomer();
    const before = (await received('setup_intent.succeeded')).length;
    const saved = await saveCard(customer.id, '4242 4242 4242 4242');
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: saved.intent.id, object: 'setup_intent', status: 'succeeded' });
    const pm = await stripe.paymentMethods.retrieve(saved.json.payment_method as string);
    expect(pm).toMatchObject({ customer: customer.id, type: 'card' });
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });
    expect((await received('setup_intent.succeeded')).length).toBe(before + 1);

    const master = await saveCard(customer.id, '5555555555554444');
    const mc = await stripe.paymentMethods.retrieve(master.json.payment_method as string);
    expect(mc.card).toMatchObject({ brand: 'mastercard', last4: '4444' });

    const detached = await stripe.paymentMethods.detach(mc.id);
    expect(detached.customer).toBeNull();
  });

  it('refuses 4000 0000 0000 0002 when saving, in Stripe error shape', async () => {
    const customer = await newCustomer();
    const declined = await saveCard(customer.id, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect((await stripe.setupIntents.retrieve(declined.intent.id)).status).toBe('requires_payment_method');
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(0);
  });

  it('refuses a wrong client secret', async () => {
    const customer = await newCustomer();
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const res = await fetch(`${app.url}/_stripe/v1/setup_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'client_secret=nope&payment_method_data[type]=card&payment_method_data[card][number]=4242424242424242',
    });
    expect(res.status).toBe(400);
    expect((await stripe.setupIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('charges a saved card off-session once per idempotency key', async () => {
    const customer = await newCustomer();
    const { json } = await saveCard(customer.id, '4242424242424242');
    const charge = (amount: number) =>
      stripe.paymentIntents.create(
        {
          amount,
          currency: 'usd',
          customer: customer.id,
          payment_method: json.payment_method as string,
          off_session: true,
          confirm: true,
          metadata,
        },
        { idempotencyKey: `pay-${customer.id}-v1-${amount}` },
      );
    const intents = await Promise.all(Array.from({ length: 5 }, () => charge(4000)));
    expect(new Set(intents.map((i) => i.id)).size).toBe(1);
    expect(intents[0]).toMatchObject({ status: 'succeeded', amount: 4000, amount_received: 4000, metadata });
    expect((await stripe.paymentIntents.retrieve(intents[0]!.id)).status).toBe('succeeded');
    const succeeded = (await received('payment_intent.succeeded')).filter(
      (e) => (e.data.object as Stripe.PaymentIntent).id === intents[0]!.id,
    );
    expect(succeeded).toHaveLength(1);

    // The same key with other parameters is a mistake Stripe refuses.
    const reused = stripe.paymentIntents.create(
      { amount: 100, currency: 'usd', customer: customer.id },
      { idempotencyKey: `pay-${customer.id}-v1-4000` },
    );
    await expect(reused).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('saves 4000 0000 0000 0341 and declines it when charged, with a payment_failed event', async () => {
    const customer = await newCustomer();
    const { status, json } = await saveCard(customer.id, '4000 0000 0000 0341');
    expect(status).toBe(200);
    const attempt = stripe.paymentIntents.create({
      amount: 4000,
      currency: 'usd',
      customer: customer.id,
      payment_method: json.payment_method as string,
      off_session: true,
      confirm: true,
      metadata,
    });
    const err = (await attempt.catch((e: unknown) => e)) as InstanceType<typeof Stripe.errors.StripeCardError>;
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(err.statusCode).toBe(402);
    expect(err.code).toBe('card_declined');
    expect(err.message).toBe('Your card was declined.');
    expect(err.payment_intent).toMatchObject({ status: 'requires_payment_method', amount: 4000 });
    const failed = (await received('payment_intent.payment_failed')).filter(
      (e) => (e.data.object as Stripe.PaymentIntent).id === err.payment_intent?.id,
    );
    expect(failed).toHaveLength(1);
  });

  it('refunds a payment, tells the webhook, and refuses refunding more than is left', async () => {
    const customer = await newCustomer();
    const { json } = await saveCard(customer.id, '4242424242424242');
    const intent = await stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      customer: customer.id,
      payment_method: json.payment_method as string,
      off_session: true,
      confirm: true,
    });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 1000, payment_intent: intent.id });
    expect(refund.id).toMatch(/^re_/);
    const refunded = (await received('charge.refunded')).filter(
      (e) => (e.data.object as Stripe.Charge).payment_intent === intent.id,
    );
    expect(refunded.map((e) => (e.data.object as Stripe.Charge).amount_refunded)).toEqual([1000]);
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 2500 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    });
  });

  it('refuses a wrong key, and a publishable key where a secret key is needed', async () => {
    const api = new URL(app.standin.apiBase);
    const address = { host: api.hostname, port: Number(api.port), protocol: 'http' as const, telemetry: false };
    const wrong = new Stripe('sk_test_wrong_key_123456', address);
    await expect(wrong.customers.create({ name: 'x' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const publishable = new Stripe(LOCAL_STRIPE.publishableKey, address);
    await expect(publishable.customers.create({ name: 'x' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('lists every event in events.json, newest last, with body and signature exactly as delivered', async () => {
    await app.standin.idle();
    const res = await fetch(`${app.url}/_stripe/events.json`);
    const events = (await res.json()) as { id: string; type: string; body: string; signature: string }[];
    expect(events.length).toBe(app.deliveries.length);
    expect(events.map((e) => e.body)).toEqual(app.deliveries.map((d) => d.body));
    expect(events.map((e) => e.signature)).toEqual(app.deliveries.map((d) => d.signature));
    const last = events.at(-1)!;
    const verified = stripe.webhooks.constructEvent(last.body, last.signature, LOCAL_STRIPE.webhookSecret);
    expect(verified).toMatchObject({ id: last.id, type: last.type, object: 'event', livemode: false });
    const created = events.map((e) => (JSON.parse(e.body) as Stripe.Event).created);
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('tries a failed delivery again until the webhook takes it', async () => {
    const customer = await newCustomer();
    const before = app.deliveries.length;
    app.failNext(2);
    await saveCard(customer.id, '4242424242424242');
    await app.standin.idle();
    const arrived = app.deliveries.slice(before);
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(arrived[0]!.body)).toMatchObject({ type: 'setup_intent.succeeded' });
  });
});
