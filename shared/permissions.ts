/**
 * Roles and permission codes of spec 3 §6. Admins implicitly hold every permission. Market staff (`staff`, issue 31)
 * are the market-day volunteers: they hold no permission and reach only the routes the manifest opens to them (the
 * market-day routes and their own session, profile and notifications).
 */
export const ROLES = ['admin', 'vendor_user', 'staff'] as const;
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
const ADMIN_PERMISSION = 'admin';

/** What a newly approved vendor's first user may do. */
export const DEFAULT_VENDOR_PERMISSIONS: readonly PermissionCode[] = [...PERMISSION_CODES];

export function effectivePermissions(role: Role, granted: readonly string[]): string[] {
  return role === 'admin' ? [ADMIN_PERMISSION, ...PERMISSION_CODES] : [...granted];
}

export function hasPermission(role: Role, granted: readonly string[], code: string): boolean {
  return role === 'admin' || granted.includes(code);
}

/** Each code's name and description, as the permission editor shows them (spec 3 §3 Permission). */
export const PERMISSION_INFO: Record<PermissionCode, { name: string; description: string }> = {
  'vendor.spaceRequests.view': { name: 'View space requests', description: 'See market dates, requests and balances.' },
  'vendor.spaceRequests.request': { name: 'Request space', description: 'Request space for a market date.' },
  'vendor.spaceRequests.cancel': { name: 'Cancel requests', description: 'Cancel a requested or approved date.' },
  'vendor.spaceRequests.skip': { name: 'Skip dates', description: 'Skip a market date, or undo a skip.' },
  'vendor.profile.view': { name: 'View business details', description: 'See the business details and profile.' },
  'vendor.profile.edit': {
    name: 'Edit business details',
    description: 'Change business details, settings and the public profile.',
  },
  'vendor.users.view': { name: 'View users', description: "See the business's users." },
  'vendor.users.edit': {
    name: 'Edit users',
    description: 'Change users, activate or deactivate them, and set their permissions.',
  },
  'vendor.users.add': { name: 'Add users', description: 'Add users to the business.' },
  'vendor.users.reset-password': { name: 'Reset passwords', description: 'Send a user a password reset e-mail.' },
  'vendor.documents.view': { name: 'View documents', description: "See the business's documents." },
  'vendor.documents.upload': { name: 'Upload documents', description: 'Upload new documents.' },
  'vendor.documents.archive': { name: 'Archive documents', description: 'Archive documents.' },
  'vendor.documents.delete': { name: 'Delete documents', description: 'Delete documents for good.' },
  'vendor.payment-methods.view': {
    name: 'Vendor payment methods',
    description: "See and manage the business's saved cards.",
  },
};
