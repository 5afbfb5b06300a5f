/**
 * The part of PayPal's REST API that Venmo payments use: client-credentials tokens and the v2 orders API (create,
 * look up, capture), in PayPal's shapes and errors, with `PayPal-Request-Id` replaying the first answer.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { json, type Reply } from './http.js';
import { randomText, type PayPalOrder, type StandinState } from './state.js';

export interface PayPalApiOptions {
  state: StandinState;
  clientId: string;
  clientSecret: string;
  /** Where the approval page is reached: `{app}/_stripe`. */
  pagesBase: string;
  /** This API's own address, for the links PayPal puts in its answers. */
  apiBase: () => string;
}

/** PayPal's order and capture ids: 17 upper-case letters and digits. */
const upper = (n: number) => randomText(n).toUpperCase();
const debugId = () => randomText(13).toLowerCase();

function problem(status: number, name: string, message: string, details: Record<string, unknown>[] = []): Reply {
  return json(status, { name, message, debug_id: debugId(), details, links: [] });
}

const unprocessable = (issue: string, description: string) =>
  problem(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [{ issue, description }],
  );

const invalidRequest = (field: string, issue: string, description: string) =>
  problem(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [
    { field, location: 'body', issue, description },
  ]);

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function makePayPalApi(opts: PayPalApiOptions) {
  const { state } = opts;

  function orderBody(order: PayPalOrder, full: boolean): Json {
    const self = `${opts.apiBase()}/v2/checkout/orders/${order.id}`;
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED') {
      links.push({
        href: `${opts.pagesBase}/paypal/${order.id}`,
        rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
        method: 'GET',
      });
    }
    if (order.status === 'APPROVED' || order.status === 'CREATED') {
      links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    }
    if (!full) return { id: order.id, status: order.status, links };
    const amount = { currency_code: order.currency, value: order.amountValue };
    const unit: Json = {
      reference_id: order.referenceId,
      amount,
      payee: { email_address: 'market@example.com', merchant_id: 'LOCALMARKET7' },
      ...(order.description ? { description: order.description } : {}),
    };
    if (order.captureId) {
      unit.payments = {
        captures: [
          {
            id: order.captureId,
            status: 'COMPLETED',
            amount,
            final_capture: true,
            seller_protection: {
              status: 'ELIGIBLE',
              dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
            },
            seller_receivable_breakdown: { gross_amount: amount, net_amount: amount },
            create_time: order.captureTime,
            update_time: order.captureTime,
            links: [{ href: `${opts.apiBase()}/v2/payments/captures/${order.captureId}`, rel: 'self', method: 'GET' }],
          },
        ],
      };
    }
    const approved = order.status === 'APPROVED' || order.status === 'COMPLETED';
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      payment_source: {
        [order.source]: approved ? { email_address: 'payer@example.com', user_name: 'test-payer' } : {},
      },
      purchase_units: [unit],
      ...(approved
        ? {
            payer: {
              name: { given_name: 'Test', surname: 'Payer' },
              email_address: 'payer@example.com',
              payer_id: 'LOCALPAYER01',
            },
          }
        : {}),
      create_time: order.createTime,
      links,
    };
  }

  function token(headers: IncomingHttpHeaders, body: string): Reply {
    const auth = headers.authorization ?? '';
    const [id, secret] = /^Basic /i.test(auth) ? Buffer.from(auth.slice(6), 'base64').toString().split(':') : [];
    if (id !== opts.clientId || secret !== opts.clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const accessToken = `A21AA${randomText(60)}`;
    state.paypalTokens.add(accessToken);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-LOCAL-CHECKOUT',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${randomText(20)}`,
    });
  }

  function createOrder(body: Json, full: boolean): Reply {
    const intent = text(body.intent);
    if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') {
      return invalidRequest('/intent', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
    }
    const units = Array.isArray(body.purchase_units) ? body.purchase_units : [];
    const unit = obj(units[0]);
    const amount = obj(unit.amount);
    const value = text(amount.value);
    const currency = text(amount.currency_code);
    if (!currency) {
      return invalidRequest(
        "/purchase_units/@reference_id=='default'/amount/currency_code",
        'MISSING_REQUIRED_PARAMETER',
        'A required field / parameter is missing.',
      );
    }
    if (!value || !/^\d{1,10}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) {
      return invalidRequest(
        "/purchase_units/@reference_id=='default'/amount/value",
        'INVALID_PARAMETER_SYNTAX',
        'The value of a field does not conform to the expected format.',
      );
    }
    const source = obj(body.payment_source);
    const venmo = obj(source.venmo);
    const paypal = obj(source.paypal);
    const hasSource = Object.keys(source).length > 0;
    const context = obj(venmo.experience_context ?? paypal.experience_context ?? body.application_context);
    const order: PayPalOrder = {
      id: upper(17),
      // A payment source given up front leaves the order waiting for the payer; otherwise it is CREATED.
      status: hasSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      intent,
      amountValue: value,
      currency,
      referenceId: text(unit.reference_id) ?? 'default',
      ...(text(unit.description) ? { description: text(unit.description)! } : {}),
      returnUrl: text(context.return_url) ?? '',
      cancelUrl: text(context.cancel_url) ?? '',
      source: 'venmo' in source ? 'venmo' : 'paypal',
      createTime: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    state.paypalOrders.set(order.id, order);
    return json(200, orderBody(order, full));
  }

  function captureOrder(id: string, full: boolean): Reply {
    const order = state.paypalOrders.get(id);
    if (!order) {
      return problem(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
        {
          field: 'order_id',
          value: id,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ]);
    }
    if (order.status === 'COMPLETED') {
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    order.status = 'COMPLETED';
    order.captureId = upper(17);
    order.captureTime = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return json(201, orderBody(order, full));
  }

  /** Answers a call under /v1/oauth2 or /v2/checkout, or undefined when the path is not PayPal's. */
  function handle(call: {
    method: string;
    path: string;
    body: string;
    headers: IncomingHttpHeaders;
  }): Reply | undefined {
    const { method, path, headers } = call;
    if (method === 'POST' && path === '/v1/oauth2/token') return token(headers, call.body);
    const m = /^\/v2\/checkout\/orders(?:\/([^/]+))?(\/capture)?$/.exec(path);
    if (!m) return undefined;
    const auth = headers.authorization ?? '';
    if (!/^Bearer /i.test(auth) || !state.paypalTokens.has(auth.slice(7).trim())) {
      return json(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    const full = String(headers.prefer ?? '').includes('return=representation');
    const [, id, capture] = m;
    if (method === 'GET' && id && !capture) {
      const order = state.paypalOrders.get(decodeURIComponent(id));
      return order
        ? json(200, orderBody(order, true))
        : problem(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
            {
              issue: 'INVALID_RESOURCE_ID',
              description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
            },
          ]);
    }
    if (method !== 'POST' || (id && !capture)) return undefined;
    const requestId = text(headers['paypal-request-id']);
    const fingerprint = `${path}\n${call.body}`;
    if (requestId) {
      const earlier = state.paypalIdempotency.get(requestId);
      if (earlier && earlier.fingerprint === fingerprint) return earlier.reply;
    }
    let body: Json = {};
    if (call.body.trim()) {
      try {
        body = obj(JSON.parse(call.body));
      } catch {
        return problem(
          400,
          'INVALID_REQUEST',
          'Request is not well-formed, syntactically incorrect, or violates schema.',
          [{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }],
        );
      }
    }
    const reply = id ? captureOrder(decodeURIComponent(id), full) : createOrder(body, full);
    if (requestId && reply.status < 500) state.paypalIdempotency.set(requestId, { fingerprint, reply });
    return reply;
  }

  /** The approval page's buttons. */
  function approve(id: string): PayPalOrder | undefined {
    const order = state.paypalOrders.get(id);
    if (order && (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED')) order.status = 'APPROVED';
    return order;
  }

  return { handle, approve, order: (id: string) => state.paypalOrders.get(id) };
}
