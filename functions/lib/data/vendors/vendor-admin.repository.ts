import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  vendorAuditEntity,
  vendorEntity,
  type VendorAuditItem,
  type VendorItem,
  type VendorStatus,
} from './vendor.items.js';
import { keys } from '../keys.js';
import { c, makeTable, newestFirstPage } from '../toolkit/index.js';
import { directoryWrites } from './vendor-directory.js';

/** The admins' review of vendors: read one vendor, change its status with its audit entry, read its audit log. */
export function makeVendorAdminRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    get(vendorId: string): Promise<VendorItem | undefined> {
      return table.get(keys.vendor(vendorId), { parser: vendorEntity });
    },

    /**
     * One transaction: the status (only if it is still `vendor.status`, so two admins cannot both act on the same
     * state), the directory entry, and the audit entry. 'conflict' when the status had changed meanwhile.
     */
    async changeStatus(vendor: VendorItem, to: VendorStatus, audit: VendorAuditItem): Promise<VendorItem | 'conflict'> {
      const updated: VendorItem = { ...vendor, status: to, updatedAt: audit.createdAt, updatedBy: audit.userId };
      const r = await table.transact([
        table.tx.update(
          keys.vendor(vendor.id),
          { set: { status: to, updatedAt: updated.updatedAt, updatedBy: updated.updatedBy } },
          { guard: c.eq('status', vendor.status) },
        ),
        ...directoryWrites(table, vendor, updated),
        table.tx.put({ ...keys.vendorAudit(vendor.id, audit.createdAt, audit.id), ...audit }),
      ]);
      if (r.ok) return updated;
      if (r.failedAt(0)) return 'conflict';
      throw new Error(`Vendor status change cancelled: ${r.codes.join(', ')}`);
    },

    /** A page of the vendor's history, newest first; a cursor not of this history is a 400. */
    async auditLog(
      vendorId: string,
      page: { cursor?: string; limit: number },
    ): Promise<{ items: VendorAuditItem[]; nextCursor: string | null }> {
      const r = await newestFirstPage(table, keys.vendorAuditPrefix(vendorId), page.cursor, page.limit);
      return { items: r.items.map((raw) => vendorAuditEntity.parse(raw)), nextCursor: r.nextCursor };
    },
  };
}
