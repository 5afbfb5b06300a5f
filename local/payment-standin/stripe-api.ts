/**
 * The part of Stripe's REST API the product calls, answered the way Stripe answers: form-encoded requests with
 * bracket notation, objects and errors in Stripe's shapes, `Idempotency-Key` honoured (the same key answers the same
 * response again; the same key with other parameters is refused), secret-key authentication.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { formatDollars } from '../../shared/money.js';
import { declineAtEntry, digitsOf, numberProblem, type CardDecline } from './cards.js';
import type { EventSender } from './events.js';
import { expandList, parseForm, pick, stringMap, type FormObject, type FormValue } from './form-body.js';
import { json, type Reply } from './http.js';
import {
  confirmPaymentIntent,
  CURRENCY,
  newCardPaymentMethod,
  newCustomer,
  newPaymentIntent,
  newRefund,
  newSetupIntent,
} from './ledger.js';
import { nowSeconds, randomText, type StandinState, type StripeObject } from './state.js';

export interface StripeApiOptions {
  state: StandinState;
  events: EventSender;
  secretKey: string;
  publishableKey: string;
  /** Where the hosted checkout page is reached: `{app}/_stripe`. */
  pagesBase: string;
}

export interface ApiCall {
  method: string;
  /** Without query string, e.g. /v1/customers. */
  path: string;
  query: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/** An answer, and the events it caused (sent once the answer is on its way, as Stripe does). */
export interface ApiOutcome {
  reply: Reply;
  events: { type: string; object: StripeObject }[];
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

function docUrl(code: string | undefined) {
  return code ? { doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {};
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, {
    ...(code ? { code } : {}),
    ...docUrl(code),
    message,
    ...(param ? { param } : {}),
    type: 'invalid_request_error',
  });
const missingParam = (param: string) => invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (what: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    code: 'resource_missing',
    ...docUrl('resource_missing'),
    message: `No such ${what}: '${id}'`,
    param,
    type: 'invalid_request_error',
  });
const cardFailure = (decline: CardDecline, extra: Record<string, unknown>) =>
  new StripeFailure(402, {
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    ...docUrl(decline.code),
    message: decline.message,
    type: 'card_error',
    ...extra,
  });

function integer(params: FormObject, name: string, required: boolean): number | undefined {
  const raw = pick(params, ...name.split('.'));
  if (raw === undefined || raw === '') {
    if (required) throw missingParam(name);
    return undefined;
  }
  if (!/^-?\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, name.replace(/\.(\w+)/g, '[$1]'));
  return Number(raw);
}

const bool = (raw: string | undefined) => raw === 'true';
const nullable = (raw: string | undefined) => (raw === undefined || raw === '' ? null : raw);

function minimumAmount(amount: number, param: string) {
  if (amount < 50) throw invalid('Amount must be at least $0.50 usd', param, 'amount_too_small');
}

function currencyOf(params: FormValue | undefined, param: string): string {
  const c = pick(params, ...param.split('.'))?.toLowerCase();
  if (!c) throw missingParam(param);
  if (c !== CURRENCY) throw invalid(`The local test checkout charges in usd, not ${c}.`, param);
  return c;
}

/** Replaces ids at the asked paths (`payment_intent`, `latest_charge.customer`) with their objects. */
function expanded(state: StandinState, obj: StripeObject, paths: string[]): StripeObject {
  if (paths.length === 0) return obj;
  const copy = structuredClone(obj);
  for (const path of paths) {
    const parts = path.split('.');
    let node: Record<string, unknown> = copy;
    for (const part of parts) {
      const value = node[part];
      if (typeof value === 'string' && state.get(value)) node[part] = structuredClone(state.get(value));
      const next = node[part];
      if (!next || typeof next !== 'object') break;
      node = next as Record<string, unknown>;
    }
  }
  return copy;
}

function list(url: string, data: StripeObject[]) {
  return { object: 'list', data, has_more: false, url };
}

export function makeStripeApi(opts: StripeApiOptions) {
  const { state } = opts;

  function authenticate(call: ApiCall, allowPublishable: boolean): 'secret' | 'publishable' | 'none' {
    const header = call.headers.authorization ?? '';
    let key: string | undefined;
    if (/^Bearer /i.test(header)) key = header.slice(7).trim();
    else if (/^Basic /i.test(header)) key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0];
    key ??= allowPublishable ? pick(parseForm(call.body), 'key') : undefined;
    if (key === opts.secretKey) return 'secret';
    if (key === opts.publishableKey) {
      if (allowPublishable) return 'publishable';
      throw new StripeFailure(401, {
        message:
          'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
        type: 'invalid_request_error',
      });
    }
    if (!key) {
      if (allowPublishable) return 'none';
      throw new StripeFailure(401, {
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        type: 'invalid_request_error',
      });
    }
    throw new StripeFailure(401, {
      message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      type: 'invalid_request_error',
    });
  }

