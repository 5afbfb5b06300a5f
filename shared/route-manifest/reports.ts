/** The `reports` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const reportsRoutes = groupRoutes('reports', [
  // Reports: the six admin reports (JSON or CSV) and historical market data (admin)
  { method: 'GET', path: '/api/reports/{name}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/admin/historical-data', access: { kind: 'admin' } },
  // Past attendance per vendor, imported from a market's own records (admin). Before the entries' routes: the
  // group's router takes the first route a path matches, and /attendance/{date} also fits /{date}/{vendorTypeId}.
  { method: 'GET', path: '/api/admin/historical-data/attendance', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/historical-data/attendance/import', access: { kind: 'admin' } },
  { method: 'DELETE', path: '/api/admin/historical-data/attendance/{date}', access: { kind: 'admin' } },
  {
    method: 'PUT',
    path: '/api/admin/historical-data/{date}/{vendorTypeId}',
    access: { kind: 'admin' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/historical-data/{date}/{vendorTypeId}',
    access: { kind: 'admin' },
  },
  { method: 'POST', path: '/api/admin/historical-data/import', access: { kind: 'admin' } },
]);
