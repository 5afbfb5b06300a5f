/**
 * The payment settings of the embedded default. Without STRIPE_SECRET_KEY in the environment, the local test
 * checkout stands in for Stripe (and PayPal): the functions' Stripe adapter talks to it with these test values, and
 * it signs the events it sends to the webhook with this webhook secret. None of them is a real credential.
 */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_local_marketday',
  publishableKey: 'pk_test_local_marketday',
  webhookSecret: 'whsec_local_marketday',
} as const;

export const LOCAL_PAYPAL = { clientId: 'local-paypal-client', clientSecret: 'local-paypal-secret' } as const;

/** Stripe's own settings when given, else the local test checkout's (its address is added once it listens). */
export function paymentEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (env.STRIPE_SECRET_KEY) {
    return {
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? '',
      STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY ?? '',
    };
  }
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE.publishableKey,
  };
}
