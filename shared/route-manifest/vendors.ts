/** The `vendors` route group's routes: its Lambda imports only these. */
import { permission, vendorInPath, groupRoutes } from './route-def.js';

export const vendorsRoutes = groupRoutes('vendors', [
  { method: 'GET', path: '/api/vendors', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/search', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/vendors/{id}',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
  { method: 'POST', path: '/api/vendors/{id}/status', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/{id}/audit-log', access: { kind: 'admin' } },
  // The admin's vendor edit and create, and the admin users screen (issue 12)
  { method: 'PUT', path: '/api/vendors/{id}', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors', access: { kind: 'admin' } },
  {
    method: 'PATCH',
    path: '/api/vendors/{id}',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
]);
