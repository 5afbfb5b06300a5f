import { marketQuerySchema } from '../../shared/schemas/market-dates.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { AdminDashboardService } from './admin-dashboard.service.js';

export function makeDashboardHandlers(deps: { adminDashboard: AdminDashboardService }): Record<string, RouteHandler> {
  return {
    'GET /api/dashboard/admin': async (req) =>
      json(await deps.adminDashboard.get(parseWith(marketQuerySchema, req.query).marketId)),
  };
}
