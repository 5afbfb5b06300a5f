import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { spaceTypeEntity, vendorTypeEntity } from '../catalog/catalog.items.js';
import { type VendorAuditItem, type VendorItem } from './vendor.items.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable } from '../toolkit/index.js';
import { directoryWrites } from './vendor-directory.js';

export interface VendorRef {
  id: string;
  name: string;
}

/** What the application needs from the table: duplicate look-ups, the two catalog entries it names, and the write. */
export function makeVendorApplicationsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  /** The first vendor an index partition holds, by id and name only. */
  async function firstOnIndex(indexKey: Record<string, string>): Promise<VendorRef | undefined> {
    const { items } = await table.query({ ...fromKey(indexKey), projection: ['id', 'name'], limit: 1 });
    const item = items[0];
    return item ? { id: String(item.id), name: String(item.name) } : undefined;
  }

  return {
    findByEmail: (email: string) => firstOnIndex({ gsi1pk: keys.vendorByEmail(email).gsi1pk }),
    findByPhone: (phone: string) => firstOnIndex({ gsi2pk: keys.vendorByPhone(phone).gsi2pk }),

    /** The vendor type and (optional) space type an application names, in one request. */
    async catalogEntries(vendorTypeId: string, spaceTypeId: string | null) {
      const wanted = [keys.vendorType(vendorTypeId), ...(spaceTypeId ? [keys.spaceType(spaceTypeId)] : [])];
      const items = await table.batchGet(wanted);
      const vt = items.find((i) => vendorTypeEntity.is(i) && i.id === vendorTypeId);
      const st = spaceTypeId ? items.find((i) => spaceTypeEntity.is(i) && i.id === spaceTypeId) : undefined;
      return {
        vendorType: vt ? vendorTypeEntity.parse(vt) : undefined,
        spaceType: st ? spaceTypeEntity.parse(st) : undefined,
      };
    },

    /**
     * Writes the vendor, its e-mail guard, its directory entry and the "create" audit entry in one transaction.
     * The guard's condition is what makes two simultaneous applications with one e-mail unable to both succeed:
     * the loser learns 'email-taken' and nothing of it is written.
     */
    async create(vendor: VendorItem, audit: VendorAuditItem): Promise<'created' | 'email-taken'> {
      const r = await table.transact([
        table.tx.put(
          {
            ...keys.vendor(vendor.id),
            ...keys.vendorByEmail(vendor.email),
            ...keys.vendorByPhone(vendor.phone),
            ...keys.vendorListing(vendor.name, vendor.id),
            ...vendor,
          },
          { guard: c.absent() },
        ),
        table.tx.put(
          {
            ...keys.uniqueVendorEmail(vendor.email),
            _type: 'unique_guard',
            vendorId: vendor.id,
            createdAt: vendor.createdAt,
            updatedAt: vendor.createdAt,
          },
          { guard: c.absent() },
        ),
        ...directoryWrites(table, undefined, vendor),
        table.tx.put({ ...keys.vendorAudit(vendor.id, audit.createdAt, audit.id), ...audit }),
      ]);
      if (r.ok) return 'created';
      if (r.failedAt(1)) return 'email-taken';
      throw new Error(`Vendor application cancelled: ${r.codes.join(', ')}`);
    },
  };
}
