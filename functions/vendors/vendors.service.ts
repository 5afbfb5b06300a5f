import { MSG } from '../../shared/messages.js';
import { NotFoundError } from '../lib/http/errors.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorsRepository } from '../lib/data/vendors/vendors.repository.js';

export function makeVendorsService(deps: { vendors: VendorsRepository }) {
  return {
    async get(caller: SessionUser, vendorId: string) {
      assertVendorAccess(caller, vendorId);
      const vendor = await deps.vendors.get(vendorId);
      if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
      return vendor;
    },
  };
}
export type VendorsService = ReturnType<typeof makeVendorsService>;
