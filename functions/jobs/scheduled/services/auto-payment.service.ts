/**
 * Auto-payment (spec 3 vendor settings "Auto Payment"): the day after a market date, each vendor with Auto Payment on
 * and a default saved card is charged the balance of its approved request for that date, off-session, through the
 * payment port. The charge's idempotency key is made of the request and the amount, so a second run (or a retry)
 * charges once; the payment is recorded by the same transaction the webhook uses, which also writes the job's record.
 * A receipt goes to the vendor. A declined card leaves the balance due and tells the vendor (an e-mail and a
 * notification to its users) and the admins (a notification).
 *
 * Dates of the last three days are looked at, so a day the job did not run is caught up the next day.
 */
import { isApprovedStatus } from '../../../../shared/past-due.js';
import { addDays, isoDateInZone } from '../../../../shared/market-time.js';
import { formatDollars } from '../../../../shared/money.js';
import { formatMarketDay } from '../../../../shared/spaces-messages.js';
import type { SpaceRequestItem } from '../../../lib/data/market-dates/market-date.items.js';
import type { PayingVendor } from '../../../lib/data/jobs/job-runs.repository.js';
import type { CalendarEntry } from '../../../lib/data/market-dates/vendor-dates.repository.js';
import type { SavedCardStore } from '../../../lib/data/payments/saved-cards.repository.js';
import type {
  CardOwner,
  CardPaymentProvider,
  ChargeResult,
  RecordProviderPayment,
} from '../../../lib/payments/payment-provider.js';
import type { OutgoingMessage } from '../../../lib/ports.js';
import { cardDeclined, cardWords } from '../../../lib/messaging/message-words.js';
import { messageIn } from '../../../lib/messaging/recipient-locale.js';
import type { JobReport } from '../job.js';
import type { JobScope } from './job-scope.js';
import {
  calendarBetween,
  dateRequests,
  doneRecipients,
  eachLimited,
  marketToday,
  jobMessageId,
  jobRunRecord,
  newReport,
  notificationPut,
  userIds,
  vendorLink,
  writeOnce,
} from './job-support.js';

export const AUTO_PAYMENT = 'auto-payment';
const PAYMENT_RECEIPT_TEMPLATE = 'payment_receipt';
const AUTO_PAYMENT_DECLINED_TEMPLATE = 'auto_payment_declined';
/** Who made a payment the job charged: the payment's `createdBy`, and the charge's `initiatedBy` metadata. */
const AUTO_PAYMENT_MARK = 'auto-payment';
const CATCH_UP_DAYS = 3;
const DECLINED = cardDeclined();

interface AutoPaymentDeps {
  /** The card provider, when online payment is configured. */
  cardProvider(): Promise<CardPaymentProvider | undefined>;
  cards: SavedCardStore;
  /** Records a provider's payment with the job's record, as the webhook does. */
  record: RecordProviderPayment;
}

