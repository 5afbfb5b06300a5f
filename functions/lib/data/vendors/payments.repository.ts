/**
 * Reads and writes behind a vendor's money history (Space History, Payment History), the payments admins record and
 * edit, and the vendor's notes. Every read is a fixed number of requests whatever the number of requests, payments
 * or notes: the vendor's requests index, one calendar range, one BatchGet of space labels (per 100), one Query of the
 * vendor's payments. A payment and the request's amount paid change in one transaction, conditioned on the versions
 * read, so a concurrent change is noticed and retried rather than lost.
 */
import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  marketDateItemSchema,
  spaceRequestItemSchema,
  type SpaceRequestItem,
} from '../market-dates/market-date.items.js';
import {
  paymentItemSchema,
  vendorItemSchema,
  vendorNoteItemSchema,
  type PaymentItem,
  type VendorItem,
  type VendorNoteItem,
} from './vendor.items.js';
import type { RequestAuditItem } from '../market-dates/request-audit.items.js';
import { batchGetAll, cancellationCodes, indexedById, queryAll } from '../dynamo.js';
import { keys, paymentKeys, TABLE_INDEXES, vendorNoteKeys } from '../keys.js';
import { readSpaceLabels } from '../market-dates/space-labels.js';

type Key = { pk: string; sk: string };

/** What the money screens need around one request: the request, its vendor, its date and its space's label. */
export interface RequestContext {
  request: SpaceRequestItem;
  vendor?: VendorItem;
  marketDatePublished: boolean;
  spaceLabel: string | null;
}

export interface PaymentContext extends Omit<RequestContext, 'request'> {
  payment: PaymentItem;
  /** The payment's request; absent when it no longer exists. */
  request?: SpaceRequestItem;
}

/** One payment change: the payment as it is to be stored and, when its counted amount moves, the request's. */
export interface PaymentChangeWrite {
  payment: PaymentItem;
  /** The payment's version as read; null when the payment is new. */
  paymentVersion: string | null;
  request: {
    item: Pick<SpaceRequestItem, 'marketDateId' | 'vendorId'>;
    /** The request's version as read. */
    version: string;
    set: Pick<SpaceRequestItem, 'amountPaid' | 'amountBalance' | 'updatedAt'>;
  } | null;
  audit: (RequestAuditItem & Key)[];
}

/** Written, or which of the two items changed since it was read. */
export type PaymentWriteOutcome = 'written' | 'payment-changed' | 'request-changed';

const sameKey = (item: Record<string, unknown>, k: Key) => item.pk === k.pk && item.sk === k.sk;

