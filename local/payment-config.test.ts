import { describe, expect, it } from 'vitest';
import { LOCAL_PAYPAL, LOCAL_STRIPE, paymentEnv, usesLocalCheckout } from './payment-config.js';

const checkout = { apiBase: 'http://127.0.0.1:3004' };

describe('payment settings of the local stack', () => {
  it('points Stripe and PayPal at the local test checkout when no Stripe key is given', () => {
    expect(usesLocalCheckout({})).toBe(true);
    expect(paymentEnv({}, checkout)).toEqual({
      STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE.publishableKey,
      STRIPE_API_BASE: checkout.apiBase,
      PAYPAL_CLIENT_ID: LOCAL_PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: LOCAL_PAYPAL.clientSecret,
      PAYPAL_API_BASE: checkout.apiBase,
    });
  });

  it('treats the local key left by an earlier start as no key', () => {
    expect(usesLocalCheckout({ STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey })).toBe(true);
  });

  it("uses Stripe's own settings when a key is given, and no local checkout", () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
      STRIPE_PUBLISHABLE_KEY: 'pk_x',
    };
    expect(usesLocalCheckout(env)).toBe(false);
    expect(paymentEnv(env)).toEqual(env);
  });

  it("keeps PayPal's own settings when they are given, sandbox by default", () => {
    const env = { PAYPAL_CLIENT_ID: 'sandbox-id', PAYPAL_CLIENT_SECRET: 'sandbox-secret' };
    expect(paymentEnv(env, checkout)).toMatchObject({
      STRIPE_API_BASE: checkout.apiBase,
      PAYPAL_CLIENT_ID: 'sandbox-id',
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
    });
  });
});
