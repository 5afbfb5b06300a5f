/**
 * For the access matrix: how each route finds "someone's" object, in one place. A route whose path has a parameter
 * its vendor scope (shared/routes.ts) does not fill must be listed here, or the matrix fails and names it. Routes
 * without parameters need an entry only to say something unusual (signing the caller out).
 *
 * Bodies: a write gets `[]` unless told otherwise, which every body schema refuses, so a call that passes the
 * access checks is stopped by validation before it changes anything. Calls that take no body point at objects the
 * matrix made for itself.
 */
import type { AccessWorld, Owner } from './access-world.js';

/**
 * Whose object the call names:
 * - 'vendor': one vendor's; its own users (with the route's permission) and admins reach it, another vendor's users
 *   get 404 as for an unknown id;
 * - 'user': one user's; that user and admins reach it;
 * - 'self': the caller's very own (its notifications); nobody else reaches it, admins included;
 * - 'market': shared market data; the route's access alone decides.
 */
export type SubjectOwner = 'vendor' | 'user' | 'self' | 'market';

interface SubjectRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RouteSubject {
  owner: SubjectOwner;
  /** The request naming the object that belongs to vendor `of` (or to its primary user). */
  request?: (world: AccessWorld, of: Owner) => SubjectRequest;
  /** The call ends the caller's session: the matrix makes it after every other call. */
  endsSession?: boolean;
}

const market = (request: (world: AccessWorld) => SubjectRequest): RouteSubject => ({
  owner: 'market',
  request: (world) => request(world),
});
const onDate = market((w) => ({ params: { id: w.marketDate.id } }));
const onDateNamed = market((w) => ({ params: { marketDateId: w.marketDate.id } }));
/** Publishing the date without spaces is refused (below half assigned): the admin's call changes nothing. */
const onEmptyDate = (name: string) => market((w) => ({ params: { [name]: w.emptyDate.id } }));
const onSpace: RouteSubject = { owner: 'market', request: (w, of) => ({ params: { id: w.spaceId[of] } }) };

const onRequest: RouteSubject = { owner: 'vendor', request: (w, of) => ({ params: { id: w.requestId[of] } }) };
const onRequestOfDate: RouteSubject = {
  owner: 'vendor',
  request: (w, of) => ({ params: { id: w.marketDate.id }, query: { vendorId: w.vendorId[of] } }),
};
const onImage: RouteSubject = {
  owner: 'vendor',
  request: (w, of) => ({ params: { id: w.vendorId[of], imageId: w.nextImageId(of) } }),
};
const onProduct: RouteSubject = {
  owner: 'vendor',
  request: (w, of) => ({ params: { id: w.vendorId[of], productId: w.nextProductId(of) } }),
};
/** Without the paid session's id the success page's calls are refused. */
const onRequestPublic = market((w) => ({ params: { id: w.requestId.A } }));
const onUserCards: RouteSubject = { owner: 'user', request: (w, of) => ({ params: { id: w.primaryUser[of].userId } }) };
const onUserCard: RouteSubject = {
  owner: 'user',
  request: (w, of) => ({ params: { id: w.primaryUser[of].userId, stripePaymentMethodId: w.nextCardId('user', of) } }),
};
const onVendorCard: RouteSubject = {
  owner: 'vendor',
  request: (w, of) => ({ params: { stripePaymentMethodId: w.nextCardId('vendor', of) } }),
};
const onDocument: RouteSubject = { owner: 'vendor', request: (w, of) => ({ params: { id: w.nextDocumentId(of) } }) };
/** The public vendor page answers anyone; an unpublished profile is a 404 of its own. */
const publicVendor = market((w) => ({ params: { id: w.vendorId.A } }));

