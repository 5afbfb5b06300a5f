import {
  cardQuerySchema,
  paymentRemindersBodySchema,
  paymentsQuerySchema,
  proceedsQuerySchema,
} from '../../shared/schemas/date-dashboard.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { DateDashboardService } from './date-dashboard.service.js';

export function makeDateDashboardHandlers(deps: { dashboard: DateDashboardService }): Record<string, RouteHandler> {
  const { dashboard } = deps;
  const card =
    (f: (id: string, q: ReturnType<typeof cardQuery>) => Promise<unknown>): RouteHandler =>
    async (req) =>
      json(await f(req.params.id ?? '', cardQuery(req.query)));
  const cardQuery = (query: unknown) => parseWith(cardQuerySchema, query);
  return {
    'GET /api/dashboard/market-date/{id}/pending-requests': card(dashboard.pendingRequests),
    'GET /api/dashboard/market-date/{id}/space-assignment': card(dashboard.spaceAssignment),
    'GET /api/dashboard/market-date/{id}/payment-status': card(dashboard.paymentStatus),
    'GET /api/dashboard/market-date/{id}/publication-status': card(dashboard.publicationStatus),
    'GET /api/dashboard/market-date/{id}/missing-vendors': card(dashboard.missingVendors),
    'GET /api/dashboard/market-date/{id}/expiring-documents': card(dashboard.expiringDocuments),
    // Whether the answer came from the five-minute cache is told in a header, for tests and for anyone measuring.
    'GET /api/dashboard/market-date/{id}/statistics': async (req) => {
      const { statistics, cache } = await dashboard.cachedStatistics(req.params.id ?? '', cardQuery(req.query));
      return json(statistics, 200, { headers: { 'x-cache': cache } });
    },
    'GET /api/market-dates/{id}/payments': async (req) =>
      json(await dashboard.payments(req.params.id ?? '', parseWith(paymentsQuerySchema, req.query))),
    'GET /api/market-dates/{id}/proceeds': async (req) =>
      json(await dashboard.proceeds(req.params.id ?? '', parseWith(proceedsQuerySchema, req.query))),
    'POST /api/market-dates/{id}/payment-reminders': async (req) =>
      json(
        await dashboard.paymentReminders(
          req.params.id ?? '',
          parseWith(paymentRemindersBodySchema, req.body).requestIds,
        ),
      ),
    'POST /api/spaces/{id}/payment-reminder': async (req) => json(await dashboard.paymentReminder(req.params.id ?? '')),
  };
}
