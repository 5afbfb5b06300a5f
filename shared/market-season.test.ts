import { describe, expect, it } from 'vitest';
import { isCalendarDate, planSeason } from './market-season.js';
import { MARKET_MSG } from './market-messages.js';
import { SETUP_MSG } from './market-setup-messages.js';

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('a season of Sundays', () => {
  it('holds every Sunday from the first day to the last, both included', () => {
    // 2031-03-02 and 2031-03-30 are Sundays.
    const plan = planSeason('2031-03-02', '2031-03-30');
    expect(plan).toEqual({ ok: true, dates: ['2031-03-02', '2031-03-09', '2031-03-16', '2031-03-23', '2031-03-30'] });
  });

  it('starts at the first Sunday on or after a weekday start, and stops before a weekday end', () => {
    const plan = planSeason('2031-03-04', '2031-03-28'); // a Tuesday to a Friday
    expect(plan).toEqual({ ok: true, dates: ['2031-03-09', '2031-03-16', '2031-03-23'] });
  });

  it('gives 26 Sundays for half a year, each a week apart across the daylight-saving change', () => {
    const plan = planSeason('2031-03-02', '2031-08-24');
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.dates).toHaveLength(26);
    for (const d of plan.dates) expect(weekday(d)).toBe(0);
  });

  it('crosses a year end', () => {
    const plan = planSeason('2031-12-20', '2032-01-10');
    expect(plan).toEqual({ ok: true, dates: ['2031-12-21', '2031-12-28', '2032-01-04'] });
  });

  it('refuses an end before the start, a range over a year, a range without a Sunday and a non-date', () => {
    expect(planSeason('2031-04-01', '2031-03-01')).toEqual({ ok: false, error: SETUP_MSG.seasonOrder });
    expect(planSeason('2031-01-01', '2032-01-02')).toEqual({ ok: false, error: SETUP_MSG.seasonTooLong });
    expect(planSeason('2031-03-03', '2031-03-08')).toEqual({ ok: false, error: SETUP_MSG.seasonNoSundays });
    expect(planSeason('2031-02-30', '2031-03-08')).toEqual({ ok: false, error: SETUP_MSG.dateInvalid });
  });

  it('allows exactly one year', () => {
    const plan = planSeason('2031-01-01', '2031-12-31');
    expect(plan.ok && plan.dates.length).toBe(52);
  });

  it('is a Sunday season when no weekdays are given', () => {
    expect(planSeason('2031-03-02', '2031-03-16', [0])).toEqual(planSeason('2031-03-02', '2031-03-16'));
  });

  it('knows a calendar date from a look-alike', () => {
    expect(isCalendarDate('2032-02-29')).toBe(true);
    expect(isCalendarDate('2031-02-29')).toBe(false);
    expect(isCalendarDate('2031-3-1')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('a season of another market', () => {
  it('holds every Wednesday of a Wednesday market, both ends included', () => {
    // 2031-03-05 and 2031-04-02 are Wednesdays.
    const plan = planSeason('2031-03-05', '2031-04-02', [3]);
    expect(plan).toEqual({
      ok: true,
      dates: ['2031-03-05', '2031-03-12', '2031-03-19', '2031-03-26', '2031-04-02'],
    });
    if (plan.ok) for (const d of plan.dates) expect(weekday(d)).toBe(3);
  });

  it('holds both days of a two-day market, in date order', () => {
    // Saturdays and Sundays from Friday 2031-03-07 to Monday 2031-03-17.
    const plan = planSeason('2031-03-07', '2031-03-17', [6, 0]);
    expect(plan).toEqual({ ok: true, dates: ['2031-03-08', '2031-03-09', '2031-03-15', '2031-03-16'] });
  });

  it('says there is no market day (not "no Sunday") when a range misses every day of a weekday market', () => {
    expect(planSeason('2031-03-06', '2031-03-11', [3])).toEqual({ ok: false, error: MARKET_MSG.noMarketDays });
    expect(planSeason('2031-03-03', '2031-03-07', [6, 0])).toEqual({ ok: false, error: MARKET_MSG.noMarketDays });
  });

  it('counts the 53 Wednesdays of a year that starts on one', () => {
    const plan = planSeason('2031-01-01', '2031-12-31', [3]);
    expect(plan.ok && plan.dates.length).toBe(53);
  });
});
