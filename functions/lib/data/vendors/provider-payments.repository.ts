/**
 * Payments a provider completed or refunded (architecture §7), written so that however often and in whatever order a
 * provider reports them, each moves money once:
 * - a completed payment is one transaction of the payment row, a guard item keyed by the provider's payment id
 *   (PaymentIntent or PayPal capture), the request's amount paid and balance (conditioned on the version read), the
 *   request's audit entries and the checkout session marked paid; the guard makes a second report change nothing;
 * - a refund turns a completed payment into a refunded one and gives its amount back to the balance, conditioned on
 *   the payment's version, so a refund reported twice is applied once.
 * Each is a fixed number of round trips whatever the table holds.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { applyPaymentChange, nextVersion } from '../../../../shared/payment-arithmetic.js';
import type { ProviderPaymentRecord, RecordProviderPayment } from '../../payments/payment-provider.js';
import type { AuditActor } from '../../http/request-origin.js';
import { keys, paymentKeys } from '../keys.js';
import { spaceRequestEntity, type SpaceRequestItem } from '../market-dates/market-date.items.js';
import { requestAuditEntries } from '../market-dates/request-audit.items.js';
import { AGAIN, c, makeTable, retry, u, type Key, type TxPart } from '../toolkit/index.js';
import { tallyPart } from '../market-dates/date-tally.js';
import { paymentEntity, type PaymentItem } from './vendor.items.js';
import { clockNow } from '../../time/clock.js';

/** A version race with another change of the same request is read again and retried; past this it is a 409. */
const ATTEMPTS = 6;

class ProviderPaymentConflict extends Error {}

const retryUntilConflict = (message: string) => ({
  attempts: ATTEMPTS,
  exhausted: (): never => {
    throw new ProviderPaymentConflict(message);
  },
});

/** What the guard of one provider payment holds: which payment row it became. */
export interface ProviderPaymentGuard {
  paymentId: string;
  vendorId: string;
  spaceRequestId: string;
}

export type RefundOutcome =
  | { outcome: 'refunded'; payment: PaymentItem; request: SpaceRequestItem | undefined }
  | { outcome: 'already-refunded'; payment: PaymentItem; request: SpaceRequestItem | undefined }
  | { outcome: 'not-found' };

const providerActor = (provider: ProviderPaymentRecord['provider'], userId: string | null): AuditActor => ({
  userId,
  userName: provider === 'stripe' ? 'Stripe' : 'PayPal',
  ipAddress: null,
  userAgent: null,
});