export function makeAutoPaymentService(ctx: JobScope, deps: AutoPaymentDeps) {
  return {
    async run(): Promise<JobReport> {
      const report = newReport(AUTO_PAYMENT, ctx);
      const today = isoDateInZone(ctx.now, ctx.timeZone);
      // The day after each date in its own market's zone (at most a day from the organisation's: read a day more).
      const todayOf = marketToday(ctx, await ctx.settings());
      const dates = (await calendarBetween(ctx, addDays(today, -CATCH_UP_DAYS), today)).filter(
        (d) => d.date < todayOf(d) && d.date >= addDays(todayOf(d), -CATCH_UP_DAYS),
      );
      if (!dates.length) return report;
      const perDate = await Promise.all(
        dates.map(async (date) => ({
          date,
          requests: await dateRequests(ctx, date.id),
          done: await doneRecipients(ctx, AUTO_PAYMENT, date.date),
        })),
      );
      const queue: OutgoingMessage[] = [];
      const owing = perDate.flatMap(({ date, requests, done }) =>
        requests.flatMap((request) => {
          if (!isApprovedStatus(request.status) || request.amountBalance <= 0) return [];
          if (done.has(request.vendorId)) {
            report.alreadyDone += 1;
            queue.push(...(done.get(request.vendorId) ?? []));
            return [];
          }
          return [{ date, request }];
        }),
      );
      const vendors = owing.length ? await ctx.runs.autoPayingVendors(owing.map((o) => o.request.vendorId)) : new Map();
      const toCharge = owing.filter((o) => vendors.has(o.request.vendorId));
      const card = toCharge.length ? await deps.cardProvider() : undefined;
      if (!card) {
        for (const o of toCharge) {
          report.add({ action: 'skipped', vendorId: o.request.vendorId, detail: 'online payment is not configured' });
        }
        await ctx.queue.enqueue(queue);
        return report;
      }
      const { cards, record } = deps;
      let admins: Promise<string[]> | undefined;

      async function declined(
        date: CalendarEntry,
        request: SpaceRequestItem,
        vendor: PayingVendor,
        savedCard: { label: (locale?: PayingVendor['locale']) => string },
        reason: string,
      ) {
        const cardLabel = savedCard.label();
        const amount = formatDollars(request.amountBalance);
        const day = formatMarketDay(date.date);
        const messages: OutgoingMessage[] = vendor.email
          ? [
              messageIn(vendor.locale, () => ({
                id: jobMessageId(AUTO_PAYMENT, date.date, vendor.id),
                channel: 'email',
                to: vendor.email,
                recipientId: vendor.id,
                templateId: AUTO_PAYMENT_DECLINED_TEMPLATE,
                variables: {
                  vendorName: vendor.name,
                  marketDate: formatMarketDay(date.date),
                  amount: formatDollars(request.amountBalance),
                  card: savedCard.label(vendor.locale),
                  // The provider's own reason is sent as it gave it; ours is in the vendor's language.
                  reason: reason === DECLINED ? cardDeclined(vendor.locale) : reason,
                  link: vendorLink(ctx, 'marketDates'),
                },
              })),
            ]
          : [];
        admins ??= userIds(ctx, { role: 'admin' });
        const [adminIds, vendorUserIds] = await Promise.all([admins, userIds(ctx, { vendorId: vendor.id })]);
        const metadata = { vendorId: vendor.id, spaceRequestId: request.id, marketDateId: date.id };
        const notices = [
          ...vendorUserIds.map((id) =>
            notificationPut(ctx, id, {
              title: 'Auto payment declined',
              message: `Your ${cardLabel} was declined for ${amount} (market on ${day}). The balance is still due.`,
              type: 'error',
              metadata,
            }),
          ),
          ...adminIds.map((id) =>
            notificationPut(ctx, id, {
              title: 'Auto payment declined',
              message: `${vendor.name}: the ${cardLabel} was declined for ${amount} (market on ${day}). ${reason}`,
              type: 'warning',
              metadata,
            }),
          ),
        ].slice(0, 99);
        const written = await writeOnce(
          ctx,
          jobRunRecord(ctx, AUTO_PAYMENT, date.date, vendor.id, { action: 'declined', detail: reason, messages }),
          notices,
        );
        if (!written) {
          report.alreadyDone += 1;
          return;
        }
        queue.push(...messages);
        report.add({
          action: 'declined',
          vendorId: vendor.id,
          subject: request.id,
          amountCents: request.amountBalance,
          detail: reason,
        });
      }

      await eachLimited(toCharge, 4, async ({ date, request }) => {
        const vendor = vendors.get(request.vendorId) as PayingVendor;
        const owner: CardOwner = { kind: 'vendor', vendorId: vendor.id };
        const [saved, customerId] = await Promise.all([cards.list(owner), cards.customerId(owner)]);
        const defaultCard = saved.find((c) => c.isDefault);
        if (!defaultCard || !customerId) {
          report.add({ action: 'skipped', vendorId: vendor.id, subject: request.id, detail: 'no default saved card' });
          return;
        }
        const cardOf = {
          label: (locale?: PayingVendor['locale']) => cardWords(defaultCard.cardBrand, defaultCard.last4, locale),
        };
        let result: ChargeResult;
        try {
          result = await card.chargeSavedCard({
            amountCents: request.amountBalance,
            customerId,
            paymentMethodId: defaultCard.stripePaymentMethodId,
            description: `Market space — ${formatMarketDay(date.date)}`,
            // The mark travels with the charge, so the provider's webhook records it as the market's own charge too
            // when its event arrives before the job records the payment (the Auto-Payments report counts by it).
            metadata: {
              spaceRequestId: request.id,
              vendorId: vendor.id,
              marketDateId: date.id,
              initiatedBy: AUTO_PAYMENT_MARK,
            },
            idempotencyKey: `auto-payment-${request.id}-${request.amountBalance}`,
          });
        } catch {
          result = { paymentIntentId: '', status: 'failed', failureMessage: DECLINED };
        }
        if (result.status === 'failed' || result.status === 'requires_action') {
          await declined(date, request, vendor, cardOf, result.failureMessage ?? DECLINED);
          return;
        }
        if (result.status === 'processing') {
          // The provider's webhook records it when it completes.
          report.add({
            action: 'processing',
            vendorId: vendor.id,
            subject: request.id,
            amountCents: request.amountBalance,
          });
          return;
        }
        const messages: OutgoingMessage[] = vendor.email
          ? [
              messageIn(vendor.locale, () => ({
                id: jobMessageId(AUTO_PAYMENT, date.date, vendor.id),
                channel: 'email',
                to: vendor.email,
                recipientId: vendor.id,
                templateId: PAYMENT_RECEIPT_TEMPLATE,
                variables: {
                  vendorName: vendor.name,
                  marketDate: formatMarketDay(date.date),
                  amount: formatDollars(request.amountBalance),
                  card: cardOf.label(vendor.locale),
                  confirmation: result.paymentIntentId,
                  link: new URL(`/vendor/${vendor.id}/payments`, ctx.appUrl).toString(),
                },
              })),
            ]
          : [];
        const once = jobRunRecord(ctx, AUTO_PAYMENT, date.date, vendor.id, {
          action: 'charged',
          detail: result.paymentIntentId,
          messages,
        });
        const outcome = await record({
          spaceRequestId: request.id,
          vendorId: vendor.id,
          marketDateId: date.id,
          amountCents: request.amountBalance,
          paymentMethod: 'credit',
          provider: 'stripe',
          providerPaymentId: result.paymentIntentId,
          sessionId: null,
          // The Auto-Payments report knows the market's own charges by this mark.
          createdBy: AUTO_PAYMENT_MARK,
          once,
        });
        // The provider's webhook may have recorded the payment first: the job's record and receipt still follow once.
        if (outcome.outcome === 'recorded' || (await writeOnce(ctx, once))) {
          queue.push(...messages);
          report.add({
            action: 'charged',
            vendorId: vendor.id,
            subject: request.id,
            amountCents: request.amountBalance,
          });
        } else report.alreadyDone += 1;
      });
      await ctx.queue.enqueue(queue);
      return report;
    },
  };
}
