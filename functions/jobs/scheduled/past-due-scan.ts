/** The daily past-due scan's wiring: balances still open after the grace period get the late payment fee once. */
import { makeSpaceRequestsRepository } from '../../lib/data/market-dates/space-requests.repository.js';
import { makeShortCodesRepository } from '../../lib/data/payments/short-codes.repository.js';
import { makeNotificationsRepository } from '../../lib/data/users/notifications.repository.js';
import type { ScheduledJob } from './job.js';
import { jobScope } from './job-wiring.js';
import { makePastDueScanService, PAST_DUE_SCAN } from './services/past-due-scan.service.js';

export const pastDueScanJob: ScheduledJob = {
  name: PAST_DUE_SCAN,
  description: 'Adds the late payment fee once to balances still open after the grace period',
  schedule: 'cron(0 6 * * ? *)',
  run: (ctx) =>
    makePastDueScanService(jobScope(ctx), {
      requests: makeSpaceRequestsRepository(ctx.ddb, ctx.tableName),
      shortCodes: makeShortCodesRepository(ctx.ddb, ctx.tableName),
      notifications: makeNotificationsRepository(ctx.ddb, ctx.tableName),
    }).run(),
};
