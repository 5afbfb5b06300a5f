import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayLong,
  formatDayOf,
  formatMarketDate,
  formatMonthDay,
  formatTime,
  formatZonedDateTime,
  wallClock,
  withFormatLocale,
} from './date-format.js';

const LA = 'America/Los_Angeles';
const TOKYO = 'Asia/Tokyo';
// 10:11 PM on Nov 25 in Los Angeles is already Nov 26 in UTC and in Tokyo.
const LATE_EVENING_IN_LA = '2026-11-26T06:11:00.000Z';

describe('an instant is shown on the market day it happened', () => {
  it('a payment made at 10:11 PM on Nov 25 in the market reads Nov 25, not the UTC day after', () => {
    expect(formatDate(LATE_EVENING_IN_LA, LA)).toBe('Nov 25, 2026');
    expect(formatDateTime(LATE_EVENING_IN_LA, LA)).toBe('Nov 25, 2026, 10:11 PM');
    expect(formatTime(LATE_EVENING_IN_LA, LA)).toBe('10:11 PM');
    expect(formatDayOf(LATE_EVENING_IN_LA, LA)).toBe('Nov 25, 2026');
  });

  it('a market in another zone reads the same instant on its own day', () => {
    expect(formatDate(LATE_EVENING_IN_LA, TOKYO)).toBe('Nov 26, 2026');
    expect(formatDateTime(LATE_EVENING_IN_LA, TOKYO)).toBe('Nov 26, 2026, 3:11 PM');
  });

  it('a Date and its ISO string read alike, and a deadline names its zone', () => {
    expect(formatDate(new Date(LATE_EVENING_IN_LA), LA)).toBe('Nov 25, 2026');
    expect(formatZonedDateTime(LATE_EVENING_IN_LA, LA)).toBe('Wed, Nov 25, 10:11 PM PST');
  });

  it('a mistyped zone setting still shows the moment, in UTC and saying so', () => {
    expect(formatDateTime(LATE_EVENING_IN_LA, 'Mars/Olympus')).toBe('Nov 26, 2026, 6:11 AM UTC');
  });
});

describe('a market date (YYYY-MM-DD) never shifts', () => {
  it.each([LA, TOKYO, 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('shown the same whatever the zone (%s)', (zone) => {
    expect(formatMarketDate('2026-12-06')).toBe('Sun, Dec 6, 2026');
    expect(formatDayLong('2026-12-06')).toBe('Sunday, December 6, 2026');
    expect(formatMonthDay('2026-12-06')).toBe('Dec 6');
    expect(formatDayOf('2026-12-06', zone)).toBe('Sun, Dec 6, 2026');
  });

  it('a date-only value handed to an instant formatter keeps its day and shows no time', () => {
    expect(formatDateTime('2026-06-15', LA)).toBe('Jun 15, 2026');
    expect(formatDate('2026-06-15', TOKYO)).toBe('Jun 15, 2026');
  });

  it('the first and last days of the year stay in their year', () => {
    expect(formatMarketDate('2027-01-01')).toBe('Fri, Jan 1, 2027');
    expect(formatMarketDate('2026-12-31')).toBe('Thu, Dec 31, 2026');
  });

  it('something that is not a date is shown as it came', () => {
    expect(formatMarketDate('soon')).toBe('soon');
    expect(formatDate('soon', LA)).toBe('soon');
  });
});

describe('wall clock', () => {
  it('reads midnight as hour 0 and names the weekday', () => {
    expect(wallClock(new Date('2026-11-26T08:00:00.000Z'), LA)).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 4,
    });
  });
});

describe('the wall clock in any reader language', () => {
  it('reads the weekday and fields the same while dates are written in Spanish', () => {
    const at = new Date('2026-12-04T18:30:00Z');
    const english = wallClock(at, 'America/Chicago');
    const spanish = withFormatLocale('es-US', () => wallClock(at, 'America/Denver'));
    expect(english.weekday).toBe(5);
    expect(spanish.weekday).toBe(5);
    expect(withFormatLocale('es-US', () => wallClock(at, 'America/Chicago'))).toEqual(english);
  });
});
