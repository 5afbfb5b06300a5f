/** Client routes of spec 1 §2.1 that exist in the SPA, plus the public pages the landing page links to. */
export const paths = {
  home: '/',
  login: '/login',
  auth: '/auth',
  authForgotPassword: '/auth?showForgotPassword=true',
  resetPassword: '/reset-password',
  changePassword: '/profile/change-password',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  vendorDashboard: '/vendor/dashboard',
  vendorApply: '/vendor/new-apply',
  map: '/map',
  /** Full-page navigations: the server answers with a redirect to the identity provider. */
  googleSignIn: '/api/auth/google',
  appleSignIn: '/api/auth/apple',
} as const;
