/**
 * The scheduled jobs' shape. Each job is one module exporting a `ScheduledJob`; the registry lists them, EventBridge
 * Scheduler runs them in AWS (in the market's time zone) and the local runtime runs the same modules on the same
 * schedules, or one at once through `POST /_jobs/{name}` and `npm run job -- {name}`.
 *
 * Every job is safe to run twice: what it does for one recipient on one date is written together with an
 * idempotency record (`keys.jobRun`), conditioned on that record not existing, and a message it enqueues has an id
 * made from the job, the date and the recipient, which the message worker sends once.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MessageQueue } from '../../lib/ports.js';
import type { CardPaymentProvider } from '../../lib/payments/payment-provider.js';
import type { JobRunsRepository } from '../../lib/data/jobs/job-runs.repository.js';
import type { MarketSettings } from '../../lib/data/settings/settings.repository.js';

export interface JobContext {
  ddb: DynamoDBDocumentClient;
  tableName: string;
  /** The moment the run stands for; tests pass another time. */
  now: Date;
  /** The market's time zone (system setting `market_time_zone`); "today" and "after the market" are computed in it. */
  timeZone: string;
  queue: MessageQueue;
  /** The site's address, for links in messages. */
  appUrl: string;
  /** The card provider, when online payment is configured. */
  cardProvider(): Promise<CardPaymentProvider | undefined>;
  /** The market's settings, read once by the runner with the time zone (fees, grace period). */
  settings?: MarketSettings;
  /** The jobs' own records and reads (idempotency records, a date's requests, users to tell). */
  runs: JobRunsRepository;
}

/** One thing a run did, as `npm run job` prints it and `POST /_jobs/{name}` answers it. */
export interface JobAction {
  /** A short verb: 'reminded', 'requested', 'charged', 'declined', 'late-fee', 'expiry-notice', 'offered', ... */
  action: string;
  vendorId?: string;
  /** What the action concerned: a request id, a document id, a market date. */
  subject?: string;
  amountCents?: number;
  detail?: string;
}

export interface JobReport {
  job: string;
  ranAt: string;
  actions: JobAction[];
  /** Recipients already handled by an earlier run (the idempotency record was there). */
  alreadyDone: number;
}

export interface ScheduledJob {
  name: string;
  description: string;
  /** An EventBridge Scheduler expression, e.g. `cron(0 18 ? * WED *)`, evaluated in the market's time zone. */
  schedule: string;
  run(ctx: JobContext): Promise<JobReport>;
}