export const ROUTE_SUBJECTS: Record<string, RouteSubject> = {
  'POST /api/auth/logout': { owner: 'market', endsSession: true },
  'GET /api/auth/validate-reset-token/{token}': market(() => ({ params: { token: 'no-such-reset-token' } })),
  'GET /api/users/{id}/permissions': {
    owner: 'user',
    request: (w, of) => ({ params: { id: w.primaryUser[of].userId } }),
  },
  'POST /api/vendors/{id}/status': { owner: 'vendor', request: (w, of) => ({ params: { id: w.vendorId[of] } }) },
  'GET /api/vendors/{id}/audit-log': { owner: 'vendor', request: (w, of) => ({ params: { id: w.vendorId[of] } }) },
  'PATCH /api/areas/{id}': market((w) => ({ params: { id: w.catalog.areaId } })),
  'PATCH /api/space-types/{id}': market((w) => ({ params: { id: w.catalog.spaceTypeId } })),
  'PUT /api/space-types/{id}/fees': market((w) => ({ params: { id: w.catalog.spaceTypeId } })),
  'PATCH /api/vendor-types/{id}': market((w) => ({ params: { id: w.catalog.vendorTypeId } })),
  'PATCH /api/landmark-types/{id}': market((w) => ({ params: { id: w.catalog.landmarkTypeId } })),
  'PATCH /api/system-settings/{key}': market(() => ({ params: { key: 'round_cents' } })),
  // The first market, which the demo writes; the edit's body `[]` is refused before anything changes.
  'GET /api/markets/{id}': market(() => ({ params: { id: 'main' } })),
  'PATCH /api/markets/{id}': market(() => ({ params: { id: 'main' } })),
  'GET /api/market-dates/{id}': onDate,
  'PATCH /api/market-dates/{id}': onDate,
  'GET /api/market-dates/{id}/missing-vendors': onDate,
  // Without vendor ids (body `[]`, no ?vendorId=) the admin's call is refused as invalid and queues nothing.
  'POST /api/market-dates/{id}/remind': onDate,
  // Without ?vendorId= the admin's call is refused as invalid and creates nothing.
  'POST /api/vendors/market-dates/{id}/request': onDate,
  'GET /api/public/market-dates/{id}': onDate,
  'GET /api/public/market-dates/{id}/vendors': onDate,
  'GET /api/public/spaces/market-date/{id}': onDate,
  'GET /api/public/landmarks/market-date/{id}': onDate,
  'GET /api/public/map/{marketDateId}': onDateNamed,
  // The market date is shared; the vendor (?vendorId=) comes from the route's vendor scope.
  'POST /api/vendor/market-dates/{id}/request': {
    owner: 'vendor',
    request: (w) => ({ params: { id: w.marketDate.id } }),
  },
  'POST /api/vendor/market-dates/{id}/skip': { owner: 'vendor', request: (w) => ({ params: { id: w.marketDate.id } }) },
  'POST /api/vendor/market-dates/{id}/cancel': {
    owner: 'vendor',
    request: (w) => ({ params: { id: w.marketDate.id } }),
  },
  'POST /api/vendor/market-dates/{id}/unskip': {
    owner: 'vendor',
    request: (w) => ({ params: { id: w.marketDate.id } }),
  },
  'POST /api/notifications/{id}/read': {
    owner: 'self',
    request: (w, of) => ({ params: { id: w.notificationId[of] } }),
  },
  'GET /api/spaces/market-date/{id}': onDate,
  'PATCH /api/spaces/{id}': onSpace,
  // Without ?marketDateId= the delete is refused as invalid.
  'DELETE /api/spaces/{id}': onSpace,
  'POST /api/spaces/{id}/assign': onSpace,
  'POST /api/spaces/{id}/unassign': onSpace,
  'POST /api/spaces/publish/{marketDateId}': onEmptyDate('marketDateId'),
  'GET /api/market-dates/{id}/assignment-data': onDate,
  'POST /api/market-dates/{id}/publish': onEmptyDate('id'),
  'POST /api/vendors/{id}/payments': { owner: 'vendor', request: (w, of) => ({ params: { id: w.vendorId[of] } }) },
  // Admins only; the matrix's body is refused before the payment is looked up.
  'PATCH /api/vendors/payments/{id}': market(() => ({ params: { id: 'no-such-payment' } })),
  'GET /api/vendors/{id}/notes': { owner: 'vendor', request: (w, of) => ({ params: { id: w.vendorId[of] } }) },
  'POST /api/vendors/{id}/notes': { owner: 'vendor', request: (w, of) => ({ params: { id: w.vendorId[of] } }) },
  'GET /api/market-dates/{id}/requests': onDate,
  // Vendor A's request is approved: approving or reopening it is refused as not allowed from its status.
  'POST /api/market-dates/{id}/approve': onRequestOfDate,
  'POST /api/market-dates/{id}/reject': onRequestOfDate,
  'POST /api/market-dates/{id}/reopen': onRequestOfDate,
  'POST /api/market-dates/{id}/requests/bulk': onDate,
  'GET /api/space-requests/{id}': onRequest,
  'PATCH /api/space-requests/{id}': onRequest,
  'GET /api/space-requests/{id}/audit-log': onRequest,
  // The matrix's body names no fee: refused before the request is looked up.
  'POST /api/space-requests/{id}/waive-fee': onRequest,
  'POST /api/space-requests/{id}/recalculate': {
    owner: 'vendor',
    request: (w, of) => ({ params: { id: w.requestId[of] } }),
  },
  'DELETE /api/vendors/{id}/images/{imageId}': onImage,
  'POST /api/vendors/{id}/images/{imageId}/approve': onImage,
  'POST /api/vendors/{id}/images/{imageId}/reject': onImage,
  // The matrix's body is refused before the product is looked up.
  'PUT /api/vendors/{id}/products/{productId}': onProduct,
  'DELETE /api/vendors/{id}/products/{productId}': onProduct,
  'POST /api/vendors/{id}/products/{productId}/approve': onProduct,
  'POST /api/vendors/{id}/products/{productId}/reject': onProduct,
  'GET /api/public/vendors/{id}': publicVendor,
  'GET /api/public/vendors/{id}/images': publicVendor,
  'GET /api/public/vendors/{id}/products': publicVendor,
  // Online payment: codes and sessions nobody holds answer 404 to everyone; a payment link is made for one vendor's
  // request; saved cards belong to a vendor or to one user.
  ...Object.fromEntries(
    [
      'GET /api/public-space-manage/{shortCode}',
      'POST /api/public-space-manage/{shortCode}/sales',
      'POST /api/public-space-manage/{shortCode}/cancel',
      'GET /api/public-space-request/{shortCode}',
      'POST /api/public-space-request/{shortCode}/request',
      'POST /api/public-space-request/{shortCode}/skip',
      'GET /api/public-payments/{shortCode}',
      'GET /api/public-payments/{shortCode}/saved-payment-methods',
      'POST /api/public-payments/{shortCode}/update-sales',
      'POST /api/public-payments/{shortCode}/create-session',
      'POST /api/public-payments/{shortCode}/charge-saved-method',
      'POST /api/public-payments/{shortCode}/create-paypal-order',
      'POST /api/public-payments/{shortCode}/capture-paypal-order',
    ].map((route) => [route, market(() => ({ params: { shortCode: 'noSuchShortCode0' } }))]),
  ),
  'GET /api/public-payments/session/{sessionId}': market(() => ({ params: { sessionId: 'no-such-session' } })),
  'GET /api/public-payments/spaceRequests/{id}': onRequestPublic,
  'POST /api/public-payments/spaceRequests/{id}/request': onRequestPublic,
  'POST /api/public-payments/spaceRequests/{id}/skip': onRequestPublic,
  'POST /api/public-payments/create-shortcode': {
    owner: 'vendor',
    request: (w, of) => ({ body: { spaceRequestId: w.requestId[of] } }),
  },
  'GET /api/public-payments/users/{id}/payment-methods': onUserCards,
  'POST /api/public-payments/users/{id}/payment-methods': onUserCards,
  'POST /api/public-payments/users/{id}/payment-methods/setup': onUserCards,
  'DELETE /api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}': onUserCard,
  'PATCH /api/public-payments/users/{id}/payment-methods/{stripePaymentMethodId}/set-default': onUserCard,
  'DELETE /api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}': onVendorCard,
  'PATCH /api/public-payments/vendors/{id}/payment-methods/{stripePaymentMethodId}/set-default': onVendorCard,
  // The admin's vendor edit and the admin users screen (issue 12); the matrix's body `[]` is refused as invalid.
  'PUT /api/vendors/{id}': { owner: 'vendor', request: (w, of) => ({ params: { id: w.vendorId[of] } }) },
  'PATCH /api/admin/users/{id}': market((w) => ({ params: { id: w.actors.admin.userId } })),
  // Sends the matrix's own admin a reset e-mail: nobody else is touched.
  'POST /api/admin/users/{id}/reset-password': market((w) => ({ params: { id: w.actors.admin.userId } })),
  // Online payment: admins only; the matrix's body is refused before the payment is looked up.
  'POST /api/vendors/payments/{id}/refund': market(() => ({ params: { id: 'no-such-payment' } })),
  // Employees and profile settings: the user named is the vendor's primary user; a profile is its owner's alone.
  'PATCH /api/users/vendor/{vendorId}/users/{userId}': {
    owner: 'vendor',
    request: (w, of) => ({ params: { userId: w.primaryUser[of].userId } }),
  },
  'POST /api/users/vendor/{vendorId}/users/{userId}/reset-password': {
    owner: 'vendor',
    request: (w, of) => ({ params: { userId: w.primaryUser[of].userId } }),
  },
  'GET /api/users/permissions': {
    owner: 'vendor',
    request: (w, of) => ({ query: { userId: w.primaryUser[of].userId } }),
  },
  'PATCH /api/users/{id}/profile': {
    owner: 'self',
    request: (w, of) => ({ params: { id: w.primaryUser[of].userId } }),
  },
  // The layout editor: the matrix's body `[]` is refused before anything is read or written.
  'GET /api/market-dates/{id}/layout': onDate,
  'PUT /api/market-dates/{id}/layout': onDate,
  'POST /api/market-dates/{id}/layout/copy': onDate,
  // Vendor documents and document types: a document named by id is its vendor's; each call takes one of its own
  // (archiving, deleting or deciding one changes it). The matrix's body is refused before the type is looked up.
  'PATCH /api/documents/document-types/{id}': market((w) => ({ params: { id: w.catalog.documentTypeId } })),
  'POST /api/documents/{id}/archive': onDocument,
  'DELETE /api/documents/{id}': onDocument,
  'GET /api/documents/{id}/file': onDocument,
  'POST /api/documents/{id}/approve': onDocument,
  'POST /api/documents/{id}/reject': onDocument,
  // Auto-assign: the matrix's body `[]` is refused before anything is read or written.
  'POST /api/market-dates/{id}/auto-assign': onDate,
  // View Messages: a sent message, which cannot be resent (409): nothing is queued.
  'POST /api/messages/{id}/resend': market((w) => ({ params: { id: w.sentMessageId } })),
  // Bulk Messages: the matrix's body `[]` is refused before any vendor is read; a batch of the world's.
  'GET /api/messages/bulk/{batchId}': market((w) => ({ params: { batchId: w.bulkBatchId } })),
  // Message Templates: no such template; the matrix's body `[]` is refused first.
  'PUT /api/message-templates/{id}': market(() => ({ params: { id: 'no_such_template' } })),
  // Reminders and vendor alerts: the matrix's body `[]` is refused before the note or alert is looked up.
  'PATCH /api/vendors/{id}/notes/{noteId}': {
    owner: 'vendor',
    request: (w, of) => ({ params: { id: w.vendorId[of], noteId: 'no-such-note' } }),
  },
  'GET /api/dashboard/market-date/{id}/vendor-notes': onDate,
  'PUT /api/vendor-alerts/{id}': market(() => ({ params: { id: 'no-such-alert' } })),
  // Reports and historical data: shared market data; the matrix's body `[]` is refused before anything is written,
  // and deleting an entry that is not there changes nothing.
  'GET /api/reports/{name}': market(() => ({
    params: { name: 'attendance' },
    query: { from: '2026-01-01', to: '2026-12-31' },
  })),
  'PUT /api/admin/historical-data/{date}/{vendorTypeId}': market((w) => ({
    params: { date: '1990-01-07', vendorTypeId: w.catalog.vendorTypeId },
  })),
  // A date no import uses: the admin's call removes nothing.
  'DELETE /api/admin/historical-data/attendance/{date}': market(() => ({ params: { date: '1999-01-03' } })),
  'DELETE /api/admin/historical-data/{date}/{vendorTypeId}': market((w) => ({
    params: { date: '1990-01-07', vendorTypeId: w.catalog.vendorTypeId },
  })),
  // A market date's dashboard, statistics, payments and proceeds, and payment reminders (issue 14)
  'GET /api/dashboard/market-date/{id}/pending-requests': onDate,
  'GET /api/dashboard/market-date/{id}/space-assignment': onDate,
  'GET /api/dashboard/market-date/{id}/payment-status': onDate,
  'GET /api/dashboard/market-date/{id}/publication-status': onDate,
  'GET /api/dashboard/market-date/{id}/missing-vendors': onDate,
  'GET /api/dashboard/market-date/{id}/expiring-documents': onDate,
  'GET /api/dashboard/market-date/{id}/statistics': onDate,
  'GET /api/market-dates/{id}/payments': onDate,
  'GET /api/market-dates/{id}/proceeds': onDate,
  'POST /api/market-dates/{id}/payment-reminders': onDate,
  'POST /api/spaces/{id}/payment-reminder': market((w) => ({ params: { id: w.requestId.A } })),
  // Waitlist (issue 15): the admin's line of the matrix's date; offer codes nobody holds answer 404 to everyone.
  'GET /api/market-dates/{id}/waitlist': onDate,
  'POST /api/market-dates/{id}/waitlist/order': onDate,
  'POST /api/market-dates/{id}/waitlist/offer': onDate,
  ...Object.fromEntries(
    [
      'GET /api/public-waitlist/{code}',
      'POST /api/public-waitlist/{code}/accept',
      'POST /api/public-waitlist/{code}/decline',
    ].map((route) => [route, market(() => ({ params: { code: 'noSuchOfferCode0' } }))]),
  ),
  // Sales by tender: the matrix's date; the body `[]` is refused before any tokens are written.
  'GET /api/market-dates/{id}/tokens': onDate,
  'PUT /api/market-dates/{id}/tokens/{vendorId}': market((w) => ({
    params: { id: w.marketDate.id, vendorId: w.vendorId.A },
  })),
  'GET /api/reports/token-reimbursement': market(() => ({ query: { from: '2026-01-01', to: '2026-12-31' } })),
  // Market day: the matrix's date; the sync's body `[]` is refused before any action is written.
  'GET /api/market-day/{marketDateId}': onDateNamed,
  'POST /api/market-day/{marketDateId}/sync': onDateNamed,
};
