/**
 * Who may call each API route, written by hand from the spec documents (spec 1 §6 and its route table, spec 2 §6,
 * spec 3 §6 and its permission codes) and not derived from the route manifest or the server's permission checks, so
 * a route declared with the wrong access in `shared/route-manifest/` is caught: expected-access.test.ts holds the
 * manifest to this table, and a route without a row fails there too.
 *
 * - 'public': anyone, signed in or not (a short code, a signature or a password in the body is the credential).
 * - 'signed-in': any signed-in user; the answer is about the caller alone or is shared market data.
 * - 'owner': a signed-in user acting on their own user record, named by `{id}` in the path; the manifest declares it
 *   signed-in and the handler refuses anyone else's id.
 * - 'every-user' / 'own-user': as 'signed-in' / 'owner', and market staff too (issue 31): their own session, profile
 *   and notifications are the only routes market staff reach besides market day.
 * - 'market-day': admins and market staff (issue 31); vendor users are refused.
 * - 'admin': market administrators only.
 * - a permission code (spec 3 §6): vendor users holding it, on their own vendor's object found from the id in the
 *   path or body; admins hold every code.
 * - `{ permission, vendorIn }`: the same, and the route names its vendor at `vendorIn` (`path:<param>` or
 *   `query:<param>`), so another vendor's id is refused before anything else.
 */
import type { PermissionCode } from '../../../shared/permissions.js';

export type ExpectedAccess =
  | 'public'
  | 'signed-in'
  | 'owner'
  | 'every-user'
  | 'own-user'
  | 'market-day'
  | 'admin'
  | PermissionCode
  | { permission: PermissionCode; vendorIn: `${'path' | 'query'}:${string}` };