  function found(id: string, object: string, what: string, param = 'id'): StripeObject {
    const obj = state.get(id, object);
    if (!obj) throw noSuch(what, id, param);
    return obj;
  }

  function customerParam(params: FormObject): string | null {
    const id = nullable(pick(params, 'customer'));
    if (id) found(id, 'customer', 'customer', 'customer');
    return id;
  }

  // ---- routes ----

  function createCustomer(p: FormObject) {
    return newCustomer(state, {
      ...(pick(p, 'name') ? { name: pick(p, 'name')! } : {}),
      ...(pick(p, 'email') ? { email: pick(p, 'email')! } : {}),
      ...(pick(p, 'description') ? { description: pick(p, 'description')! } : {}),
      ...(pick(p, 'phone') ? { phone: pick(p, 'phone')! } : {}),
      metadata: stringMap(p.metadata),
    });
  }

  function updateCustomer(id: string, p: FormObject) {
    const c = found(id, 'customer', 'customer');
    for (const field of ['name', 'email', 'description', 'phone'] as const) {
      const v = pick(p, field);
      if (v !== undefined) c[field] = nullable(v);
    }
    const metadata = { ...(c.metadata as Record<string, string>) };
    for (const [k, v] of Object.entries(stringMap(p.metadata))) {
      // An empty value removes the key, as on Stripe.
      if (v === '') delete metadata[k];
      else metadata[k] = v;
    }
    c.metadata = metadata;
    const dpm = pick(p, 'invoice_settings', 'default_payment_method');
    if (dpm !== undefined) {
      if (dpm) found(dpm, 'payment_method', 'PaymentMethod', 'invoice_settings[default_payment_method]');
      (c.invoice_settings as Record<string, unknown>).default_payment_method = nullable(dpm);
    }
    return c;
  }

