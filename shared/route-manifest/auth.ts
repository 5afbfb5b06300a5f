/** The `auth` route group's routes: its Lambda imports only these. */
import { everyUser, publicAccess, groupRoutes } from './route-def.js';

export const authRoutes = groupRoutes('auth', [
  { method: 'POST', path: '/api/auth/login', access: publicAccess },
  { method: 'GET', path: '/api/auth/user', access: everyUser },
  { method: 'POST', path: '/api/auth/logout', access: publicAccess },
  { method: 'POST', path: '/api/auth/forgot-password', access: publicAccess },
  { method: 'GET', path: '/api/auth/validate-reset-token/{token}', access: publicAccess },
  { method: 'POST', path: '/api/auth/reset-password', access: publicAccess },
  { method: 'GET', path: '/api/auth/google', access: publicAccess },
  { method: 'GET', path: '/api/auth/apple', access: publicAccess },
  { method: 'GET', path: '/api/auth/callback', access: publicAccess },
  { method: 'POST', path: '/api/auth/google/callback', access: publicAccess },
  { method: 'POST', path: '/api/change-password', access: everyUser },
  // Answers without touching any store: the no-op the load benchmark measures every call against.
  { method: 'GET', path: '/api/health', access: publicAccess },
]);
