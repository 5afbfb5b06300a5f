/**
 * The weekly request reminder: every approved vendor that has not answered for the next market date of a market it
 * sells at (no request and no skip) gets the Missing Vendors reminder e-mail (template `request_reminder`) with its own "Request Space?" link,
 * /r/{shortCode} (spec 3 reminder page). It runs after auto-request, so a vendor requested automatically is not
 * reminded. Each vendor's link and idempotency record are one transaction; the e-mail's id is made of the job, the
 * date and the vendor, so a second run sends nothing twice.
 */
import { marketIdOf } from '../../../../shared/markets.js';
import { sellsAt } from '../../../../shared/vendor-markets.js';
import type { CalendarEntry } from '../../../lib/data/market-dates/vendor-dates.repository.js';
import { formatMarketDay } from '../../../../shared/spaces-messages.js';
import { keys } from '../../../lib/data/keys.js';
import { shortCodeItem, shortCodeLink } from '../../../lib/payments/short-codes.js';
import type { OutgoingMessage } from '../../../lib/ports.js';
import { messageIn } from '../../../lib/messaging/recipient-locale.js';
import { REMINDER_TEMPLATE } from '../../../market-dates/missing-vendors.service.js';
import type { JobReport } from '../job.js';
import type { JobScope } from './job-scope.js';
import {
  dateRequests,
  doneRecipients,
  eachLimited,
  jobMessageId,
  jobRunRecord,
  jobDateKey,
  newReport,
  nextMarketDates,
  vendorDirectory,
  vendorLocales,
  writeOnce,
} from './job-support.js';

export const REQUEST_REMINDERS = 'request-reminders';

export function makeRequestRemindersService(ctx: JobScope) {
  return {
    async run(): Promise<JobReport> {
      const report = newReport(REQUEST_REMINDERS, ctx);
      // The next date of each market; a vendor is reminded only of the markets it sells at.
      const nextDates = await nextMarketDates(ctx, await ctx.settings());
      if (!nextDates.length) return report;
      const directory = await vendorDirectory(ctx);
      const queue: OutgoingMessage[] = [];

      const remind = async (next: CalendarEntry) => {
        const dateKey = jobDateKey(next);
        const [existing, done] = await Promise.all([
          dateRequests(ctx, next.id),
          doneRecipients(ctx, REQUEST_REMINDERS, dateKey),
        ]);
        const answered = new Set(existing.map((r) => r.vendorId));
        const marketId = marketIdOf(next);

        const todo = [...directory.values()].filter((v) => {
          if (v.status !== 'APPROVED' || answered.has(v.id) || !v.email.trim() || !sellsAt(v, marketId)) return false;
          if (done.has(v.id)) {
            report.alreadyDone += 1;
            queue.push(...(done.get(v.id) ?? []));
            return false;
          }
          return true;
        });

        const locales = await vendorLocales(
          ctx,
          todo.map((v) => v.id),
        );
        await eachLimited(todo, 8, async (vendor) => {
          const code = shortCodeItem(
            'reminder',
            { vendorId: vendor.id, marketDateId: next.id, marketDate: next.date, spaceRequestId: null },
            ctx.now,
          );
          const message: OutgoingMessage = messageIn(locales.get(vendor.id), () => ({
            id: jobMessageId(REQUEST_REMINDERS, dateKey, vendor.id),
            channel: 'email',
            to: vendor.email.trim(),
            recipientId: vendor.id,
            templateId: REMINDER_TEMPLATE,
            variables: {
              vendorName: vendor.name,
              marketDate: formatMarketDay(next.date),
              link: shortCodeLink(ctx.appUrl, 'reminder', code.code),
            },
          }));
          const record = jobRunRecord(ctx, REQUEST_REMINDERS, dateKey, vendor.id, {
            action: 'reminded',
            messages: [message],
          });
          const written = await writeOnce(ctx, record, [
            ctx.runs.newItemPart({ ...keys.shortCode(code.code), ...code }),
          ]);
          if (written) {
            queue.push(message);
            report.add({ action: 'reminded', vendorId: vendor.id, subject: next.date });
          } else report.alreadyDone += 1;
        });
      };

      for (const next of nextDates) await remind(next);
      await ctx.queue.enqueue(queue);
      return report;
    },
  };
}
