import { describe, expect, it } from 'vitest';
import { cancelDeadline, decide, isPastDeadline } from './space-request-rules.js';
import {
  FIRST_MARKET_ID,
  fallbackMarket,
  marketFor,
  marketHoursText,
  SUNDAY_DEADLINE,
  weekdaysBetween,
  type MarketRules,
} from './markets.js';
import { weekdayOf } from './market-time.js';

const wednesdayEvening: MarketRules = {
  id: 'wed',
  name: 'Riverside Evening Market',
  shortName: 'Riverside',
  days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
  timeZone: 'America/New_York',
  deadline: { daysBefore: 1, time: '16:00' },
};

describe('a market’s hours in words', () => {
  it('reads the spec’s sentence for the Sunday market', () => {
    expect(marketHoursText(fallbackMarket().days)).toBe('Every Sunday 9:00 AM to 1:00 PM');
  });
  it('reads an evening market and days sharing their hours', () => {
    expect(marketHoursText(wednesdayEvening.days)).toBe('Every Wednesday 4:00 PM to 8:00 PM');
    expect(
      marketHoursText([
        { weekday: 0, opens: '09:00', closes: '13:00' },
        { weekday: 6, opens: '09:00', closes: '13:00' },
        { weekday: 3, opens: '16:00', closes: '20:00' },
      ]),
    ).toBe('Every Wednesday 4:00 PM to 8:00 PM; Saturday and Sunday 9:00 AM to 1:00 PM');
    expect(marketHoursText([{ weekday: 1, opens: '00:00', closes: '12:30' }])).toBe(
      'Every Monday 12:00 AM to 12:30 PM',
    );
  });
});

describe('a season of market days', () => {
  it('makes every Wednesday between two dates, both ends included', () => {
    const days = weekdaysBetween('2026-06-03', '2026-07-01', [3]);
    expect(days).toEqual(['2026-06-03', '2026-06-10', '2026-06-17', '2026-06-24', '2026-07-01']);
    expect(days.every((d) => weekdayOf(d) === 3)).toBe(true);
  });
  it('makes both days of a two-day market in date order', () => {
    expect(weekdaysBetween('2026-06-05', '2026-06-14', [0, 6])).toEqual([
      '2026-06-06',
      '2026-06-07',
      '2026-06-13',
      '2026-06-14',
    ]);
  });
});

describe('the cancellation deadline reads the market', () => {
  it('Sunday market in Los Angeles: the Tuesday before at 23:59:59.999 Pacific, rule or no rule', () => {
    const deadline = cancelDeadline('2026-12-06', 'America/Los_Angeles', SUNDAY_DEADLINE);
    expect(deadline.toISOString()).toBe('2026-12-02T07:59:59.999Z');
    expect(cancelDeadline('2026-12-06', 'America/Los_Angeles').toISOString()).toBe(deadline.toISOString());
    expect(
      isPastDeadline('2026-12-06', new Date('2026-12-02T07:59:59.999Z'), 'America/Los_Angeles', SUNDAY_DEADLINE),
    ).toBe(false);
    expect(
      isPastDeadline('2026-12-06', new Date('2026-12-02T08:00:00.000Z'), 'America/Los_Angeles', SUNDAY_DEADLINE),
    ).toBe(true);
  });
  it('Wednesday 4 PM market in New York, a day before at 16:00: the edge is 16:00:59.999 Eastern', () => {
    const rule = wednesdayEvening.deadline;
    // 2026-12-09 is a Wednesday; Tuesday 16:00 EST is 21:00 UTC.
    expect(cancelDeadline('2026-12-09', 'America/New_York', rule).toISOString()).toBe('2026-12-08T21:00:59.999Z');
    // Summer time: EDT is UTC-4.
    expect(cancelDeadline('2026-07-08', 'America/New_York', rule).toISOString()).toBe('2026-07-07T20:00:59.999Z');
  });
  it('a skip after the Wednesday market’s deadline is a late cancellation; a second before it is not', () => {
    const actor = { role: 'vendor_user' as const, permissions: ['vendor.spaceRequests.cancel'] };
    const ctx = (now: string) => ({
      state: 'approved' as const,
      marketDate: '2026-12-09',
      now: new Date(now),
      timeZone: 'America/New_York',
      deadline: wednesdayEvening.deadline,
      vendorStatus: 'approved',
      hasPastDueBalance: false,
    });
    expect(decide('cancel', actor, ctx('2026-12-08T21:00:59.000Z'))).toMatchObject({ ok: true, late: false });
    expect(decide('cancel', actor, ctx('2026-12-08T21:01:00.000Z'))).toMatchObject({ ok: true, late: true });
  });
});

describe('which market an item belongs to', () => {
  it('an item without a market belongs to the first market; before any market exists, the settings’ zone', () => {
    const m = marketFor({ markets: [], marketTimeZone: 'America/Chicago' }, undefined);
    expect(m.id).toBe(FIRST_MARKET_ID);
    expect(m.timeZone).toBe('America/Chicago');
    const both = {
      markets: [{ ...fallbackMarket(), timeZone: 'America/Los_Angeles' }, wednesdayEvening],
      marketTimeZone: 'UTC',
    };
    expect(marketFor(both, 'wed').timeZone).toBe('America/New_York');
    expect(marketFor(both, null).id).toBe(FIRST_MARKET_ID);
  });
});
