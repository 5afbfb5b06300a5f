/**
 * Which payment providers this deployment has, read once per cold start. Locally (and in tests) from the
 * environment the local stack sets; in AWS the keys come from Secrets Manager, named by STRIPE_SECRET_NAME and
 * PAYPAL_SECRET_NAME (the stack passes the names and grants read to the functions that need them), so no key ever
 * sits in a function's configuration. A provider that is not configured answers undefined and is not offered.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CardPaymentProvider, PeerPaymentProvider } from './payment-provider.js';
import { makeStripeProvider, type StripeSettings } from './stripe-provider.js';
import { makePayPalProvider, type PayPalSettings } from './paypal-provider.js';

type Env = Record<string, string | undefined>;

/** Where the other route groups find the writer of provider payments (saved-card charges, PayPal captures). */
export { makeRecordProviderPayment } from '../data/vendors/provider-payments.repository.js';

/** Reads a JSON secret by name; one client per cold start. */
export type SecretReader = (name: string) => Promise<Record<string, unknown>>;

let secretsClient: SecretsManagerClient | undefined;
const readSecret: SecretReader = async (name) => {
  secretsClient ??= new SecretsManagerClient({});
  const out = await secretsClient.send(new GetSecretValueCommand({ SecretId: name }));
  return JSON.parse(out.SecretString ?? '{}') as Record<string, unknown>;
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const nonEmpty = (v: string | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

/**
 * Stripe's keys: the secret's JSON (`secretKey`, `webhookSecret`, `publishableKey`) when STRIPE_SECRET_NAME is
 * set, else STRIPE_SECRET_KEY and friends. Undefined when there is no secret key.
 */
export async function stripeSettings(
  env: Env,
  secrets: SecretReader = readSecret,
): Promise<StripeSettings | undefined> {
  const apiBase = nonEmpty(env.STRIPE_API_BASE);
  const secretName = nonEmpty(env.STRIPE_SECRET_NAME);
  if (secretName) {
    const s = await secrets(secretName);
    const secretKey = text(s.secretKey);
    if (!secretKey) return undefined;
    return { secretKey, webhookSecret: text(s.webhookSecret), publishableKey: text(s.publishableKey) || null, apiBase };
  }
  const secretKey = nonEmpty(env.STRIPE_SECRET_KEY);
  if (!secretKey) return undefined;
  return {
    secretKey,
    webhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET) ?? '',
    publishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY) ?? null,
    apiBase,
  };
}

/**
 * PayPal's client credentials: the secret's JSON (`clientId`, `clientSecret`, `apiBase`) when PAYPAL_SECRET_NAME is
 * set, else PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE. Undefined unless all three are known.
 */
export async function payPalSettings(
  env: Env,
  secrets: SecretReader = readSecret,
): Promise<PayPalSettings | undefined> {
  const secretName = nonEmpty(env.PAYPAL_SECRET_NAME);
  const fromSecret = secretName ? await secrets(secretName) : undefined;
  const clientId = fromSecret ? text(fromSecret.clientId) : (nonEmpty(env.PAYPAL_CLIENT_ID) ?? '');
  const clientSecret = fromSecret ? text(fromSecret.clientSecret) : (nonEmpty(env.PAYPAL_CLIENT_SECRET) ?? '');
  const apiBase = nonEmpty(env.PAYPAL_API_BASE) ?? (fromSecret ? text(fromSecret.apiBase) : '');
  if (!clientId || !clientSecret || !apiBase) return undefined;
  return { clientId, clientSecret, apiBase };
}

let card: Promise<CardPaymentProvider | undefined> | undefined;
let peer: Promise<PeerPaymentProvider | undefined> | undefined;

/** The card provider (Stripe, or the local test checkout standing in), or undefined when none is configured. */
export function cardProvider(env: Env = process.env): Promise<CardPaymentProvider | undefined> {
  card ??= stripeSettings(env).then((s) => (s ? makeStripeProvider(s) : undefined));
  // A failed read (Secrets Manager unreachable) is tried again on the next request rather than kept.
  card.catch(() => (card = undefined));
  return card;
}

/** Venmo through PayPal, or undefined when PayPal is not configured. */
export function peerProvider(env: Env = process.env): Promise<PeerPaymentProvider | undefined> {
  peer ??= payPalSettings(env).then((s) => (s ? makePayPalProvider(s) : undefined));
  peer.catch(() => (peer = undefined));
  return peer;
}
