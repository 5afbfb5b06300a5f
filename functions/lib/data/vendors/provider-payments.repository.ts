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
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { applyPaymentChange, nextVersion } from '../../../../shared/payment-arithmetic.js';
import type { ProviderPaymentRecord, RecordProviderPayment } from '../../payments/payment-provider.js';
import type { AuditActor } from '../../http/request-origin.js';
import { cancellationCodes } from '../dynamo.js';
import { keys, paymentKeys } from '../keys.js';
import { spaceRequestItemSchema, type SpaceRequestItem } from '../market-dates/market-date.items.js';
import { requestAuditEntries } from '../market-dates/request-audit.items.js';
import { paymentItemSchema, type PaymentItem } from './vendor.items.js';
import { clockNow } from '../../time/clock.js';

/** A version race with another change of the same request is read again and retried; past this it is a 409. */
const ATTEMPTS = 6;

export class ProviderPaymentConflict extends Error {}

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

const pause = (attempt: number) => new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20 * attempt));

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

  async function get(key: { pk: string; sk: string }) {
    return (await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
  }

  async function guardOf(providerPaymentId: string): Promise<ProviderPaymentGuard | undefined> {
    const item = await get(keys.uniqueProviderPayment(providerPaymentId));
    if (!item || typeof item.paymentId !== 'string') return undefined;
    return { paymentId: item.paymentId, vendorId: String(item.vendorId), spaceRequestId: String(item.spaceRequestId) };
  }

  async function requestOf(marketDateId: string, vendorId: string, requestId: string) {
    const item = await get(keys.spaceRequest(marketDateId, vendorId));
    const request = item ? spaceRequestItemSchema.parse(item) : undefined;
    return request?.id === requestId ? request : undefined;
  }

  /**
   * The checkout session (or peer order, or saved-card attempt) we started, marked paid with its payment. Only a
   * session we wrote is touched: one the provider names but we never started is not made up here.
   */
  function sessionPaid(record: ProviderPaymentRecord, sessionId: string, paymentId: string, stamp: string) {
    return {
      TableName: tableName,
      Key: keys.paymentSession(sessionId),
      UpdateExpression:
        'SET #status = :paid, providerId = :providerPayment, paymentId = :payment, ' +
        'paidAt = if_not_exists(paidAt, :now), updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':payment': paymentId,
        ':providerPayment': record.providerPaymentId,
        ':now': stamp,
      },
    };
  }

  async function sessionExists(sessionId: string | null): Promise<boolean> {
    return !!sessionId && !!(await get(keys.paymentSession(sessionId)));
  }

  /** A payment recorded before (by another event, or by the charge itself): its session is marked paid too. */
  async function alreadyRecorded(record: ProviderPaymentRecord, paymentId: string) {
    if (record.sessionId) {
      try {
        await ddb.send(new UpdateCommand(sessionPaid(record, record.sessionId, paymentId, now().toISOString())));
      } catch (err) {
        if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
      }
    }
    return { outcome: 'already-recorded' as const, paymentId };
  }

  const recordProviderPayment: RecordProviderPayment = async (record) => {
    const paymentId = ulid(now().getTime());
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
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
      const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
        {
          Put: {
            TableName: tableName,
            Item: {
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
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ];
      if (request) {
        payment.marketDate = request.date;
        const change = applyPaymentChange(request, null, payment);
        const updatedAt = nextVersion(request.updatedAt, at);
        const after = { ...request, amountPaid: change.amountPaid, amountBalance: change.amountBalance, updatedAt };
        items.push({
          Update: {
            TableName: tableName,
            Key: keys.spaceRequest(request.marketDateId, request.vendorId),
            UpdateExpression: 'SET amountPaid = :paid, amountBalance = :balance, updatedAt = :now',
            ConditionExpression: 'updatedAt = :version',
            ExpressionAttributeValues: {
              ':paid': after.amountPaid,
              ':balance': after.amountBalance,
              ':now': updatedAt,
              ':version': request.updatedAt,
            },
          },
        });
        for (const entry of requestAuditEntries(
          request,
          after,
          providerActor(record.provider, record.createdBy),
          updatedAt,
        )) {
          items.push({ Put: { TableName: tableName, Item: entry, ConditionExpression: 'attribute_not_exists(pk)' } });
        }
      }
      // Without its request (deleted since) the money still moved: the payment is recorded for the admins to place.
      if (!payment.marketDate) payment.marketDate = '1970-01-01';
      items.push({
        Put: {
          TableName: tableName,
          Item: { ...paymentKeys(payment), ...paymentItemSchema.parse(payment) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      if (record.sessionId && withSession) {
        items.push({ Update: sessionPaid(record, record.sessionId, paymentId, stamp) });
      }
      if (record.once) {
        items.push({
          Put: { TableName: tableName, Item: record.once, ConditionExpression: 'attribute_not_exists(pk)' },
        });
      }
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: items }));
        return { outcome: 'recorded', paymentId };
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes) throw err;
        if (codes[0] === 'ConditionalCheckFailed') {
          const winner = await guardOf(record.providerPaymentId);
          if (winner) return alreadyRecorded(record, winner.paymentId);
        }
        if (record.once && codes[items.length - 1] === 'ConditionalCheckFailed') {
          return { outcome: 'already-recorded', paymentId };
        }
        // The request moved since it was read, or another transaction held it at that instant: read again.
        await pause(attempt);
      }
    }
    throw new ProviderPaymentConflict('The request kept changing while the payment was recorded');
  };

  /**
   * Marks a completed payment refunded and gives its amount back to the request's balance, once: a payment already
   * refunded answers 'already-refunded' and nothing changes.
   */
  async function markRefunded(
    payment: { vendorId: string; paymentId: string },
    actor: AuditActor,
  ): Promise<RefundOutcome> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const raw = await get(keys.vendorPayment(payment.vendorId, payment.paymentId));
      if (!raw) return { outcome: 'not-found' };
      const before = paymentItemSchema.parse(raw);
      const request = await requestOf(before.marketDateId, before.vendorId, before.spaceRequestId);
      if (before.status === 'refunded') return { outcome: 'already-refunded', payment: before, request };
      const at = now();
      const after: PaymentItem = { ...before, status: 'refunded', updatedAt: nextVersion(before.updatedAt, at) };
      const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
        {
          Put: {
            TableName: tableName,
            Item: { ...paymentKeys(after), ...after },
            ConditionExpression: 'updatedAt = :version',
            ExpressionAttributeValues: { ':version': before.updatedAt },
          },
        },
      ];
      let requestAfter = request;
      if (request) {
        const change = applyPaymentChange(request, before, after);
        if (change.delta !== 0) {
          const updatedAt = nextVersion(request.updatedAt, at);
          requestAfter = { ...request, amountPaid: change.amountPaid, amountBalance: change.amountBalance, updatedAt };
          items.push({
            Update: {
              TableName: tableName,
              Key: keys.spaceRequest(request.marketDateId, request.vendorId),
              UpdateExpression: 'SET amountPaid = :paid, amountBalance = :balance, updatedAt = :now',
              ConditionExpression: 'updatedAt = :version',
              ExpressionAttributeValues: {
                ':paid': requestAfter.amountPaid,
                ':balance': requestAfter.amountBalance,
                ':now': updatedAt,
                ':version': request.updatedAt,
              },
            },
          });
          for (const entry of requestAuditEntries(request, requestAfter, actor, updatedAt)) {
            items.push({ Put: { TableName: tableName, Item: entry, ConditionExpression: 'attribute_not_exists(pk)' } });
          }
        }
      }
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: items }));
        return { outcome: 'refunded', payment: after, request: requestAfter };
      } catch (err) {
        if (!cancellationCodes(err)) throw err;
        await pause(attempt);
      }
    }
    throw new ProviderPaymentConflict('The payment kept changing while the refund was recorded');
  }

  return {
    recordProviderPayment,
    markRefunded,
    /** Which payment row a provider payment became, if any (one read). */
    guardOf,
    /** Records a provider event id once; false when it was recorded before (a replay). */
    async claimEvent(provider: string, eventId: string, type: string): Promise<boolean> {
      const stamp = now().toISOString();
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...keys.providerEvent(provider, eventId),
              _type: 'provider_event',
              id: eventId,
              provider,
              type,
              createdAt: stamp,
              updatedAt: stamp,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },
    /** Forgets an event whose application failed, so the provider's retry applies it. */
    async releaseEvent(provider: string, eventId: string): Promise<void> {
      await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.providerEvent(provider, eventId) }));
    },
  };
}
export type ProviderPaymentsRepository = ReturnType<typeof makeProviderPaymentsRepository>;

/** The factory the other route groups call after a saved-card charge or a PayPal capture. */
export function makeRecordProviderPayment(ddb: DynamoDBDocumentClient, tableName: string): RecordProviderPayment {
  return makeProviderPaymentsRepository(ddb, tableName).recordProviderPayment;
}
