/**
 * A season of market dates: every market day (each of the market's weekdays) between two calendar dates, both
 * included. Pure, so the server and the create form's preview count agree.
 */
import { addDays } from './market-time.js';
import { weekdaysBetween } from './markets.js';
import { MARKET_MSG } from './market-messages.js';
import { SETUP_MSG } from './market-setup-messages.js';
import { isCalendarDate } from './schemas/calendar-date.js';

export { isCalendarDate };

/** A season spans at most a year (53 weeks at most). */
const SEASON_MAX_DAYS = 366;

export type SeasonPlan = { ok: true; dates: string[] } | { ok: false; error: string };

/**
 * The market days of a season (the dates on one of `weekdays`, 0 = Sunday; a Sunday market by default), or why the
 * range cannot be one.
 */
export function planSeason(from: string, to: string, weekdays: readonly number[] = [0]): SeasonPlan {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return { ok: false, error: SETUP_MSG.dateInvalid };
  if (to < from) return { ok: false, error: SETUP_MSG.seasonOrder };
  if (to > addDays(from, SEASON_MAX_DAYS - 1)) return { ok: false, error: SETUP_MSG.seasonTooLong };
  const dates = weekdaysBetween(from, to, weekdays);
  if (dates.length === 0) {
    const sundaysOnly = weekdays.length > 0 && weekdays.every((w) => w === 0);
    return { ok: false, error: sundaysOnly ? SETUP_MSG.seasonNoSundays : MARKET_MSG.noMarketDays };
  }
  return { ok: true, dates };
}
