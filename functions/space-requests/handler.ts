import {
  auditLogQuerySchema,
  bulkRequestActionSchema,
  financialEditSchema,
  marketRequestsQuerySchema,
  rejectBodySchema,
  requestVendorQuerySchema,
} from '../../shared/schemas/space-requests.js';
import { overrideBodySchema } from '../../shared/schemas/documents.js';
import { capacityOverrideSchema, overrideOf } from '../../shared/schemas/waitlist.js';
import type { AdminRequestAction } from '../../shared/space-request-rules.js';
import { json, parseWith, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import { auditActor } from '../lib/http/request-origin.js';
import type { FinancialEditService } from './financial-edit.service.js';
import type { SpaceRequestsService } from './space-requests.service.js';

export function makeSpaceRequestsHandlers(deps: {
  requests: SpaceRequestsService;
  financial: FinancialEditService;
}): Record<string, RouteHandler> {
  const id = (req: HttpRequest) => req.params.id ?? '';
  const one = (action: AdminRequestAction | 'reject') => async (req: HttpRequest) => {
    const { vendorId } = parseWith(requestVendorQuerySchema, req.query);
    let chosen: AdminRequestAction;
    let reason: string | null = null;
    if (action === 'reject') {
      const body = parseWith(rejectBodySchema, req.body);
      chosen = body.as === 'skip' ? 'reject-skip' : 'reject-cancel';
      reason = body.reason;
    } else chosen = action;
    // Approving without the documents required to sell takes the admin's reason (shared/required-documents.ts).
    const body = req.body;
    const overrideReason =
      action === 'approve' && body !== null && typeof body === 'object' && !Array.isArray(body)
        ? parseWith(overrideBodySchema, body).overrideReason
        : null;
    // Reopening on a full date waitlists the vendor unless the admin places it over the limit, with a reason; approving
    // a waiting vendor out of turn or over the limit needs the same override.
    const capacity =
      action === 'reopen' || action === 'approve'
        ? overrideOf(parseWith(capacityOverrideSchema, req.body ?? {}))
        : null;
    return json(
      await deps.requests.actOne(
        req.user!,
        auditActor(req),
        id(req),
        chosen,
        vendorId,
        reason,
        overrideReason,
        capacity,
      ),
    );
  };
  return {
    'GET /api/market-dates/{id}/requests': async (req) =>
      json(await deps.requests.list(id(req), parseWith(marketRequestsQuerySchema, req.query))),
    'POST /api/market-dates/{id}/approve': one('approve'),
    'POST /api/market-dates/{id}/reject': one('reject'),
    'POST /api/market-dates/{id}/reopen': one('reopen'),
    'POST /api/market-dates/{id}/requests/bulk': async (req) =>
      json(
        await deps.requests.actMany(
          req.user!,
          auditActor(req),
          id(req),
          parseWith(bulkRequestActionSchema, req.body),
          parseWith(overrideBodySchema, req.body).overrideReason,
          overrideOf(parseWith(capacityOverrideSchema, req.body)),
        ),
      ),
    'GET /api/space-requests/{id}': async (req) => json(await deps.requests.detail(id(req))),
    'PATCH /api/space-requests/{id}': async (req) =>
      json(await deps.financial.edit(id(req), parseWith(financialEditSchema, req.body), auditActor(req))),
    'GET /api/space-requests/{id}/audit-log': async (req) =>
      json(await deps.financial.auditLog(id(req), parseWith(auditLogQuerySchema, req.query))),
  };
}
