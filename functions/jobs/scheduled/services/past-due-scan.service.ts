/**
 * The daily past-due scan (spec 2 §9, spec 3 "Past Due"): a request that still owes money once the market's
 * `late_payment_grace_days` have passed gets the `late_payment_fee_cents` setting as its late payment fee
 * (amountLatePaymentFee), once: amount due and balance grow by the fee, written with the request's audit entries and
 * the job's idempotency record in one transaction conditioned on the version read. The vendor gets an e-mail with a
 * payment link; the admins get one notification listing every fee the run added.
 *
 * Finding open balances without a Scan: the scan reads the market dates whose grace period ended within the last
 * LOOKBACK_DAYS (one calendar Query) and each such date's requests (one Query per date, a dozen for a weekly market).
 * The job runs daily, so a balance is seen on the first day it is past due and for weeks after; nothing has to keep a
 * separate index of balances in step with every write that moves money (payments, refunds, edits, cancellations).
 */
import { addDays, isoDateInZone } from '../../../../shared/market-time.js';
import { formatDollars } from '../../../../shared/money.js';
import { owesMoney } from '../../../../shared/past-due.js';
import { nextVersion } from '../../../../shared/payment-arithmetic.js';
import { latePaymentFeeFields } from '../../../../shared/request-transitions.js';
import { formatMarketDay } from '../../../../shared/spaces-messages.js';
import { messageIn } from '../../../lib/messaging/recipient-locale.js';
import type { SpaceRequestsRepository } from '../../../lib/data/market-dates/space-requests.repository.js';
import type { ShortCodeStore } from '../../../lib/data/payments/short-codes.repository.js';
import type { NotificationsRepository } from '../../../lib/data/users/notifications.repository.js';
import { shortCodeItem, shortCodeLink } from '../../../lib/payments/short-codes.js';
import type { OutgoingMessage } from '../../../lib/ports.js';
import type { JobReport } from '../job.js';
import type { JobScope } from './job-scope.js';
import {
  calendarBetween,
  dateRequests,
  doneRecipients,
  eachLimited,
  marketToday,
  jobActor,
  jobMessageId,
  jobRunRecord,
  newReport,
  vendorDirectory,
  vendorLocales,
} from './job-support.js';

export const PAST_DUE_SCAN = 'past-due-scan';
const LATE_PAYMENT_FEE_TEMPLATE = 'late_payment_fee';
/** How far back past the grace period the scan looks for open balances. */
const LOOKBACK_DAYS = 91;

interface PastDueScanDeps {
  requests: Pick<SpaceRequestsRepository, 'updateFinancials'>;
  shortCodes: Pick<ShortCodeStore, 'putMany'>;
  notifications: Pick<NotificationsRepository, 'notifyAdmins'>;
}

export function makePastDueScanService(ctx: JobScope, deps: PastDueScanDeps) {
  return {
    async run(): Promise<JobReport> {
      const report = newReport(PAST_DUE_SCAN, ctx);
      const settings = await ctx.settings();
      const fee = settings.latePaymentFeeCents;
      if (fee <= 0) return report;
      const today = isoDateInZone(ctx.now, ctx.timeZone);
      // Past due: the market date is earlier than today minus the grace days (shared/past-due.ts), today being the
      // date's market's. A market's zone is at most a day from the organisation's: read a day more, let each decide.
      const pastDueBy = (day: string) => addDays(day, -Math.max(0, settings.latePaymentGraceDays) - 1);
      const lastPastDue = pastDueBy(today);
      const todayOf = marketToday(ctx, settings);
      const dates = (await calendarBetween(ctx, addDays(lastPastDue, -LOOKBACK_DAYS), addDays(lastPastDue, 1))).filter(
        (d) => d.date <= pastDueBy(todayOf(d)),
      );
      const [perDate, directory] = await Promise.all([
        Promise.all(
          dates.map(async (d) => ({
            date: d,
            requests: await dateRequests(ctx, d.id),
            done: await doneRecipients(ctx, PAST_DUE_SCAN, d.date),
          })),
        ),
        vendorDirectory(ctx),
      ]);
      const queue: OutgoingMessage[] = [];
      const candidates = perDate.flatMap(({ date, requests, done }) =>
        requests.flatMap((request) => {
          if (done.has(request.vendorId)) {
            report.alreadyDone += 1;
            queue.push(...(done.get(request.vendorId) ?? []));
            return [];
          }
          const open = owesMoney({ ...request, date: date.date }) && (request.amountLatePaymentFee ?? 0) === 0;
          return open ? [{ date, request }] : [];
        }),
      );
      // Each vendor's payment link (/p/{code}); a code whose fee was not written stays unused and expires.
      const codes = candidates.map(({ date, request }) =>
        shortCodeItem(
          'payment',
          { vendorId: request.vendorId, marketDateId: date.id, marketDate: date.date, spaceRequestId: request.id },
          ctx.now,
        ),
      );
      await deps.shortCodes.putMany(codes);
      const locales = await vendorLocales(ctx, [...new Set(candidates.map((c) => c.request.vendorId))]);

      const { requests } = deps;
      const added: string[] = [];
      await eachLimited(
        candidates.map((c, i) => ({ ...c, code: codes[i]!.code })),
        4,
        async ({ date, request, code }) => {
          const fields = latePaymentFeeFields({ request, feeCents: fee, at: nextVersion(request.updatedAt, ctx.now) });
          const balance = fields.amountBalance;
          const vendor = directory.get(request.vendorId);
          const email = vendor?.email.trim();
          const messages: OutgoingMessage[] =
            vendor && email
              ? [
                  messageIn(locales.get(vendor.id), () => ({
                    id: jobMessageId(PAST_DUE_SCAN, date.date, request.vendorId),
                    channel: 'email',
                    to: email,
                    recipientId: vendor.id,
                    templateId: LATE_PAYMENT_FEE_TEMPLATE,
                    variables: {
                      vendorName: vendor.name,
                      marketDate: formatMarketDay(date.date),
                      fee: formatDollars(fee),
                      balance: formatDollars(balance),
                      link: shortCodeLink(ctx.appUrl, 'payment', code),
                    },
                  })),
                ]
              : [];
          const written = await requests.updateFinancials(request, request.updatedAt, fields, jobActor(PAST_DUE_SCAN), {
            once: jobRunRecord(ctx, PAST_DUE_SCAN, date.date, request.vendorId, {
              action: 'late-fee',
              detail: request.id,
              messages,
            }),
          });
          // Refused: another run added it, or the request changed since it was read (tomorrow's run looks again).
          if (typeof written === 'string') return;
          queue.push(...messages);
          added.push(
            `${vendor?.name ?? request.vendorId} (${formatMarketDay(date.date)}): ${formatDollars(balance)} due`,
          );
          report.add({
            action: 'late-fee',
            vendorId: request.vendorId,
            subject: request.id,
            amountCents: fee,
            detail: date.date,
          });
        },
      );
      await ctx.queue.enqueue(queue);
      if (added.length) {
        await deps.notifications.notifyAdmins({
          title: `Late payment fees added (${added.length})`,
          message: `A late payment fee of ${formatDollars(fee)} was added to: ${added.join('; ')}`.slice(0, 2000),
          type: 'warning',
        });
      }
      return report;
    },
  };
}
