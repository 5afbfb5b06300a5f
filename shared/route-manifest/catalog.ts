/** The `catalog` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const catalogRoutes = groupRoutes('catalog', [
  // Market vocabulary (admin tools): areas, space types and their per-vendor-type fees, vendor types, landmark types
  { method: 'GET', path: '/api/areas', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/areas', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/areas/{id}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-types', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-types', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/space-types/{id}', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/space-types/{id}/fees', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/vendor-types', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendor-types', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendor-types/{id}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/landmark-types', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/landmark-types', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/landmark-types/{id}', access: { kind: 'admin' } },
]);
