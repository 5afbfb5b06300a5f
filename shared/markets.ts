/**
 * The rules every market shares, pure so the server, the jobs and the screens agree: a market's days and hours in
 * words, the market days of a season, and which market an item belongs to. Items written before markets existed
 * carry no market id: they belong to the first market (FIRST_MARKET_ID), the one the migration makes from the
 * single-market settings.
 */
import { addDays, DEFAULT_MARKET_TIME_ZONE, usableTimeZone, weekdayOf } from './market-time.js';
import { WEEKDAY_NAMES } from './market-messages.js';

/** One weekday the market runs (0 = Sunday … 6 = Saturday), with its opening and closing time ("HH:MM"). */
export interface MarketDay {
  weekday: number;
  opens: string;
  closes: string;
}

/** "N days before the market date at HH:MM" (the whole minute HH:MM included), in the market's zone. */
export interface DeadlineRule {
  daysBefore: number;
  time: string;
}

/** The spec's rule for a Sunday market: the Tuesday before, at 23:59:59.999. */
export const SUNDAY_DEADLINE: DeadlineRule = { daysBefore: 5, time: '23:59' };

/** The market every single-market item belongs to; its default layout keeps the id 'default'. */
export const FIRST_MARKET_ID = 'main';

/** A market's default layout: the first market keeps the id it had before markets existed. */
export const layoutIdOf = (marketId: string): string =>
  marketId === FIRST_MARKET_ID ? 'default' : `market-${marketId}`;

/** What the rules need of a market. */
export interface MarketRules {
  id: string;
  name: string;
  shortName: string;
  days: MarketDay[];
  timeZone: string;
  deadline: DeadlineRule;
  defaultMaxVendors?: number | null;
  isActive?: boolean;
}

/** The spec's one market: every Sunday 9:00 AM to 1:00 PM, the Tuesday-before deadline. */
export const SUNDAY_HOURS: MarketDay[] = [{ weekday: 0, opens: '09:00', closes: '13:00' }];

/** The market items belong to when no market item exists yet (a table from before markets). */
export function fallbackMarket(timeZone: string = DEFAULT_MARKET_TIME_ZONE): MarketRules {
  return {
    id: FIRST_MARKET_ID,
    name: 'MarketDay Farmers Market',
    shortName: 'MarketDay',
    days: SUNDAY_HOURS,
    timeZone: usableTimeZone(timeZone),
    deadline: SUNDAY_DEADLINE,
    defaultMaxVendors: null,
    isActive: true,
  };
}

/** An item's market id: absent means the first market. */
export const marketIdOf = (item: { marketId?: string | null }): string => item.marketId || FIRST_MARKET_ID;

/** The market of an id among the organisation's markets; the first market (or the fallback) for none. */
function resolveMarket<M extends MarketRules>(
  markets: readonly M[],
  marketId: string | null | undefined,
  timeZone?: string,
): M | MarketRules {
  const id = marketId || FIRST_MARKET_ID;
  return markets.find((m) => m.id === id) ?? markets.find((m) => m.id === FIRST_MARKET_ID) ?? fallbackMarket(timeZone);
}

/** "9:00 AM" from "09:00". */
function clockText(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The words of a market's hours, in one language (the Spanish in shared/locales/es/markets.ts). */
export interface MarketHoursWords {
  /** Sunday first (0 = Sunday). */
  weekdayNames: readonly string[];
  /** "Saturday and Sunday": the last two names of a list. */
  and: (before: string, last: string) => string;
  /** "9:00 AM" from "09:00". */
  clock: (hhmm: string) => string;
  /** "Sunday 9:00 AM to 1:00 PM". */
  phrase: (days: string, opens: string, closes: string) => string;
  /** "Every …" before the phrases joined by "; ". */
  every: (phrases: string) => string;
}

const MARKET_HOURS_WORDS: MarketHoursWords = {
  weekdayNames: WEEKDAY_NAMES,
  and: (before, last) => `${before} and ${last}`,
  clock: clockText,
  phrase: (days, opens, closes) => `${days} ${opens} to ${closes}`,
  every: (phrases) => `Every ${phrases}`,
};

/** A market's hours in the words given (see marketHoursText). */
export function describeMarketHours(days: readonly MarketDay[], words: MarketHoursWords): string {
  const order = (w: number) => (w + 6) % 7;
  const sorted = [...days].sort((a, b) => order(a.weekday) - order(b.weekday));
  const groups: { names: string[]; opens: string; closes: string }[] = [];
  for (const d of sorted) {
    const g = groups.find((x) => x.opens === d.opens && x.closes === d.closes);
    if (g) g.names.push(words.weekdayNames[d.weekday]!);
    else groups.push({ names: [words.weekdayNames[d.weekday]!], opens: d.opens, closes: d.closes });
  }
  const phrase = (g: (typeof groups)[number]) => {
    const names =
      g.names.length === 1 ? g.names[0]! : words.and(g.names.slice(0, -1).join(', '), g.names[g.names.length - 1]!);
    return words.phrase(names, words.clock(g.opens), words.clock(g.closes));
  };
  return groups.length ? words.every(groups.map(phrase).join('; ')) : '';
}

/**
 * "Every Sunday 9:00 AM to 1:00 PM"; days with the same hours share one phrase ("Every Saturday and Sunday …"),
 * other hours follow after a semicolon. Days are listed Monday first, Sunday last, as a week is read.
 */
export function marketHoursText(days: readonly MarketDay[]): string {
  return describeMarketHours(days, MARKET_HOURS_WORDS);
}

/** The dates from `fromIso` to `toIso` inclusive that fall on one of the weekdays (0 = Sunday). */
export function weekdaysBetween(fromIso: string, toIso: string, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays);
  const out: string[] = [];
  for (let d = fromIso; d <= toIso; d = addDays(d, 1)) if (wanted.has(weekdayOf(d))) out.push(d);
  return out;
}

/** The market of an item from the settings (which carry every market), usable whatever the data holds. */
export function marketFor(
  settings: { markets: readonly MarketRules[]; marketTimeZone: string },
  marketId: string | null | undefined,
): MarketRules {
  const market = resolveMarket(settings.markets, marketId, settings.marketTimeZone);
  return { ...market, timeZone: usableTimeZone(market.timeZone) };
}
