/** The `documents` route group's routes: its Lambda imports only these. */
import { signedIn, permission, groupRoutes } from './route-def.js';

export const documentsRoutes = groupRoutes('documents', [
  // Vendor documents, document types and the admins' document review (spec 3 §2 Documents, §7; spec 2 §3). Files go
  // straight to the private bucket by a presigned POST (upload-url), then are registered; a document named by id is
  // checked against the caller's vendor in the service.
  { method: 'GET', path: '/api/documents/document-types', access: signedIn },
  { method: 'POST', path: '/api/documents/document-types', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/documents/document-types/{id}', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/documents/vendor/{vendorId}',
    access: permission('vendor.documents.view'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/documents/vendor/{vendorId}/upload-url',
    access: permission('vendor.documents.upload'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/documents/vendor/{vendorId}',
    access: permission('vendor.documents.upload'),
    vendorScope: { in: 'path', name: 'vendorId' },
  },
  {
    method: 'POST',
    path: '/api/documents/{id}/archive',
    access: permission('vendor.documents.archive'),
  },
  { method: 'DELETE', path: '/api/documents/{id}', access: permission('vendor.documents.delete') },
  { method: 'GET', path: '/api/documents/{id}/file', access: permission('vendor.documents.view') },
  { method: 'GET', path: '/api/admin/documents', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/documents/{id}/approve', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/documents/{id}/reject', access: { kind: 'admin' } },
]);
