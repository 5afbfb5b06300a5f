/** The `vendor-dates` route group's routes: its Lambda imports only these. */
import { permission, vendorInQuery, type RouteDef } from './route-def.js';

export const vendorDatesRoutes: readonly RouteDef[] = [
  // The vendor's own dashboard and market dates (admins pass ?vendorId=)
  {
    method: 'GET',
    path: '/api/vendor/dashboard',
    group: 'vendor-dates',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInQuery,
  },
  {
    method: 'GET',
    path: '/api/vendor/market-dates',
    group: 'vendor-dates',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInQuery,
  },
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/request',
    group: 'vendor-dates',
    access: permission('vendor.spaceRequests.request'),
    vendorScope: vendorInQuery,
  },
  // Spec 3 §4: skipping an existing request after the deadline cancels it; the same permission covers both.
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/skip',
    group: 'vendor-dates',
    access: permission('vendor.spaceRequests.skip'),
    vendorScope: vendorInQuery,
  },
  // Spec 3 §4: unskip undoes a skip, so it needs the skip permission.
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/unskip',
    group: 'vendor-dates',
    access: permission('vendor.spaceRequests.skip'),
    vendorScope: vendorInQuery,
  },
  // Spec 3 §2: the vendor's Cancel; after the Tuesday deadline it carries the late-cancellation fee.
  {
    method: 'POST',
    path: '/api/vendor/market-dates/{id}/cancel',
    group: 'vendor-dates',
    access: permission('vendor.spaceRequests.cancel'),
    vendorScope: vendorInQuery,
  },
];
