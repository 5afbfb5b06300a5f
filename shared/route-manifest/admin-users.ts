/** The `admin-users` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const adminUsersRoutes: readonly RouteDef[] = [
  { method: 'GET', path: '/api/admin/users', group: 'admin-users', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/users', group: 'admin-users', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/admin/users/{id}', group: 'admin-users', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/users/{id}/reset-password', group: 'admin-users', access: { kind: 'admin' } },
];
