/** The `dashboard` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const dashboardRoutes = groupRoutes('dashboard', [
  { method: 'GET', path: '/api/dashboard/admin', access: { kind: 'admin' } },
]);
