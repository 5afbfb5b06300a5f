/** The `profiles` route group's routes: its Lambda imports only these. */
import { publicAccess, permission, vendorInPath, type RouteDef } from './route-def.js';

export const profilesRoutes: readonly RouteDef[] = [
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
];
