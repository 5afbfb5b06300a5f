import { MSG } from '../../shared/messages.js';
import { json, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import type { WebhookService } from './webhook.service.js';

/** The body exactly as Stripe sent it: the signature covers these bytes, not a re-serialised parse of them. */
export function rawBody(req: Pick<HttpRequest, 'event'>): string {
  const { body, isBase64Encoded } = req.event;
  if (!body) return '';
  return isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

function signatureOf(req: Pick<HttpRequest, 'event'>): string | undefined {
  const headers = req.event.headers ?? {};
  return Object.entries(headers).find(([name]) => name.toLowerCase() === 'stripe-signature')?.[1];
}

export function makeStripeWebhookHandlers(deps: { webhooks: WebhookService }): Record<string, RouteHandler> {
  return {
    'POST /api/webhooks/stripe': async (req) => {
      const out = await deps.webhooks.receive(rawBody(req), signatureOf(req));
      if (out.status === 400) return json({ message: 'Invalid signature' }, 400);
      if (out.status === 404) return json({ message: MSG.notFound }, 404);
      return json({ received: true, duplicate: out.duplicate });
    },
  };
}
