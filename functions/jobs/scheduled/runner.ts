/**
 * Runs one scheduled job: reads the market's settings once (its time zone above all: "today" and "the day after the
 * market" are the market's, never the server's), builds the job's context, runs it and logs one JSON line that
 * sums up what it did. The Lambda handler and the local runtime both run jobs through here.
 */
import { usableTimeZone } from '../../../shared/market-time.js';
import { makeJobRunsRepository } from '../../lib/data/jobs/job-runs.repository.js';
import type { MarketSettings } from '../../lib/data/settings/settings.repository.js';
import { logger } from '../../lib/observability/logger.js';
import type { JobContext, JobReport, ScheduledJob } from './job.js';
import { findJob, SCHEDULED_JOBS } from './registry.js';

export class UnknownJobError extends Error {
  constructor(readonly jobName: string) {
    super(`No scheduled job is named "${jobName}"`);
  }
}

/** The local runtime reads the zone the way the jobs do. */
export { usableTimeZone };

export interface JobRunnerDeps extends Omit<JobContext, 'now' | 'timeZone' | 'settings' | 'runs'> {
  settings: { getSettings(): Promise<MarketSettings> };
  now: () => Date;
  jobs?: readonly ScheduledJob[];
  /** Where the summary goes; the functions' JSON logger by default. */
  log?: (summary: Record<string, unknown>) => void;
}

/** How many of each action a report holds, e.g. { reminded: 12, skipped: 1 }. */
function countActions(report: JobReport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of report.actions) counts[a.action] = (counts[a.action] ?? 0) + 1;
  return counts;
}

export function makeJobRunner(deps: JobRunnerDeps) {
  const jobs = deps.jobs ?? SCHEDULED_JOBS;
  const log = deps.log ?? ((summary) => logger.info('scheduled job ran', summary));
  const runs = makeJobRunsRepository(deps.ddb, deps.tableName);

  return {
    jobs,
    /** Runs the named job as of `at` (default: now). */
    async run(name: string, at?: Date): Promise<JobReport> {
      const job = findJob(name, jobs);
      if (!job) throw new UnknownJobError(name);
      const settings = await deps.settings.getSettings();
      const ctx: JobContext = {
        ddb: deps.ddb,
        tableName: deps.tableName,
        queue: deps.queue,
        appUrl: deps.appUrl,
        cardProvider: deps.cardProvider,
        now: at ?? deps.now(),
        timeZone: usableTimeZone(settings.marketTimeZone),
        settings,
        runs,
      };
      const started = performance.now();
      const report = await job.run(ctx);
      log({
        job: job.name,
        ranAt: report.ranAt,
        timeZone: ctx.timeZone,
        durationMs: Math.round(performance.now() - started),
        actions: countActions(report),
        alreadyDone: report.alreadyDone,
      });
      return report;
    },
  };
}
export type JobRunner = ReturnType<typeof makeJobRunner>;
