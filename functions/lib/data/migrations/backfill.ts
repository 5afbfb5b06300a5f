/**
 * The one-off backfill after the paging change and the move to several markets (npm run migrate; npm start runs it
 * on existing local data): requests get their place in their date's list and proceeds (and in its line only while
 * they wait), vendors their directory index keys and search words; the first market is made from the settings and
 * dates, vendors and areas are attached to it (market-backfill.ts). A parallel Scan of the
 * table a page at a time, never a request path; every write guarded, so it runs beside live traffic, and a second run
 * writes nothing. A date's tally needs no backfill: its first reader recounts a tally not yet counted
 * (market-dates/date-tally.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { spaceRequestEntity } from '../market-dates/market-date.items.js';
import { c, makeTable, scanPages, type Item, type Table } from '../toolkit/index.js';
import { vendorEntity, type VendorItem } from '../vendors/vendor.items.js';
import { clockNow } from '../../time/clock.js';
import { addCounts, noCounts, type BackfillCounts } from './backfill-counts.js';
import { backfillRequestListings } from './request-listing-backfill.js';
import { backfillVendorDirectory } from './vendor-directory-backfill.js';
import {
  backfillMarkets,
  belongsToFirstMarket,
  ensureFirstMarket,
  MARKET_BACKFILL_TYPES,
  withMarkets,
} from './market-backfill.js';

/**
 * Raised whenever the backfill learns to bring items up to a newer shape, so a local data folder brought up to date
 * by an older one runs it again (2: requests' place in their date's proceeds, keys.dateProceedsListing; 3: a request's
 * place in its date's line only while it waits, keys.waitlistEntry; 4: several markets, market-backfill.ts).
 */
export const BACKFILL_VERSION = 4;

/** Items read per Scan request: a page's vendors' directory rows fit a few BatchGets and its writes run together. */
const PAGE_SIZE = 200;

/** One scanned page brought up to date; an item its schema cannot read is counted skipped and left alone. */
async function backfillPage(table: Table, items: readonly Item[]): Promise<BackfillCounts> {
  const requests = items.flatMap((raw) => {
    const request = spaceRequestEntity.is(raw) ? spaceRequestEntity.tryParse(raw) : undefined;
    return request ? [{ raw, request }] : [];
  });
  const vendors = items.flatMap((raw): VendorItem[] => {
    const vendor = vendorEntity.is(raw) ? vendorEntity.tryParse(raw) : undefined;
    return vendor ? [vendor] : [];
  });
  // Vendors are counted once per kind of backfill they go through (their directory, their markets).
  const unreadable =
    items.length -
    requests.length -
    vendors.length -
    items.filter((i) => i._type === 'market_date' || i._type === 'area').length;
  // Markets first: a vendor's directory rows are then built with the markets it was just given.
  const markets = await backfillMarkets(table, items);
  const counts = addCounts(
    addCounts(
      await backfillRequestListings(table, requests),
      await backfillVendorDirectory(table, vendors.map(withMarkets)),
    ),
    markets,
  );
  return addCounts(counts, { ...noCounts(), scanned: unreadable, skipped: unreadable });
}

/** Parallel Scan segments: the table is read by this many readers at once, each a page at a time. */
const SEGMENTS = 4;

export async function runBackfill(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  opts: { pageSize?: number; segments?: number; onPage?: (total: BackfillCounts) => void } = {},
): Promise<BackfillCounts> {
  const table = makeTable(ddb, tableName);
  const segments = opts.segments ?? SEGMENTS;
  let total = noCounts();
  // The first market is made only for a table from before markets (something names no market, or the first one):
  // a new deployment's table stays without a market until its admin sets the first one up.
  let singleMarketData = false;
  const readSegment = async (index: number) => {
    const pages = scanPages(ddb, tableName, {
      filter: c.in('_type', [...new Set([spaceRequestEntity.type, vendorEntity.type, ...MARKET_BACKFILL_TYPES])]),
      pageSize: opts.pageSize ?? PAGE_SIZE,
      segment: { index, total: segments },
    });
    for await (const items of pages) {
      singleMarketData ||= items.some(belongsToFirstMarket);
      const counts = await backfillPage(table, items);
      total = addCounts(total, counts);
      opts.onPage?.(total);
    }
  };
  await Promise.all(Array.from({ length: segments }, (_, index) => readSegment(index)));
  if (singleMarketData) total = addCounts(total, await ensureFirstMarket(table, clockNow().toISOString()));
  return total;
}
