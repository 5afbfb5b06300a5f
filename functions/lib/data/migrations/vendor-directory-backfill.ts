/**
 * Vendors written before the vendor list and search read name indexes lack their directory entry's index keys and
 * their search words: this writes every directory item a vendor should have (directoryRows, the builder the demo
 * market and the vendor's own transaction use) where one is missing or differs.
 */
import { keys } from '../keys.js';
import { c, type Item, type Table } from '../toolkit/index.js';
import { directoryRows } from '../vendors/vendor-directory.js';
import type { VendorItem } from '../vendors/vendor.items.js';
import { countOutcomes, type BackfillCounts } from './backfill-counts.js';

const rowKey = (r: Item) => `${String(r.pk)}\n${String(r.sk)}`;

/** Every attribute the product would write is stored as it would write it. */
const holds = (stored: Item | undefined, want: Item) =>
  !!stored && Object.entries(want).every(([k, v]) => JSON.stringify(stored[k]) === JSON.stringify(v));

/**
 * Brings a page of vendors' directory items up to date: their current rows in one BatchGet, then one transaction per
 * vendor that lacks any, guarded on the vendor's `updatedAt` as read, so a vendor changed meanwhile (whose own
 * transaction wrote its rows) is left alone.
 */
export async function backfillVendorDirectory(table: Table, vendors: readonly VendorItem[]): Promise<BackfillCounts> {
  const wanted = vendors.map((vendor) => ({ vendor, rows: directoryRows(vendor) }));
  const stored = new Map(
    (await table.batchGet(wanted.flatMap((w) => w.rows.map(({ pk, sk }) => ({ pk, sk }))))).map((i) => [rowKey(i), i]),
  );
  const outcomes = await Promise.all(
    wanted.map(async ({ vendor, rows }) => {
      const missing = rows.filter((row) => !holds(stored.get(rowKey(row)), row));
      if (!missing.length) return 'alreadyCurrent' as const;
      const r = await table.transact(
        [
          table.tx.check(keys.vendor(vendor.id), c.eq('updatedAt', vendor.updatedAt)),
          ...missing.map((row) => table.tx.put(row)),
        ],
        { retry: {} },
      );
      return r.ok ? ('updated' as const) : ('skipped' as const);
    }),
  );
  return countOutcomes(outcomes);
}
