/**
 * A season of market dates: every Sunday between two calendar dates, both included. Pure, so the server and the
 * create form's preview count agree.
 */
import { addDays, sundaysBetween } from './market-time.js';
import { SETUP_MSG } from './market-setup-messages.js';
import { isCalendarDate } from './schemas/calendar-date.js';

export { isCalendarDate };

/** A season spans at most a year (53 Sundays at most). */
const SEASON_MAX_DAYS = 366;

export type SeasonPlan = { ok: true; sundays: string[] } | { ok: false; error: string };

/** The Sundays of a season, or why the range cannot be one. */
export function planSeason(from: string, to: string): SeasonPlan {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return { ok: false, error: SETUP_MSG.dateInvalid };
  if (to < from) return { ok: false, error: SETUP_MSG.seasonOrder };
  if (to > addDays(from, SEASON_MAX_DAYS - 1)) return { ok: false, error: SETUP_MSG.seasonTooLong };
  const sundays = sundaysBetween(from, to);
  if (sundays.length === 0) return { ok: false, error: SETUP_MSG.seasonNoSundays };
  return { ok: true, sundays };
}
