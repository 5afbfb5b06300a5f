import type { Role } from '../../shared/permissions.js';

/** The signed-in user as the API sees it: identity, role, vendor link and granted permission codes. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  phone?: string;
  role: Role;
  vendorId: string | null;
  permissions: string[];
  defaultVendorTypes: string[];
}
