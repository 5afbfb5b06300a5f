import { json, type RouteHandler } from '../lib/http/http.js';
import type { AdminDashboardService } from './admin-dashboard.service.js';

export function makeDashboardHandlers(deps: { adminDashboard: AdminDashboardService }): Record<string, RouteHandler> {
  return {
    'GET /api/dashboard/admin': async () => json(await deps.adminDashboard.get()),
  };
}
