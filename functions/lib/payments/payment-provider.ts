/**
 * The payment-provider port (architecture §7): what the product needs from a card processor and a peer-payment
 * service. Stripe implements the card side, PayPal's orders API the Venmo side. Amounts are integer cents, always
 * computed on the server from the request record; callers pass an idempotency key for every call that moves money,
 * so a double click or a retry charges once.
 */

/** Who owns a saved card or a provider customer: exactly one of a vendor or a user (spec 3 §3 saved payment method). */
export type CardOwner = { kind: 'vendor'; vendorId: string } | { kind: 'user'; userId: string };

/** What every money-moving call carries back in the provider's metadata, so a webhook can find the request. */
export interface PaymentMetadata {
  spaceRequestId: string;
  vendorId: string;
  marketDateId: string;
  /** The short code the payer used, when there was one. */
  shortCode?: string;
  /** Who started the payment: a user id, or null for a visitor on a public page. */
  initiatedBy: string | null;
}

export interface CheckoutSessionInput {
  amountCents: number;
  /** Shown on the hosted page: e.g. "Market space — Sunday, June 7, 2026". */
  description: string;
  /** Saves the card for later when the payer is known. */
  customerId?: string;
  /** Absolute URLs; success carries `{CHECKOUT_SESSION_ID}` as Stripe expects. */
  successUrl: string;
  cancelUrl: string;
  metadata: PaymentMetadata;
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  /** The hosted page to send the browser to (Stripe Checkout, or the local test checkout). */
  url: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number;
  /** The PaymentIntent once paid: the payment's confirmation number. */
  paymentIntentId: string | null;
  metadata: PaymentMetadata;
}

export interface SavedCardChargeInput {
  amountCents: number;
  customerId: string;
  paymentMethodId: string;
  description: string;
  metadata: PaymentMetadata;
  idempotencyKey: string;
}

export interface ChargeResult {
  paymentIntentId: string;
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed';
  /** The provider's decline message ("Your card was declined."), when failed. */
  failureMessage?: string;
}

export interface CardDetails {
  /** The provider's payment method id (spec 3 §3 stripePaymentMethodId). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider customer it is attached to, if any. */
  customerId: string | null;
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
}

/** A verified provider event, as the webhook receives it. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as the provider stamps it: orders events that arrive out of order. */
  created: number;
  /** The event's object (a Checkout Session, a PaymentIntent, a Charge, …) as the provider sends it. */
  object: Record<string, unknown>;
}

export interface CardPaymentProvider {
  /** Which implementation answers; the SPA loads Stripe.js only for 'stripe'. */
  readonly mode: 'stripe' | 'local';
  /** For the browser's card form (SetupIntent confirmation); null when the local test checkout stands in. */
  readonly publishableKey: string | null;
  createCustomer(owner: CardOwner, contact: { name: string; email?: string }, idempotencyKey: string): Promise<string>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  /** An off-session PaymentIntent, confirmed at once, on a card saved earlier. */
  chargeSavedCard(input: SavedCardChargeInput): Promise<ChargeResult>;
  /** A SetupIntent for the browser to confirm with the card; answers its client secret. */
  createSetupIntent(customerId: string, owner: CardOwner): Promise<{ id: string; clientSecret: string }>;
  retrievePaymentMethod(paymentMethodId: string): Promise<CardDetails>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult>;
  /** The provider dashboard's page for a payment, for admins (spec 3 §2 Payment History). */
  dashboardUrl(paymentIntentId: string): string;
  /**
   * Verifies the signature header on the raw body with the provider's recommended tolerance and parses the event.
   * Throws WebhookSignatureError when the signature is missing, wrong or stale.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {}

export interface PeerOrder {
  id: string;
  /** Where the payer approves the order (PayPal / Venmo, or the local test checkout). */
  approveUrl: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amountCents: number;
  /** Our space request id, carried as the order's reference id. */
  referenceId: string;
}

export interface PeerCapture {
  orderId: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  amountCents: number;
  referenceId: string;
}

/** Venmo through PayPal's orders API: create, the payer approves, then capture. */
export interface PeerPaymentProvider {
  createOrder(input: {
    amountCents: number;
    description: string;
    referenceId: string;
    returnUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<PeerOrder>;
  captureOrder(orderId: string, idempotencyKey: string): Promise<PeerCapture>;
}

/** A payment the provider completed, to be written as one payment row with the request's new balance. */
export interface ProviderPaymentRecord {
  spaceRequestId: string;
  vendorId: string;
  marketDateId: string;
  amountCents: number;
  /** The payment method as Payment History shows it (spec 3 §5 method options). */
  paymentMethod: 'credit' | 'venmo';
  provider: 'stripe' | 'paypal';
  /** PaymentIntent id or PayPal capture id: unique, shown as the confirmation number (stripePaymentId). */
  providerPaymentId: string;
  /** Checkout Session or PayPal order id, for GET /api/public-payments/session/{sessionId}. */
  sessionId: string | null;
  createdBy: string | null;
  /** The provider event that reported it, for the audit entry, when it came by webhook. */
  eventId?: string;
  /**
   * A scheduled job's idempotency record (keys.jobRun), written in the same transaction only if it does not exist:
   * when it does, the job recorded this before and nothing is written.
   */
  once?: Record<string, unknown> & { pk: string; sk: string };
}

/**
 * Writes a completed provider payment: payment row, request amountPaid and amountBalance, audit entry, in one
 * transaction, at most once per providerPaymentId (a second call answers 'already-recorded' and changes nothing).
 */
export type RecordProviderPayment = (
  record: ProviderPaymentRecord,
) => Promise<{ outcome: 'recorded' | 'already-recorded'; paymentId: string }>;
