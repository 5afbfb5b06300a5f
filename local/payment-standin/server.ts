/**
 * The local test checkout: stands in for Stripe's API and hosted Checkout (and PayPal's orders API and Venmo
 * approval) when no Stripe key is given, so the functions' real `stripe` SDK calls, the browser's redirects and the
 * signed webhook deliveries all happen on this machine.
 *
 * It listens on its own loopback port because the SDK wants Stripe's paths (`/v1/...`) at the root of a host; the
 * app's server also hands it every `/_stripe/*` request, so the browser's pages and the card form stay on the app's
 * origin (no second origin to allow, no cross-origin calls).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { declineAtEntry, digitsOf, numberProblem } from './cards.js';
import { makeEventSender, type EventSender } from './events.js';
import { checkoutPage, notFoundPage, paypalPage, successUrl } from './hosted-pages.js';
import { html, json, readText, seeOther, writeReply, type Reply } from './http.js';
import { payCheckoutSession } from './ledger.js';
import { makePayPalApi } from './paypal-api.js';
import { StandinState, type SentEvent } from './state.js';
import { makeStripeApi } from './stripe-api.js';

/** The prefix under which the app's origin forwards requests here. */
const MOUNT = '/_stripe';

export interface PaymentStandinOptions {
  /** 0 picks a free port. */
  port: number;
  /** The app's origin, where payers are sent: `{appUrl}/_stripe/checkout/…`. */
  appUrl: string;
  /** Where events are POSTed: the app's `/api/webhooks/stripe`. */
  webhookUrl: string;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string };
  paypal: { clientId: string; clientSecret: string };
  /** The name on the hosted pages, as a Stripe account's business name. Default MarketDay. */
  merchant?: string;
  log?: (line: string) => void;
  /** Pauses before each webhook retry. */
  retryDelaysMs?: number[];
}

export interface PaymentStandin {
  /** `http://127.0.0.1:{port}`: STRIPE_API_BASE and PAYPAL_API_BASE. */
  apiBase: string;
  /** For the app's server: answers `/_stripe/*` and says so. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
  /** Every event sent so far, oldest first. */
  events(): SentEvent[];
  /** Resolves once every webhook delivery (retries included) has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function withParams(target: string, params: Record<string, string>): string {
  try {
    const url = new URL(target);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  } catch {
    const q = new URLSearchParams(params).toString();
    return `${target}${target.includes('?') ? '&' : '?'}${q}`;
  }
}

export async function startPaymentStandin(opts: PaymentStandinOptions): Promise<PaymentStandin> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const merchant = opts.merchant ?? 'MarketDay';
  const pagesBase = `${opts.appUrl.replace(/\/+$/, '')}${MOUNT}`;
  const state = new StandinState();
  const events: EventSender = makeEventSender({
    state,
    webhookUrl: opts.webhookUrl,
    webhookSecret: opts.stripe.webhookSecret,
    log,
    ...(opts.retryDelaysMs ? { retryDelaysMs: opts.retryDelaysMs } : {}),
  });
  let apiBase = '';
  const stripeApi = makeStripeApi({
    state,
    events,
    secretKey: opts.stripe.secretKey,
    publishableKey: opts.stripe.publishableKey,
    pagesBase,
  });
  const paypal = makePayPalApi({
    state,
    clientId: opts.paypal.clientId,
    clientSecret: opts.paypal.clientSecret,
    pagesBase,
    apiBase: () => apiBase,
  });
  /** A session's completion deliveries, so a second Pay click waits for the same webhook before redirecting. */
  const completing = new Map<string, Promise<unknown>>();

  async function payPage(id: string, body: string): Promise<Reply> {
    const session = state.get(id, 'checkout.session');
    if (!session) return html(404, notFoundPage('This checkout page does not exist.'));
    const details = state.sessionDetails.get(id);
    if (session.status === 'complete') {
      await completing.get(id);
      return seeOther(successUrl(session));
    }
    if (session.status !== 'open') return html(410, checkoutPage({ session, details, merchant, base: MOUNT }));
    // A bare POST pays with the usual test card, so a script can complete a checkout without filling the form.
    const typed = new URLSearchParams(body).get('card') ?? '4242 4242 4242 4242';
    const problem = numberProblem(typed);
    if (problem) {
      return html(400, checkoutPage({ session, details, merchant, base: MOUNT, card: typed, error: problem.message }));
    }
    const digits = digitsOf(typed);
    const decline = declineAtEntry(digits);
    const result = payCheckoutSession(state, session, { digits, ...(decline ? { decline } : {}) });
    if (!result.ok) {
      void events.send('payment_intent.payment_failed', result.intent);
      const error = result.decline.message;
      return html(402, checkoutPage({ session, details, merchant, base: MOUNT, card: typed, error }));
    }
    // Delivered before the redirect, so the success page finds the payment recorded (Stripe makes no such
    // promise; the product copes with either order, and this order keeps local runs steady).
    const delivered = (async () => {
      await events.send('checkout.session.completed', session);
      await events.send('payment_intent.succeeded', result.intent);
    })();
    completing.set(id, delivered);
    await delivered;
    return seeOther(successUrl(session));
  }

