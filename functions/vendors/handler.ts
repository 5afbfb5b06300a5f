import { json, type RouteHandler } from '../lib/http.js';
import type { VendorsService } from './vendors.service.js';

export function makeVendorsHandlers(deps: { vendors: VendorsService }): Record<string, RouteHandler> {
  return {
    'GET /api/vendors/{id}': async (req) => json(await deps.vendors.get(req.user!, req.params.id ?? '')),
  };
}
