import { describe, expect, it } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MarketSettings } from '../../lib/data/settings/settings.repository.js';
import type { JobContext, ScheduledJob } from './job.js';
import { makeJobRunner, UnknownJobError } from './runner.js';
import { DEFAULT_TENDERS } from '../../../shared/tenders.js';

const settings = (zone: string): MarketSettings => ({
  roundCents: false,
  enablePublicProfiles: true,
  marketTimeZone: zone,
  lateCancellationFeeCents: 2500,
  latePaymentFeeCents: 1000,
  waitlistOfferHours: 24,
  salesTenders: DEFAULT_TENDERS,
  latePaymentGraceDays: 7,
  noShowFeeCents: 0,
  mapPasswordSet: false,
  zelleInstructions: '',
  manualPaymentInstructions: '',
  marketRegulations: '',
  organisationName: '',
  markets: [],
});

function setup(zone = 'America/Chicago') {
  const seen: JobContext[] = [];
  const logged: Record<string, unknown>[] = [];
  let reads = 0;
  const job: ScheduledJob = {
    name: 'count-things',
    description: 'test job',
    schedule: 'cron(0 6 * * ? *)',
    async run(ctx) {
      seen.push(ctx);
      return {
        job: 'count-things',
        ranAt: ctx.now.toISOString(),
        actions: [
          { action: 'reminded', vendorId: 'v1' },
          { action: 'reminded', vendorId: 'v2' },
          { action: 'skipped', vendorId: 'v3' },
        ],
        alreadyDone: 4,
      };
    },
  };
  const runner = makeJobRunner({
    ddb: {} as DynamoDBDocumentClient,
    tableName: 't',
    queue: { enqueue: async () => {} },
    appUrl: 'https://market.example',
    cardProvider: async () => undefined,
    settings: {
      getSettings: async () => {
        reads += 1;
        return settings(zone);
      },
    },
    now: () => new Date('2026-11-24T16:00:00Z'),
    jobs: [job],
    log: (s) => logged.push(s),
  });
  return { runner, seen, logged, reads: () => reads };
}

describe('the job runner', () => {
  it('runs a job in the market time zone with the settings read once, and logs what it did', async () => {
    const { runner, seen, logged, reads } = setup();
    const report = await runner.run('count-things');
    expect(report.actions).toHaveLength(3);
    expect(reads()).toBe(1);
    expect(seen[0]!.timeZone).toBe('America/Chicago');
    expect(seen[0]!.settings?.latePaymentFeeCents).toBe(1000);
    expect(seen[0]!.now.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(logged).toEqual([
      expect.objectContaining({
        job: 'count-things',
        timeZone: 'America/Chicago',
        actions: { reminded: 2, skipped: 1 },
        alreadyDone: 4,
      }),
    ]);
  });

  it('runs as of another time when asked', async () => {
    const { runner, seen } = setup();
    await runner.run('count-things', new Date('2071-06-09T17:00:00Z'));
    expect(seen[0]!.now.toISOString()).toBe('2071-06-09T17:00:00.000Z');
  });

  it('falls back to the default zone when the setting is not a zone', async () => {
    const { runner, seen } = setup('Mars/Olympus_Mons');
    await runner.run('count-things');
    expect(seen[0]!.timeZone).toBe('America/Los_Angeles');
  });

  it('refuses a job it does not know', async () => {
    const { runner } = setup();
    await expect(runner.run('nope')).rejects.toBeInstanceOf(UnknownJobError);
  });
});
