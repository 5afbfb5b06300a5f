/** Builds a job service's scope from the runner's context: the repositories every job reads through. */
import { makeVendorDatesRepository } from '../../lib/data/market-dates/vendor-dates.repository.js';
import { makeSettingsRepository } from '../../lib/data/settings/settings.repository.js';
import { makeVendorDirectory } from '../../lib/data/vendors/vendor-directory.js';
import { makeRecipientLocales } from '../../lib/messaging/recipient-locale.js';
import type { JobContext } from './job.js';
import type { JobScope } from './services/job-scope.js';

export function jobScope(ctx: JobContext): JobScope {
  return {
    now: ctx.now,
    timeZone: ctx.timeZone,
    queue: ctx.queue,
    appUrl: ctx.appUrl,
    runs: ctx.runs,
    vendorDates: makeVendorDatesRepository(ctx.ddb, ctx.tableName),
    directory: makeVendorDirectory(ctx.ddb, ctx.tableName),
    locales: makeRecipientLocales(ctx.ddb, ctx.tableName),
    settings: async () => ctx.settings ?? makeSettingsRepository(ctx.ddb, ctx.tableName).getSettings(),
  };
}
