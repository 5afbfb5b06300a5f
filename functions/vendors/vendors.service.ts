import { MSG } from '../../shared/messages.js';
import { vendorMarketIds } from '../../shared/vendor-markets.js';
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
      const found = await deps.vendors.get(vendorId);
      if (!found) throw new NotFoundError(MSG.vendorNotFound);
      // The markets it sells at, spelled out for a vendor from before markets (the first market).
      const stored = Array.isArray(found.marketIds) ? found.marketIds.map(String) : undefined;
      const vendor: Record<string, unknown> = { ...found, marketIds: vendorMarketIds({ marketIds: stored }) };
      if (!deps.autoPaymentAvailable || typeof vendor.vendorTypeId !== 'string') return vendor;
      return { ...vendor, autoPaymentAvailable: await deps.autoPaymentAvailable(vendor.vendorTypeId) };
    },
  };
}
export type VendorsService = ReturnType<typeof makeVendorsService>;