  function createCheckoutSession(p: FormObject) {
    const mode = pick(p, 'mode');
    if (!mode) throw missingParam('mode');
    if (mode !== 'payment') throw invalid(`The local test checkout handles mode payment, not ${mode}.`, 'mode');
    const successUrl = pick(p, 'success_url');
    if (!successUrl) throw missingParam('success_url');
    const items = Array.isArray(p.line_items) ? p.line_items : [];
    if (items.length === 0) throw missingParam('line_items');
    const lineItems = items.map((item, i) => {
      const price = pick(item, 'price');
      if (price) throw noSuch('price', price, `line_items[${i}][price]`);
      const param = `line_items[${i}][price_data]`;
      if (pick(item, 'price_data', 'currency') === undefined) throw missingParam(`${param}[currency]`);
      currencyOf(item, 'price_data.currency');
      const unit = pick(item, 'price_data', 'unit_amount');
      if (unit === undefined || !/^\d+$/.test(unit)) throw missingParam(`${param}[unit_amount]`);
      const name = pick(item, 'price_data', 'product_data', 'name');
      if (!name) throw missingParam(`${param}[product_data][name]`);
      const quantity = pick(item, 'quantity');
      if (quantity === undefined || !/^[1-9]\d*$/.test(quantity)) throw missingParam(`line_items[${i}][quantity]`);
      return { name, unitAmount: Number(unit), quantity: Number(quantity) };
    });
    const total = lineItems.reduce((sum, li) => sum + li.unitAmount * li.quantity, 0);
    minimumAmount(total, 'line_items');
    const customer = customerParam(p);
    const sfu = nullable(pick(p, 'payment_intent_data', 'setup_future_usage'));
    if (sfu && sfu !== 'off_session' && sfu !== 'on_session') {
      throw invalid(`Invalid setup_future_usage: ${sfu}`, 'payment_intent_data[setup_future_usage]');
    }
    const id = `cs_test_${randomText(58)}`;
    const created = nowSeconds();
    const session = state.put({
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: total,
      amount_total: total,
      billing_address_collection: null,
      cancel_url: nullable(pick(p, 'cancel_url')),
      client_reference_id: nullable(pick(p, 'client_reference_id')),
      client_secret: null,
      created,
      currency: CURRENCY,
      customer,
      customer_creation: customer ? null : 'if_required',
      customer_details: null,
      customer_email: nullable(pick(p, 'customer_email')),
      expires_at: integer(p, 'expires_at', false) ?? created + 24 * 3600,
      invoice: null,
      livemode: false,
      locale: null,
      metadata: stringMap(p.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'if_required',
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      phone_number_collection: { enabled: false },
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_details: null,
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${opts.pagesBase}/checkout/${id}`,
    });
    state.sessionDetails.set(id, {
      lineItems,
      paymentIntentData: {
        metadata: stringMap((p.payment_intent_data as FormObject | undefined)?.metadata),
        setupFutureUsage: sfu,
        description: nullable(pick(p, 'payment_intent_data', 'description')),
      },
    });
    return session;
  }

  /** A session past its expiry is expired when next looked at, as Stripe's sweep would have left it. */
  function checkoutSession(id: string) {
    const s = found(id, 'checkout.session', 'checkout.session');
    if (s.status === 'open' && (s.expires_at as number) < nowSeconds()) {
      s.status = 'expired';
      s.url = null;
    }
    return s;
  }

  function expireCheckoutSession(id: string, events: ApiOutcome['events']) {
    const s = checkoutSession(id);
    if (s.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(s.status)}".`,
      );
    }
    s.status = 'expired';
    s.url = null;
    events.push({ type: 'checkout.session.expired', object: s });
    return s;
  }

  function createPaymentIntent(p: FormObject, events: ApiOutcome['events']) {
    const amount = integer(p, 'amount', true)!;
    minimumAmount(amount, 'amount');
    const currency = currencyOf(p, 'currency');
    const customer = customerParam(p);
    const pmId = nullable(pick(p, 'payment_method'));
    const pm = pmId ? found(pmId, 'payment_method', 'PaymentMethod', 'payment_method') : undefined;
    if (pm?.customer && pm.customer !== customer) {
      throw invalid(
        `The provided PaymentMethod is attached to a different Customer than ${customer ?? 'the one given'}.`,
        'payment_method',
      );
    }
    const confirm = bool(pick(p, 'confirm'));
    const offSession = bool(pick(p, 'off_session'));
    if (offSession && !confirm) throw invalid('off_session may only be used when confirm=true.', 'off_session');
    if (confirm && !pm) {
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const intent = newPaymentIntent(state, {
      amount,
      currency,
      customer,
      paymentMethod: pm?.id ?? null,
      description: nullable(pick(p, 'description')),
      metadata: stringMap(p.metadata),
      setupFutureUsage: nullable(pick(p, 'setup_future_usage')),
    });
    if (!confirm || !pm) return intent;
    const result = confirmPaymentIntent(state, intent, pm);
    if (!result.ok) {
      events.push({ type: 'payment_intent.payment_failed', object: intent });
      throw cardFailure(result.decline, {
        charge: result.charge.id,
        payment_intent: structuredClone(intent),
        payment_method: structuredClone(pm),
      });
    }
    events.push({ type: 'payment_intent.succeeded', object: intent });
    return intent;
  }

  function createSetupIntent(p: FormObject) {
    const usage = pick(p, 'usage') ?? 'off_session';
    if (usage !== 'off_session' && usage !== 'on_session') throw invalid(`Invalid usage: ${usage}`, 'usage');
    return newSetupIntent(state, {
      customer: customerParam(p),
      usage,
      metadata: stringMap(p.metadata),
      description: nullable(pick(p, 'description')),
    });
  }

  function expiryProblem(month: number, year: number): CardDecline | undefined {
    if (!(month >= 1 && month <= 12)) {
      return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
    }
    const now = new Date();
    const thisYear = now.getUTCFullYear();
    if (year < thisYear || year > thisYear + 50 || (year === thisYear && month < now.getUTCMonth() + 1)) {
      return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
    }
    return undefined;
  }

  /** As Stripe.js calls it from the card form: the client secret proves the caller when no secret key is used. */
  function confirmSetupIntent(id: string, p: FormObject, auth: string, events: ApiOutcome['events']) {
    const si = found(id, 'setup_intent', 'setup_intent');
    if (auth !== 'secret' && pick(p, 'client_secret') !== si.client_secret) {
      throw invalid(
        'The client_secret provided does not match the client_secret associated with the SetupIntent.',
        'client_secret',
      );
    }
    if (si.status === 'succeeded') {
      throw invalid(
        'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.',
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    const customer = (si.customer as string | null) ?? null;
    let pm: StripeObject;
    const existing = nullable(pick(p, 'payment_method'));
    if (existing) {
      pm = found(existing, 'payment_method', 'PaymentMethod', 'payment_method');
    } else {
      const type = pick(p, 'payment_method_data', 'type');
      if (!type) throw missingParam('payment_method_data[type]');
      if (type !== 'card')
        throw invalid(`The local test checkout takes cards, not ${type}.`, 'payment_method_data[type]');
      const number = pick(p, 'payment_method_data', 'card', 'number');
      if (!number) throw missingParam('payment_method_data[card][number]');
      const month = Number(pick(p, 'payment_method_data', 'card', 'exp_month') ?? NaN);
      let year = Number(pick(p, 'payment_method_data', 'card', 'exp_year') ?? NaN);
      if (year < 100) year += 2000;
      const cvc = pick(p, 'payment_method_data', 'card', 'cvc');
      const digits = digitsOf(number);
      const problem =
        numberProblem(number) ??
        expiryProblem(month, year) ??
        (cvc !== undefined && !/^\d{3,4}$/.test(cvc)
          ? { code: 'invalid_cvc', message: "Your card's security code is invalid." }
          : undefined);
      const decline = problem ?? declineAtEntry(digits);
      if (decline) {
        si.last_setup_error = {
          code: decline.code,
          ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
          ...docUrl(decline.code),
          message: decline.message,
          type: 'card_error',
        };
        si.status = 'requires_payment_method';
        events.push({ type: 'setup_intent.setup_failed', object: si });
        throw cardFailure(decline, { setup_intent: structuredClone(si) });
      }
      pm = newCardPaymentMethod(state, { digits, expMonth: month, expYear: year }, null);
    }
    if (customer) pm.customer = customer;
    si.payment_method = pm.id;
    si.status = 'succeeded';
    si.last_setup_error = null;
    si.latest_attempt = state.newId('setatt_');
    events.push({ type: 'setup_intent.succeeded', object: si });
    return si;
  }

  function detachPaymentMethod(id: string) {
    const pm = found(id, 'payment_method', 'PaymentMethod');
    if (!pm.customer) {
      throw invalid(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        undefined,
        'payment_method_unexpected_state',
      );
    }
    pm.customer = null;
    return pm;
  }

  function attachPaymentMethod(id: string, p: FormObject) {
    const pm = found(id, 'payment_method', 'PaymentMethod');
    const customer = pick(p, 'customer');
    if (!customer) throw missingParam('customer');
    found(customer, 'customer', 'customer', 'customer');
    if (pm.customer && pm.customer !== customer) {
      throw invalid(
        'The payment method you provided has already been attached to a customer.',
        undefined,
        'payment_method_unexpected_state',
      );
    }
    pm.customer = customer;
    return pm;
  }

  function listPaymentMethods(customer: string | undefined) {
    if (!customer) throw missingParam('customer');
    found(customer, 'customer', 'customer', 'customer');
    const cards = [...state.objects.values()]
      .filter((o) => o.object === 'payment_method' && o.customer === customer)
      .sort((a, b) => (b.created as number) - (a.created as number));
    return list('/v1/payment_methods', cards);
  }

  function createRefund(p: FormObject, events: ApiOutcome['events']) {
    const piId = nullable(pick(p, 'payment_intent'));
    const chargeId = nullable(pick(p, 'charge'));
    if (!piId && !chargeId)
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.');
    let charge: StripeObject | undefined;
    if (piId) {
      const pi = found(piId, 'payment_intent', 'payment_intent', 'payment_intent');
      charge = pi.status === 'succeeded' && pi.latest_charge ? state.get(pi.latest_charge as string) : undefined;
      if (!charge) {
        throw invalid(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, 'payment_intent');
      }
    } else {
      charge = found(chargeId!, 'charge', 'charge', 'charge');
      if (charge.status !== 'succeeded') throw invalid(`Charge ${chargeId} has not succeeded and cannot be refunded.`);
    }
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left <= 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = integer(p, 'amount', false) ?? left;
    if (amount <= 0) throw invalid('Refund amount must be positive.', 'amount');
    if (amount > left) {
      throw invalid(
        `Refund amount (${formatDollars(amount, 'ungrouped')}) is greater than unrefunded amount on charge (${formatDollars(left, 'ungrouped')})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund = newRefund(state, charge, amount, {
      metadata: stringMap(p.metadata),
      reason: nullable(pick(p, 'reason')),
    });
    events.push({ type: 'charge.refunded', object: charge });
    return refund;
  }

  function route(call: ApiCall, p: FormObject, events: ApiOutcome['events']): StripeObject | ReturnType<typeof list> {
    const { method, path } = call;
    const seg = path.split('/').slice(2).map(decodeURIComponent); // after /v1
    const [a, b, c, d] = seg;
    const isPost = method === 'POST';
    const isGet = method === 'GET';
    const auth = authenticate(call, isPost && a === 'setup_intents' && d === undefined && c === 'confirm');

    if (a === 'customers') {
      if (isPost && seg.length === 1) return createCustomer(p);
      if (isGet && seg.length === 2) return found(b!, 'customer', 'customer');
      if (isPost && seg.length === 2) return updateCustomer(b!, p);
      if (isGet && c === 'payment_methods' && seg.length === 3) return listPaymentMethods(b);
    }
    if (a === 'checkout' && b === 'sessions') {
      if (isPost && seg.length === 2) return createCheckoutSession(p);
      if (isGet && seg.length === 3) return checkoutSession(c!);
      if (isPost && seg.length === 4 && d === 'expire') return expireCheckoutSession(c!, events);
    }
    if (a === 'payment_intents') {
      if (isPost && seg.length === 1) return createPaymentIntent(p, events);
      if (isGet && seg.length === 2) return found(b!, 'payment_intent', 'payment_intent');
    }
    if (a === 'setup_intents') {
      if (isPost && seg.length === 1) return createSetupIntent(p);
      if (isGet && seg.length === 2) return found(b!, 'setup_intent', 'setup_intent');
      if (isPost && seg.length === 3 && c === 'confirm') return confirmSetupIntent(b!, p, auth, events);
    }
    if (a === 'payment_methods') {
      if (isGet && seg.length === 1) return listPaymentMethods(pick(p, 'customer'));
      if (isGet && seg.length === 2) return found(b!, 'payment_method', 'PaymentMethod');
      if (isPost && seg.length === 3 && c === 'detach') return detachPaymentMethod(b!);
      if (isPost && seg.length === 3 && c === 'attach') return attachPaymentMethod(b!, p);
    }
    if (a === 'refunds') {
      if (isPost && seg.length === 1) return createRefund(p, events);
      if (isGet && seg.length === 2) return found(b!, 'refund', 'refund');
    }
    if (a === 'charges' && isGet && seg.length === 2) return found(b!, 'charge', 'charge');
    throw new StripeFailure(404, {
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      type: 'invalid_request_error',
    });
  }

  /** Runs one call. Synchronous on purpose: a key's first answer is stored before any other request is read. */
  function handle(call: ApiCall): ApiOutcome {
    const requestId = `req_${randomText(14)}`;
    const headers = { 'request-id': requestId, 'stripe-version': String(call.headers['stripe-version'] ?? '') };
    const key = call.method === 'POST' ? call.headers['idempotency-key'] : undefined;
    const idemKey = Array.isArray(key) ? key[0] : key;
    const fingerprint = `${call.method} ${call.path}\n${call.body}`;
    if (idemKey) {
      const earlier = state.idempotency.get(idemKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return {
            reply: json(
              400,
              {
                error: {
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
                  type: 'idempotency_error',
                },
              },
              headers,
            ),
            events: [],
          };
        }
        return {
          reply: { ...earlier.reply, headers: { ...earlier.reply.headers, 'idempotent-replayed': 'true' } },
          events: [],
        };
      }
    }
    const params = parseForm(call.method === 'GET' ? call.query : call.body);
    const events: ApiOutcome['events'] = [];
    let reply: Reply;
    try {
      const result = route(call, params, events);
      const answer =
        result.object === 'list' ? result : expanded(state, result as StripeObject, expandList(params.expand));
      reply = json(200, structuredClone(answer), headers);
    } catch (err) {
      if (!(err instanceof StripeFailure)) throw err;
      reply = json(err.status, { error: err.error }, headers);
      // Stripe keeps no answer for a request it refused before acting (bad key), so the key can be used again.
      if (err.status === 401) return { reply, events };
    }
    if (idemKey) state.idempotency.set(idemKey, { fingerprint, reply });
    // Events carry the object as it stood when they happened, not as later calls change it.
    return { reply, events };
  }

  return { handle };
}
