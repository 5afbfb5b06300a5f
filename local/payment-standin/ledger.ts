/**
 * What happens to money and cards in the stand-in, shared by the API routes and the hosted pages: Stripe's objects
 * (customers, payment methods, PaymentIntents with their charges, SetupIntents, refunds) built in Stripe's shapes.
 */
import { cardBrand, declineWhenCharged, type CardDecline } from './cards.js';
import { nowSeconds, randomText, type StandinState, type StripeObject } from './state.js';

export const CURRENCY = 'usd';

export function newCustomer(
  state: StandinState,
  p: { name?: string; email?: string; description?: string; phone?: string; metadata: Record<string, string> },
): StripeObject {
  return state.put({
    id: state.newId('cus_', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: p.description ?? null,
    email: p.email ?? null,
    invoice_prefix: randomText(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: p.metadata,
    name: p.name ?? null,
    next_invoice_sequence: 1,
    phone: p.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  });
}

export function newCardPaymentMethod(
  state: StandinState,
  card: { digits: string; expMonth: number; expYear: number },
  customerId: string | null,
): StripeObject {
  const brand = cardBrand(card.digits);
  const pm = state.put({
    id: state.newId('pm_'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      // The same number always gives the same fingerprint, as on Stripe.
      fingerprint: Buffer.from(card.digits).toString('base64url').slice(-16),
      funding: 'credit',
      generated_from: null,
      last4: card.digits.slice(-4),
      networks: { available: [brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: customerId,
    livemode: false,
    metadata: {},
    type: 'card',
  });
  state.cardDigits.set(pm.id, card.digits);
  return pm;
}

export interface IntentInput {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setupFutureUsage: string | null;
}

export function newPaymentIntent(state: StandinState, p: IntentInput): StripeObject {
  const id = state.newId('pi_');
  return state.put({
    id,
    object: 'payment_intent',
    amount: p.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomText(25)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: p.currency,
    customer: p.customer,
    description: p.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: p.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: p.paymentMethod,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    setup_future_usage: p.setupFutureUsage,
    shipping: null,
    statement_descriptor: null,
    status: p.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  });
}

function newCharge(state: StandinState, pi: StripeObject, pm: StripeObject, decline?: CardDecline): StripeObject {
  const card = pm.card as Record<string, unknown>;
  const ok = !decline;
  return state.put({
    id: state.newId('ch_'),
    object: 'charge',
    amount: pi.amount,
    amount_captured: ok ? pi.amount : 0,
    amount_refunded: 0,
    balance_transaction: ok ? state.newId('txn_') : null,
    billing_details: pm.billing_details,
    captured: ok,
    created: nowSeconds(),
    currency: pi.currency,
    customer: pi.customer,
    description: pi.description,
    disputed: false,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: pi.metadata,
    outcome: ok
      ? {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        }
      : {
          network_status: 'declined_by_network',
          reason: decline.declineCode ?? null,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        },
    paid: ok,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: {
      card: {
        brand: card.brand,
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        last4: card.last4,
        network: card.brand,
      },
      type: 'card',
    },
    receipt_url: null,
    refunded: false,
    status: ok ? 'succeeded' : 'failed',
  });
}

/**
 * Confirms a PaymentIntent with its payment method: a charge either way, then `succeeded`, or back to
 * `requires_payment_method` with the decline as its last error. `declineOverride` is a decline decided at entry
 * (the hosted page's typed number).
 */
export function confirmPaymentIntent(
  state: StandinState,
  pi: StripeObject,
  pm: StripeObject,
  declineOverride?: CardDecline,
): { ok: true } | { ok: false; decline: CardDecline; charge: StripeObject } {
  const decline = declineOverride ?? declineWhenCharged(state.cardDigits.get(pm.id) ?? '');
  pi.payment_method = pm.id;
  const charge = newCharge(state, pi, pm, decline);
  pi.latest_charge = charge.id;
  if (decline) {
    pi.status = 'requires_payment_method';
    pi.last_payment_error = {
      charge: charge.id,
      code: decline.code,
      decline_code: decline.declineCode,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code}`,
      message: decline.message,
      payment_method: structuredClone(pm),
      type: 'card_error',
    };
    return { ok: false, decline, charge };
  }
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  pi.last_payment_error = null;
  return { ok: true };
}

export function newSetupIntent(
  state: StandinState,
  p: { customer: string | null; usage: string; metadata: Record<string, string>; description: string | null },
): StripeObject {
  const id = state.newId('seti_');
  return state.put({
    id,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomText(32)}`,
    created: nowSeconds(),
    customer: p.customer,
    description: p.description,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: p.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: p.usage,
  });
}

export function newRefund(
  state: StandinState,
  charge: StripeObject,
  amount: number,
  p: { metadata: Record<string, string>; reason: string | null },
): StripeObject {
  const refund = state.put({
    id: state.newId('re_'),
    object: 'refund',
    amount,
    balance_transaction: state.newId('txn_'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: p.metadata,
    payment_intent: charge.payment_intent,
    reason: p.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return refund;
}

/**
 * The hosted page's Pay: the session's PaymentIntent is confirmed with the typed card; a card kept for later
 * (`setup_future_usage` with a customer) is attached to that customer. A decline leaves the session open.
 */
export function payCheckoutSession(
  state: StandinState,
  session: StripeObject,
  card: { digits: string; decline?: CardDecline },
): { ok: true; intent: StripeObject } | { ok: false; intent: StripeObject; decline: CardDecline } {
  const details = state.sessionDetails.get(session.id);
  const piData = details?.paymentIntentData ?? { metadata: {}, setupFutureUsage: null, description: null };
  const customer = (session.customer as string | null) ?? null;
  const pending = details?.attemptIntent ? state.get(details.attemptIntent, 'payment_intent') : undefined;
  const intent =
    pending ??
    newPaymentIntent(state, {
      amount: session.amount_total as number,
      currency: session.currency as string,
      customer,
      paymentMethod: null,
      description: piData.description,
      metadata: piData.metadata,
      setupFutureUsage: piData.setupFutureUsage,
    });
  const keep = !!piData.setupFutureUsage && !!customer;
  const expYear = new Date().getUTCFullYear() + 3;
  const pm = newCardPaymentMethod(state, { digits: card.digits, expMonth: 12, expYear }, keep ? customer : null);
  const result = confirmPaymentIntent(state, intent, pm, card.decline);
  if (!result.ok) {
    if (details) details.attemptIntent = intent.id;
    return { ok: false, intent, decline: result.decline };
  }
  session.payment_intent = intent.id;
  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer_details = {
    address: null,
    email: session.customer_email ?? null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  return { ok: true, intent };
}
