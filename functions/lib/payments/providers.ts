/**
 * Which payment providers answer, from the function's environment. Until the Stripe and PayPal adapters are wired
 * here, no provider is configured: card and Venmo payments answer "Payment system is not properly configured" and
 * Zelle / manual instructions still work.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CardPaymentProvider, PeerPaymentProvider, RecordProviderPayment } from './payment-provider.js';

export interface PaymentProviderEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_API_BASE?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_API_BASE?: string;
}

export function cardProvider(_env: PaymentProviderEnv): CardPaymentProvider | null {
  return null;
}

export function peerProvider(_env: PaymentProviderEnv): PeerPaymentProvider | null {
  return null;
}

export function makeRecordProviderPayment(_ddb: DynamoDBDocumentClient, _tableName: string): RecordProviderPayment {
  return async () => {
    throw new Error('Provider payments cannot be recorded without a payment provider');
  };
}
