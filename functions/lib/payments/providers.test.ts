import { describe, expect, it } from 'vitest';
import { MANUAL_INSTRUCTIONS, paymentServices } from './payment-services.js';
import { payPalSettings, stripeSettings } from './providers.js';

describe('provider configuration', () => {
  it('reads Stripe from the environment locally, with the local test checkout’s address when given', async () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_API_BASE: 'http://127.0.0.1:4599',
    };
    expect(await stripeSettings(env)).toEqual({
      secretKey: 'sk_test_local',
      webhookSecret: 'whsec_local',
      publishableKey: 'pk_test_local',
      apiBase: 'http://127.0.0.1:4599',
    });
    expect(await stripeSettings({})).toBeUndefined();
  });

  it('reads Stripe and PayPal from their secrets when the stack names them, ignoring key variables', async () => {
    const asked: string[] = [];
    const secrets = async (name: string) => {
      asked.push(name);
      return name === 'marketday/stripe'
        ? { secretKey: 'sk_live_x', webhookSecret: 'whsec_x', publishableKey: 'pk_live_x' }
        : { clientId: 'id', clientSecret: 'secret', apiBase: 'https://api-m.paypal.com' };
    };
    const env = {
      STRIPE_SECRET_NAME: 'marketday/stripe',
      PAYPAL_SECRET_NAME: 'marketday/paypal',
      STRIPE_SECRET_KEY: 'sk_test_ignored',
    };
    expect(await stripeSettings(env, secrets)).toMatchObject({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x' });
    expect(await payPalSettings(env, secrets)).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'https://api-m.paypal.com',
    });
    expect(asked).toEqual(['marketday/stripe', 'marketday/paypal']);
  });

  it('offers PayPal only with its id, secret and address', async () => {
    expect(await payPalSettings({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toBeUndefined();
  });
});

describe('payment services of the payment page', () => {
  const settings = { zelleInstructions: '', manualPaymentInstructions: '' };

  it('lists the card, Venmo, Zelle and manual methods only when each is configured', () => {
    expect(paymentServices({ card: false, peer: false, settings })).toEqual([]);
    expect(
      paymentServices({
        card: true,
        peer: true,
        settings: { zelleInstructions: ' Zelle to pay@example.org ', manualPaymentInstructions: 'Cash at the booth' },
      }),
    ).toEqual([
      { code: 'stripe', name: 'Debit / Credit Card', instructions: null },
      { code: 'venmo', name: 'Venmo', instructions: null },
      { code: 'zelle', name: 'Zelle', instructions: 'Zelle to pay@example.org' },
      { code: 'manual', name: 'Manual Payment', instructions: 'Cash at the booth' },
    ]);
    // Without the settings at hand the manual method still says how to pay.
    expect(paymentServices({ card: false, peer: false })).toEqual([
      { code: 'manual', name: 'Manual Payment', instructions: MANUAL_INSTRUCTIONS },
    ]);
  });
});
