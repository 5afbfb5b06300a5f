/**
 * The one calendar-date field of the product's schemas: a real YYYY-MM-DD date inside the range that makes sense for
 * what it dates, refused with a 400 naming that range otherwise (the year 9999 is not a market date).
 *
 * Ranges that move with today read it from `dateBoundsNow`: the real clock in the SPA, and on the server the services'
 * clock (which the test stack may set per request), wired once by the request pipeline.
 */
import * as z from '../zod.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the string is a real calendar date in YYYY-MM-DD (2031-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** A bound: a fixed date, or so many years from today (negative for the past). */
type DateBound = string | { yearsFromToday: number };

export interface DateRange {
  min: DateBound;
  max: DateBound;
}

/** Market dates: none before the product's oldest records, none planned more than ten years ahead. */
export const MARKET_DATE_RANGE: DateRange = { min: '2000-01-01', max: { yearsFromToday: 10 } };
/** Historical market data: seasons from 2000 up to today. */
export const HISTORY_RANGE: DateRange = { min: '2000-01-01', max: { yearsFromToday: 0 } };
/** Note reminders, vendor alerts and document expiry dates: within ten years either side of today. */
export const PLANNING_RANGE: DateRange = { min: { yearsFromToday: -10 }, max: { yearsFromToday: 10 } };
/** A filter over stored dates (a report's range, the message log): any date such records could carry. */
export const FILTER_RANGE: DateRange = { min: '1900-01-01', max: '2199-12-31' };

let now: () => Date = () => new Date();

/** Where moving bounds read today; the server points it at the services' clock. */
export function dateBoundsNow(clock: () => Date): void {
  now = clock;
}

function resolve(bound: DateBound): string {
  if (typeof bound === 'string') return bound;
  const today = now();
  const shifted = new Date(
    Date.UTC(today.getUTCFullYear() + bound.yearsFromToday, today.getUTCMonth(), today.getUTCDate()),
  );
  return shifted.toISOString().slice(0, 10);
}

/** Both ends of the range as dates, today's values for the moving ones. */
export function dateRangeNow(range: DateRange): { min: string; max: string } {
  return { min: resolve(range.min), max: resolve(range.max) };
}

export function dateOutOfRangeMessage(range: DateRange): string {
  const { min, max } = dateRangeNow(range);
  return `Choose a date from ${min} to ${max}`;
}

const inRange = (value: string, range: DateRange) => {
  const { min, max } = dateRangeNow(range);
  return value >= min && value <= max;
};

/**
 * A YYYY-MM-DD string (trimmed) that is a real date within `range`. `invalid` is the field's own message for text
 * that is not a date; a real date outside the range gets the range's message.
 */
export function calendarDate(range: DateRange, invalid = 'Dates must be written YYYY-MM-DD', required = invalid) {
  return z.string({ error: required }).check(
    z.trim(),
    z.maxLength(10, invalid),
    z.refine(isCalendarDate, invalid),
    z.refine((v) => !isCalendarDate(v) || inRange(v, range), { error: () => dateOutOfRangeMessage(range) }),
  );
}

/** The same, for a field where "" or null means "not set": answers null then. */
export function optionalCalendarDate(range: DateRange, invalid?: string) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string({ error: invalid })),
      z.transform((v) => (v && v.trim() ? v : null)),
    ),
    z.nullable(calendarDate(range, invalid)),
  );
}
