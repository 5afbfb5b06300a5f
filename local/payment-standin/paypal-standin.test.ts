import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PAYPAL } from '../payment-config.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Order = {
  id: string;
  status: string;
  links: { rel: string; href: string }[];
  purchase_units: {
    reference_id: string;
    payments?: { captures: { id: string; status: string; amount: { value: string } }[] };
  }[];
  details?: { issue: string }[];
};

async function token(clientSecret: string = LOCAL_PAYPAL.clientSecret) {
  return fetch(`${app.standin.apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${LOCAL_PAYPAL.clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
}

async function call(path: string, body: unknown, requestId: string) {
  const { access_token } = (await (await token()).json()) as { access_token: string };
  const res = await fetch(`${app.standin.apiBase}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${access_token}`,
      'content-type': 'application/json',
      'paypal-request-id': requestId,
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, order: (await res.json()) as Order };
}

const createVenmoOrder = (requestId: string) =>
  call(
    '/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'req-9', amount: { currency_code: 'USD', value: '42.50' } }],
      payment_source: {
        venmo: { experience_context: { return_url: `${app.url}/p/abc?venmo=1`, cancel_url: `${app.url}/p/abc` } },
      },
    },
    requestId,
  );

describe("the local test checkout standing in for PayPal's Venmo orders", () => {
  it('hands out tokens for the local client credentials only', async () => {
    expect((await token()).status).toBe(200);
    expect((await token('wrong')).status).toBe(401);
  });

  it('creates an order, lets the payer approve it with Venmo, then captures it once', async () => {
    const created = await createVenmoOrder('create-1');
    expect(created.status).toBe(200);
    expect(created.order.status).toBe('PAYER_ACTION_REQUIRED');
    const approve = created.order.links.find((l) => l.rel === 'payer-action')!.href;
    expect(approve).toBe(`${app.url}/_stripe/paypal/${created.order.id}`);
    // The same request id answers the same order instead of creating another.
    expect((await createVenmoOrder('create-1')).order.id).toBe(created.order.id);

    const early = await call(`/v2/checkout/orders/${created.order.id}/capture`, {}, 'capture-0');
    expect(early.status).toBe(422);
    expect(early.order.details?.[0]?.issue).toBe('ORDER_NOT_APPROVED');

    const page = await fetch(approve);
    const html = await page.text();
    expect(html).toContain('Pay with Venmo');
    expect(html).toContain('$42.50');
    expect(html).toContain('Test mode — local checkout');

    const approved = await fetch(`${approve}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.pathname).toBe('/p/abc');
    expect(back.searchParams.get('venmo')).toBe('1');
    expect(back.searchParams.get('token')).toBe(created.order.id);

    const captured = await call(`/v2/checkout/orders/${created.order.id}/capture`, {}, 'capture-1');
    expect(captured.status).toBe(201);
    expect(captured.order.status).toBe('COMPLETED');
    const capture = captured.order.purchase_units[0]!.payments!.captures[0]!;
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { value: '42.50' } });
    expect(captured.order.purchase_units[0]!.reference_id).toBe('req-9');

    const retried = await call(`/v2/checkout/orders/${created.order.id}/capture`, {}, 'capture-1');
    expect(retried.order.purchase_units[0]!.payments!.captures[0]!.id).toBe(capture.id);
    const second = await call(`/v2/checkout/orders/${created.order.id}/capture`, {}, 'capture-2');
    expect(second.status).toBe(422);
    expect(second.order.details?.[0]?.issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it("sends Cancel back to the order's cancel URL", async () => {
    const { order } = await createVenmoOrder('create-2');
    const res = await fetch(`${app.url}/_stripe/paypal/${order.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${app.url}/p/abc?token=${order.id}`);
  });

  it('refuses order calls without a token it issued', async () => {
    const res = await fetch(`${app.standin.apiBase}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: 'Bearer made-up', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });
});
