/** The `vendors` route group's routes: its Lambda imports only these. */
import { permission, vendorInPath, type RouteDef } from './route-def.js';

export const vendorsRoutes: readonly RouteDef[] = [
  { method: 'GET', path: '/api/vendors', group: 'vendors', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/search', group: 'vendors', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/vendors/{id}',
    group: 'vendors',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
  { method: 'POST', path: '/api/vendors/{id}/status', group: 'vendors', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/{id}/audit-log', group: 'vendors', access: { kind: 'admin' } },
  // The admin's vendor edit and create, and the admin users screen (issue 12)
  { method: 'PUT', path: '/api/vendors/{id}', group: 'vendors', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors', group: 'vendors', access: { kind: 'admin' } },
  {
    method: 'PATCH',
    path: '/api/vendors/{id}',
    group: 'vendors',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
];
