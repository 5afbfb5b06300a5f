import { ulid } from 'ulid';
import { MSG } from '../../shared/messages.js';
import { PEOPLE_MSG } from '../../shared/people-messages.js';
import type { updateVendorFieldSchema } from '../../shared/schemas/vendor-settings.js';
import type * as z from 'zod/mini';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { VendorSettingChange } from '../lib/data/vendors/vendor-settings.repository.js';
import type { VendorAuditItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import { stripKeys } from '../lib/data/table-item.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { RequestOrigin } from '../lib/http/request-origin.js';

export interface VendorSettingsDeps {
  vendors: { get(vendorId: string): Promise<VendorItem | undefined> };
  settings: {
    vendorType(vendorTypeId: string): Promise<VendorTypeItem | undefined>;
    change(
      vendor: VendorItem,
      change: VendorSettingChange,
      audit: VendorAuditItem,
    ): Promise<VendorItem | 'conflict' | 'email-taken'>;
  };
  now: () => Date;
}

const auditText = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Business Details and Settings (spec 3 §2): one field of the vendor at a time, each change audited. */
export function makeVendorSettingsService(deps: VendorSettingsDeps) {
  const now = deps.now;
  return {
    async change(
      caller: SessionUser,
      vendorId: string,
      input: z.output<typeof updateVendorFieldSchema>,
      origin: RequestOrigin,
    ) {
      assertVendorAccess(caller, vendorId);
      if (input.field === 'name' && caller.role !== 'admin') throw new ForbiddenError(PEOPLE_MSG.nameAdminOnly);
      const vendor = await deps.vendors.get(vendorId);
      if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
      if (input.field === 'autoPayment' && input.value) {
        const type = await deps.settings.vendorType(vendor.vendorTypeId);
        if (type && !type.autoPaymentAvailable) throw new ValidationError(PEOPLE_MSG.autoPaymentUnavailable);
      }
      const at = now().toISOString();
      const audit: VendorAuditItem = {
        _type: 'vendor_audit',
        id: ulid(),
        vendorId,
        changeType: 'update',
        fieldName: input.field,
        oldValue: auditText(vendor[input.field]),
        newValue: auditText(input.value),
        userId: caller.id,
        userName: caller.username,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        createdAt: at,
        updatedAt: at,
      };
      const result = await deps.settings.change(vendor, input as VendorSettingChange, audit);
      if (result === 'email-taken') throw new ConflictError(PEOPLE_MSG.vendorEmailTaken);
      if (result === 'conflict') throw new ConflictError(PEOPLE_MSG.vendorChanged);
      return stripKeys(result as unknown as Record<string, unknown>);
    },
  };
}
export type VendorSettingsService = ReturnType<typeof makeVendorSettingsService>;