export function makePaymentsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const batchGet = (keyList: Key[], opts: { consistent?: boolean; projection?: string[] } = {}) =>
    batchGetAll(ddb, tableName, keyList, opts);
  const byId = (gsi: { gsi1pk: string; gsi1sk: string }) => indexedById(ddb, tableName, gsi);

  /**
   * The request, its vendor and its date read consistently in one BatchGet, with the label of the space the index
   * named; a space changed since costs one more read.
   */
  async function contextOf(
    requestKey: Key,
    vendorId: string,
    marketDateId: string,
    indexedSpaceId: unknown,
    extra: Key[] = [],
  ) {
    const vendorKey = keys.vendor(vendorId);
    const dateKey = keys.marketDate(marketDateId);
    const spaceKey = typeof indexedSpaceId === 'string' ? keys.space(marketDateId, indexedSpaceId) : undefined;
    const items = await batchGet([requestKey, vendorKey, dateKey, ...(spaceKey ? [spaceKey] : []), ...extra], {
      consistent: true,
    });
    const find = (k: Key) => items.find((i) => sameKey(i, k));
    const rq = find(requestKey);
    const request = rq ? spaceRequestItemSchema.parse(rq) : undefined;
    const vd = find(vendorKey);
    const md = find(dateKey);
    let spaceLabel: string | null = null;
    if (request?.spaceId) {
      const space =
        spaceKey && request.spaceId === indexedSpaceId
          ? find(spaceKey)
          : (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.space(marketDateId, request.spaceId) })))
              .Item;
      spaceLabel = typeof space?.label === 'string' ? space.label : null;
    }
    return {
      items,
      request,
      vendor: vd ? vendorItemSchema.parse(vd) : undefined,
      marketDatePublished: md ? !!marketDateItemSchema.shape.publishedAt.parse(md.publishedAt) : false,
      spaceLabel,
    };
  }

  return {
    async vendor(vendorId: string): Promise<VendorItem | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.vendor(vendorId) }));
      return r.Item ? vendorItemSchema.parse(r.Item) : undefined;
    },

    /** Every request of the vendor, whole, newest date first: one query of the vendor's requests index. */
    async vendorRequests(vendorId: string): Promise<SpaceRequestItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byPhoneOrOwner,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.vendorRequestsByDate(vendorId, '').gsi2pk },
        ScanIndexForward: false,
      });
      return items.map((i) => spaceRequestItemSchema.parse(i));
    },

    /** Ids of the published market dates between two ISO dates: one query of the calendar index. */
    async publishedDates(from: string, to: string): Promise<Set<string>> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byNaturalKey,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':from': from, ':to': to },
        ExpressionAttributeNames: { '#id': 'id', '#published': 'publishedAt' },
        ProjectionExpression: '#id, #published',
      });
      return new Set(items.filter((i) => typeof i.publishedAt === 'string' && i.publishedAt).map((i) => String(i.id)));
    },

    /** Labels of spaces by space id, in one BatchGet (per 100 spaces). */
    spaceLabels: (spaces: { marketDateId: string; spaceId: string }[]) => readSpaceLabels(ddb, tableName, spaces),

    /**
     * The vendor and its payments: one Query (PAYMENT# … sorts just before the vendor's own item); the filter keeps
     * the vendor's products, sorted in between, out of the response.
     */
    async vendorPayments(vendorId: string): Promise<{ vendor?: VendorItem; payments: PaymentItem[] }> {
      const k = keys.vendor(vendorId);
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        FilterExpression: '#t IN (:vendor, :payment)',
        ExpressionAttributeNames: { '#t': '_type' },
        ExpressionAttributeValues: {
          ':pk': k.pk,
          ':from': keys.vendorPayment(vendorId, '').sk,
          ':to': k.sk,
          ':vendor': 'vendor',
          ':payment': 'payment',
        },
      });
      const out: { vendor?: VendorItem; payments: PaymentItem[] } = { payments: [] };
      for (const item of items) {
        if (item.sk === k.sk) out.vendor = vendorItemSchema.parse(item);
        else if (String(item.sk).startsWith('PAYMENT#')) out.payments.push(paymentItemSchema.parse(item));
      }
      return out;
    },

    /** A request by its id with its vendor, date and space label, read consistently; undefined when unknown. */
    async requestContext(requestId: string): Promise<RequestContext | undefined> {
      const indexed = await byId(keys.spaceRequestById(requestId));
      if (!indexed) return undefined;
      const found = await contextOf(
        { pk: String(indexed.pk), sk: String(indexed.sk) },
        String(indexed.vendorId),
        String(indexed.marketDateId),
        indexed.spaceId,
      );
      if (!found.request || found.request.id !== requestId) return undefined;
      return { ...found, request: found.request };
    },

    /** The request as it is now (a consistent read), to retry a change on. */
    async request(marketDateId: string, vendorId: string): Promise<SpaceRequestItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.spaceRequest(marketDateId, vendorId), ConsistentRead: true }),
      );
      return r.Item ? spaceRequestItemSchema.parse(r.Item) : undefined;
    },

    /** A payment by its id with its request, vendor, date and space label, read consistently. */
    async paymentContext(paymentId: string): Promise<PaymentContext | undefined> {
      const indexed = await byId(keys.paymentById(paymentId));
      if (!indexed) return undefined;
      const paymentKey = { pk: String(indexed.pk), sk: String(indexed.sk) };
      const marketDateId = String(indexed.marketDateId);
      const vendorId = String(indexed.vendorId);
      const found = await contextOf(keys.spaceRequest(marketDateId, vendorId), vendorId, marketDateId, undefined, [
        paymentKey,
      ]);
      const p = found.items.find((i) => sameKey(i, paymentKey));
      if (!p) return undefined;
      const payment = paymentItemSchema.parse(p);
      const request = found.request?.id === payment.spaceRequestId ? found.request : undefined;
      return {
        payment,
        request,
        vendor: found.vendor,
        marketDatePublished: found.marketDatePublished,
        spaceLabel: request ? found.spaceLabel : null,
      };
    },

    /** The payment, the request's amounts and their audit entries in one transaction, or which item moved. */
    async writePaymentChange(w: PaymentChangeWrite): Promise<PaymentWriteOutcome> {
      const paymentPut = {
        Put: {
          TableName: tableName,
          Item: { ...paymentKeys(w.payment), ...w.payment },
          ...(w.paymentVersion === null
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: 'updatedAt = :version',
                ExpressionAttributeValues: { ':version': w.paymentVersion },
              }),
        },
      };
      const requestUpdate = w.request
        ? [
            {
              Update: {
                TableName: tableName,
                Key: keys.spaceRequest(w.request.item.marketDateId, w.request.item.vendorId),
                UpdateExpression: 'SET amountPaid = :paid, amountBalance = :balance, updatedAt = :now',
                ConditionExpression: 'updatedAt = :version',
                ExpressionAttributeValues: {
                  ':paid': w.request.set.amountPaid,
                  ':balance': w.request.set.amountBalance,
                  ':now': w.request.set.updatedAt,
                  ':version': w.request.version,
                },
              },
            },
          ]
        : [];
      const audit = w.audit.map((item) => ({
        Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
      }));
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: [paymentPut, ...requestUpdate, ...audit] }));
        return 'written';
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes) throw err;
        if (codes[0] === 'ConditionalCheckFailed') return 'payment-changed';
        if (codes[1] === 'ConditionalCheckFailed' && w.request) return 'request-changed';
        // Another transaction touching the same items at that instant: read again and retry as after a change.
        if (codes.includes('TransactionConflict')) return w.request ? 'request-changed' : 'payment-changed';
        throw err;
      }
    },

    /**
     * A change of the request's own money (a fee waived) with its audit entries, in one transaction conditioned on
     * the version read; 'request-changed' when another change got in first.
     */
    async writeRequestMoney(w: {
      request: Pick<SpaceRequestItem, 'marketDateId' | 'vendorId'>;
      version: string;
      set: Partial<Pick<SpaceRequestItem, 'lateCancellationFee' | 'amountLatePaymentFee'>> &
        Pick<SpaceRequestItem, 'amountDue' | 'amountBalance' | 'updatedAt'>;
      audit: (RequestAuditItem & Key)[];
    }): Promise<'written' | 'request-changed'> {
      const fields = Object.entries(w.set);
      const update = {
        Update: {
          TableName: tableName,
          Key: keys.spaceRequest(w.request.marketDateId, w.request.vendorId),
          UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :version',
          ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
            ':version': w.version,
          },
        },
      };
      const audit = w.audit.map((item) => ({
        Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
      }));
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: [update, ...audit] }));
        return 'written';
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes) throw err;
        if (codes[0] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict')) return 'request-changed';
        throw err;
      }
    },

    /** The vendor's notes, newest first: one Query of the vendor's partition. */
    async vendorNotes(vendorId: string): Promise<VendorNoteItem[]> {
      const k = keys.vendorNotesPrefix(vendorId);
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': k.pk, ':prefix': k.skPrefix },
        ScanIndexForward: false,
      });
      return items.map((i) => vendorNoteItemSchema.parse(i));
    },

    /** Writes a note for a vendor that exists; false when it does not. */
    async addNote(note: VendorNoteItem, writtenOn: string): Promise<boolean> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                ConditionCheck: {
                  TableName: tableName,
                  Key: keys.vendor(note.vendorId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...vendorNoteKeys(note, writtenOn), ...note },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return true;
      } catch (err) {
        if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return false;
        throw err;
      }
    },
  };
}
export type PaymentsRepository = ReturnType<typeof makePaymentsRepository>;
