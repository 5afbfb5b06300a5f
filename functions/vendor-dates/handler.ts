import {
  requestActionBodySchema,
  vendorMarketDatesQuerySchema,
  vendorScopeQuerySchema,
} from '../../shared/schemas/vendor-dates.js';
import { json, parseWith, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import { auditActor } from '../lib/http/request-origin.js';
import type { VendorAction, VendorDatesService } from './vendor-dates.service.js';

export function makeVendorDatesHandlers(deps: { vendorDates: VendorDatesService }): Record<string, RouteHandler> {
  const act = (action: VendorAction) => async (req: HttpRequest) => {
    const { vendorId } = parseWith(vendorScopeQuerySchema, req.query);
    const { notes } = parseWith(requestActionBodySchema, action === 'unskip' ? undefined : (req.body ?? undefined));
    return json(
      await deps.vendorDates.act(req.user!, action, req.params.id ?? '', { vendorId, notes }, auditActor(req)),
    );
  };
  return {
    'GET /api/vendor/market-dates': async (req) =>
      json(await deps.vendorDates.listMarketDates(req.user!, parseWith(vendorMarketDatesQuerySchema, req.query))),
    'POST /api/vendor/market-dates/{id}/request': act('request'),
    'POST /api/vendor/market-dates/{id}/skip': act('skip'),
    'POST /api/vendor/market-dates/{id}/unskip': act('unskip'),
    'POST /api/vendor/market-dates/{id}/cancel': act('cancel'),
    'GET /api/vendor/dashboard': async (req) =>
      json(await deps.vendorDates.dashboard(req.user!, parseWith(vendorScopeQuerySchema, req.query))),
    'GET /api/vendor-alerts/vendor/{vendorId}': async (req) =>
      json(await deps.vendorDates.alerts(req.params.vendorId ?? '')),
  };
}
