import Stripe from 'stripe';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { LOCAL_STRIPE } from '../../local/payment-config.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { vendorPaymentsResponseSchema } from '../../shared/schemas/payments.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * Stripe's events at POST /api/webhooks/stripe (architecture §7), signed here as Stripe signs them, with the local
 * webhook secret: each payment is counted once however often and in whatever order it is reported, a refund gives
 * the balance back once, and a body that is not exactly what was signed (or signed too long ago) changes nothing.
 */
const fx = makeMarketFixtures();
let admin: ApiClient;
let date: Awaited<ReturnType<typeof fx.marketDate>>;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  date = await fx.marketDate('2093-06-07', { status: 'upcoming' });
});

afterAll(async () => {
  await fx.cleanup();
});

async function owingVendor(name: string) {
  const vendor = await fx.vendor({ name });
  const request = await fx.request(vendor, date, {
    status: 'approved',
    amountBase: 4000,
    amountDue: 4000,
    amountBalance: 4000,
  });
  return { vendor, request };
}

type Target = Awaited<ReturnType<typeof owingVendor>>;

const metadataOf = ({ vendor, request }: Target) => ({
  spaceRequestId: request.id,
  vendorId: vendor.id,
  marketDateId: date.id,
  initiatedBy: '',
});

/** Stripe's event envelope around one object, as its webhooks send it. */
function eventBody(type: string, object: Record<string, unknown>, id = `evt_${ulid()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

const sign = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_STRIPE.webhookSecret,
    ...(timestamp ? { timestamp } : {}),
  });

async function deliver(body: string, signature: string | null) {
  const res = await fetch(`${inject('baseUrl')}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body,
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined };
}

function checkoutCompleted(t: Target, paymentIntentId: string, sessionId: string, amount = 4000) {
  return eventBody('checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: amount,
    currency: 'usd',
    payment_intent: paymentIntentId,
    metadata: metadataOf(t),
  });
}

function paymentIntentSucceeded(t: Target, paymentIntentId: string, amount = 4000) {
  return eventBody('payment_intent.succeeded', {
    id: paymentIntentId,
    object: 'payment_intent',
    status: 'succeeded',
    amount,
    amount_received: amount,
    currency: 'usd',
    metadata: metadataOf(t),
  });
}

function chargeRefunded(paymentIntentId: string, amount = 4000) {
  return eventBody('charge.refunded', {
    id: `ch_${ulid()}`,
    object: 'charge',
    amount,
    amount_refunded: amount,
    refunded: true,
    payment_intent: paymentIntentId,
  });
}

async function paymentsOf(vendorId: string) {
  const res = await admin.get(`/api/vendors/${vendorId}/payments`);
  expect(res.status).toBe(200);
  return vendorPaymentsResponseSchema.parse(res.body).payments;
}

/** Items an event wrote outside the vendor's and the date's partitions, removed at cleanup. */
function trackProviderItems(paymentIntentId: string, sessionId: string | null, eventIds: string[]) {
  fx.track(keys.uniqueProviderPayment(paymentIntentId));
  if (sessionId) fx.track(keys.paymentSession(sessionId));
  for (const id of eventIds) fx.track(keys.providerEvent('stripe', id));
}

async function trackPayments(vendorId: string) {
  const payment = keys.vendorPayment(vendorId, '');
  const { items } = await fx.table.query({ pk: payment.pk, sk: { beginsWith: payment.sk }, consistent: true });
  for (const item of items) fx.track({ pk: String(item.pk), sk: String(item.sk) });
}

