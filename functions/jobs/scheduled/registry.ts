/**
 * Every scheduled job. AWS gets one EventBridge Scheduler schedule per entry (infra/stacks/jobs-stack.ts) and the
 * local runtime runs the same entries on the same schedules; adding a job is adding it here.
 */
import { autoPaymentJob } from './auto-payment.js';
import { autoRequestJob } from './auto-request.js';
import { documentExpiryJob } from './document-expiry.js';
import type { ScheduledJob } from './job.js';
import { pastDueScanJob } from './past-due-scan.js';
import { requestRemindersJob } from './request-reminders.js';
import { waitlistOffersJob } from './waitlist-offers.js';

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  autoRequestJob,
  requestRemindersJob,
  autoPaymentJob,
  pastDueScanJob,
  documentExpiryJob,
  waitlistOffersJob,
];

export const findJob = (name: string, jobs: readonly ScheduledJob[] = SCHEDULED_JOBS) =>
  jobs.find((j) => j.name === name);
