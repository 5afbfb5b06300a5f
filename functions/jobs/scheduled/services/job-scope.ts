/**
 * What a scheduled job's service works with: the run's moment and zone, the queue, and the repositories it reads and
 * writes through (built by the job's wiring, job-wiring.ts). No database client: a service sees ports only.
 */
import type { JobRunsRepository } from '../../../lib/data/jobs/job-runs.repository.js';
import type { VendorDatesRepository } from '../../../lib/data/market-dates/vendor-dates.repository.js';
import type { MarketSettings } from '../../../lib/data/settings/settings.repository.js';
import type { VendorDirectory } from '../../../lib/data/vendors/vendor-directory.js';
import type { MessageQueue } from '../../../lib/ports.js';
import type { RecipientLocales } from '../../../lib/messaging/recipient-locale.js';

export interface JobScope {
  /** The moment the run stands for; tests pass another time. */
  now: Date;
  /** The market's time zone: "today" and "after the market" are computed in it. */
  timeZone: string;
  queue: MessageQueue;
  /** The site's address, for links in messages. */
  appUrl: string;
  /** The jobs' own records and reads (idempotency records, a date's requests, users to tell). */
  runs: JobRunsRepository;
  /** The calendar and a vendor's requests. */
  vendorDates: Pick<VendorDatesRepository, 'calendarBetween' | 'vendorRequests'>;
  directory: Pick<VendorDirectory, 'list'>;
  /** Each vendor's language, its messages are written in; without it every message is in English. */
  locales?: Pick<RecipientLocales, 'vendors'>;
  /** The market's settings: the runner's (read once per run), or read when a job runs without a runner. */
  settings(): Promise<MarketSettings>;
}
