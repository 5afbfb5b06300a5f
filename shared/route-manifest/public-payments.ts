/** The `public-payments` route group's routes: its Lambda imports only these. */
import { publicAccess, signedIn, permission, vendorInPath, groupRoutes } from './route-def.js';

export const publicPaymentsRoutes = groupRoutes('public-payments', [
  // Online payment (spec 3 §2, §7): short links open the public request, reminder and payment pages; the code is the
  // proof, looked up through a per-address rate limit. The success page's next-market actions are proved by the paid
  // session id. Saved cards: a vendor's (vendor.payment-methods.view) or the signed-in user's own.
  { method: 'GET', path: '/api/public-space-manage/{shortCode}', access: publicAccess },
  {
    method: 'POST',
    path: '/api/public-space-manage/{shortCode}/sales',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-space-manage/{shortCode}/cancel',
    access: publicAccess,
  },
  { method: 'GET', path: '/api/public-space-request/{shortCode}', access: publicAccess },
  {
    method: 'POST',
    path: '/api/public-space-request/{shortCode}/request',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-space-request/{shortCode}/skip',
    access: publicAccess,
  },
  // A payment link shows the request and its amounts to whoever holds it: making one needs the right to see them.
  {
    method: 'POST',
    path: '/api/public-payments/create-shortcode',
    access: permission('vendor.spaceRequests.view'),
  },
  { method: 'GET', path: '/api/public-payments/{shortCode}', access: publicAccess },
  {
    method: 'GET',
    path: '/api/public-payments/{shortCode}/saved-payment-methods',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/update-sales',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/create-session',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/charge-saved-method',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/create-paypal-order',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/{shortCode}/capture-paypal-order',
    access: publicAccess,
  },
  { method: 'GET', path: '/api/public-payments/session/{sessionId}', access: publicAccess },
  { method: 'GET', path: '/api/public-payments/spaceRequests/{id}', access: publicAccess },
  {
    method: 'POST',
    path: '/api/public-payments/spaceRequests/{id}/request',
    access: publicAccess,
  },
  {
    method: 'POST',
    path: '/api/public-payments/spaceRequests/{id}/skip',
    access: publicAccess,
  },
  {
    method: 'GET',
    path: '/api/public-payments/users/{id}/payment-methods',
    access: signedIn,
  },
  {
    method: 'POST',
    path: '/api/public-payments/users/{id}/payment-methods',
    access: signedIn,
  },
  {
    method: 'POST',
    path: '/api/public-payments/users/{id}/payment-methods/setup',
    access: signedIn,
  },
  {
    method: 'DELETE',
    path: '/api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}',
    access: signedIn,
  },
  {
    method: 'PATCH',
    path: '/api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}/set-default',
    access: signedIn,
  },
  {
    method: 'GET',
    path: '/api/public-payments/vendors/{id}/payment-methods',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/public-payments/vendors/{id}/payment-methods',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/public-payments/vendors/{id}/payment-methods/setup',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'DELETE',
    path: '/api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'PATCH',
    path: '/api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}/set-default',
    access: permission('vendor.payment-methods.view'),
    vendorScope: vendorInPath,
  },
]);
