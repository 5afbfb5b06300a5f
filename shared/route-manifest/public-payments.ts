/** The `public-payments` route group's routes: its Lambda imports only these. */
import { publicAccess, signedIn, permission, vendorInPath, type RouteDef } from './route-def.js';

export const publicPaymentsRoutes: readonly RouteDef[] = [
  // Online payment (spec 3 §2, §7): short links open the public request, reminder and payment pages; the code is the
  // proof, looked up through a per-address rate limit. The success page's next-market actions are proved by the paid
  // session id. Saved cards: a vendor's (vendor.payment-methods.view) or the signed-in user's own.
  { method: 'GET', path: '/api/public-space-manage/{shortCode}', group: 'public-payments', access: publicAccess },
  {
    method: 'POST',
    path: '/api/public-space-manage/{shortCode}/sales',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-space-manage/{shortCode}/cancel',
    group: 'public-payments',
    access: publicAccess,
  },
  { method: 'GET', path: '/api/public-space-request/{shortCode}', group: 'public-payments', access: publicAccess },
  {
    method: 'POST',
    path: '/api/public-space-request/{shortCode}/request',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-space-request/{shortCode}/skip',
    group: 'public-payments',
    access: publicAccess,
  },
  { method: 'POST', path: '/api/public-payments/create-shortcode', group: 'public-payments', access: signedIn },
  { method: 'GET', path: '/api/public-payments/{shortCode}', group: 'public-payments', access: publicAccess },
  {
    method: 'GET',
    path: '/api/public-payments/{shortCode}/saved-payment-methods',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/update-sales',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/create-session',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/charge-saved-method',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/create-paypal-order',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/capture-paypal-order',
    group: 'public-payments',
    access: publicAccess,
  },
  { method: 'GET', path: '/api/public-payments/session/{sessionId}', group: 'public-payments', access: publicAccess },
  { method: 'GET', path: '/api/public-payments/spaceRequests/{id}', group: 'public-payments', access: publicAccess },
  {
    method: 'POST',
    path: '/api/public-payments/spaceRequests/{id}/request',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/spaceRequests/{id}/skip',
    group: 'public-payments',
    access: publicAccess,
  },
  {
    method: 'GET',
    path: '/api/public-payments/users/{id}/payment-methods',
    group: 'public-payments',
    access: signedIn,
  },
  {
    method: 'POST',
    path: '/api/public-payments/users/{id}/payment-methods',
    group: 'public-payments',
    access: signedIn,
  },
  {
    method: 'POST',
    path: '/api/public-payments/users/{id}/payment-methods/setup',
    group: 'public-payments',
    access: signedIn,
  },
  {
    method: 'DELETE',
    path: '/api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}',
    group: 'public-payments',
    access: signedIn,
  },
  {
    method: 'PATCH',
    path: '/api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}/set-default',
    group: 'public-payments',
    access: signedIn,
  },
  {
    method: 'GET',
    path: '/api/public-payments/vendors/{id}/payment-methods',
    group: 'public-payments',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/public-payments/vendors/{id}/payment-methods',
    group: 'public-payments',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/public-payments/vendors/{id}/payment-methods/setup',
    group: 'public-payments',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'DELETE',
    path: '/api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}',
    group: 'public-payments',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'PATCH',
    path: '/api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}/set-default',
    group: 'public-payments',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
];
