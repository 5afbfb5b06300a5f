/** The `payments` route group's routes: its Lambda imports only these. */
import { permission, vendorInPath, groupRoutes } from './route-def.js';

export const paymentsRoutes = groupRoutes('payments', [
  // A vendor's money history (spec 3 §2 Space History, Payment History): the vendor's own users read it; admins
  // record and edit payments and keep notes on the vendor.
  {
    method: 'GET',
    path: '/api/vendors/{id}/requests',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'GET',
    path: '/api/vendors/{id}/payments',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInPath,
  },
  { method: 'POST', path: '/api/vendors/{id}/payments', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendors/payments/{id}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/{id}/notes', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors/{id}/notes', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors/payments/{id}/refund', access: { kind: 'admin' } },
  // A late fee waived from the request, with the reason in its audit log (shared/fee-waiver.ts).
  { method: 'POST', path: '/api/space-requests/{id}/waive-fee', access: { kind: 'admin' } },
]);
