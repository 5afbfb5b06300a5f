import { ForbiddenError } from './errors.js';
import type { SessionUser } from '../auth/session-user.js';

/** A vendor user reaches only its own vendor's data; admins reach every vendor. */
export function assertVendorAccess(user: SessionUser, vendorId: string): void {
  if (user.role === 'admin') return;
  if (!user.vendorId || user.vendorId !== vendorId) throw new ForbiddenError();
}
