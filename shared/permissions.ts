/** Roles and permission codes of spec 3 §6. Admins implicitly hold every permission. */
export const ROLES = ['admin', 'vendor_user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSION_CODES = [
  'vendor.spaceRequests.view',
  'vendor.spaceRequests.request',
  'vendor.spaceRequests.cancel',
  'vendor.spaceRequests.skip',
  'vendor.profile.view',
  'vendor.profile.edit',
  'vendor.users.view',
  'vendor.users.edit',
  'vendor.users.add',
  'vendor.users.reset-password',
  'vendor.documents.view',
  'vendor.documents.upload',
  'vendor.documents.archive',
  'vendor.documents.delete',
  'vendor.payment-methods.view',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** The pseudo-permission every admin holds. */
export const ADMIN_PERMISSION = 'admin';

/** What a newly approved vendor's first user may do. */
export const DEFAULT_VENDOR_PERMISSIONS: readonly PermissionCode[] = PERMISSION_CODES;

export function effectivePermissions(role: Role, granted: readonly string[]): string[] {
  return role === 'admin' ? [ADMIN_PERMISSION, ...PERMISSION_CODES] : [...granted];
}

export function hasPermission(role: Role, granted: readonly string[], code: string): boolean {
  return role === 'admin' || granted.includes(code);
}
