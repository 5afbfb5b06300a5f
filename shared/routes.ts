/**
 * The route manifest: every API route, its route group (one Lambda each) and who may call it.
 * The CDK stack builds API Gateway routes from it and the local runtime dispatches from it.
 */
import type { PermissionCode } from './permissions.js';

export type Access =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'admin' } | { kind: 'permission'; code: PermissionCode };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route names the vendor whose data it reads or changes: a path parameter or a query parameter (an absent
 * query parameter means the caller's own vendor). The request pipeline lets a vendor user name only its own vendor
 * before any input is validated; another vendor answers 404 as an unknown one would.
 */
export interface VendorScope {
  in: 'path' | 'query';
  name: string;
}

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: /api/users/{id}/permissions */
  path: string;
  group: RouteGroup;
  access: Access;
  vendorScope?: VendorScope;
}

/** Route groups; each is one Lambda with its entry at functions/<group>/index.ts. */
export const ROUTE_GROUPS = [
  'auth',
  'users',
  'vendors',
  'catalog',
  'settings',
  'market-dates',
  'public-map',
  'applications',
  'vendor-dates',
  'notifications',
  'dashboard',
  'spaces',
  'payments',
  'space-requests',
  'profiles',
  // Online payment: short links, the public request, reminder and payment pages, saved cards
  'public-payments',
  // Admin users (issue 12)
  'admin-users',
  // Online payment: Stripe's events, verified by their signature (architecture §7).
  'stripe-webhooks',
  'documents',
  // View Messages: the message log and resending a failed message
  'message-log',
  // Reminders, vendor alerts and the date's vendor notes (issues 13, 14)
  'reminders',
  // Reports: the six admin reports and historical market data (issue 14)
  'reports',
  // A market date's dashboard, statistics, payments and proceeds (issue 14)
  'date-dashboard',
  // Messages: Bulk Messages (one call queues a message per recipient) and Message Templates
  'messages',
  // Waitlist (issue 15): the admin's line of a date and the public offer page
  'waitlist',
  // Sales by tender: tokens redeemed per vendor on a date and the Token Reimbursement report
  'tender',
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

const publicAccess: Access = { kind: 'public' };
const signedIn: Access = { kind: 'signed-in' };
const permission = (code: PermissionCode): Access => ({ kind: 'permission', code });
const vendorInPath: VendorScope = { in: 'path', name: 'id' };
/** Vendor users act on their own vendor; admins name the vendor with ?vendorId=. */
const vendorInQuery: VendorScope = { in: 'query', name: 'vendorId' };

export const routes: readonly RouteDef[] = [
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
  { method: 'GET', path: '/api/users/{id}/permissions', group: 'users', access: signedIn },
  { method: 'GET', path: '/api/vendors', group: 'vendors', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/search', group: 'vendors', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/vendors/{id}',
    group: 'vendors',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
  { method: 'POST', path: '/api/vendors/{id}/status', group: 'vendors', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/{id}/audit-log', group: 'vendors', access: { kind: 'admin' } },
  // The vendor application (spec 1 §2.7), no login; its space types come from GET /api/public/space-types (public-map).
  { method: 'GET', path: '/api/public/vendor-types', group: 'applications', access: publicAccess },
  { method: 'POST', path: '/api/public/check-duplicates', group: 'applications', access: publicAccess },
  { method: 'POST', path: '/api/public/apply', group: 'applications', access: publicAccess },
  // Market vocabulary (admin tools): areas, space types and their per-vendor-type fees, vendor types, landmark types
  { method: 'GET', path: '/api/areas', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/areas', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/areas/{id}', group: 'catalog', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/space-types/{id}', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/space-types/{id}/fees', group: 'catalog', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/vendor-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendor-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendor-types/{id}', group: 'catalog', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/landmark-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/landmark-types', group: 'catalog', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/landmark-types/{id}', group: 'catalog', access: { kind: 'admin' } },
  // System settings
  { method: 'GET', path: '/api/system-settings', group: 'settings', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/system-settings/round_cents', group: 'settings', access: signedIn },
  { method: 'GET', path: '/api/system-settings/vendor-type-icons', group: 'settings', access: signedIn },
  { method: 'PATCH', path: '/api/system-settings/{key}', group: 'settings', access: { kind: 'admin' } },
  // Market dates and the default layout new dates start from
  { method: 'GET', path: '/api/market-dates', group: 'market-dates', access: signedIn },
  { method: 'GET', path: '/api/market-dates/next', group: 'market-dates', access: signedIn },
  { method: 'GET', path: '/api/market-dates/{id}', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/market-dates/{id}', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/layouts/default', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/layouts/default', group: 'market-dates', access: { kind: 'admin' } },
  // The Missing Vendors report (spec 2 §2.3): the report, reminders (one call for many), an admin's request
  { method: 'GET', path: '/api/market-dates/{id}/missing-vendors', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/remind', group: 'market-dates', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/vendors/market-dates/{id}/request',
    group: 'market-dates',
    access: { kind: 'admin' },
  },
  // The public market maps (no login). Calls that expose a date's spaces, landmarks or vendors need the map
  // password's cookie when a map password is set.
  { method: 'GET', path: '/api/public/market-dates', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/market-dates/{id}', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/market-dates/{id}/vendors', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/areas', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/space-types', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/spaces/market-date/{id}', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/landmarks/market-date/{id}', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/map/{marketDateId}', group: 'public-map', access: publicAccess },
  { method: 'POST', path: '/api/public/map/unlock', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/system-settings/public', group: 'public-map', access: publicAccess },
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
  // The signed-in user's own notifications
  { method: 'GET', path: '/api/notifications', group: 'notifications', access: signedIn },
  { method: 'POST', path: '/api/notifications/read-all', group: 'notifications', access: signedIn },
  { method: 'POST', path: '/api/notifications/{id}/read', group: 'notifications', access: signedIn },
  { method: 'GET', path: '/api/dashboard/admin', group: 'dashboard', access: { kind: 'admin' } },
  // A market date's spaces: list, edit, delete, assign and unassign, reprice, publish (admin)
  { method: 'GET', path: '/api/spaces/market-date/{id}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/spaces/{id}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'DELETE', path: '/api/spaces/{id}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/{id}/assign', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/{id}/unassign', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/publish/{marketDateId}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/market-dates/{id}/assignment-data', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/publish', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-requests/recalculate', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-requests/{id}/recalculate', group: 'spaces', access: { kind: 'admin' } },
  // A vendor's money history (spec 3 §2 Space History, Payment History): the vendor's own users read it; admins
  // record and edit payments and keep notes on the vendor.
  {
    method: 'GET',
    path: '/api/vendors/{id}/requests',
    group: 'payments',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'GET',
    path: '/api/vendors/{id}/payments',
    group: 'payments',
    access: permission('vendor.spaceRequests.view'),
    vendorScope: vendorInPath,
  },
  { method: 'POST', path: '/api/vendors/{id}/payments', group: 'payments', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendors/payments/{id}', group: 'payments', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/vendors/{id}/notes', group: 'payments', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors/{id}/notes', group: 'payments', access: { kind: 'admin' } },
  // A request's life after "requested" (spec 3 §4) and its money (spec 2 §2.7): the Market Requests screen's list and
  // actions, one at a time or in bulk, the financial edit and the audit log (admin)
  { method: 'GET', path: '/api/market-dates/{id}/requests', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/approve', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/reject', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/reopen', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/requests/bulk', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-requests/{id}', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/space-requests/{id}', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-requests/{id}/audit-log', group: 'space-requests', access: { kind: 'admin' } },
  // A vendor's public presence (spec 3 §2, §7 "Images, products, publish"): the vendor's profile, images and
  // products; the admins' review of pending content; the public vendor page. Uploads go straight to S3 by a
  // presigned POST (upload-url), then are registered.
  {
    method: 'PATCH',
    path: '/api/vendors/{id}/profile',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/profile/publish',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/profile/unpublish',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'GET',
    path: '/api/vendors/{id}/images',
    group: 'profiles',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/images/upload-url',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/images',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'DELETE',
    path: '/api/vendors/{id}/images/{imageId}',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'GET',
    path: '/api/vendors/{id}/products',
    group: 'profiles',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/products',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'PUT',
    path: '/api/vendors/{id}/products/{productId}',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'DELETE',
    path: '/api/vendors/{id}/products/{productId}',
    group: 'profiles',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  { method: 'POST', path: '/api/vendors/{id}/images/{imageId}/approve', group: 'profiles', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors/{id}/images/{imageId}/reject', group: 'profiles', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/vendors/{id}/products/{productId}/approve',
    group: 'profiles',
    access: { kind: 'admin' },
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/products/{productId}/reject',
    group: 'profiles',
    access: { kind: 'admin' },
  },
  { method: 'GET', path: '/api/admin/content-review', group: 'profiles', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/content-review/bulk', group: 'profiles', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/public/vendors/{id}', group: 'profiles', access: publicAccess },
  { method: 'GET', path: '/api/public/vendors/{id}/images', group: 'profiles', access: publicAccess },
  { method: 'GET', path: '/api/public/vendors/{id}/products', group: 'profiles', access: publicAccess },
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
  // The admin's vendor edit and create, and the admin users screen (issue 12)
  { method: 'PUT', path: '/api/vendors/{id}', group: 'vendors', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors', group: 'vendors', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/admin/users', group: 'admin-users', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/users', group: 'admin-users', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/admin/users/{id}', group: 'admin-users', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/users/{id}/reset-password', group: 'admin-users', access: { kind: 'admin' } },
  // Online payment (architecture §7): Stripe's events (the signature is the check) and admins' card refunds.
  { method: 'POST', path: '/api/webhooks/stripe', group: 'stripe-webhooks', access: publicAccess },
  { method: 'POST', path: '/api/vendors/payments/{id}/refund', group: 'payments', access: { kind: 'admin' } },
  // Employees, their permissions, business details and settings, profile settings (spec 3 §2, §7 "Business settings
  // and users", "Profile"): a vendor user acts on its own vendor; the services check the user belongs to it.
  {
    method: 'GET',
    path: '/api/users/vendors/{vendorId}/users',
    group: 'users',
    access: permission('vendor.users.view'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  { method: 'POST', path: '/api/users/vendor', group: 'users', access: permission('vendor.users.add') },
  {
    method: 'PATCH',
    path: '/api/users/vendor/{vendorId}/users/{userId}',
    group: 'users',
    access: permission('vendor.users.edit'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/users/vendor/{vendorId}/users/{userId}/reset-password',
    group: 'users',
    access: permission('vendor.users.reset-password'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  { method: 'GET', path: '/api/users/permissions', group: 'users', access: permission('vendor.users.view') },
  { method: 'PATCH', path: '/api/users/{id}/profile', group: 'users', access: signedIn },
  {
    method: 'PATCH',
    path: '/api/vendors/{id}',
    group: 'vendors',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  // The market layout editor: a date's layout or the default template, saved in one call on the version read;
  // copying a date's layout to later dates (admin)
  { method: 'GET', path: '/api/market-dates/{id}/layout', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/market-dates/{id}/layout', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/layout/copy', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/layouts/default/plan', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/layouts/default/plan', group: 'market-dates', access: { kind: 'admin' } },
  // Vendor documents, document types and the admins' document review (spec 3 §2 Documents, §7; spec 2 §3). Files go
  // straight to the private bucket by a presigned POST (upload-url), then are registered; a document named by id is
  // checked against the caller's vendor in the service.
  { method: 'GET', path: '/api/documents/document-types', group: 'documents', access: signedIn },
  { method: 'POST', path: '/api/documents/document-types', group: 'documents', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/documents/document-types/{id}', group: 'documents', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/documents/vendor/{vendorId}',
    group: 'documents',
    access: permission('vendor.documents.view'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/documents/vendor/{vendorId}/upload-url',
    group: 'documents',
    access: permission('vendor.documents.upload'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/documents/vendor/{vendorId}',
    group: 'documents',
    access: permission('vendor.documents.upload'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/documents/{id}/archive',
    group: 'documents',
    access: permission('vendor.documents.archive'),
  },
  { method: 'DELETE', path: '/api/documents/{id}', group: 'documents', access: permission('vendor.documents.delete') },
  { method: 'GET', path: '/api/documents/{id}/file', group: 'documents', access: permission('vendor.documents.view') },
  { method: 'GET', path: '/api/admin/documents', group: 'documents', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/documents/{id}/approve', group: 'documents', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/documents/{id}/reject', group: 'documents', access: { kind: 'admin' } },
  // Auto-assign: proposes (dry run) or applies spaces for approved vendors without one (admin)
  { method: 'POST', path: '/api/market-dates/{id}/auto-assign', group: 'spaces', access: { kind: 'admin' } },
  // View Messages: every message newest first, filtered, and resending a failed one (admin)
  { method: 'GET', path: '/api/messages', group: 'message-log', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/messages/{id}/resend', group: 'message-log', access: { kind: 'admin' } },
  // Reminders, vendor alerts and the date's vendor notes (issues 13, 14)
  { method: 'GET', path: '/api/reminders', group: 'reminders', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendors/{id}/notes/{noteId}', group: 'reminders', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/dashboard/market-date/{id}/vendor-notes',
    group: 'reminders',
    access: { kind: 'admin' },
  },
  { method: 'GET', path: '/api/vendor-alerts', group: 'reminders', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendor-alerts', group: 'reminders', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/vendor-alerts/{id}', group: 'reminders', access: { kind: 'admin' } },
  // Reports: the six admin reports (JSON or CSV) and historical market data (admin)
  { method: 'GET', path: '/api/reports/{name}', group: 'reports', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/admin/historical-data', group: 'reports', access: { kind: 'admin' } },
  {
    method: 'PUT',
    path: '/api/admin/historical-data/{date}/{vendorTypeId}',
    group: 'reports',
    access: { kind: 'admin' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/historical-data/{date}/{vendorTypeId}',
    group: 'reports',
    access: { kind: 'admin' },
  },
  { method: 'POST', path: '/api/admin/historical-data/import', group: 'reports', access: { kind: 'admin' } },
  // A market date's dashboard cards, statistics, payments and proceeds, and payment reminders (issue 14)
  ...(
    [
      'pending-requests',
      'space-assignment',
      'payment-status',
      'publication-status',
      'missing-vendors',
      'expiring-documents',
      'statistics',
    ] as const
  ).map((card): RouteDef => ({
    method: 'GET',
    path: `/api/dashboard/market-date/{id}/${card}`,
    group: 'date-dashboard',
    access: { kind: 'admin' },
  })),
  { method: 'GET', path: '/api/market-dates/{id}/payments', group: 'date-dashboard', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/market-dates/{id}/proceeds', group: 'date-dashboard', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/market-dates/{id}/payment-reminders',
    group: 'date-dashboard',
    access: { kind: 'admin' },
  },
  { method: 'POST', path: '/api/spaces/{id}/payment-reminder', group: 'date-dashboard', access: { kind: 'admin' } },
  // Bulk Messages: one call queues a message per recipient, with its preview and progress (admin)
  { method: 'POST', path: '/api/messages/bulk', group: 'messages', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/messages/bulk/preview', group: 'messages', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/messages/bulk/{batchId}', group: 'messages', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/message-templates', group: 'messages', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/message-templates/{id}', group: 'messages', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/message-templates/preview', group: 'messages', access: { kind: 'admin' } },
  // Waitlist (issue 15): the admin's line of a date, reorder, offer by hand; the vendor's offer link (/w/{code})
  { method: 'GET', path: '/api/market-dates/{id}/waitlist', group: 'waitlist', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/waitlist/order', group: 'waitlist', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/waitlist/offer', group: 'waitlist', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/public-waitlist/{code}', group: 'waitlist', access: publicAccess },
  { method: 'POST', path: '/api/public-waitlist/{code}/accept', group: 'waitlist', access: publicAccess },
  { method: 'POST', path: '/api/public-waitlist/{code}/decline', group: 'waitlist', access: publicAccess },
  // Sales by tender: tokens redeemed per vendor on a date, and what the market owes for a range (admin)
  { method: 'GET', path: '/api/market-dates/{id}/tokens', group: 'tender', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/market-dates/{id}/tokens/{vendorId}', group: 'tender', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/reports/token-reimbursement', group: 'tender', access: { kind: 'admin' } },
];

export function routeKey(r: Pick<RouteDef, 'method' | 'path'>): string {
  return `${r.method} ${r.path}`;
}

export function routesOf(group: RouteGroup): RouteDef[] {
  return routes.filter((r) => r.group === group);
}

/**
 * Matches a concrete request path against the manifest; returns the route and its path parameters. As in API
 * Gateway, the most specific route wins whatever the manifest's order: /api/market-dates/next before
 * /api/market-dates/{id}. Parameters stay percent-encoded, as API Gateway passes them: the request pipeline decodes
 * them with `decodePathParameters`, where a malformed escape can be refused with a 400.
 */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  let best: { route: RouteDef; pathParameters: Record<string, string> } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/\{(\w+)\+?\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((n, i) => (pathParameters[n] = m[i + 1]!));
    if (names.length === 0) return { route, pathParameters };
    if (!best || names.length < Object.keys(best.pathParameters).length) best = { route, pathParameters };
  }
  return best;
}

/** Decodes percent-escapes in path parameters; undefined when one is malformed (`%zz`, a lone `%`, bad UTF-8). */
export function decodePathParameters(raw: Record<string, string | undefined>): Record<string, string> | undefined {
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    try {
      decoded[name] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return decoded;
}
