/** The `profiles` route group's routes: its Lambda imports only these. */
import { publicAccess, permission, vendorInPath, groupRoutes } from './route-def.js';

export const profilesRoutes = groupRoutes('profiles', [
  // A vendor's public presence (spec 3 §2, §7 "Images, products, publish"): the vendor's profile, images and
  // products; the admins' review of pending content; the public vendor page. Uploads go straight to S3 by a
  // presigned POST (upload-url), then are registered.
  {
    method: 'PATCH',
    path: '/api/vendors/{id}/profile',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/profile/publish',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/profile/unpublish',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'GET',
    path: '/api/vendors/{id}/images',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/images/upload-url',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/images',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'DELETE',
    path: '/api/vendors/{id}/images/{imageId}',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'GET',
    path: '/api/vendors/{id}/products',
    access: permission('vendor.profile.view'),
    vendorScope: vendorInPath,
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/products',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'PUT',
    path: '/api/vendors/{id}/products/{productId}',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  {
    method: 'DELETE',
    path: '/api/vendors/{id}/products/{productId}',
    access: permission('vendor.profile.edit'),
    vendorScope: vendorInPath,
  },
  { method: 'POST', path: '/api/vendors/{id}/images/{imageId}/approve', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendors/{id}/images/{imageId}/reject', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/vendors/{id}/products/{productId}/approve',
    access: { kind: 'admin' },
  },
  {
    method: 'POST',
    path: '/api/vendors/{id}/products/{productId}/reject',
    access: { kind: 'admin' },
  },
  { method: 'GET', path: '/api/admin/content-review', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/admin/content-review/bulk', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/public/vendors/{id}', access: publicAccess },
  { method: 'GET', path: '/api/public/vendors/{id}/images', access: publicAccess },
  { method: 'GET', path: '/api/public/vendors/{id}/products', access: publicAccess },
]);
