import { MSG } from '../../../shared/messages.js';
import { NotFoundError } from './errors.js';
import type { SessionUser } from '../auth/session-user.js';

/**
 * A vendor user reaches only its own vendor's data; admins reach every vendor. Another vendor's data answers 404,
 * word for word as a vendor that does not exist, so a vendor user cannot tell which ids exist.
 */
export function assertVendorAccess(user: SessionUser, vendorId: string): void {
  if (user.role === 'admin') return;
  if (!user.vendorId || user.vendorId !== vendorId) throw new NotFoundError(MSG.vendorNotFound);
}
