/**
 * Card payments through the provider (issue 10): a Checkout Session for the server's amount, the success page's
 * answer before and after the webhook, and ten simultaneous clicks on a saved card charging once. These run against
 * the local test checkout that stands in for Stripe under `npm start` (its pages at /_stripe/… on the app's origin);
 * they need the Stripe adapter and the stand-in, and do not pass without them.
 */
import { describe, expect, inject, it } from 'vitest';
import { PAY_RULE_MSG } from '../../shared/payment-messages.js';
import { PERMISSION_CODES } from '../../shared/permissions.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser } from './factories.js';
import { makeRequestFixtures } from './request-fixtures.js';

const ADDRESS = '127.0.0.63';
const baseUrl = inject('baseUrl');
const fx = makeRequestFixtures();
const visitor = makeClient(baseUrl, { sourceAddress: ADDRESS });

async function vendorUser(vendorId: string): Promise<{ id: string; api: ApiClient }> {
  const user = await createTestUser({ role: 'vendor_user', vendorId, permissions: [...PERMISSION_CODES] });
  const api = makeClient(baseUrl, { sourceAddress: ADDRESS });
  const res = await api.post('/api/auth/login', { emailOrPhone: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return { id: user.id, api };
}

/** A vendor owing $45.00 on an approved request, its user, and a payment link made as the vendor would. */
async function owingVendor() {
  const vendor = fx.vendor();
  const { marketDate, spaces } = await fx.marketDate({
    spaces: [{ label: 'OP1', vendor, request: { amountBase: 4500, amountDue: 4500, amountBalance: 4500 } }],
  });
  const own = await vendorUser(vendor.id);
  const requestId = spaces[0]!.request!.id;
  const made = await own.api.post('/api/public-payments/create-shortcode', { spaceRequestId: requestId });
  return { vendor, marketDate, own, requestId, code: String(made.body.shortCode) };
}

/** What Stripe.js does with the card form: confirms the SetupIntent with the card's details. */
async function confirmSetup(setupIntentId: string, clientSecret: string, cardNumber: string) {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardNumber,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2040',
    'payment_method_data[card][cvc]': '123',
  });
  return fetch(new URL(`/_stripe/v1/setup_intents/${setupIntentId}/confirm`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

describe('paying a new card through Checkout', () => {
  it('charges the server’s balance whatever finalFee says, and the success page shows it paid', async () => {
    const { vendor, marketDate, code, requestId } = await owingVendor();
    const session = await visitor.post(`/api/public-payments/${code}/create-session`, {
      paymentServiceCode: 'stripe',
      finalFee: 1,
    });
    expect(session.status).toBe(200);
    expect(session.body.type).toBe('checkout');
    const sessionId = String(session.body.sessionId);

    const paid = await fetch(new URL(`/_stripe/checkout/${sessionId}/pay`, baseUrl), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    // Back on the success page, which names the payment by the id the server gave it.
    const back = new URL(paid.headers.get('location') ?? '', baseUrl);
    expect(back.pathname).toBe('/p/success');
    const returnedId = back.searchParams.get('session_id') ?? '';

    const result = await visitor.get(`/api/public-payments/session/${returnedId}`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ amount: 4500, spaceRequestId: requestId, vendorId: vendor.id, status: 'paid' });
    expect(await fx.request(marketDate.id, vendor.id)).toMatchObject({ amountPaid: 4500, amountBalance: 0 });

    // Asking again (or the webhook arriving now) records nothing twice.
    await visitor.get(`/api/public-payments/session/${returnedId}`);
    expect(await fx.request(marketDate.id, vendor.id)).toMatchObject({ amountPaid: 4500, amountBalance: 0 });
  });
});

describe('paying with a saved card', () => {
  it('ten simultaneous clicks on "Pay" charge the card once', async () => {
    const { vendor, marketDate, own, code } = await owingVendor();
    const setup = await own.api.post(`/api/public-payments/vendors/${vendor.id}/payment-methods/setup`);
    expect(setup.status).toBe(200);
    const confirmed = await confirmSetup(setup.body.setupIntentId, setup.body.clientSecret, '4242424242424242');
    expect(confirmed.status).toBe(200);
    const { payment_method: paymentMethodId } = (await confirmed.json()) as { payment_method: string };
    const saved = await own.api.post(`/api/public-payments/vendors/${vendor.id}/payment-methods`, { paymentMethodId });
    expect(saved.status).toBe(201);
    const cardId = String(saved.body[0].id);

    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        own.api.post(`/api/public-payments/${code}/charge-saved-method`, {
          paymentServiceCode: 'stripe',
          savedPaymentMethodId: cardId,
          finalFee: 1,
        }),
      ),
    );
    // Clicks racing the first one report its payment; a click read after the payment was recorded is told nothing
    // is owed. Either way the card is charged once.
    const reported = clicks.filter((c) => c.status === 200);
    const late = clicks.filter((c) => c.status !== 200);
    expect(reported.length).toBeGreaterThan(0);
    expect(late.map((c) => [c.status, c.body.message])).toEqual(late.map(() => [409, PAY_RULE_MSG.nothingOwed]));
    expect(new Set(reported.map((c) => c.body.sessionId)).size).toBe(1);
    expect(await fx.request(marketDate.id, vendor.id)).toMatchObject({ amountPaid: 4500, amountBalance: 0 });
    const payments = await own.api.get(`/api/vendors/${vendor.id}/payments`);
    expect(payments.body.payments).toHaveLength(1);
    expect(payments.body.payments[0]).toMatchObject({ amount: 4500, paymentMethod: 'credit' });
  });

  it('a card that declines is not saved: the setup answers the card’s error', async () => {
    const { vendor, own } = await owingVendor();
    const setup = await own.api.post(`/api/public-payments/vendors/${vendor.id}/payment-methods/setup`);
    const declined = await confirmSetup(setup.body.setupIntentId, setup.body.clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect((await own.api.get(`/api/public-payments/vendors/${vendor.id}/payment-methods`)).body).toEqual([]);
  });
});
