import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { vendorTypeEntity, type VendorTypeItem } from '../catalog/catalog.items.js';
import { keys, normalizeEmail } from '../keys.js';
import { c, makeTable, type TxPart } from '../toolkit/index.js';
import { directoryWrites } from './vendor-directory.js';
import { vendorEmailGuardMove } from './vendor-email-guard.js';
import type { VendorAuditItem, VendorItem } from './vendor.items.js';

/** The vendor fields Business Details and Settings changes (spec 3 §7), one at a time. */
export type VendorSettingChange =
  | { field: 'name' | 'email' | 'phone' | 'addressLine1' | 'city' | 'state' | 'zipCode'; value: string }
  | { field: 'website' | 'addressLine2'; value: string | null }
  | { field: 'autoRequest' | 'autoPayment'; value: boolean };

/** Fields the vendor directory entry holds: a change of one rewrites the entry in the same transaction. */
const DIRECTORY_FIELDS = new Set(['name', 'email', 'phone']);

export function makeVendorSettingsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    vendorType(vendorTypeId: string): Promise<VendorTypeItem | undefined> {
      return table.get(keys.vendorType(vendorTypeId), { parser: vendorTypeEntity });
    },

    /**
     * One transaction: the field (only if the vendor is unchanged since it was read), the index key that follows
     * it (e-mail, phone, name), the e-mail's guard swapped, the directory entry, and the audit entry.
     * 'conflict' when the vendor changed meanwhile; 'email-taken' when another vendor holds the e-mail.
     */
    async change(
      vendor: VendorItem,
      change: VendorSettingChange,
      audit: VendorAuditItem,
    ): Promise<VendorItem | 'conflict' | 'email-taken'> {
      const at = audit.createdAt;
      const updated = { ...vendor, [change.field]: change.value, updatedAt: at, updatedBy: audit.userId } as VendorItem;
      const indexKeys =
        change.field === 'email'
          ? keys.vendorByEmail(change.value)
          : change.field === 'phone'
            ? keys.vendorByPhone(change.value)
            : change.field === 'name'
              ? keys.vendorListing(change.value, vendor.id)
              : {};
      const parts: TxPart[] = [
        table.tx.update(
          keys.vendor(vendor.id),
          { set: { [change.field]: change.value, updatedAt: at, updatedBy: audit.userId, ...indexKeys } },
          { guard: c.and(c.present(), c.eq('updatedAt', vendor.updatedAt)) },
        ),
        table.tx.put({ ...keys.vendorAudit(vendor.id, at, audit.id), ...audit }),
      ];
      if (DIRECTORY_FIELDS.has(change.field)) parts.push(...directoryWrites(table, vendor, updated));
      const emailChanged = change.field === 'email' && normalizeEmail(change.value) !== normalizeEmail(vendor.email);
      const guardIndex = parts.length;
      if (emailChanged) parts.push(...vendorEmailGuardMove(table, vendor.id, vendor.email, change.value, at));
      const r = await table.transact(parts);
      if (r.ok) return updated;
      if (emailChanged && r.failedAt(guardIndex)) return 'email-taken';
      if (r.failedAt(0)) return 'conflict';
      throw new Error(`Vendor setting change cancelled: ${r.codes.join(', ')}`);
    },
  };
}
