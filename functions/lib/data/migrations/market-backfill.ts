/**
 * From one market to several (npm run migrate; npm start runs it on existing local data): a table written before
 * markets existed becomes one market with everything attached. The first market ('main') is made from the single
 * market's settings (its time zone, its map password's stored hash; every Sunday 9:00 AM to 1:00 PM; the Tuesday
 * deadline); market dates get their market and their place in its calendar, vendors the markets they sell at, areas
 * their market. Every write is guarded on the attribute it adds being absent, so a second run writes nothing and an
 * item a newer write already attached is left as it is.
 */
import { fallbackMarket, FIRST_MARKET_ID } from '../../../../shared/markets.js';
import { keys } from '../keys.js';
import type { MarketItem } from '../settings/market.item.js';
import { c, fromKey, type Item, type Table } from '../toolkit/index.js';
import { countOutcomes, type BackfillCounts } from './backfill-counts.js';

/** The item types the market backfill attaches to a market. */
export const MARKET_BACKFILL_TYPES = ['market_date', 'vendor', 'area'] as const;

/**
 * Makes the first market from the settings if no market 'main' exists yet (one guarded put); the backfill calls it
 * only when the table holds items of the single-market product.
 */
export async function ensureFirstMarket(table: Table, now: string): Promise<BackfillCounts> {
  const stored = await table.queryAll(fromKey({ pk: keys.settings.pk }));
  if (stored.some((i) => i._type === 'market' && i.id === FIRST_MARKET_ID)) {
    return { scanned: 1, updated: 0, alreadyCurrent: 1, skipped: 0 };
  }
  const setting = (key: string) => stored.find((i) => i._type === 'system_setting' && i.key === key)?.value;
  const zone = setting('market_time_zone');
  const password = setting('map_password');
  const rules = fallbackMarket(typeof zone === 'string' ? zone : undefined);
  const market: MarketItem = {
    _type: 'market',
    id: FIRST_MARKET_ID,
    name: rules.name,
    shortName: rules.shortName,
    address: '',
    mapLink: null,
    description: '',
    logoUrl: null,
    days: rules.days,
    timeZone: rules.timeZone,
    seasonStart: null,
    seasonEnd: null,
    deadline: rules.deadline,
    // The setting holds the password's scrypt hash already (or '' for an open map).
    mapPasswordHash: typeof password === 'string' ? password : '',
    defaultMaxVendors: null,
    isActive: true,
    updatedBy: null,
    createdAt: now,
    updatedAt: now,
  };
  const r = await table.put({ ...keys.market(FIRST_MARKET_ID), ...market }, { guard: c.absent() });
  return countOutcomes([r.ok ? 'updated' : 'alreadyCurrent']);
}

/** What one item lacks to belong to a market; undefined when it has it. */
function missingMarketFields(raw: Item): { attribute: string; set: Record<string, unknown> } | undefined {
  if (raw._type === 'market_date' && raw.marketId === undefined) {
    const date = String(raw.date);
    return { attribute: 'marketId', set: { marketId: FIRST_MARKET_ID, ...keys.marketCalendar(FIRST_MARKET_ID, date) } };
  }
  if (raw._type === 'vendor' && raw.marketIds === undefined) {
    return { attribute: 'marketIds', set: { marketIds: [FIRST_MARKET_ID] } };
  }
  if (raw._type === 'area' && raw.marketId === undefined) {
    return { attribute: 'marketId', set: { marketId: FIRST_MARKET_ID } };
  }
  return undefined;
}

/**
 * Whether an item of the single-market product belongs to the first market: a market date or area naming no market
 * or the first one, a vendor with no markets or selling at the first one.
 */
export function belongsToFirstMarket(raw: Item): boolean {
  if (raw._type === 'market_date' || raw._type === 'area') {
    return raw.marketId === undefined || raw.marketId === FIRST_MARKET_ID;
  }
  if (raw._type === 'vendor') {
    return !Array.isArray(raw.marketIds) || raw.marketIds.includes(FIRST_MARKET_ID);
  }
  return false;
}

/** A vendor as the backfill leaves it: with the first market when it had none. */
export const withMarkets = <V extends object>(vendor: V): V =>
  (vendor as { marketIds?: unknown }).marketIds === undefined ? { ...vendor, marketIds: [FIRST_MARKET_ID] } : vendor;

/** Attaches a page of scanned items to the first market; items of other types are not counted here. */
export async function backfillMarkets(table: Table, items: readonly Item[]): Promise<BackfillCounts> {
  const ours = items.filter((i) => (MARKET_BACKFILL_TYPES as readonly unknown[]).includes(i._type));
  const outcomes = await Promise.all(
    ours.map(async (raw) => {
      const missing = missingMarketFields(raw);
      if (!missing) return 'alreadyCurrent' as const;
      const r = await table.update(
        { pk: String(raw.pk), sk: String(raw.sk) },
        { set: missing.set },
        { guard: c.and(c.present(), c.notExists(missing.attribute)) },
      );
      return r.ok ? ('updated' as const) : ('alreadyCurrent' as const);
    }),
  );
  return countOutcomes(outcomes);
}
