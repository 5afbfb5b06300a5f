import { describe, expect, it } from 'vitest';
import { CronExpressionError, cronMatches, nextCronRun, parseCron } from './cron.js';
import { SCHEDULED_JOBS } from './registry.js';

const LA = 'America/Los_Angeles';

describe('cron schedules in the market time zone', () => {
  it('a weekly Tuesday 8:00 schedule fires at 8:00 in Los Angeles, whatever the UTC hour', () => {
    const tuesday8 = parseCron('cron(0 8 ? * TUE *)');
    // 2026-11-24 is a Tuesday; Los Angeles is UTC-8 in November.
    expect(cronMatches(tuesday8, new Date('2026-11-24T16:00:00Z'), LA)).toBe(true);
    expect(cronMatches(tuesday8, new Date('2026-11-24T16:00:59Z'), LA)).toBe(true);
    expect(cronMatches(tuesday8, new Date('2026-11-24T08:00:00Z'), LA)).toBe(false);
    expect(cronMatches(tuesday8, new Date('2026-11-24T08:00:00Z'), 'UTC')).toBe(true);
    expect(cronMatches(tuesday8, new Date('2026-11-25T16:00:00Z'), LA)).toBe(false);
  });

  it('follows daylight saving time: 8:00 in July is 15:00 UTC', () => {
    const tuesday8 = parseCron('cron(0 8 ? * TUE *)');
    expect(nextCronRun(tuesday8, new Date('2026-07-01T00:00:00Z'), LA)?.toISOString()).toBe('2026-07-07T15:00:00.000Z');
    expect(nextCronRun(tuesday8, new Date('2026-11-23T00:00:00Z'), LA)?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('a daily schedule fires once a day and day numbers 1-7 are Sunday to Saturday', () => {
    const daily = parseCron('cron(30 6 * * ? *)');
    const first = nextCronRun(daily, new Date('2026-11-23T20:00:00Z'), LA)!;
    expect(first.toISOString()).toBe('2026-11-24T14:30:00.000Z');
    expect(nextCronRun(daily, first, LA)?.toISOString()).toBe('2026-11-25T14:30:00.000Z');
    const sundays = parseCron('cron(0 12 ? * 1 *)');
    expect(nextCronRun(sundays, new Date('2026-11-23T00:00:00Z'), LA)?.toISOString()).toBe('2026-11-29T20:00:00.000Z');
  });

  it('lists, ranges and steps', () => {
    const s = parseCron('cron(0/15 9-10 ? * MON-FRI *)');
    expect([...s.minutes]).toEqual([0, 15, 30, 45]);
    expect([...s.hours]).toEqual([9, 10]);
    expect([...s.daysOfWeek!]).toEqual([2, 3, 4, 5, 6]);
    expect([...parseCron('cron(5,35 * 1,15 * ? 2030)').daysOfMonth!]).toEqual([1, 15]);
  });

  it('refuses what EventBridge would refuse or we do not support', () => {
    expect(() => parseCron('rate(1 day)')).toThrow(CronExpressionError);
    expect(() => parseCron('cron(0 8 * * *)')).toThrow(CronExpressionError);
    expect(() => parseCron('cron(0 8 * * MON *)')).toThrow(CronExpressionError);
    expect(() => parseCron('cron(61 8 ? * MON *)')).toThrow(CronExpressionError);
    expect(() => parseCron('cron(0 8 L * ? *)')).toThrow(CronExpressionError);
  });

  it('every registered job has a schedule the evaluator reads, and auto-request runs before the reminders', () => {
    for (const job of SCHEDULED_JOBS) expect(() => parseCron(job.schedule)).not.toThrow();
    const at = new Date('2026-11-23T00:00:00Z');
    const next = (name: string) =>
      nextCronRun(parseCron(SCHEDULED_JOBS.find((j) => j.name === name)!.schedule), at, LA)!.getTime();
    expect(next('auto-request')).toBeLessThan(next('request-reminders'));
    expect(SCHEDULED_JOBS.map((j) => j.name)).toEqual(
      expect.arrayContaining(['auto-request', 'request-reminders', 'auto-payment', 'past-due-scan', 'document-expiry']),
    );
    expect(new Set(SCHEDULED_JOBS.map((j) => j.name)).size).toBe(SCHEDULED_JOBS.length);
  });
});
