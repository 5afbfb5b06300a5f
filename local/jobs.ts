/**
 * The scheduled jobs inside `npm start`: the same job modules as in AWS, run by a minute timer on the same cron
 * expressions in the market's time zone (read from the settings each minute, so a change applies at once), and one
 * job at a time on request through `POST /_jobs/{name}`. The test stage runs jobs only on request, so tests decide
 * when they happen.
 */
import type { JobReport } from '../functions/jobs/scheduled/job.js';
import type { JobRunner } from '../functions/jobs/scheduled/runner.js';
import { cronMatches, parseCron, type CronSchedule } from '../functions/jobs/scheduled/cron.js';

export interface LocalJobs {
  /** Runs a job now, or as of `at`; undefined when no job has that name. */
  run(name: string, at?: Date): Promise<JobReport | undefined>;
  stop(): void;
}

const MINUTE = 60_000;

export function startLocalJobs(opts: {
  /** Run the jobs on their schedules (`npm start`); otherwise only on request. */
  scheduled: boolean;
  log: (line: string) => void;
  /** The runner; loaded once the functions' environment is set. */
  loadRunner?: () => Promise<{ runner: JobRunner; timeZone(): Promise<string> }>;
}): LocalJobs {
  const load =
    opts.loadRunner ??
    (async () => {
      const [{ runner }, { usableTimeZone }, settingsModule, dynamo] = await Promise.all([
        import('../functions/jobs/scheduled/index.js'),
        import('../functions/jobs/scheduled/runner.js'),
        import('../functions/lib/data/settings/settings.repository.js'),
        import('../functions/lib/data/dynamo.js'),
      ]);
      const ddb = dynamo.makeDocumentClient({
        region: process.env.AWS_REGION ?? 'us-east-1',
        endpoint: process.env.DYNAMODB_ENDPOINT,
      });
      const settings = settingsModule.makeSettingsRepository(ddb, process.env.TABLE_NAME ?? '');
      return {
        runner,
        timeZone: async () => usableTimeZone((await settings.getSettings()).marketTimeZone),
      };
    });
  let loaded: ReturnType<typeof load> | undefined;
  const get = () => (loaded ??= load());

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let schedules: { name: string; schedule: CronSchedule }[] | undefined;

  async function tick(at: Date) {
    const { runner, timeZone } = await get();
    schedules ??= runner.jobs.map((j) => ({ name: j.name, schedule: parseCron(j.schedule) }));
    const zone = await timeZone();
    // In registry order, one after another: auto-request finishes before the reminders start.
    for (const { name, schedule } of schedules) {
      if (stopped || !cronMatches(schedule, at, zone)) continue;
      try {
        const report = await runner.run(name, at);
        opts.log(`Scheduled job ${name}: ${report.actions.length} action(s), ${report.alreadyDone} already done`);
      } catch (err) {
        opts.log(`Scheduled job ${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      }
    }
  }

  function schedule() {
    if (stopped) return;
    const now = Date.now();
    const nextMinute = Math.floor(now / MINUTE) * MINUTE + MINUTE;
    timer = setTimeout(() => {
      void tick(new Date(nextMinute))
        .catch((err: unknown) => opts.log(`Scheduled jobs: ${err instanceof Error ? err.message : String(err)}`))
        .finally(schedule);
    }, nextMinute - now);
    timer.unref();
  }
  if (opts.scheduled) schedule();

  return {
    async run(name, at) {
      const { runner } = await get();
      if (!runner.jobs.some((j) => j.name === name)) return undefined;
      return runner.run(name, at);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
