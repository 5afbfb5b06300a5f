/**
 * Dates in the market's time zone (a system setting, default America/Los_Angeles). "Today", "past", "upcoming"
 * and the Tuesday cancel deadline are computed here, never in the server's or the browser's zone.
 */
import { knowsTimeZone, wallClock } from './date-format.js';

export const DEFAULT_MARKET_TIME_ZONE = 'America/Los_Angeles';

/** A zone Intl knows, else the default: a mistyped setting must not stop a screen, a message or a job. */
export function usableTimeZone(zone: string): string {
  return knowsTimeZone(zone) ? zone : DEFAULT_MARKET_TIME_ZONE;
}

/** The market's time zone from the system settings, usable whatever the setting holds. */
export const zoneOf = (settings: { marketTimeZone: string }): string => usableTimeZone(settings.marketTimeZone);

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Calendar arithmetic on ISO dates; done in UTC so daylight-saving changes cannot shift a day. */
export function addDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** The instant at which the wall clock in `timeZone` reads `isoDate` + `time` (HH:mm:ss.SSS). */
export function instantInZone(isoDate: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${isoDate}T${time}Z`);
  // The zone's offset at that moment; asked twice so a daylight-saving change between the guesses is honoured.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = wallClock(new Date(guess), timeZone);
    const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    const offset = wall - Math.floor(guess / 1000) * 1000;
    guess = asUtc - offset;
  }
  return new Date(guess);
}

/** Whole days from today to a date, in the market's zone (negative when past). */
export function daysUntil(isoDate: string, now: Date, timeZone: string): number {
  const today = isoDateInZone(now, timeZone);
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
