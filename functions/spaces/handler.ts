import {
  assignmentPageQueryShape,
  assignVendorSchema,
  autoAssignSchema,
  repriceSchema,
  unassignVendorSchema,
  updateSpaceSchema,
} from '../../shared/schemas/spaces.js';
import { idSchema } from '../../shared/schemas/ids.js';
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import { SPACES_MSG } from '../../shared/spaces-messages.js';
import * as z from '../../shared/zod.js';
import { overrideBodySchema } from '../../shared/schemas/documents.js';
import { capacityOverrideSchema, overrideOf } from '../../shared/schemas/waitlist.js';
import { json, parseWith, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import { idempotent } from '../lib/http/idempotency.js';
import { auditActor } from '../lib/http/request-origin.js';
import type { PublishService } from './publish.service.js';
import type { RepriceService } from './reprice.service.js';
import type { SpacesService } from './spaces.service.js';

const marketDateIdSchema = z.object({
  marketDateId: z.pipe(
    z.string({ error: SPACES_MSG.marketDateRequired }).check(z.trim(), z.minLength(1, SPACES_MSG.marketDateRequired)),
    idSchema(SPACES_MSG.marketDateNotFound),
  ),
});
const assignmentDataQuerySchema = z.object({
  areaId: z.pipe(
    z.transform((v) => (v === '' ? undefined : v)),
    z.optional(idSchema(SETUP_MSG.areaNotFound)),
  ),
  ...assignmentPageQueryShape,
});

/** Routes that carry only a space or request id take the date from the body or, for DELETE, the query string. */
const marketDateOf = (req: HttpRequest) =>
  parseWith(marketDateIdSchema, {
    marketDateId: req.query.marketDateId ?? (req.body as { marketDateId?: unknown } | undefined)?.marketDateId,
  }).marketDateId;

const param = (req: HttpRequest, name: string) => req.params[name] ?? '';

export function makeSpacesHandlers(deps: {
  spaces: SpacesService;
  reprice: RepriceService;
  publish: PublishService;
}): Record<string, RouteHandler> {
  // A repeat of one Publish (same Idempotency-Key) answers as the first did, not "already published".
  const publish = idempotent(async (req) =>
    json(await deps.publish.publish(req.user!, param(req, 'marketDateId') || param(req, 'id'))),
  );
  return {
    'GET /api/spaces/market-date/{id}': async (req) => json(await deps.spaces.list(param(req, 'id'))),
    'PATCH /api/spaces/{id}': async (req) =>
      json(await deps.spaces.update(param(req, 'id'), parseWith(updateSpaceSchema, req.body ?? {}))),
    'DELETE /api/spaces/{id}': async (req) => {
      await deps.spaces.remove(param(req, 'id'), marketDateOf(req));
      return { status: 204 };
    },
    'POST /api/spaces/{id}/assign': async (req) =>
      json(
        await deps.spaces.assign(
          req.user!,
          param(req, 'id'),
          parseWith(assignVendorSchema, req.body ?? {}),
          auditActor(req),
          parseWith(overrideBodySchema, req.body ?? {}).overrideReason,
          undefined,
          // A request created on a full date waits, unless the admin places the vendor over the limit with a reason.
          overrideOf(parseWith(capacityOverrideSchema, req.body ?? {})),
        ),
      ),
    'POST /api/spaces/{id}/unassign': async (req) =>
      json(await deps.spaces.unassign(param(req, 'id'), parseWith(unassignVendorSchema, req.body ?? {}))),
    'GET /api/market-dates/{id}/assignment-data': async (req) => {
      const { areaId, ...page } = parseWith(assignmentDataQuerySchema, req.query);
      return json(await deps.spaces.assignmentData(param(req, 'id'), areaId, page));
    },
    'POST /api/market-dates/{id}/auto-assign': async (req) =>
      json(
        await deps.spaces.autoAssign(
          req.user!,
          param(req, 'id'),
          parseWith(autoAssignSchema, req.body ?? {}),
          auditActor(req),
        ),
      ),
    'POST /api/spaces/publish/{marketDateId}': publish,
    'POST /api/market-dates/{id}/publish': publish,
    'POST /api/space-requests/recalculate': async (req) =>
      json(await deps.reprice.recalculateMany(parseWith(repriceSchema, req.body ?? {}), auditActor(req))),
    'POST /api/space-requests/{id}/recalculate': async (req) =>
      json(await deps.reprice.recalculateOne(param(req, 'id'), marketDateOf(req), auditActor(req))),
  };
}
