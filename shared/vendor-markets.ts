/**
 * Which markets a vendor sells at, and the rules a market date is decided under, pure so the server, the jobs and
 * the screens agree. A vendor keeps one account across the organisation's markets and is approved for some of them;
 * a vendor written before markets existed carries no market ids and sells at the first market only.
 */
import type { DeadlineRule, MarketRules } from './markets.js';
import { FIRST_MARKET_ID, marketFor, marketIdOf } from './markets.js';

/** The markets a vendor is approved for: absent or empty means the first market. */
export function vendorMarketIds(vendor: { marketIds?: readonly string[] | null }): string[] {
  return vendor.marketIds?.length ? [...new Set(vendor.marketIds)] : [FIRST_MARKET_ID];
}

/** Whether a vendor may request the dates of a market. */
export const sellsAt = (vendor: { marketIds?: readonly string[] | null }, marketId: string): boolean =>
  vendorMarketIds(vendor).includes(marketId);

/** What the request rules need of a date's market: its id, names, zone and cancellation deadline rule. */
export interface DateMarket {
  marketId: string;
  market: MarketRules;
  timeZone: string;
  /**
   * The market's own deadline rule; undefined while the market has no stored item yet, so dates from before markets
   * keep the Tuesday-before rule whatever their weekday.
   */
  deadline?: DeadlineRule;
}

/** The market of a date (absent market id: the first market), from the settings that carry every market. */
export function dateMarket(
  settings: { markets: readonly MarketRules[]; marketTimeZone: string },
  date: { marketId?: string | null },
): DateMarket {
  const marketId = marketIdOf(date);
  const market = marketFor(settings, marketId);
  const stored = settings.markets.some((m) => m.id === marketId);
  return { marketId, market, timeZone: market.timeZone, ...(stored ? { deadline: market.deadline } : {}) };
}

/**
 * The market ids a list names that are not among the organisation's active markets (the first market is always
 * known: it exists before its item does).
 */
export function unknownMarketIds(
  marketIds: readonly string[],
  markets: readonly Pick<MarketRules, 'id' | 'isActive'>[],
): string[] {
  const known = new Set(markets.filter((m) => m.isActive !== false).map((m) => m.id));
  if (!markets.some((m) => m.id === FIRST_MARKET_ID)) known.add(FIRST_MARKET_ID);
  return marketIds.filter((id) => !known.has(id));
}
