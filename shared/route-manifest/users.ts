/** The `users` route group's routes: its Lambda imports only these. */
import { everyUser, permission, groupRoutes } from './route-def.js';

export const usersRoutes = groupRoutes('users', [
  { method: 'GET', path: '/api/users/{id}/permissions', access: everyUser },
  // Employees, their permissions, business details and settings, profile settings (spec 3 §2, §7 "Business settings
  // and users", "Profile"): a vendor user acts on its own vendor; the services check the user belongs to it.
  {
    method: 'GET',
    path: '/api/users/vendors/{vendorId}/users',
    access: permission('vendor.users.view'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  { method: 'POST', path: '/api/users/vendor', access: permission('vendor.users.add') },
  {
    method: 'PATCH',
    path: '/api/users/vendor/{vendorId}/users/{userId}',
    access: permission('vendor.users.edit'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/users/vendor/{vendorId}/users/{userId}/reset-password',
    access: permission('vendor.users.reset-password'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  { method: 'GET', path: '/api/users/permissions', access: permission('vendor.users.view') },
  { method: 'PATCH', path: '/api/users/{id}/profile', access: everyUser },
]);
