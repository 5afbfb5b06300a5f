import {
  createMarketDatesSchema,
  marketDateRangeQuerySchema,
  marketQuerySchema,
  saveDefaultLayoutSchema,
  updateMarketDateSchema,
} from '../../shared/schemas/market-dates.js';
import { auditActor } from '../lib/http/request-origin.js';
import {
  adminRequestBodySchema,
  adminRequestQuerySchema,
  missingVendorsQuerySchema,
  remindBodySchema,
  remindQuerySchema,
} from '../../shared/schemas/missing-vendors.js';
import { capacityOverrideSchema, overrideOf } from '../../shared/schemas/waitlist.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { requestOrigin } from '../lib/http/request-origin.js';
import type { MarketDatesService } from './market-dates.service.js';
import type { MissingVendorsService } from './missing-vendors.service.js';
import type { LayoutEditorService } from './layout-editor.service.js';
import { copyLayoutSchema, saveLayoutSchema } from '../../shared/schemas/layout-editor.js';

export function makeMarketDatesHandlers(deps: {
  marketDates: MarketDatesService;
  missingVendors: MissingVendorsService;
  layoutEditor: LayoutEditorService;
}): Record<string, RouteHandler> {
  const { marketDates, missingVendors, layoutEditor } = deps;
  return {
    'GET /api/market-dates': async (req) =>
      json(await marketDates.list(parseWith(marketDateRangeQuerySchema, req.query))),
    'GET /api/market-dates/next': async (req) =>
      json(await marketDates.next(parseWith(marketQuerySchema, req.query).marketId)),
    'GET /api/market-dates/{id}': async (req) => json(await marketDates.get(req.params.id ?? '')),
    'POST /api/market-dates': async (req) =>
      json(await marketDates.create(req.user!, parseWith(createMarketDatesSchema, req.body), requestOrigin(req)), 201),
    'PATCH /api/market-dates/{id}': async (req) =>
      json(await marketDates.update(req.params.id ?? '', parseWith(updateMarketDateSchema, req.body))),
    'GET /api/layouts/default': async (req) =>
      json(await marketDates.defaultLayout(parseWith(marketQuerySchema, req.query).marketId)),
    'PUT /api/layouts/default': async (req) =>
      json(
        await marketDates.saveDefaultLayout(req.user!, parseWith(saveDefaultLayoutSchema, req.body).fromMarketDateId),
      ),
    'GET /api/market-dates/{id}/missing-vendors': async (req) =>
      json(await missingVendors.report(req.params.id ?? '', parseWith(missingVendorsQuerySchema, req.query))),
    // The spec's single form names the vendor in the query; the bulk form (Send Reminders) lists them in the body.
    'POST /api/market-dates/{id}/remind': async (req) => {
      const { vendorId } = parseWith(remindQuerySchema, req.query);
      const vendorIds = vendorId ? [vendorId] : parseWith(remindBodySchema, req.body).vendorIds;
      return json(await missingVendors.remind(req.params.id ?? '', vendorIds));
    },
    'POST /api/vendors/market-dates/{id}/request': async (req) => {
      const { vendorId } = parseWith(adminRequestQuerySchema, req.query);
      const body = parseWith(adminRequestBodySchema, req.body ?? undefined);
      // On a full date the vendor joins the waitlist unless the admin places it over the limit, with a reason.
      const capacity = overrideOf(parseWith(capacityOverrideSchema, req.body ?? {}));
      return json(
        await missingVendors.createRequest(req.user!, req.params.id ?? '', vendorId, body, auditActor(req), capacity),
        201,
      );
    },
    // The layout editor
    'GET /api/market-dates/{id}/layout': async (req) => json(await layoutEditor.dateLayout(req.params.id ?? '')),
    'PUT /api/market-dates/{id}/layout': async (req) =>
      json(await layoutEditor.saveDateLayout(req.params.id ?? '', parseWith(saveLayoutSchema, req.body))),
    'POST /api/market-dates/{id}/layout/copy': async (req) =>
      json(await layoutEditor.copyToDates(req.params.id ?? '', parseWith(copyLayoutSchema, req.body))),
    // A market's default layout: ?marketId= (the first market's without it)
    'GET /api/layouts/default/plan': async (req) =>
      json(await layoutEditor.defaultLayout(parseWith(marketQuerySchema, req.query).marketId)),
    'PUT /api/layouts/default/plan': async (req) =>
      json(
        await layoutEditor.saveDefaultLayout(
          req.user!,
          parseWith(saveLayoutSchema, req.body),
          parseWith(marketQuerySchema, req.query).marketId,
        ),
      ),
  };
}
