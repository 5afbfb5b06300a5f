import { setMoneyLocale } from './money.js';

/**
 * Every date and time the product shows — screens, e-mails, text messages, CSV — is written here, and only here
 * (a lint rule keeps `toLocaleDateString` and `Intl.DateTimeFormat` out of every other file). Two kinds of value:
 *
 * - a market date (YYYY-MM-DD) is already a day of the market's calendar: it is shown as written, and no zone,
 *   the browser's or the server's, may move it to the day before or after;
 * - an instant (an ISO timestamp such as createdAt or paidAt) is shown as the market's wall clock read it, so a
 *   payment made at 10 PM on Nov 25 in the market reads "Nov 25" in Tokyo too.
 */
let LOCALE = 'en-US';

/**
 * The language dates are written in ("domingo, 6 de diciembre de 2026" in es-US): the SPA sets the reader's, a
 * message being rendered sets its recipient's for the length of the render (withFormatLocale), CSV files stay en-US.
 */
export function setFormatLocale(tag: string): void {
  LOCALE = tag;
  setMoneyLocale(tag);
}

/** Runs `render` with dates and money written in `tag`, then puts the language back. */
export function withFormatLocale<T>(tag: string, render: () => T): T {
  const before = LOCALE;
  setFormatLocale(tag);
  try {
    return render();
  } finally {
    setFormatLocale(before);
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter is slow next to using one; screens and CSV exports format many rows with the same few. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${LOCALE} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, f);
  }
  return f;
}

/** A calendar date read at noon UTC and written in UTC, so it reads as the same day everywhere. */
function formatCalendarDate(isoDate: string, options: Intl.DateTimeFormatOptions): string {
  const instant = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(isoDate) || Number.isNaN(instant.getTime())) return isoDate;
  return formatter({ ...options, timeZone: 'UTC' }).format(instant);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function formatInstantIn(instant: string | Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  // A value recorded as a calendar date has no time to show, and read as UTC midnight it would slip to the day before.
  if (typeof instant === 'string' && DATE_ONLY.test(instant)) {
    const { weekday, year, month, day } = options;
    return formatCalendarDate(instant, { weekday, year, month: month ?? 'short', day: day ?? 'numeric' });
  }
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return String(instant);
  try {
    return formatter({ ...options, timeZone }).format(at);
  } catch {
    // A mistyped zone setting must not blank a screen or stop a message: UTC is named, so it reads honestly.
    return formatter({ ...options, timeZone: 'UTC', timeZoneName: 'short' }).format(at);
  }
}

// ── Market dates (YYYY-MM-DD): never shifted ───────────────────────────────────────────────────────────────────

/** "Sun, Jun 7, 2026": the market date in lists, tables, titles and pickers. */
export const formatMarketDate = (isoDate: string): string =>
  formatCalendarDate(isoDate, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** "Sunday, June 7, 2026": the market date in e-mails and text messages. */
export const formatDayLong = (isoDate: string): string =>
  formatCalendarDate(isoDate, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "Sunday, June 7": a date close enough that the year goes without saying. */
export const formatWeekdayMonthDay = (isoDate: string): string =>
  formatCalendarDate(isoDate, { weekday: 'long', month: 'long', day: 'numeric' });

/** "June 7". */
export const formatMonthDayLong = (isoDate: string): string =>
  formatCalendarDate(isoDate, { month: 'long', day: 'numeric' });

/** "Jun 7". */
export const formatMonthDay = (isoDate: string): string =>
  formatCalendarDate(isoDate, { month: 'short', day: 'numeric' });

// ── Instants: shown in the market's time zone ──────────────────────────────────────────────────────────────────

/** "Nov 25, 2026": the day an instant fell on in the market. */
export const formatDate = (instant: string | Date, timeZone: string): string =>
  formatInstantIn(instant, timeZone, { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 25, 2026, 10:11 PM". */
export const formatDateTime = (instant: string | Date, timeZone: string): string =>
  formatInstantIn(instant, timeZone, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** "10:11 PM". */
export const formatTime = (instant: string | Date, timeZone: string): string =>
  formatInstantIn(instant, timeZone, { hour: 'numeric', minute: '2-digit' });

/** "Wed, Nov 25, 10:11 PM PST": named with its zone, for a reader who may be elsewhere (a deadline in a message). */
export const formatZonedDateTime = (instant: string | Date, timeZone: string): string =>
  formatInstantIn(instant, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** A day that may have been recorded as a date ("Wed, Nov 25, 2026", as written) or as an instant ("Nov 25, 2026"). */
export const formatDayOf = (value: string, timeZone: string): string =>
  DATE_ONLY.test(value) ? formatMarketDate(value) : formatDate(value, timeZone);

// ── Zones ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Whether Intl knows the zone by this name. */
export function knowsTimeZone(zone: string): boolean {
  try {
    formatter({ timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical spelling as Intl resolves it ("america/los_angeles" → "America/Los_Angeles"). */
export const canonicalTimeZone = (zone: string): string => formatter({ timeZone: zone }).resolvedOptions().timeZone;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** The scheduler reads the clock once a minute over days ahead: its formatter is found by zone alone. */
const clocks = new Map<string, Intl.DateTimeFormat>();

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock fields of an instant in a zone: what deadlines, "today" and schedules are computed from. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    // Read, not shown: always in English, whatever the reader's language (the weekday is matched against WEEKDAYS).
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(field('year')),
    month: Number(field('month')),
    day: Number(field('day')),
    hour: Number(field('hour')),
    minute: Number(field('minute')),
    second: Number(field('second')),
    weekday: WEEKDAYS.indexOf(field('weekday')),
  };
}
