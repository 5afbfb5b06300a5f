/** The `catalog` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const catalogRoutes: readonly RouteDef[] = [
  // Market vocabulary (admin tools): areas, space types and their per-vendor-type fees, vendor types, landmark types
  { method: 'GET', path: '/api/areas', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/areas', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/areas/{id}', group: 'catalog', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/space-types/{id}', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/space-types/{id}/fees', group: 'catalog', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/vendor-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendor-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendor-types/{id}', group: 'catalog', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/landmark-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/landmark-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/landmark-types/{id}', group: 'catalog', access: { kind: 'admin' } },
];
