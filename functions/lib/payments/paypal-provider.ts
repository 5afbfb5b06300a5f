/**
 * Venmo through PayPal's orders API (architecture §7): create an order with Venmo as its payment source, the payer
 * approves it on PayPal's page (or the local test checkout's), then capture. Plain fetch: the REST API is small and
 * PayPal's SDK would weigh more than the rest of the function.
 */
import type { PeerCapture, PeerOrder, PeerPaymentProvider } from './payment-provider.js';
import { formatDollars } from '../../../shared/money.js';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or the local test checkout's address. */
  apiBase: string;
}

export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issue?: string,
  ) {
    super(message);
  }
}

/** A token is refreshed this long before PayPal says it expires, so a call never carries one that just lapsed. */
const TOKEN_MARGIN_MS = 60_000;

const toValue = (cents: number) => formatDollars(cents, 'decimal');
const toCents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

interface PayPalLink {
  rel?: string;
  href?: string;
}
interface PayPalAmount {
  value?: string;
}
interface PayPalCapture {
  id?: string;
  status?: string;
  amount?: PayPalAmount;
}
interface PayPalOrder {
  id?: string;
  status?: string;
  links?: PayPalLink[];
  purchase_units?: { reference_id?: string; amount?: PayPalAmount; payments?: { captures?: PayPalCapture[] } }[];
}

function orderStatus(s: string | undefined): PeerOrder['status'] {
  return s === 'APPROVED' || s === 'COMPLETED' || s === 'VOIDED' ? s : 'CREATED';
}

export function makePayPalProvider(settings: PayPalSettings, opts: { now?: () => number } = {}): PeerPaymentProvider {
  const now = opts.now ?? Date.now;
  const base = settings.apiBase.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const res = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new PayPalError('PayPal refused the client credentials', res.status);
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** One token per warm function, fetched again once it is about to expire; concurrent callers share the fetch. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    pendingToken ??= fetchToken().finally(() => (pendingToken = undefined));
    return pendingToken;
  }

  async function call(path: string, body: unknown, requestId: string): Promise<PayPalOrder> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        // PayPal answers a repeated request id with the first answer instead of acting twice.
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as PayPalOrder & {
      message?: string;
      details?: { issue?: string; description?: string }[];
    };
    if (!res.ok) {
      const detail = answer.details?.[0];
      throw new PayPalError(
        detail?.description ?? answer.message ?? 'PayPal refused the request',
        res.status,
        detail?.issue,
      );
    }
    return answer;
  }

  return {
    async createOrder(input): Promise<PeerOrder> {
      const order = await call(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              description: input.description.slice(0, 127),
              amount: { currency_code: 'USD', value: toValue(input.amountCents) },
            },
          ],
          payment_source: {
            venmo: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
              },
            },
          },
        },
        input.idempotencyKey,
      );
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if (!order.id || !approve) throw new PayPalError('PayPal answered an order without an approval link', 502);
      return {
        id: order.id,
        approveUrl: approve,
        status: orderStatus(order.status),
        amountCents: toCents(order.purchase_units?.[0]?.amount?.value ?? toValue(input.amountCents)),
        referenceId: order.purchase_units?.[0]?.reference_id ?? input.referenceId,
      };
    },

    async captureOrder(orderId, idempotencyKey): Promise<PeerCapture> {
      const order = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, idempotencyKey);
      const unit = order.purchase_units?.[0];
      const capture = unit?.payments?.captures?.[0];
      if (!capture?.id) throw new PayPalError('PayPal answered a capture without a capture id', 502);
      const status = capture.status === 'COMPLETED' || capture.status === 'PENDING' ? capture.status : 'DECLINED';
      return {
        orderId: order.id ?? orderId,
        captureId: capture.id,
        status,
        amountCents: toCents(capture.amount?.value),
        referenceId: unit?.reference_id ?? '',
      };
    },
  };
}
