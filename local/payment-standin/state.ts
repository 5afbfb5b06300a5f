/**
 * Everything the stand-in remembers, in memory and per stack: Stripe objects by id, what each idempotency key
 * answered, the events sent, PayPal orders and tokens. A restart forgets it all, as a fresh test account would.
 */
import { randomBytes } from 'node:crypto';
import type { Reply } from './http.js';

export type StripeObject = { id: string; object: string; [key: string]: unknown };

export interface SentEvent {
  id: string;
  type: string;
  /** The raw JSON body as POSTed. */
  body: string;
  /** The `stripe-signature` header of the latest delivery attempt. */
  signature: string;
}

export interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  amountValue: string;
  currency: string;
  referenceId: string;
  description?: string;
  returnUrl: string;
  cancelUrl: string;
  /** Set by the Venmo source, so the page and the answers name it. */
  source: 'venmo' | 'paypal';
  createTime: string;
  captureId?: string;
  captureTime?: string;
}

/** What a Checkout Session was created with that its answer does not show. */
export interface SessionDetails {
  lineItems: { name: string; unitAmount: number; quantity: number }[];
  paymentIntentData: { metadata: Record<string, string>; setupFutureUsage: string | null; description: string | null };
  /** The PaymentIntent of a declined attempt, tried again by the next one. */
  attemptIntent?: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base-62 text, like the tail of a Stripe id. */
export function randomText(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export class StandinState {
  readonly objects = new Map<string, StripeObject>();
  /** The digits behind each payment method, which Stripe never answers but decides declines by. */
  readonly cardDigits = new Map<string, string>();
  /** Key → the request it first came with and what it answered. */
  readonly idempotency = new Map<string, { fingerprint: string; reply: Reply }>();
  readonly sessionDetails = new Map<string, SessionDetails>();
  readonly events: SentEvent[] = [];
  readonly paypalOrders = new Map<string, PayPalOrder>();
  readonly paypalIdempotency = new Map<string, { fingerprint: string; reply: Reply }>();
  readonly paypalTokens = new Set<string>();

  newId(prefix: string, length = 24): string {
    return `${prefix}${randomText(length)}`;
  }

  put<T extends StripeObject>(obj: T): T {
    this.objects.set(obj.id, obj);
    return obj;
  }

  get(id: string, object?: string): StripeObject | undefined {
    const found = this.objects.get(id);
    return found && (!object || found.object === object) ? found : undefined;
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
