/** The `export` route group's routes: its Lambda imports only these. */
import { groupRoutes, permission, vendorInPath } from './route-def.js';

export const exportRoutes = groupRoutes('export', [
  // Export everything: the organisation's data as one ZIP of CSV files; the answer sends the browser to the file
  { method: 'GET', path: '/api/export', access: { kind: 'admin' } },
  // A vendor's own data, from its business settings: the same files holding that vendor's rows only
  {
    method: 'GET',
    path: '/api/vendors/{id}/export',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
]);
