import { createMarketSchema, updateMarketSchema } from '../../shared/schemas/markets.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { MarketsService } from './markets.service.js';

export function makeMarketsHandlers(deps: { markets: MarketsService }): Record<string, RouteHandler> {
  const { markets } = deps;
  const id = (req: Parameters<RouteHandler>[0]) => req.params.id ?? '';
  return {
    'GET /api/markets': async () => json(await markets.list()),
    'POST /api/markets': async (req) =>
      json(await markets.create(req.user!, parseWith(createMarketSchema, req.body)), 201),
    'GET /api/markets/{id}': async (req) => json(await markets.get(id(req))),
    'PATCH /api/markets/{id}': async (req) =>
      json(await markets.update(req.user!, id(req), parseWith(updateMarketSchema, req.body))),
  };
}
