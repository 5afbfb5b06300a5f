import type { Access } from '@/lib/authorization';
import { paths } from './paths';

/**
 * The menus of spec 1 §2.2, one list for the toolbar and the sidebar alike. An entry is listed once its screen
 * exists; `access` says who sees it. Entries with `children` render as a group (e.g. Reports, Admin Tools).
 */
export interface NavEntry {
  label: string;
  to?: string;
  access: Access;
  children?: readonly NavEntry[];
}

const admins: Access = { roles: ['admin'] };
const vendorUsers: Access = { roles: ['vendor_user'] };
const everyone: Access = { roles: ['admin', 'vendor_user'] };

export const mainNavigation: readonly NavEntry[] = [
  { label: 'Dashboard', to: paths.admin, access: admins },
  { label: 'Dashboard', to: paths.vendorDashboard, access: vendorUsers },
];

/** The account menu under the avatar; Log out is always last and not listed here. */
export const accountNavigation: readonly NavEntry[] = [
  { label: 'Change Password', to: paths.changePassword, access: everyone },
];
