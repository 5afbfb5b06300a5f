import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { areaEntity, spaceTypeEntity, vendorTypeEntity } from '../catalog/catalog.items.js';
import { keys, normalizeEmail } from '../keys.js';
import { makeTable, type TxPart } from '../toolkit/index.js';
import { directoryWrites } from './vendor-directory.js';
import { vendorEmailGuardMove } from './vendor-email-guard.js';
import { relistVendorRequests } from '../market-dates/request-listing.js';
import { guardedVendorPut, vendorEntity, type VendorAuditItem, type VendorItem } from './vendor.items.js';

export type SaveVendorResult = VendorItem | 'changed-meanwhile' | 'email-taken';

/** The admin's whole-form edit of a vendor: the read, the catalogue entries it names, and the one-transaction save. */
export function makeVendorEditRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    get(vendorId: string): Promise<VendorItem | undefined> {
      return table.get(keys.vendor(vendorId), { consistent: true, parser: vendorEntity });
    },

    /** The vendor type, space type and area a form names, in one request (absent ones are undefined). */
    async catalogEntries(vendorTypeId: string, spaceTypeId: string | null, areaId: string | null) {
      const wanted = [
        keys.vendorType(vendorTypeId),
        ...(spaceTypeId ? [keys.spaceType(spaceTypeId)] : []),
        ...(areaId ? [keys.area(areaId)] : []),
      ];
      const items = await table.batchGet(wanted);
      const find = <T>(entity: { is(raw: unknown): boolean; parse(raw: unknown): T }, id: string | null) => {
        const raw = id ? items.find((i) => entity.is(i) && i.id === id) : undefined;
        return raw ? entity.parse(raw) : undefined;
      };
      return {
        vendorType: find(vendorTypeEntity, vendorTypeId),
        spaceType: find(spaceTypeEntity, spaceTypeId),
        area: find(areaEntity, areaId),
      };
    },

    /**
     * One transaction: the vendor (only if it is still the version the admin opened, by its updatedAt), its lookup
     * keys, the directory entry, a moved e-mail guard when the e-mail changed, and one audit entry per changed
     * field. Either all of it is written or none.
     */
    async save(before: VendorItem, after: VendorItem, audits: VendorAuditItem[]): Promise<SaveVendorResult> {
      const emailChanged = normalizeEmail(after.email) !== normalizeEmail(before.email);
      const parts: TxPart[] = [guardedVendorPut(table, before, after)];
      const guardIndex = parts.length;
      if (emailChanged) {
        parts.push(...vendorEmailGuardMove(table, before.id, before.email, after.email, after.updatedAt));
      }
      parts.push(...directoryWrites(table, before, after));
      for (const audit of audits) {
        parts.push(table.tx.put({ ...keys.vendorAudit(before.id, audit.createdAt, audit.id), ...audit }));
      }
      const r = await table.transact(parts);
      if (r.ok) {
        if (after.name !== before.name || after.vendorTypeId !== before.vendorTypeId) {
          await relistVendorRequests(table, after);
        }
        return after;
      }
      if (r.failedAt(0)) return 'changed-meanwhile';
      if (emailChanged && r.failedAt(guardIndex)) return 'email-taken';
      throw new Error(`Vendor save cancelled: ${r.codes.join(', ')}`);
    },
  };
}
