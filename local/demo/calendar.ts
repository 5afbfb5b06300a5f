import { addDays, DEFAULT_MARKET_TIME_ZONE, isoDateInZone, weekdayOf } from '../../shared/market-time.js';

export const MARKET_TIME_ZONE = DEFAULT_MARKET_TIME_ZONE;

/**
 * The market's Sundays around today, in the market time zone. Today's market, when today is a Sunday, is upcoming:
 * it is not past until the day is over.
 */
export function marketSundays(
  today: Date,
  timeZone: string,
  counts: { past: number; upcoming: number } = { past: 6, upcoming: 8 },
): { past: string[]; upcoming: string[] } {
  const localToday = isoDateInZone(today, timeZone);
  const weekday = weekdayOf(localToday);
  const next = addDays(localToday, (7 - weekday) % 7);
  return {
    past: Array.from({ length: counts.past }, (_, i) => addDays(next, -7 * (counts.past - i))),
    upcoming: Array.from({ length: counts.upcoming }, (_, i) => addDays(next, 7 * i)),
  };
}
