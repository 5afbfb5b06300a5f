import {
  createMarketDatesSchema,
  marketDateRangeQuerySchema,
  saveDefaultLayoutSchema,
  updateMarketDateSchema,
} from '../../shared/schemas/market-dates.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { requestOrigin } from '../lib/http/request-origin.js';
import type { MarketDatesService } from './market-dates.service.js';

export function makeMarketDatesHandlers(deps: { marketDates: MarketDatesService }): Record<string, RouteHandler> {
  const { marketDates } = deps;
  return {
    'GET /api/market-dates': async (req) =>
      json(await marketDates.list(parseWith(marketDateRangeQuerySchema, req.query))),
    'GET /api/market-dates/next': async () => json(await marketDates.next()),
    'GET /api/market-dates/{id}': async (req) => json(await marketDates.get(req.params.id ?? '')),
    'POST /api/market-dates': async (req) =>
      json(await marketDates.create(req.user!, parseWith(createMarketDatesSchema, req.body), requestOrigin(req)), 201),
    'PATCH /api/market-dates/{id}': async (req) =>
      json(await marketDates.update(req.params.id ?? '', parseWith(updateMarketDateSchema, req.body))),
    'GET /api/layouts/default': async () => json(await marketDates.defaultLayout()),
    'PUT /api/layouts/default': async (req) =>
      json(
        await marketDates.saveDefaultLayout(req.user!, parseWith(saveDefaultLayoutSchema, req.body).fromMarketDateId),
      ),
  };
}
