import { MSG } from '../../shared/messages.js';
import { bodyText, header, json, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import type { WebhookDelivery, WebhookService } from './webhook.service.js';

const WEBHOOK_MSG = {
  invalidSignature: 'Invalid signature',
  invalidEvent: 'Invalid event',
} as const;

/** The body exactly as Stripe sent it (the signature covers these bytes, not a re-serialised parse) and its signature. */
function deliveryOf(req: Pick<HttpRequest, 'event'>): WebhookDelivery {
  return { rawBody: bodyText(req.event), signature: header(req.event, 'stripe-signature') };
}

export function makeStripeWebhookHandlers(deps: { webhooks: WebhookService }): Record<string, RouteHandler> {
  return {
    'POST /api/webhooks/stripe': async (req) => {
      const out = await deps.webhooks.receive(deliveryOf(req));
      if (out.status === 400) {
        return json(
          { message: out.reason === 'signature' ? WEBHOOK_MSG.invalidSignature : WEBHOOK_MSG.invalidEvent },
          400,
        );
      }
      if (out.status === 404) return json({ message: MSG.notFound }, 404);
      return json({ received: true, duplicate: out.duplicate });
    },
  };
}
