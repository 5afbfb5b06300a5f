/**
 * Auto-request (spec 3 vendor settings "Auto Request"): each approved vendor with Auto Request on gets a request for
 * the next market date of each market it sells at, decided by the same rules and written through the same capacity check and waitlist as the
 * vendor's own Request button (a vendor with a past-due balance is refused, and gets a notice instead). A vendor who
 * already answered for the date (a request or a skip) is left alone. It runs before the weekly reminders, so a vendor
 * it requested for is not reminded.
 */
import { isoDateInZone } from '../../../../shared/market-time.js';
import { hasPastDueBalance } from '../../../../shared/past-due.js';
import { formatMarketDay } from '../../../../shared/spaces-messages.js';
import { decide } from '../../../../shared/space-request-rules.js';
import type { OutgoingMessage } from '../../../lib/ports.js';
import { ruleReason } from '../../../lib/messaging/message-words.js';
import { messageIn } from '../../../lib/messaging/recipient-locale.js';
import { WAITLIST_MSG } from '../../../../shared/waitlist-messages.js';
import { newRequest } from '../../../vendor-dates/vendor-dates.service.js';
import type { PlacementService } from '../../../lib/waitlist/placement.js';
import type { JobReport } from '../job.js';
import type { JobScope } from './job-scope.js';
import {
  dateRequests,
  doneRecipients,
  eachLimited,
  jobActor,
  jobMessageId,
  jobRunRecord,
  jobDateKey,
  newReport,
  vendorLink,
  nextMarketDates,
  writeOnce,
} from './job-support.js';
import type { CalendarEntry } from '../../../lib/data/market-dates/vendor-dates.repository.js';
import { dateMarket, sellsAt } from '../../../../shared/vendor-markets.js';

export const AUTO_REQUEST = 'auto-request';
const AUTO_REQUEST_BLOCKED_TEMPLATE = 'auto_request_blocked';

/** The vendor acts through the job: the rules see a vendor user allowed to request. */
const VENDOR_ACTOR = { role: 'vendor_user', permissions: ['vendor.spaceRequests.request'] } as const;

export function makeAutoRequestService(ctx: JobScope, deps: { placement: PlacementService }) {
  return {
    async run(): Promise<JobReport> {
      const report = newReport(AUTO_REQUEST, ctx);
      const settings = await ctx.settings();
      const today = isoDateInZone(ctx.now, ctx.timeZone);
      // The next date of each market; a vendor is requested only for the markets it sells at.
      const nextDates = await nextMarketDates(ctx, settings);
      if (!nextDates.length) return report;
      const vendors = await ctx.runs.autoRequestVendors();
      // Every placement moves the same date's counter: made side by side they would only turn each other away.
      let placing = Promise.resolve();
      const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
        const next = placing.then(run);
        placing = next.then(
          () => undefined,
          () => undefined,
        );
        return next;
      };
      const queue: OutgoingMessage[] = [];

      const requestDate = async (next: CalendarEntry) => {
        const market = dateMarket(settings, next);
        const dateKey = jobDateKey(next);
        const [existing, done] = await Promise.all([
          dateRequests(ctx, next.id),
          doneRecipients(ctx, AUTO_REQUEST, dateKey),
        ]);
        const answered = new Set(existing.map((r) => r.vendorId));
        // A vendor not approved for the date's market is left out without a word: the date is not its to request.
        const todo = vendors.filter((v) => {
          if (!sellsAt(v, market.marketId)) return false;
          if (done.has(v.id)) {
            report.alreadyDone += 1;
            queue.push(...(done.get(v.id) ?? []));
            return false;
          }
          return !answered.has(v.id);
        });

        await eachLimited(todo, 4, async (vendor) => {
          // What the vendor owes decides as it does for the vendor's own request: one Query of its requests.
          const owed = await ctx.vendorDates.vendorRequests(vendor.id);
          const decision = decide('request', VENDOR_ACTOR, {
            state: 'none',
            marketDate: next.date,
            now: ctx.now,
            timeZone: market.timeZone,
            deadline: market.deadline,
            marketAllowed: true,
            vendorStatus: vendor.status,
            hasPastDueBalance: hasPastDueBalance(owed, today, settings.latePaymentGraceDays),
          });
          if (decision.ok) {
            const item = newRequest({
              vendorId: vendor.id,
              marketDate: next,
              status: 'requested',
              notes: null,
              at: ctx.now.toISOString(),
            });
            const record = jobRunRecord(ctx, AUTO_REQUEST, dateKey, vendor.id, {
              action: 'requested',
              detail: item.id,
            });
            // The date's limit and waitlist hold for the job as for the vendor's own request.
            const placed = await oneAtATime(() =>
              deps.placement.place({
                item,
                vendorTypeId: vendor.vendorTypeId,
                actor: jobActor(AUTO_REQUEST),
                once: record,
              }),
            );
            if (placed.ok) {
              const detail = placed.placement === 'waitlisted' ? `${next.date} (waitlisted)` : next.date;
              report.add({ action: 'requested', vendorId: vendor.id, subject: item.id, detail });
            } else if (placed.refusal === 'busy') throw new Error(WAITLIST_MSG.dateBusy);
            else report.alreadyDone += 1;
            return;
          }
          const messages: OutgoingMessage[] = vendor.email.trim()
            ? [
                messageIn(vendor.locale, () => ({
                  id: jobMessageId(AUTO_REQUEST, dateKey, vendor.id),
                  channel: 'email',
                  to: vendor.email.trim(),
                  recipientId: vendor.id,
                  templateId: AUTO_REQUEST_BLOCKED_TEMPLATE,
                  variables: {
                    vendorName: vendor.name,
                    marketDate: formatMarketDay(next.date),
                    reason: ruleReason(decision.reason, vendor.locale),
                    link: vendorLink(ctx, 'marketDates'),
                  },
                })),
              ]
            : [];
          const record = jobRunRecord(ctx, AUTO_REQUEST, dateKey, vendor.id, {
            action: 'blocked',
            detail: decision.reason,
            messages,
          });
          if (await writeOnce(ctx, record)) {
            queue.push(...messages);
            report.add({ action: 'blocked', vendorId: vendor.id, subject: next.date, detail: decision.reason });
          } else report.alreadyDone += 1;
        });
      };

      for (const next of nextDates) await requestDate(next);
      await ctx.queue.enqueue(queue);
      return report;
    },
  };
}