export function makeProviderPaymentsRepository(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  opts: { now?: () => Date } = {},
) {
  const now = opts.now ?? clockNow;
  const table = makeTable(ddb, tableName);
  const get = (key: Key) => table.get(key, { consistent: true });

  /**
   * The request's amount paid and balance, written only if the request is still the version read, and its date's
   * tally moved with them.
   */
  const amountsUpdate = (request: SpaceRequestItem, after: SpaceRequestItem): TxPart[] => [
    table.tx.update(
      spaceRequestEntity.key(request.marketDateId, request.vendorId),
      { set: { amountPaid: after.amountPaid, amountBalance: after.amountBalance, updatedAt: after.updatedAt } },
      { guard: c.eq('updatedAt', request.updatedAt) },
    ),
    ...tallyPart(table, request.marketDateId, request, after),
  ];

  async function guardOf(providerPaymentId: string): Promise<ProviderPaymentGuard | undefined> {
    const item = await get(keys.uniqueProviderPayment(providerPaymentId));
    if (!item || typeof item.paymentId !== 'string') return undefined;
    return { paymentId: item.paymentId, vendorId: String(item.vendorId), spaceRequestId: String(item.spaceRequestId) };
  }

  async function requestOf(marketDateId: string, vendorId: string, requestId: string) {
    const item = await get(spaceRequestEntity.key(marketDateId, vendorId));
    const request = item ? spaceRequestEntity.parse(item) : undefined;
    return request?.id === requestId ? request : undefined;
  }

  /**
   * The checkout session (or peer order, or saved-card attempt) we started, marked paid with its payment. Only a
   * session we wrote is touched: one the provider names but we never started is not made up here.
   */
  function sessionPaid(record: ProviderPaymentRecord, sessionId: string, paymentId: string, stamp: string) {
    return [
      keys.paymentSession(sessionId),
      {
        set: {
          status: 'paid',
          providerId: record.providerPaymentId,
          paymentId,
          paidAt: u.ifNotExists(stamp),
          updatedAt: stamp,
        },
      },
      { guard: c.present() },
    ] as const;
  }

  async function sessionExists(sessionId: string | null): Promise<boolean> {
    return !!sessionId && !!(await get(keys.paymentSession(sessionId)));
  }

  /** A payment recorded before (by another event, or by the charge itself): its session is marked paid too. */
  async function alreadyRecorded(record: ProviderPaymentRecord, paymentId: string) {
    // A session we never started is not made up: its refused guard is the answer.
    if (record.sessionId) await table.update(...sessionPaid(record, record.sessionId, paymentId, now().toISOString()));
    return { outcome: 'already-recorded' as const, paymentId };
  }

  const recordProviderPayment: RecordProviderPayment = async (record) => {
    const paymentId = ulid(now().getTime());
    return retry(async () => {
      const seen = await guardOf(record.providerPaymentId);
      if (seen) return alreadyRecorded(record, seen.paymentId);
      const [request, withSession] = await Promise.all([
        requestOf(record.marketDateId, record.vendorId, record.spaceRequestId),
        sessionExists(record.sessionId),
      ]);
      const at = now();
      const stamp = at.toISOString();
      const payment: PaymentItem = {
        _type: 'payment',
        id: paymentId,
        vendorId: record.vendorId,
        spaceRequestId: record.spaceRequestId,
        marketDateId: record.marketDateId,
        marketDate: request?.date ?? '',
        amount: record.amountCents,
        status: 'completed',
        stripePaymentId: record.providerPaymentId,
        paymentMethod: record.paymentMethod,
        paidDate: stamp,
        createdBy: record.createdBy,
        notes: null,
        lateFee: 0,
        isLatePayment: false,
        createdAt: stamp,
        updatedAt: stamp,
      };
      const items: TxPart[] = [
        table.tx.put(
          {
            ...keys.uniqueProviderPayment(record.providerPaymentId),
            _type: 'unique_guard',
            ownerId: paymentId,
            paymentId,
            vendorId: record.vendorId,
            spaceRequestId: record.spaceRequestId,
            provider: record.provider,
            createdAt: stamp,
            updatedAt: stamp,
          },
          { guard: c.absent() },
        ),
      ];
      if (request) {
        payment.marketDate = request.date;
        const change = applyPaymentChange(request, null, payment);
        const updatedAt = nextVersion(request.updatedAt, at);
        const after = { ...request, amountPaid: change.amountPaid, amountBalance: change.amountBalance, updatedAt };
        items.push(...amountsUpdate(request, after));
        for (const entry of requestAuditEntries(
          request,
          after,
          providerActor(record.provider, record.createdBy),
          updatedAt,
        )) {
          items.push(table.tx.put(entry, { guard: c.absent() }));
        }
      }
      // Without its request (deleted since) the money still moved: the payment is recorded for the admins to place.
      if (!payment.marketDate) payment.marketDate = '1970-01-01';
      items.push(table.tx.put({ ...paymentKeys(payment), ...paymentEntity.parse(payment) }, { guard: c.absent() }));
      if (record.sessionId && withSession) {
        items.push(table.tx.update(...sessionPaid(record, record.sessionId, paymentId, stamp)));
      }
      if (record.once) items.push(table.tx.put(record.once, { guard: c.absent() }));
      const r = await table.transact(items);
      if (r.ok) return { outcome: 'recorded' as const, paymentId };
      if (r.failedAt(0)) {
        const winner = await guardOf(record.providerPaymentId);
        if (winner) return alreadyRecorded(record, winner.paymentId);
      }
      if (record.once && r.failedAt(items.length - 1)) return { outcome: 'already-recorded' as const, paymentId };
      // The request moved since it was read, or another transaction held it at that instant: read again.
      return AGAIN;
    }, retryUntilConflict('The request kept changing while the payment was recorded'));
  };

  /**
   * Marks a completed payment refunded and gives its amount back to the request's balance, once: a payment already
   * refunded answers 'already-refunded' and nothing changes.
   */
  async function markRefunded(
    payment: { vendorId: string; paymentId: string },
    actor: AuditActor,
  ): Promise<RefundOutcome> {
    return retry<RefundOutcome>(async () => {
      const raw = await get(paymentEntity.key(payment.vendorId, payment.paymentId));
      if (!raw) return { outcome: 'not-found' };
      const before = paymentEntity.parse(raw);
      const request = await requestOf(before.marketDateId, before.vendorId, before.spaceRequestId);
      if (before.status === 'refunded') return { outcome: 'already-refunded', payment: before, request };
      const at = now();
      const after: PaymentItem = { ...before, status: 'refunded', updatedAt: nextVersion(before.updatedAt, at) };
      const items: TxPart[] = [
        table.tx.put({ ...paymentKeys(after), ...after }, { guard: c.eq('updatedAt', before.updatedAt) }),
      ];
      let requestAfter = request;
      if (request) {
        const change = applyPaymentChange(request, before, after);
        if (change.delta !== 0) {
          const updatedAt = nextVersion(request.updatedAt, at);
          requestAfter = { ...request, amountPaid: change.amountPaid, amountBalance: change.amountBalance, updatedAt };
          items.push(...amountsUpdate(request, requestAfter));
          for (const entry of requestAuditEntries(request, requestAfter, actor, updatedAt)) {
            items.push(table.tx.put(entry, { guard: c.absent() }));
          }
        }
      }
      const r = await table.transact(items);
      // Cancelled (the payment or the request moved, or a concurrent transaction): read again.
      return r.ok ? { outcome: 'refunded', payment: after, request: requestAfter } : AGAIN;
    }, retryUntilConflict('The payment kept changing while the refund was recorded'));
  }

  return {
    recordProviderPayment,
    markRefunded,
    /** Which payment row a provider payment became, if any (one read). */
    guardOf,
    /** Records a provider event id once; false when it was recorded before (a replay). */
    async claimEvent(provider: string, eventId: string, type: string): Promise<boolean> {
      const stamp = now().toISOString();
      const r = await table.put(
        {
          ...keys.providerEvent(provider, eventId),
          _type: 'provider_event',
          id: eventId,
          provider,
          type,
          createdAt: stamp,
          updatedAt: stamp,
        },
        { guard: c.absent() },
      );
      return r.ok;
    },
    /** Forgets an event whose application failed, so the provider's retry applies it. */
    async releaseEvent(provider: string, eventId: string): Promise<void> {
      await table.delete(keys.providerEvent(provider, eventId));
    },
  };
}
export type ProviderPaymentsRepository = ReturnType<typeof makeProviderPaymentsRepository>;

/** The factory the other route groups call after a saved-card charge or a PayPal capture. */
export function makeRecordProviderPayment(ddb: DynamoDBDocumentClient, tableName: string): RecordProviderPayment {
  return makeProviderPaymentsRepository(ddb, tableName).recordProviderPayment;
}
