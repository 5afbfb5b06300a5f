import { MSG } from '../../shared/messages.js';
import { NotFoundError } from '../lib/http/errors.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorsRepository } from '../lib/data/vendors/vendors.repository.js';

export function makeVendorsService(deps: {
  vendors: VendorsRepository;
  /** Whether the vendor's type offers Auto Payment (spec 3 §9), so the settings screen knows to show the toggle. */
  autoPaymentAvailable?: (vendorTypeId: string) => Promise<boolean>;
}) {
  return {
    async get(caller: SessionUser, vendorId: string) {
      assertVendorAccess(caller, vendorId);
      const vendor = await deps.vendors.get(vendorId);
      if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
      if (!deps.autoPaymentAvailable || typeof vendor.vendorTypeId !== 'string') return vendor;
      return { ...vendor, autoPaymentAvailable: await deps.autoPaymentAvailable(vendor.vendorTypeId) };
    },
  };
}
export type VendorsService = ReturnType<typeof makeVendorsService>;
