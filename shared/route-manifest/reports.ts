/** The `reports` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const reportsRoutes: readonly RouteDef[] = [
  // Reports: the six admin reports (JSON or CSV) and historical market data (admin)
  { method: 'GET', path: '/api/reports/{name}', group: 'reports', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/admin/historical-data', group: 'reports', access: { kind: 'admin' } },
  {
    method: 'PUT',
    path: '/api/admin/historical-data/{date}/{vendorTypeId}',
    group: 'reports',
    access: { kind: 'admin' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/historical-data/{date}/{vendorTypeId}',
    group: 'reports',
    access: { kind: 'admin' },
  },
  { method: 'POST', path: '/api/admin/historical-data/import', group: 'reports', access: { kind: 'admin' } },
];