/** The checkout session the public payment page writes before it sends the payer to Checkout. */
async function startedSession(t: Target, sessionId: string) {
  const at = new Date().toISOString();
  await fx.table.put({
    ...keys.paymentSession(sessionId),
    _type: 'payment_session',
    id: sessionId,
    kind: 'checkout',
    spaceRequestId: t.request.id,
    vendorId: t.vendor.id,
    marketDateId: date.id,
    amount: 4000,
    requestVersion: t.request.updatedAt,
    idempotencyKey: `pay-${t.request.id}-${t.request.updatedAt}-4000`,
    providerId: sessionId,
    status: 'open',
    failureMessage: null,
    createdBy: null,
    createdAt: at,
    updatedAt: at,
    ttl: Math.floor(Date.now() / 1000) + 86_400,
  });
  fx.track(keys.paymentSession(sessionId));
}

const eventIdOf = (body: string) => (JSON.parse(body) as { id: string }).id;

function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('a completed card payment (spec 3 §4 payment flow)', () => {
  it('replayed 10 times at once and mixed with its payment_intent.succeeded, gives one payment and a zero balance', async () => {
    const target = await owingVendor('Webhook Replay Farm');
    const pi = `pi_${ulid()}`;
    const session = `cs_test_${ulid()}`;
    await startedSession(target, session);
    const checkout = checkoutCompleted(target, pi, session);
    const checkoutSignature = sign(checkout);
    const intent = paymentIntentSucceeded(target, pi);
    const deliveries = shuffled([
      ...Array.from({ length: 10 }, () => () => deliver(checkout, checkoutSignature)),
      () => deliver(intent, sign(intent)),
    ]);
    trackProviderItems(pi, session, [eventIdOf(checkout), eventIdOf(intent)]);

    const answers = await Promise.all(deliveries.map((d) => d()));
    await trackPayments(target.vendor.id);
    await fx.auditOf(target.request.id);

    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    expect(answers.filter((a) => a.body?.duplicate === false)).toHaveLength(2);
    const payments = await paymentsOf(target.vendor.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: 4000,
      paymentMethod: 'credit',
      status: 'completed',
      stripePaymentId: pi,
      spaceRequestId: target.request.id,
      providerDashboardUrl: `https://dashboard.stripe.com/test/payments/${pi}`,
    });
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 4000, amountBalance: 0 });
    expect(await fx.stored(keys.paymentSession(session))).toMatchObject({
      kind: 'checkout',
      amount: 4000,
      status: 'paid',
      paymentId: payments[0]!.id,
      providerId: pi,
    });
    const audit = await fx.auditOf(target.request.id);
    expect(audit.filter((a) => a.fieldName === 'amountPaid').map((a) => [a.oldValue, a.newValue])).toEqual([
      ['0', '4000'],
    ]);

    // The same payment reported again later, by either event, still changes nothing.
    expect((await deliver(checkout, sign(checkout))).body).toMatchObject({ duplicate: true });
    const again = paymentIntentSucceeded(target, pi);
    trackProviderItems(pi, null, [eventIdOf(again)]);
    expect((await deliver(again, sign(again))).status).toBe(200);
    expect(await paymentsOf(target.vendor.id)).toHaveLength(1);
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 4000, amountBalance: 0 });
  });

  it('an unpaid session, an event of another kind, or one for no request of ours changes nothing', async () => {
    const target = await owingVendor('Webhook Unpaid Farm');
    const unpaid = eventBody('checkout.session.completed', {
      id: `cs_test_${ulid()}`,
      object: 'checkout.session',
      payment_status: 'unpaid',
      amount_total: 4000,
      payment_intent: null,
      metadata: metadataOf(target),
    });
    const other = eventBody('customer.created', { id: `cus_${ulid()}`, object: 'customer' });
    const foreign = eventBody('payment_intent.succeeded', {
      id: `pi_${ulid()}`,
      object: 'payment_intent',
      amount: 4000,
      amount_received: 4000,
      metadata: {},
    });
    for (const body of [unpaid, other, foreign]) {
      fx.track(keys.providerEvent('stripe', eventIdOf(body)));
      expect((await deliver(body, sign(body))).status).toBe(200);
    }
    expect(await paymentsOf(target.vendor.id)).toHaveLength(0);
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
  });
});

