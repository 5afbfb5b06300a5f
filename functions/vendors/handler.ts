import {
  createVendorRequestSchema,
  setVendorStatusRequestSchema,
  updateVendorRequestSchema,
  vendorAuditQuerySchema,
  vendorListQuerySchema,
  vendorSearchQuerySchema,
} from '../../shared/schemas/vendors.js';
import { updateVendorFieldSchema } from '../../shared/schemas/vendor-settings.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { requestOrigin } from '../lib/http/request-origin.js';
import type { VendorEditService } from './vendor-edit.service.js';
import type { VendorReviewService } from './vendor-review.service.js';
import type { VendorsService } from './vendors.service.js';
import type { VendorSettingsService } from './vendor-settings.service.js';

export function makeVendorsHandlers(deps: {
  vendors: VendorsService;
  review: VendorReviewService;
  edit: VendorEditService;
  settings: VendorSettingsService;
}): Record<string, RouteHandler> {
  const { vendors, review, edit } = deps;
  return {
    'GET /api/vendors': async (req) => json(await review.list(parseWith(vendorListQuerySchema, req.query))),
    'GET /api/vendors/search': async (req) =>
      json(await review.search(parseWith(vendorSearchQuerySchema, req.query).q)),
    'GET /api/vendors/{id}': async (req) => json(await vendors.get(req.user!, req.params.id ?? '')),
    'POST /api/vendors/{id}/status': async (req) =>
      json(
        await review.setStatus(
          req.user!,
          req.params.id ?? '',
          parseWith(setVendorStatusRequestSchema, req.body ?? {}).status,
          requestOrigin(req),
        ),
      ),
    'PATCH /api/vendors/{id}': async (req) =>
      json(
        await deps.settings.change(
          req.user!,
          req.params.id ?? '',
          parseWith(updateVendorFieldSchema, req.body ?? {}),
          requestOrigin(req),
        ),
      ),
    'GET /api/vendors/{id}/audit-log': async (req) =>
      json(await review.auditLog(req.params.id ?? '', parseWith(vendorAuditQuerySchema, req.query))),
    // The admin's vendor edit and create (issue 12)
    'PUT /api/vendors/{id}': async (req) =>
      json(
        await edit.update(
          req.user!,
          req.params.id ?? '',
          parseWith(updateVendorRequestSchema, req.body ?? {}),
          requestOrigin(req),
        ),
      ),
    'POST /api/vendors': async (req) =>
      json(await edit.create(req.user!, parseWith(createVendorRequestSchema, req.body ?? {}), requestOrigin(req)), 201),
  };
}
