/** The `dashboard` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const dashboardRoutes: readonly RouteDef[] = [
  { method: 'GET', path: '/api/dashboard/admin', group: 'dashboard', access: { kind: 'admin' } },
];
