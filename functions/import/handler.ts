import { vendorImportRequestSchema } from '../../shared/schemas/vendor-import.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { requestOrigin } from '../lib/http/request-origin.js';
import type { VendorImportService } from './vendor-import.service.js';

export function makeImportHandlers(deps: { vendors: VendorImportService }): Record<string, RouteHandler> {
  return {
    'POST /api/import/vendors': async (req) =>
      json(
        await deps.vendors.importVendors(req.user!, parseWith(vendorImportRequestSchema, req.body), requestOrigin(req)),
      ),
  };
}
