/** The `admin-users` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const adminUsersRoutes = groupRoutes('admin-users', [
  { method: 'GET', path: '/api/admin/users', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/users', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/admin/users/{id}', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/users/{id}/reset-password', access: { kind: 'admin' } },
]);
