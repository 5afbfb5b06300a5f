import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobReport, ScheduledJob } from '../functions/jobs/scheduled/job.js';
import type { JobRunner } from '../functions/jobs/scheduled/runner.js';
import { startLocalJobs } from './jobs.js';

const job = (name: string, schedule: string): ScheduledJob => ({
  name,
  schedule,
  description: name,
  run: async () => ({ job: name, ranAt: '', actions: [], alreadyDone: 0 }),
});

function fakeRunner(jobs: ScheduledJob[]) {
  const runs: { name: string; at?: string }[] = [];
  const runner = {
    jobs,
    run: async (name: string, at?: Date): Promise<JobReport> => {
      runs.push({ name, at: at?.toISOString() });
      return { job: name, ranAt: at?.toISOString() ?? '', actions: [], alreadyDone: 0 };
    },
  } as unknown as JobRunner;
  return { runner, runs };
}

afterEach(() => vi.useRealTimers());

describe('the local scheduled jobs', () => {
  it('run each job at the minute its schedule names on the market clock, in registry order', async () => {
    vi.useFakeTimers();
    // Tuesday 2026-11-24 07:59:30 in Los Angeles.
    vi.setSystemTime(new Date('2026-11-24T15:59:30Z'));
    const { runner, runs } = fakeRunner([
      job('first', 'cron(0 8 ? * TUE *)'),
      job('second', 'cron(0 8 ? * TUE *)'),
      job('other-day', 'cron(0 8 ? * WED *)'),
    ]);
    const jobs = startLocalJobs({
      scheduled: true,
      log: () => {},
      loadRunner: async () => ({ runner, timeZone: async () => 'America/Los_Angeles' }),
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs).toEqual([
      { name: 'first', at: '2026-11-24T16:00:00.000Z' },
      { name: 'second', at: '2026-11-24T16:00:00.000Z' },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(2);
    jobs.stop();
  });

  it('runs one job on request, as of another time, and knows no other name', async () => {
    const { runner, runs } = fakeRunner([job('first', 'cron(0 8 ? * TUE *)')]);
    const jobs = startLocalJobs({
      scheduled: false,
      log: () => {},
      loadRunner: async () => ({ runner, timeZone: async () => 'UTC' }),
    });
    expect(await jobs.run('first', new Date('2071-06-09T17:00:00Z'))).toMatchObject({ job: 'first' });
    expect(runs).toEqual([{ name: 'first', at: '2071-06-09T17:00:00.000Z' }]);
    expect(await jobs.run('nope')).toBeUndefined();
    jobs.stop();
  });
});
