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

/**
 * True unless a real Stripe key is given. The local key counts as none: an earlier start in the same process leaves
 * it in the environment.
 */
export function usesLocalCheckout(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.STRIPE_SECRET_KEY || env.STRIPE_SECRET_KEY === LOCAL_STRIPE.secretKey;
}

/** PayPal's own settings when given (sandbox unless PAYPAL_API_BASE says otherwise), else none. */
function givenPayPal(env: NodeJS.ProcessEnv): Record<string, string> | undefined {
  if (!env.PAYPAL_CLIENT_ID || env.PAYPAL_CLIENT_ID === LOCAL_PAYPAL.clientId) return undefined;
  return {
    PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: env.PAYPAL_CLIENT_SECRET ?? '',
    PAYPAL_API_BASE: env.PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com',
  };
}

/**
 * Stripe's own settings when given, else the local test checkout's: its test keys, and once it listens its address
 * as STRIPE_API_BASE, and PayPal's too unless PayPal's own settings are given.
 */
export function paymentEnv(
  env: NodeJS.ProcessEnv = process.env,
  localCheckout?: { apiBase: string },
): Record<string, string> {
  const paypal = givenPayPal(env);
  if (!usesLocalCheckout(env)) {
    return {
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY ?? '',
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? '',
      STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY ?? '',
      ...paypal,
    };
  }
  const base = localCheckout?.apiBase;
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE.publishableKey,
    ...(base ? { STRIPE_API_BASE: base } : {}),
    ...(paypal ??
      (base
        ? {
            PAYPAL_CLIENT_ID: LOCAL_PAYPAL.clientId,
            PAYPAL_CLIENT_SECRET: LOCAL_PAYPAL.clientSecret,
            PAYPAL_API_BASE: base,
          }
        : {})),
  };
}
