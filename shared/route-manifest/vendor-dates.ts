/** The `vendor-dates` route group's routes: its Lambda imports only these. */
import { permission, vendorInQuery, groupRoutes } from './route-def.js';

export const vendorDatesRoutes = groupRoutes('vendor-dates', [
  // The vendor's own dashboard and market dates (admins pass ?vendorId=)
  {
    method: 'GET',
    path: '/api/vendor/dashboard',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInQuery,
  },
  {
    method: 'GET',
    path: '/api/vendor/market-dates',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInQuery,
  },
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/request',
    access: permission('vendor.spaceRequests.request'),
    vendorScope: vendorInQuery,
  },
  // Spec 3 §4: skipping an existing request after the deadline cancels it; the same permission covers both.
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/skip',
    access: permission('vendor.spaceRequests.skip'),
    vendorScope: vendorInQuery,
  },
  // Spec 3 §4: unskip undoes a skip, so it needs the skip permission.
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/unskip',
    access: permission('vendor.spaceRequests.skip'),
    vendorScope: vendorInQuery,
  },
  // Spec 3 §2: the vendor's Cancel; after the Tuesday deadline it carries the late-cancellation fee.
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/cancel',
    access: permission('vendor.spaceRequests.cancel'),
    vendorScope: vendorInQuery,
  },
  // Spec 1 §7: the alerts shown to one vendor today (the dashboard also carries them in its own answer).
  {
    method: 'GET',
    path: '/api/vendor-alerts/vendor/{vendorId}',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
]);
