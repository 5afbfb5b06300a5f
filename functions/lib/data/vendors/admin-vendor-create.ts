/**
 * A vendor an admin adds (the vendor form's create and the vendor import): the fields as stored (e-mail in lower
 * case, a US phone number as "(707) 555-0101") and the "create" audit entry. Both are written together by the
 * application's one-transaction create (vendor, e-mail guard, directory entry, audit).
 */
import { formatPhone } from '../../../../shared/phone.js';
import type { AdminVendorFields } from '../../../../shared/schemas/vendors.js';
import { makeVendorItem, type VendorAuditItem, type VendorItem } from './vendor.items.js';

/** The form's fields as a vendor stores them. */
export const storedVendorFields = <F extends Pick<AdminVendorFields, 'email' | 'phone'>>(fields: F): F => ({
  ...fields,
  email: fields.email.trim().toLowerCase(),
  phone: formatPhone(fields.phone),
});

export interface AdminVendorCreation {
  fields: AdminVendorFields;
  /** Left out: the first market. */
  marketIds?: readonly string[];
  caller: { id: string; username: string };
  origin: { ipAddress: string | null; userAgent: string | null };
  /** The moment of the create (ISO). */
  at: string;
  newId: () => string;
}

export function adminCreatedVendor(input: AdminVendorCreation): { vendor: VendorItem; audit: VendorAuditItem } {
  const { caller, origin, at } = input;
  const vendor = makeVendorItem({
    ...storedVendorFields(input.fields),
    ...(input.marketIds ? { marketIds: [...input.marketIds] } : {}),
    id: input.newId(),
    createdAt: at,
    updatedAt: at,
    createdBy: caller.id,
    updatedBy: caller.id,
  });
  const audit: VendorAuditItem = {
    _type: 'vendor_audit',
    id: input.newId(),
    vendorId: vendor.id,
    changeType: 'create',
    fieldName: 'status',
    oldValue: null,
    newValue: vendor.status,
    userId: caller.id,
    userName: caller.username,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    createdAt: at,
    updatedAt: at,
  };
  return { vendor, audit };
}
