import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_STRIPE } from '../../local/payment-config.js';

const baseUrl = inject('baseUrl');
const localEnv = inject('localEnv');

describe('the local test checkout in the local stack', () => {
  it("stands in for Stripe and PayPal when no Stripe key is given, with the payer's pages on the app's origin", async () => {
    expect(localEnv.STRIPE_SECRET_KEY).toBe(LOCAL_STRIPE.secretKey);
    expect(localEnv.STRIPE_API_BASE).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(localEnv.PAYPAL_API_BASE).toBe(localEnv.STRIPE_API_BASE);
    expect(localEnv.PAYPAL_CLIENT_ID).toBeTruthy();

    const api = new URL(localEnv.STRIPE_API_BASE!);
    const stripe = new Stripe(localEnv.STRIPE_SECRET_KEY!, {
      host: api.hostname,
      port: Number(api.port),
      protocol: 'http',
      telemetry: false,
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 1800, product_data: { name: 'Space' } } },
      ],
      success_url: `${baseUrl}/p/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseUrl}/p/cancel`,
    });
    expect(session.url).toBe(`${baseUrl}/_stripe/checkout/${session.id}`);

    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Test mode — local checkout');
    expect(html).toContain('$18.00');

    const pay = await fetch(`${baseUrl}/_stripe/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${baseUrl}/p/success?session_id=${session.id}`);

    const events = (await (await fetch(`${baseUrl}/_stripe/events.json`)).json()) as {
      type: string;
      body: string;
      signature: string;
    }[];
    // Only this session's event is checked: earlier tests' events may be older than the signature's 5-minute window.
    const mine = events.find(
      (e) =>
        e.type === 'checkout.session.completed' &&
        (JSON.parse(e.body) as { data: { object: { id: string } } }).data.object.id === session.id,
    );
    const completed = mine && stripe.webhooks.constructEvent(mine.body, mine.signature, LOCAL_STRIPE.webhookSecret);
    expect(completed?.data.object).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 1800 });
  });
});
