import * as z from '../../shared/zod.js';
import {
  capturePaypalOrderSchema,
  chargeSavedMethodSchema,
  createSessionSchema,
  createShortCodeSchema,
  nextMarketActionSchema,
  reminderActionSchema,
  salesEntrySchema,
  savePaymentMethodSchema,
  updateSalesSchema,
} from '../../shared/schemas/public-payments.js';
import { clientAddressOf } from '../lib/auth/rate-limits.js';
import { json, parseWith, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import { auditActor } from '../lib/http/request-origin.js';
import type { PublicPaymentsService } from './public-payments.service.js';
import type { PublicRequestsService } from './public-requests.service.js';
import { ownerOf, type SavedCardsService } from './saved-cards.service.js';

const sessionQuerySchema = z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(255)) });

export function makePublicPaymentsHandlers(deps: {
  requests: PublicRequestsService;
  payments: PublicPaymentsService;
  cards: SavedCardsService;
}): Record<string, RouteHandler> {
  const { requests, payments, cards } = deps;
  const code = (req: HttpRequest) => req.params.shortCode ?? '';
  const address = (req: HttpRequest) => clientAddressOf(req.event);
  const ownerIn = (kind: 'users' | 'vendors') => (req: HttpRequest) => ownerOf(kind, req.params.id ?? '', req.user!);

  const savedCardRoutes = (kind: 'users' | 'vendors'): Record<string, RouteHandler> => {
    const base = `/api/public-payments/${kind}/{id}/payment-methods`;
    const owner = ownerIn(kind);
    return {
      [`GET ${base}`]: async (req) => json(await cards.list(owner(req))),
      [`POST ${base}`]: async (req) => {
        const o = owner(req);
        const { paymentMethodId } = parseWith(savePaymentMethodSchema, req.body);
        return json(await cards.save(o, paymentMethodId), 201);
      },
      [`POST ${base}/setup`]: async (req) => json(await cards.setup(owner(req))),
      [`DELETE ${base}/{stripePaymentMethodId}`]: async (req) =>
        json(await cards.remove(owner(req), req.params.stripePaymentMethodId ?? '')),
      [`PATCH ${base}/{stripePaymentMethodId}/set-default`]: async (req) =>
        json(await cards.setDefault(owner(req), req.params.stripePaymentMethodId ?? '')),
    };
  };

  return {
    'GET /api/public-space-manage/{shortCode}': async (req) =>
      json(await requests.requestPage(code(req), address(req), req.user)),
    'POST /api/public-space-manage/{shortCode}/sales': async (req) => {
      const { grossSales, salesByTender } = parseWith(salesEntrySchema, req.body);
      return json(
        await requests.enterSales(code(req), grossSales, address(req), req.user, auditActor(req), salesByTender),
      );
    },
    'POST /api/public-space-manage/{shortCode}/cancel': async (req) =>
      json(await requests.cancel(code(req), address(req), req.user, auditActor(req))),
    'GET /api/public-space-request/{shortCode}': async (req) => json(await requests.reminder(code(req), address(req))),
    'POST /api/public-space-request/{shortCode}/request': async (req) => {
      const { marketDateId } = parseWith(reminderActionSchema, req.body);
      return json(await requests.reminderAction(code(req), 'request', marketDateId, address(req), auditActor(req)));
    },
    'POST /api/public-space-request/{shortCode}/skip': async (req) => {
      const { marketDateId } = parseWith(reminderActionSchema, req.body);
      return json(await requests.reminderAction(code(req), 'skip', marketDateId, address(req), auditActor(req)));
    },

    'POST /api/public-payments/create-shortcode': async (req) => {
      const { spaceRequestId } = parseWith(createShortCodeSchema, req.body);
      return json(await payments.createShortCode(req.user!, spaceRequestId), 201);
    },
    'GET /api/public-payments/{shortCode}': async (req) => json(await payments.view(code(req), address(req), req.user)),
    'GET /api/public-payments/{shortCode}/saved-payment-methods': async (req) =>
      json(await payments.savedMethods(code(req), address(req), req.user)),
    'POST /api/public-payments/{shortCode}/update-sales': async (req) => {
      const { salesAmount, salesByTender } = parseWith(updateSalesSchema, req.body);
      return json(
        await payments.updateSales(code(req), salesAmount, address(req), req.user, auditActor(req), salesByTender),
      );
    },
    'POST /api/public-payments/{shortCode}/create-session': async (req) => {
      const input = parseWith(createSessionSchema, req.body);
      return json(await payments.createSession(code(req), input, address(req), req.user, auditActor(req)));
    },
    'POST /api/public-payments/{shortCode}/charge-saved-method': async (req) => {
      const input = parseWith(chargeSavedMethodSchema, req.body);
      return json(await payments.chargeSavedMethod(code(req), input, address(req), req.user, auditActor(req)));
    },
    // Any amount in the body is ignored: the order is for the server's balance.
    'POST /api/public-payments/{shortCode}/create-paypal-order': async (req) =>
      json(await payments.createPaypalOrder(code(req), address(req), req.user)),
    'POST /api/public-payments/{shortCode}/capture-paypal-order': async (req) => {
      const { orderId } = parseWith(capturePaypalOrderSchema, req.body);
      return json(await payments.capturePaypalOrder(code(req), orderId, address(req)));
    },
    'GET /api/public-payments/session/{sessionId}': async (req) =>
      json(await payments.session(req.params.sessionId ?? '')),
    'GET /api/public-payments/spaceRequests/{id}': async (req) => {
      const { sessionId } = parseWith(sessionQuerySchema, req.query);
      return json(await payments.paidRequest(req.params.id ?? '', sessionId));
    },
    'POST /api/public-payments/spaceRequests/{id}/request': async (req) => {
      const input = parseWith(nextMarketActionSchema, req.body);
      return json(await payments.nextMarketAction(req.params.id ?? '', 'request', input, auditActor(req)));
    },
    'POST /api/public-payments/spaceRequests/{id}/skip': async (req) => {
      const input = parseWith(nextMarketActionSchema, req.body);
      return json(await payments.nextMarketAction(req.params.id ?? '', 'skip', input, auditActor(req)));
    },
    ...savedCardRoutes('users'),
    ...savedCardRoutes('vendors'),
  };
}
