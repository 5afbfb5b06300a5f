import { checkDuplicatesRequestSchema, vendorApplicationSchema } from '../../shared/schemas/vendor-application.js';
import { json, parseWith, PUBLIC_CACHE_5_MINUTES, type RouteHandler } from '../lib/http/http.js';
import { clientAddressOf } from '../lib/auth/rate-limits.js';
import { requestOrigin } from '../lib/http/request-origin.js';
import type { ApplicationsService } from './applications.service.js';

export function makeApplicationsHandlers(deps: { applications: ApplicationsService }): Record<string, RouteHandler> {
  const { applications } = deps;
  return {
    'GET /api/public/vendor-types': async () =>
      json(await applications.vendorTypes(), 200, { headers: PUBLIC_CACHE_5_MINUTES }),
    'POST /api/public/check-duplicates': async (req) =>
      json(
        await applications.checkDuplicates(
          parseWith(checkDuplicatesRequestSchema, req.body ?? {}),
          clientAddressOf(req.event),
        ),
      ),
    'POST /api/public/apply': async (req) =>
      json(
        await applications.apply(
          parseWith(vendorApplicationSchema, req.body ?? {}),
          requestOrigin(req),
          clientAddressOf(req.event),
        ),
        201,
      ),
  };
}
