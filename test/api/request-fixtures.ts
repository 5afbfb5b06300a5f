/**
 * Market dates with requests for the request-lifecycle tests: the spaces fixtures' dates, with each vendor's entry in
 * the vendor directory too (the Market Requests list reads names, statuses and types from it), as the product writes
 * a vendor.
 */
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys } from '../../functions/lib/data/keys.js';
import { writeRows } from '../fixtures/market-data.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

export function makeRequestFixtures() {
  const fx = makeSpacesFixtures();
  const writeDirectory = (vendors: VendorItem[]) =>
    writeRows(
      fx.ddb,
      fx.tableName,
      vendors.map((v) => directoryEntryItem(v)),
    );

  return {
    ...fx,

    /** A date of its own (see spaces-fixtures.ts), its vendors listed in the directory. */
    async marketDate(opts: Parameters<typeof fx.marketDate>[0]) {
      const made = await fx.marketDate(opts);
      const vendors = [
        ...opts.spaces.flatMap((s) => (s.vendor ? [s.vendor] : [])),
        ...(opts.requestsWithoutSpace ?? []).map((w) => w.vendor),
      ];
      await writeDirectory(vendors);
      return made;
    },

    async vendors(list: VendorItem[]) {
      await fx.vendors(list);
      await writeDirectory(list);
      return list;
    },

    /** The stored request of a vendor on a date, read consistently. */
    request: (marketDateId: string, vendorId: string) =>
      fx.item<Record<string, unknown>>(keys.spaceRequest(marketDateId, vendorId)),
  };
}
