/** The `auth` route group's routes: its Lambda imports only these. */
import { publicAccess, signedIn, type RouteDef } from './route-def.js';

export const authRoutes: readonly RouteDef[] = [
  { method: 'POST', path: '/api/auth/login', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/user', group: 'auth', access: signedIn },
  { method: 'POST', path: '/api/auth/logout', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/auth/forgot-password', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/validate-reset-token/{token}', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/auth/reset-password', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/google', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/apple', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/callback', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/auth/google/callback', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/change-password', group: 'auth', access: signedIn },
  // Answers without touching any store: the no-op the load benchmark measures every call against.
  { method: 'GET', path: '/api/health', group: 'auth', access: publicAccess },
];