describe('signatures', () => {
  it('a tampered body with the old signature, a stale signature and no signature each answer 400 and change nothing', async () => {
    const target = await owingVendor('Webhook Forged Farm');
    const pi = `pi_${ulid()}`;
    const genuine = paymentIntentSucceeded(target, pi, 100);
    const tampered = genuine.replace('"amount_received":100', '"amount_received":4000');
    expect(tampered).not.toBe(genuine);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    trackProviderItems(pi, null, [eventIdOf(genuine)]);

    expect((await deliver(tampered, sign(genuine))).status).toBe(400);
    expect((await deliver(genuine, sign(genuine, tenMinutesAgo))).status).toBe(400);
    expect((await deliver(genuine, null)).status).toBe(400);
    expect((await deliver(genuine, 't=1,v1=deadbeef')).status).toBe(400);

    expect(await paymentsOf(target.vendor.id)).toHaveLength(0);
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
    expect(await fx.stored(keys.providerEvent('stripe', eventIdOf(genuine)))).toBeUndefined();
  });
});

describe('refunds', () => {
  it('charge.refunded gives the balance back and marks the payment refunded; reported again it changes nothing', async () => {
    const target = await owingVendor('Webhook Refund Farm');
    const pi = `pi_${ulid()}`;
    const paid = paymentIntentSucceeded(target, pi);
    const refund = chargeRefunded(pi);
    const refundAgain = chargeRefunded(pi);
    trackProviderItems(pi, null, [paid, refund, refundAgain].map(eventIdOf));
    expect((await deliver(paid, sign(paid))).status).toBe(200);
    await trackPayments(target.vendor.id);
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 4000, amountBalance: 0 });

    expect((await deliver(refund, sign(refund))).status).toBe(200);
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
    const [payment] = await paymentsOf(target.vendor.id);
    expect(payment).toMatchObject({ status: 'refunded', amount: 4000, stripePaymentId: pi });

    // The same refund reported by another event, and the first one replayed: nothing moves twice.
    const answers = await Promise.all([deliver(refundAgain, sign(refundAgain)), deliver(refund, sign(refund))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 0, amountBalance: 4000 });
    expect(await paymentsOf(target.vendor.id)).toHaveLength(1);
    await fx.auditOf(target.request.id);
  });

  it('admins refund card payments only; an unknown payment is a 404 and a partial amount is refused', async () => {
    const target = await owingVendor('Refund Rules Farm');
    const cash = await admin.post(`/api/vendors/${target.vendor.id}/payments`, {
      spaceRequestId: target.request.id,
      amount: 1500,
      paymentMethod: 'cash',
      status: 'completed',
      stripePaymentId: null,
      notes: null,
    });
    expect(cash.status).toBe(201);
    await trackPayments(target.vendor.id);
    await fx.auditOf(target.request.id);
    const cashId = (cash.body as { payment: { id: string } }).payment.id;

    const refused = await admin.post(`/api/vendors/payments/${cashId}/refund`, {});
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: REQUESTS_MSG.refundCardOnly });
    expect((await admin.post(`/api/vendors/payments/${ulid()}/refund`, {})).status).toBe(404);

    const pi = `pi_${ulid()}`;
    const paid = paymentIntentSucceeded(target, pi, 2500);
    trackProviderItems(pi, null, [eventIdOf(paid)]);
    expect((await deliver(paid, sign(paid))).status).toBe(200);
    await trackPayments(target.vendor.id);
    const card = (await paymentsOf(target.vendor.id)).find((p) => p.stripePaymentId === pi)!;
    const partial = await admin.post(`/api/vendors/payments/${card.id}/refund`, { amount: 100 });
    expect(partial.status).toBe(400);
    expect(partial.body).toMatchObject({ message: REQUESTS_MSG.refundWholeOnly });
    expect(await fx.storedRequest(date.id, target.vendor.id)).toMatchObject({ amountPaid: 4000, amountBalance: 0 });
  });
});
