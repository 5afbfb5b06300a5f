import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePayPalProvider, PayPalError } from './paypal-provider.js';
import { startRecordingServer } from '../../../test/fixtures/recording-server.js';

/** The PayPal adapter's calls as PayPal would receive them, recorded by a server standing at PAYPAL_API_BASE. */
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let clock = 1_000_000;
let tokenCount = 0;

beforeAll(async () => {
  server = await startRecordingServer({
    'POST /v1/oauth2/token': () => ({
      body: { access_token: `token-${++tokenCount}`, token_type: 'Bearer', expires_in: 3600 },
    }),
    'POST /v2/checkout/orders': {
      status: 201,
      body: {
        id: 'ORDER-1',
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: [{ reference_id: 'req-1', amount: { currency_code: 'USD', value: '42.50' } }],
        links: [
          { rel: 'self', href: 'https://api.example/v2/checkout/orders/ORDER-1' },
          { rel: 'payer-action', href: 'https://www.example/checkoutnow?token=ORDER-1' },
        ],
      },
    },
    'POST /v2/checkout/orders/ORDER-1/capture': {
      status: 201,
      body: {
        id: 'ORDER-1',
        status: 'COMPLETED',
        purchase_units: [
          {
            reference_id: 'req-1',
            payments: { captures: [{ id: 'CAPTURE-1', status: 'COMPLETED', amount: { value: '42.50' } }] },
          },
        ],
      },
    },
    'POST /v2/checkout/orders/ORDER-2/capture': {
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Not approved' }] },
    },
  });
});

afterAll(async () => {
  await server.close();
});

const provider = () =>
  makePayPalProvider(
    { clientId: 'client-id', clientSecret: 'client-secret', apiBase: `${server.url}/` },
    { now: () => clock },
  );

describe('PayPal adapter against a recorded HTTP exchange', () => {
  it('creates a Venmo order in dollars with the request as reference, idempotent by PayPal-Request-Id', async () => {
    const paypal = provider();
    const order = await paypal.createOrder({
      amountCents: 4250,
      description: 'Market space — Sunday, June 7, 2026',
      referenceId: 'req-1',
      returnUrl: 'https://market.example.org/p/abc?paypal=return',
      cancelUrl: 'https://market.example.org/p/abc',
      idempotencyKey: 'venmo-req-1-v3-4250',
    });
    expect(order).toEqual({
      id: 'ORDER-1',
      approveUrl: 'https://www.example/checkoutnow?token=ORDER-1',
      status: 'CREATED',
      amountCents: 4250,
      referenceId: 'req-1',
    });
    const token = server.requests.find((r) => r.path === '/v1/oauth2/token')!;
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(token.form).toEqual({ grant_type: 'client_credentials' });
    const sent = server.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['paypal-request-id']).toBe('venmo-req-1-v3-4250');
    expect(sent.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(sent.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'req-1',
          description: 'Market space — Sunday, June 7, 2026',
          amount: { currency_code: 'USD', value: '42.50' },
        },
      ],
      payment_source: {
        venmo: {
          experience_context: {
            return_url: 'https://market.example.org/p/abc?paypal=return',
            cancel_url: 'https://market.example.org/p/abc',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
          },
        },
      },
    });
  });

  it('captures an approved order, keeping its token until it is about to expire', async () => {
    const paypal = provider();
    const before = tokenCount;
    const capture = await paypal.captureOrder('ORDER-1', 'capture-ORDER-1');
    expect(capture).toEqual({
      orderId: 'ORDER-1',
      captureId: 'CAPTURE-1',
      status: 'COMPLETED',
      amountCents: 4250,
      referenceId: 'req-1',
    });
    const sent = server.requests.filter((r) => r.path === '/v2/checkout/orders/ORDER-1/capture').at(-1)!;
    expect(sent.headers['paypal-request-id']).toBe('capture-ORDER-1');
    await paypal.captureOrder('ORDER-1', 'capture-ORDER-1');
    expect(tokenCount).toBe(before + 1);
    clock += 3600 * 1000;
    await paypal.captureOrder('ORDER-1', 'capture-ORDER-1');
    expect(tokenCount).toBe(before + 2);
  });

  it('reports PayPal’s refusal with its issue', async () => {
    const err = await provider()
      .captureOrder('ORDER-2', 'capture-ORDER-2')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayPalError);
    expect(err).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED', message: 'Not approved' });
  });
});
