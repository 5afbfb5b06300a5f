import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { foldForSearch, vendorSearchText } from '../../../../shared/vendor-search.js';
import { vendorDirectoryEntryEntity, type VendorDirectoryEntryItem, type VendorItem } from './vendor.items.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable, type Condition } from '../toolkit/index.js';
import { compareCodes, compareNames } from '../../../../shared/collation.js';

/**
 * The vendor directory (keys.vendorDirectory): one compact entry per vendor in one partition.
 *
 * Why a projection and not the vendors-by-name index or a token index: admin search runs on every pause in typing,
 * and the vendor list and the application's similar-name check need every vendor's name. Reading the listing index
 * costs the full vendor items (descriptions, profile text: ~1–2 KB each) even with a projection expression, and a
 * token (trigram) index needs dozens of items per vendor that cannot be rewritten in the vendor's own transaction.
 * A ~150-byte entry per vendor keeps one Query to one round trip up to several thousand vendors (a 1 MB page), is
 * rewritten by one Put in the same transaction as the vendor, and a filter on its folded search text answers a
 * substring search on name and contact name.
 */
export type DirectoryEntry = Omit<VendorDirectoryEntryItem, '_type' | 'searchText'>;

type VendorFields = Pick<
  VendorItem,
  'id' | 'name' | 'contactName' | 'email' | 'phone' | 'vendorTypeId' | 'status' | 'createdAt' | 'updatedAt'
>;

/** The entry's item for a vendor, keys included: Put it in the same transaction as the vendor. */
export function directoryEntryItem(vendor: VendorFields): Record<string, unknown> & { pk: string; sk: string } {
  const entry: VendorDirectoryEntryItem = {
    _type: 'vendor_directory_entry',
    id: vendor.id,
    name: vendor.name,
    contactName: vendor.contactName,
    email: vendor.email,
    phone: vendor.phone,
    vendorTypeId: vendor.vendorTypeId,
    status: vendor.status,
    searchText: vendorSearchText(vendor.name, vendor.contactName),
    createdAt: vendor.createdAt,
    updatedAt: vendor.updatedAt,
  };
  return { ...keys.vendorDirectoryEntry(vendor.id), ...entry };
}

export interface DirectoryFilter {
  status?: string;
  vendorTypeId?: string;
  /** Substring of the name or contact name, any case. */
  search?: string;
}

export function makeVendorDirectory(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  /** Every entry that passes the filter; the filter runs in DynamoDB, so only matches travel back. */
  async function query(filter: DirectoryFilter, projection?: readonly string[]): Promise<Record<string, unknown>[]> {
    const term = filter.search ? foldForSearch(filter.search) : '';
    const conditions = [
      filter.status && c.eq('status', filter.status),
      filter.vendorTypeId && c.eq('vendorTypeId', filter.vendorTypeId),
      term && c.contains('searchText', term),
    ].filter((x): x is Condition => !!x);
    return table.queryAll({
      ...fromKey(keys.vendorDirectory),
      ...(conditions.length ? { filter: c.and(...conditions) } : {}),
      ...(projection ? { projection } : {}),
    });
  }

  return {
    /** Matching entries, sorted by name. */
    async list(filter: DirectoryFilter): Promise<DirectoryEntry[]> {
      const items = await query(filter);
      return items
        .map((i) => {
          const { _type: _t, searchText: _s, ...entry } = vendorDirectoryEntryEntity.parse(i);
          return entry;
        })
        .sort(byName);
    },
    /** Every vendor's id and name (the similar-name check). */
    async names(): Promise<{ id: string; name: string }[]> {
      const items = await query({}, ['id', 'name']);
      return items.map((i) => ({ id: String(i.id), name: String(i.name) }));
    },
  };
}
export type VendorDirectory = ReturnType<typeof makeVendorDirectory>;

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  compareNames(a.name, b.name) || compareCodes(a.id, b.id);
