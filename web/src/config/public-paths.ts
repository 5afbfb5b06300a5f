import { apiPath } from '@shared/api-path';

/**
 * The addresses the public pages link to (the landing page, sign-in, the application, the maps, payment pages) and
 * the sign-in redirects. Public code imports these alone; every other address is in `paths`, which only signed-in
 * screens import, so a visitor's first download never carries the admin's addresses.
 */
export const publicPaths = {
  home: '/',
  login: '/login',
  auth: '/auth',
  authForgotPassword: '/auth?showForgotPassword=true',
  googleSignIn: apiPath('/api/auth/google'),
  appleSignIn: apiPath('/api/auth/apple'),
  vendorRegistrationConfirmation: '/vendor/registration-confirmation',
  payment: (shortCode: string) => `/p/${encodeURIComponent(shortCode)}`,
  admin: '/admin',
  vendorDashboard: '/vendor/dashboard',
  vendorApply: '/vendor/new-apply',
  map: '/map',
} as const;
