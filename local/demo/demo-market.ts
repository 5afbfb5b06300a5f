import { makeBuildContext, type TableItem } from './build-context.js';
import { MARKET_TIME_ZONE, marketSundays } from './calendar.js';
import { buildCatalog } from './catalog.js';
import { putAlertsAndNotifications, putDocuments } from './documents-and-alerts.js';
import { putDateSpaces, putDefaultLayout, putMarketDates } from './market-dates.js';
import { putDateTallies } from './date-tallies.js';
import { putMoneyHistory } from './money-history.js';
import { putTenderHistory } from './tenders.js';
import { buildProfiles, type DemoImageFile } from './profiles.js';
import { buildVendors, vendorRecords } from './vendors.js';
import { putEveningMarket, putSundayMarket } from './markets.js';

export interface DemoMarket {
  /** Vendors and their unique e-mail guards, written in one transaction with conditions. */
  vendorItems: TableItem[];
  /** Everything else, written in batches. */
  items: TableItem[];
  sunnyAcresVendorId: string;
  sundays: { past: string[]; upcoming: string[] };
  /** Profile pictures to draw and store in the images bucket. */
  imageFiles: DemoImageFile[];
}

/** The demo market's items (pure apart from fresh ids), in the order they are generated. */
export function buildDemoMarket(opts: { today: Date; adminUserId: string }): DemoMarket {
  const ctx = makeBuildContext(opts);
  const catalog = buildCatalog(ctx);
  putSundayMarket(ctx);
  const sundays = marketSundays(opts.today, MARKET_TIME_ZONE);
  const marketDates = putMarketDates(ctx, sundays);
  const vendorsByKey = buildVendors(ctx, catalog);
  marketDates.forEach((md, dateIndex) => putDateSpaces(ctx, catalog, vendorsByKey, md, dateIndex));
  putEveningMarket(ctx, catalog, vendorsByKey);
  putMoneyHistory(ctx, vendorsByKey, sundays.upcoming[0]!);
  putDefaultLayout(ctx, catalog, vendorsByKey);
  const imageFiles = buildProfiles(ctx, vendorsByKey);
  const vendorItems = vendorRecords(ctx, vendorsByKey);
  putDocuments(ctx, catalog, vendorsByKey);
  putAlertsAndNotifications(ctx, vendorsByKey, sundays);
  // Last, so the generator's draws for everything above stay as they were.
  putTenderHistory(ctx, vendorsByKey);
  putDateTallies(ctx);

  return {
    vendorItems,
    items: ctx.items,
    sunnyAcresVendorId: vendorsByKey.get('sunny')!.id,
    sundays,
    imageFiles,
  };
}
