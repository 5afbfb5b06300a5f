import { unlockMapRequestSchema } from '../../shared/schemas/public-map.js';
import { json, parseWith, PUBLIC_CACHE_5_MINUTES, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import { MAP_COOKIE, mapAccessCookie } from '../lib/auth/map-access.js';
import { clientAddressOf } from '../lib/auth/rate-limits.js';
import type { PublicMapService } from './public-map.service.js';

export function makePublicMapHandlers(deps: { publicMap: PublicMapService }): Record<string, RouteHandler> {
  const svc = deps.publicMap;
  const token = (req: HttpRequest) => req.cookies[MAP_COOKIE];
  const id = (req: HttpRequest, name = 'id') => req.params[name] ?? '';
  return {
    'GET /api/public/markets': async () => json(await svc.markets(), 200, { headers: PUBLIC_CACHE_5_MINUTES }),
    'GET /api/public/market-dates': async (req) =>
      json(await svc.upcomingMarketDates(req.query.marketId || undefined), 200, { headers: PUBLIC_CACHE_5_MINUTES }),
    'GET /api/public/market-dates/{id}': async (req) => json(await svc.marketDate(id(req))),
    'GET /api/public/market-dates/{id}/vendors': async (req) => json(await svc.vendors(id(req), token(req))),
    'GET /api/public/areas': async () => json(await svc.areas()),
    'GET /api/public/space-types': async () => json(await svc.spaceTypes(), 200, { headers: PUBLIC_CACHE_5_MINUTES }),
    'GET /api/public/spaces/market-date/{id}': async (req) => json(await svc.spaces(id(req), token(req))),
    'GET /api/public/landmarks/market-date/{id}': async (req) => json(await svc.landmarks(id(req), token(req))),
    'GET /api/public/map/{marketDateId}': async (req) => json(await svc.map(id(req, 'marketDateId'), token(req))),
    'POST /api/public/map/unlock': async (req) => {
      const { password, marketDateId } = parseWith(unlockMapRequestSchema, req.body ?? {});
      const { token: issued } = await svc.unlock(password, clientAddressOf(req.event), marketDateId);
      return json({ unlocked: true }, 200, issued ? { cookies: [mapAccessCookie(issued)] } : {});
    },
    'GET /api/system-settings/public': async () => json(await svc.publicSettings()),
  };
}