  function cancelPage(id: string): Reply {
    const session = state.get(id, 'checkout.session');
    if (!session) return html(404, notFoundPage('This checkout page does not exist.'));
    return session.cancel_url ? seeOther(String(session.cancel_url)) : html(200, notFoundPage('Payment cancelled.'));
  }

  function paypalAction(id: string, action: 'approve' | 'cancel'): Reply {
    const order = paypal.order(id);
    if (!order) return html(404, notFoundPage('This order does not exist.'));
    if (action === 'approve') {
      paypal.approve(id);
      return order.returnUrl
        ? seeOther(withParams(order.returnUrl, { token: order.id, PayerID: 'LOCALPAYER01' }))
        : html(200, notFoundPage('Approved. Go back to the app to finish.'));
    }
    return order.cancelUrl
      ? seeOther(withParams(order.cancelUrl, { token: order.id }))
      : html(200, notFoundPage('Payment cancelled.'));
  }

  async function route(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://standin');
    const path = rawPath.startsWith(`${MOUNT}/`) ? rawPath.slice(MOUNT.length) : rawPath;
    const body = method === 'GET' || method === 'HEAD' ? '' : await readText(req);
    const head = method === 'HEAD';
    const read = method === 'GET' || head;
    let m: RegExpExecArray | null;
    let reply: Reply | undefined;

    if (read && path === '/events.json') {
      reply = json(
        200,
        state.events.map((e) => ({ id: e.id, type: e.type, body: e.body, signature: e.signature })),
      );
    } else if ((m = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(path))) {
      const id = decodeURIComponent(m[1]!);
      if (read && !m[2]) {
        const session = state.get(id, 'checkout.session');
        reply = session
          ? html(200, checkoutPage({ session, details: state.sessionDetails.get(id), merchant, base: MOUNT }))
          : html(404, notFoundPage('This checkout page does not exist.'));
      } else if (method === 'POST' && m[2] === 'pay') reply = await payPage(id, body);
      else if (method === 'POST' && m[2] === 'cancel') reply = cancelPage(id);
    } else if ((m = /^\/paypal\/([^/]+)(?:\/(approve|cancel))?$/.exec(path))) {
      const id = decodeURIComponent(m[1]!);
      if (read && !m[2]) {
        const order = paypal.order(id);
        reply = order
          ? html(200, paypalPage(order, merchant, MOUNT))
          : html(404, notFoundPage('This order does not exist.'));
      } else if (method === 'POST' && m[2]) reply = paypalAction(id, m[2] as 'approve' | 'cancel');
    } else if (path.startsWith('/v1/') || path.startsWith('/v2/')) {
      const call = { method, path, query: url.search.slice(1), body, headers: req.headers };
      reply = paypal.handle(call);
      if (!reply) {
        const outcome = stripeApi.handle(call);
        writeReply(res, outcome.reply, head);
        // Answer first, then tell the webhook, as Stripe does for API calls.
        for (const e of outcome.events) void events.send(e.type, e.object, eventRequest(outcome.reply, call.headers));
        return;
      }
    }
    writeReply(
      res,
      reply ?? json(404, { error: { message: `Nothing at ${method} ${path}`, type: 'invalid_request_error' } }),
      head,
    );
  }

  function eventRequest(reply: Reply, headers: IncomingMessage['headers']) {
    const raw = headers['idempotency-key'];
    const key = Array.isArray(raw) ? raw[0] : raw;
    return { id: reply.headers?.['request-id'] ?? '', ...(key ? { idempotencyKey: key } : {}) };
  }

  async function serve(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    try {
      await route(req, res, path);
    } catch (err) {
      log(
        `Local checkout: ${req.method} ${path} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      if (!res.headersSent) {
        writeReply(res, json(500, { error: { message: 'An unknown error occurred', type: 'api_error' } }));
      } else res.destroy();
    }
  }

  const server = http.createServer((req, res) => {
    void serve(req, res, (req.url ?? '/').split('?')[0] ?? '/');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: opts.port, host: '127.0.0.1' }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 5000;
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiBase,
    async handle(req, res, pathname) {
      if (pathname !== MOUNT && !pathname.startsWith(`${MOUNT}/`)) return false;
      await serve(req, res, pathname.slice(MOUNT.length) || '/');
      return true;
    },
    events: () => state.events.map((e) => ({ ...e })),
    idle: () => events.idle(),
    close: async () => {
      events.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