export const EXPECTED_ACCESS: Record<string, ExpectedAccess> = {
  // auth
  'POST /api/auth/login': 'public',
  'GET /api/auth/user': 'every-user',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'GET /api/auth/validate-reset-token/{token}': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/apple': 'public',
  'GET /api/auth/callback': 'public',
  'POST /api/auth/google/callback': 'public',
  'POST /api/change-password': 'every-user',
  'GET /api/health': 'public',

  // users
  'GET /api/users/{id}/permissions': 'own-user',
  'GET /api/users/vendors/{vendorId}/users': { permission: 'vendor.users.view', vendorIn: 'path:vendorId' },
  'POST /api/users/vendor': 'vendor.users.add',
  'PATCH /api/users/vendor/{vendorId}/users/{userId}': { permission: 'vendor.users.edit', vendorIn: 'path:vendorId' },
  'POST /api/users/vendor/{vendorId}/users/{userId}/reset-password': {
    permission: 'vendor.users.reset-password',
    vendorIn: 'path:vendorId',
  },
  'GET /api/users/permissions': 'vendor.users.view',
  'PATCH /api/users/{id}/profile': 'own-user',

  // vendors
  'GET /api/vendors': 'admin',
  'GET /api/vendors/search': 'admin',
  'GET /api/vendors/{id}': { permission: 'vendor.profile.view', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/status': 'admin',
  'GET /api/vendors/{id}/audit-log': 'admin',
  'PUT /api/vendors/{id}': 'admin',
  'POST /api/vendors': 'admin',
  'PATCH /api/vendors/{id}': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },

  // catalog
  'GET /api/areas': 'admin',
  'POST /api/areas': 'admin',
  'PATCH /api/areas/{id}': 'admin',
  'GET /api/space-types': 'admin',
  'POST /api/space-types': 'admin',
  'PATCH /api/space-types/{id}': 'admin',
  'PUT /api/space-types/{id}/fees': 'admin',
  'GET /api/vendors/vendor-types': 'admin',
  'POST /api/vendor-types': 'admin',
  'PATCH /api/vendor-types/{id}': 'admin',
  'GET /api/landmark-types': 'admin',
  'POST /api/landmark-types': 'admin',
  'PATCH /api/landmark-types/{id}': 'admin',

  // settings
  'GET /api/system-settings': 'admin',
  'GET /api/system-settings/round_cents': 'signed-in',
  'GET /api/system-settings/vendor-type-icons': 'signed-in',
  'PATCH /api/system-settings/{key}': 'admin',

  // markets
  'GET /api/markets': 'admin',
  'POST /api/markets': 'admin',
  'GET /api/markets/{id}': 'admin',
  'PATCH /api/markets/{id}': 'admin',

  // market-dates
  'GET /api/market-dates': 'signed-in',
  'GET /api/market-dates/next': 'signed-in',
  'GET /api/market-dates/{id}': 'admin',
  'POST /api/market-dates': 'admin',
  'PATCH /api/market-dates/{id}': 'admin',
  'GET /api/layouts/default': 'admin',
  'PUT /api/layouts/default': 'admin',
  'GET /api/market-dates/{id}/missing-vendors': 'admin',
  'POST /api/market-dates/{id}/remind': 'admin',
  'POST /api/vendors/market-dates/{id}/request': 'admin',
  'GET /api/market-dates/{id}/layout': 'admin',
  'PUT /api/market-dates/{id}/layout': 'admin',
  'POST /api/market-dates/{id}/layout/copy': 'admin',
  'GET /api/layouts/default/plan': 'admin',
  'PUT /api/layouts/default/plan': 'admin',

  // public-map
  'GET /api/public/markets': 'public',
  'GET /api/public/market-dates': 'public',
  'GET /api/public/market-dates/{id}': 'public',
  'GET /api/public/market-dates/{id}/vendors': 'public',
  'GET /api/public/areas': 'public',
  'GET /api/public/space-types': 'public',
  'GET /api/public/spaces/market-date/{id}': 'public',
  'GET /api/public/landmarks/market-date/{id}': 'public',
  'GET /api/public/map/{marketDateId}': 'public',
  'POST /api/public/map/unlock': 'public',
  'GET /api/system-settings/public': 'public',

  // applications
  'GET /api/public/vendor-types': 'public',
  'POST /api/public/check-duplicates': 'public',
  'POST /api/public/apply': 'public',

  // vendor-dates
  'GET /api/vendor/dashboard': { permission: 'vendor.spaceRequests.view', vendorIn: 'query:vendorId' },
  'GET /api/vendor/market-dates': { permission: 'vendor.spaceRequests.view', vendorIn: 'query:vendorId' },
  'POST /api/vendor/market-dates/{id}/request': {
    permission: 'vendor.spaceRequests.request',
    vendorIn: 'query:vendorId',
  },
  'POST /api/vendor/market-dates/{id}/skip': { permission: 'vendor.spaceRequests.skip', vendorIn: 'query:vendorId' },
  'POST /api/vendor/market-dates/{id}/unskip': { permission: 'vendor.spaceRequests.skip', vendorIn: 'query:vendorId' },
  'POST /api/vendor/market-dates/{id}/cancel': {
    permission: 'vendor.spaceRequests.cancel',
    vendorIn: 'query:vendorId',
  },
  'GET /api/vendor-alerts/vendor/{vendorId}': { permission: 'vendor.spaceRequests.view', vendorIn: 'path:vendorId' },

  // notifications
  'GET /api/notifications': 'every-user',
  'POST /api/notifications/read-all': 'every-user',
  'POST /api/notifications/{id}/read': 'own-user',

  // dashboard
  'GET /api/dashboard/admin': 'admin',

  // spaces
  'GET /api/spaces/market-date/{id}': 'admin',
  'PATCH /api/spaces/{id}': 'admin',
  'DELETE /api/spaces/{id}': 'admin',
  'POST /api/spaces/{id}/assign': 'admin',
  'POST /api/spaces/{id}/unassign': 'admin',
  'POST /api/spaces/publish/{marketDateId}': 'admin',
  'GET /api/market-dates/{id}/assignment-data': 'admin',
  'POST /api/market-dates/{id}/publish': 'admin',
  'POST /api/space-requests/recalculate': 'admin',
  'POST /api/space-requests/{id}/recalculate': 'admin',
  'POST /api/market-dates/{id}/auto-assign': 'admin',

  // payments
  'GET /api/vendors/{id}/requests': { permission: 'vendor.spaceRequests.view', vendorIn: 'path:id' },
  'GET /api/vendors/{id}/payments': { permission: 'vendor.spaceRequests.view', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/payments': 'admin',
  'PATCH /api/vendors/payments/{id}': 'admin',
  'GET /api/vendors/{id}/notes': 'admin',
  'POST /api/vendors/{id}/notes': 'admin',
  'POST /api/vendors/payments/{id}/refund': 'admin',
  'POST /api/space-requests/{id}/waive-fee': 'admin',

  // space-requests
  'GET /api/market-dates/{id}/requests': 'admin',
  'POST /api/market-dates/{id}/approve': 'admin',
  'POST /api/market-dates/{id}/reject': 'admin',
  'POST /api/market-dates/{id}/reopen': 'admin',
  'POST /api/market-dates/{id}/requests/bulk': 'admin',
  'GET /api/space-requests/{id}': 'admin',
  'PATCH /api/space-requests/{id}': 'admin',
  'GET /api/space-requests/{id}/audit-log': 'admin',

  // profiles
  'PATCH /api/vendors/{id}/profile': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/profile/publish': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/profile/unpublish': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'GET /api/vendors/{id}/images': { permission: 'vendor.profile.view', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/images/upload-url': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/images': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'DELETE /api/vendors/{id}/images/{imageId}': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'GET /api/vendors/{id}/products': { permission: 'vendor.profile.view', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/products': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'PUT /api/vendors/{id}/products/{productId}': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'DELETE /api/vendors/{id}/products/{productId}': { permission: 'vendor.profile.edit', vendorIn: 'path:id' },
  'POST /api/vendors/{id}/images/{imageId}/approve': 'admin',
  'POST /api/vendors/{id}/images/{imageId}/reject': 'admin',
  'POST /api/vendors/{id}/products/{productId}/approve': 'admin',
  'POST /api/vendors/{id}/products/{productId}/reject': 'admin',
  'GET /api/admin/content-review': 'admin',
  'POST /api/admin/content-review/bulk': 'admin',
  'GET /api/public/vendors/{id}': 'public',
  'GET /api/public/vendors/{id}/images': 'public',
  'GET /api/public/vendors/{id}/products': 'public',

  // public-payments
  'GET /api/public-space-manage/{shortCode}': 'public',
  'POST /api/public-space-manage/{shortCode}/sales': 'public',
  'POST /api/public-space-manage/{shortCode}/cancel': 'public',
  'GET /api/public-space-request/{shortCode}': 'public',
  'POST /api/public-space-request/{shortCode}/request': 'public',
  'POST /api/public-space-request/{shortCode}/skip': 'public',
  'POST /api/public-payments/create-shortcode': 'vendor.spaceRequests.view',
  'GET /api/public-payments/{shortCode}': 'public',
  'GET /api/public-payments/{shortCode}/saved-payment-methods': 'public',
  'POST /api/public-payments/{shortCode}/update-sales': 'public',
  'POST /api/public-payments/{shortCode}/create-session': 'public',
  'POST /api/public-payments/{shortCode}/charge-saved-method': 'public',
  'POST /api/public-payments/{shortCode}/create-paypal-order': 'public',
  'POST /api/public-payments/{shortCode}/capture-paypal-order': 'public',
  'GET /api/public-payments/session/{sessionId}': 'public',
  'GET /api/public-payments/spaceRequests/{id}': 'public',
  'POST /api/public-payments/spaceRequests/{id}/request': 'public',
  'POST /api/public-payments/spaceRequests/{id}/skip': 'public',
  'GET /api/public-payments/users/{id}/payment-methods': 'owner',
  'POST /api/public-payments/users/{id}/payment-methods': 'owner',
  'POST /api/public-payments/users/{id}/payment-methods/setup': 'owner',
  'DELETE /api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}': 'owner',
  'PATCH /api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}/set-default': 'owner',
  'GET /api/public-payments/vendors/{id}/payment-methods': {
    permission: 'vendor.payment-methods.view',
    vendorIn: 'path:id',
  },
  'POST /api/public-payments/vendors/{id}/payment-methods': {
    permission: 'vendor.payment-methods.view',
    vendorIn: 'path:id',
  },
  'POST /api/public-payments/vendors/{id}/payment-methods/setup': {
    permission: 'vendor.payment-methods.view',
    vendorIn: 'path:id',
  },
  'DELETE /api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}': {
    permission: 'vendor.payment-methods.view',
    vendorIn: 'path:id',
  },
  'PATCH /api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}/set-default': {
    permission: 'vendor.payment-methods.view',
    vendorIn: 'path:id',
  },

  // admin-users
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'PATCH /api/admin/users/{id}': 'admin',
  'POST /api/admin/users/{id}/reset-password': 'admin',

  // stripe-webhooks
  'POST /api/webhooks/stripe': 'public',

  // documents
  'GET /api/documents/document-types': 'signed-in',
  'POST /api/documents/document-types': 'admin',
  'PATCH /api/documents/document-types/{id}': 'admin',
  'GET /api/documents/vendor/{vendorId}': { permission: 'vendor.documents.view', vendorIn: 'path:vendorId' },
  'POST /api/documents/vendor/{vendorId}/upload-url': {
    permission: 'vendor.documents.upload',
    vendorIn: 'path:vendorId',
  },
  'POST /api/documents/vendor/{vendorId}': { permission: 'vendor.documents.upload', vendorIn: 'path:vendorId' },
  'POST /api/documents/{id}/archive': 'vendor.documents.archive',
  'DELETE /api/documents/{id}': 'vendor.documents.delete',
  'GET /api/documents/{id}/file': 'vendor.documents.view',
  'GET /api/admin/documents': 'admin',
  'POST /api/documents/{id}/approve': 'admin',
  'POST /api/documents/{id}/reject': 'admin',

  // message-log
  'GET /api/messages': 'admin',
  'POST /api/messages/{id}/resend': 'admin',

  // reminders
  'GET /api/reminders': 'admin',
  'PATCH /api/vendors/{id}/notes/{noteId}': 'admin',
  'GET /api/dashboard/market-date/{id}/vendor-notes': 'admin',
  'GET /api/vendor-alerts': 'admin',
  'POST /api/vendor-alerts': 'admin',
  'PUT /api/vendor-alerts/{id}': 'admin',

  // reports
  'GET /api/reports/{name}': 'admin',
  'GET /api/admin/historical-data': 'admin',
  'PUT /api/admin/historical-data/{date}/{vendorTypeId}': 'admin',
  'DELETE /api/admin/historical-data/{date}/{vendorTypeId}': 'admin',
  'POST /api/admin/historical-data/import': 'admin',
  'GET /api/admin/historical-data/attendance': 'admin',
  'POST /api/admin/historical-data/attendance/import': 'admin',
  'DELETE /api/admin/historical-data/attendance/{date}': 'admin',

  // date-dashboard
  'GET /api/dashboard/market-date/{id}/pending-requests': 'admin',
  'GET /api/dashboard/market-date/{id}/space-assignment': 'admin',
  'GET /api/dashboard/market-date/{id}/payment-status': 'admin',
  'GET /api/dashboard/market-date/{id}/publication-status': 'admin',
  'GET /api/dashboard/market-date/{id}/missing-vendors': 'admin',
  'GET /api/dashboard/market-date/{id}/expiring-documents': 'admin',
  'GET /api/dashboard/market-date/{id}/statistics': 'admin',
  'GET /api/market-dates/{id}/payments': 'admin',
  'GET /api/market-dates/{id}/proceeds': 'admin',
  'POST /api/market-dates/{id}/payment-reminders': 'admin',
  'POST /api/spaces/{id}/payment-reminder': 'admin',

  // messages
  'POST /api/messages/bulk': 'admin',
  'POST /api/messages/bulk/preview': 'admin',
  'GET /api/messages/bulk/{batchId}': 'admin',
  'GET /api/message-templates': 'admin',
  'PUT /api/message-templates/{id}': 'admin',
  'POST /api/message-templates/preview': 'admin',

  // waitlist
  'GET /api/market-dates/{id}/waitlist': 'admin',
  'POST /api/market-dates/{id}/waitlist/order': 'admin',
  'POST /api/market-dates/{id}/waitlist/offer': 'admin',
  'GET /api/public-waitlist/{code}': 'public',
  'POST /api/public-waitlist/{code}/accept': 'public',
  'POST /api/public-waitlist/{code}/decline': 'public',

  // tender
  'GET /api/market-dates/{id}/tokens': 'admin',
  'PUT /api/market-dates/{id}/tokens/{vendorId}': 'admin',
  'GET /api/reports/token-reimbursement': 'admin',

  // export
  'GET /api/export': 'admin',
  'GET /api/vendors/{id}/export': { permission: 'vendor.profile.view', vendorIn: 'path:id' },

  // import
  'POST /api/import/vendors': 'admin',

  // market-day
  'GET /api/market-day': 'market-day',
  'GET /api/market-day/{marketDateId}': 'market-day',
  'POST /api/market-day/{marketDateId}/sync': 'market-day',
};
