/**
 * Reads and writes behind a vendor's money history (Space History, Payment History), the payments admins record and
 * edit, and the vendor's notes. Every read is a fixed number of requests whatever the number of requests, payments
 * or notes: the vendor's requests index, one calendar range, one BatchGet of space labels (per 100), one Query of the
 * vendor's payments. A payment and the request's amount paid change in one transaction, conditioned on the versions
 * read, so a concurrent change is noticed and retried rather than lost.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  marketDateItemSchema,
  spaceEntity,
  spaceRequestEntity,
  type SpaceRequestItem,
} from '../market-dates/market-date.items.js';
import {
  paymentEntity,
  vendorEntity,
  vendorNoteEntity,
  type PaymentItem,
  type VendorItem,
  type VendorNoteItem,
} from './vendor.items.js';
import type { RequestAuditItem } from '../market-dates/request-audit.items.js';
import { keys, paymentKeys, vendorNoteKeys } from '../keys.js';
import { readSpaceLabels } from '../market-dates/space-labels.js';
import { c, fromKey, makeTable, type Item, type TxOutcome } from '../toolkit/index.js';
import { tallyPart } from '../market-dates/date-tally.js';

/** What a money write needs of the request as read: its key and what its date's tally counts. */
type RequestAsRead = Pick<
  SpaceRequestItem,
  | 'marketDateId'
  | 'vendorId'
  | 'status'
  | 'spaceId'
  | 'amountDue'
  | 'amountPaid'
  | 'amountBalance'
  | 'grossSales'
  | 'salesBasedRate'
  | 'salesByTender'
>;

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
    item: RequestAsRead;
    /** The request's version as read. */
    version: string;
    set: Pick<SpaceRequestItem, 'amountPaid' | 'amountBalance' | 'updatedAt'>;
  } | null;
  audit: (RequestAuditItem & Key)[];
}

/** Written, or which of the two items changed since it was read. */
export type PaymentWriteOutcome = 'written' | 'payment-changed' | 'request-changed';

const sameKey = (item: Item, k: Key) => item.pk === k.pk && item.sk === k.sk;

/** A cancellation no guard here explains (an audit entry already there): nothing was written. */
const refused = (r: Extract<TxOutcome, { ok: false }>) =>
  new Error(`Payment transaction cancelled: ${r.codes.join(', ')}`);

export function makePaymentsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  /** The one item an id index entry names, as the index holds it (gsi1, eventually consistent). */
  const byId = async (gsi: { gsi1pk: string; gsi1sk: string }) =>
    (await table.query({ ...fromKey(gsi), limit: 1 })).items[0];

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
    const items = await table.batchGet([requestKey, vendorKey, dateKey, ...(spaceKey ? [spaceKey] : []), ...extra], {
      consistent: true,
    });
    const find = (k: Key) => items.find((i) => sameKey(i, k));
    const rq = find(requestKey);
    const request = rq ? spaceRequestEntity.parse(rq) : undefined;
    const vd = find(vendorKey);
    const md = find(dateKey);
    let spaceLabel: string | null = null;
    if (request?.spaceId) {
      const space =
        spaceKey && request.spaceId === indexedSpaceId
          ? find(spaceKey)
          : await table.get(spaceEntity.key(marketDateId, request.spaceId));
      spaceLabel = typeof space?.label === 'string' ? space.label : null;
    }
    return {
      items,
      request,
      vendor: vd ? vendorEntity.parse(vd) : undefined,
      marketDatePublished: md ? !!marketDateItemSchema.shape.publishedAt.parse(md.publishedAt) : false,
      spaceLabel,
    };
  }

  return {
    vendor(vendorId: string): Promise<VendorItem | undefined> {
      return table.get(vendorEntity.key(vendorId), { parser: vendorEntity });
    },

    /** Every request of the vendor, whole, newest date first: one query of the vendor's requests index. */
    vendorRequests(vendorId: string): Promise<SpaceRequestItem[]> {
      const { index, pk } = fromKey(keys.vendorRequestsByDate(vendorId, ''));
      return table.queryAll({ index, pk, newestFirst: true, parser: spaceRequestEntity });
    },

    /** Ids of the published market dates between two ISO dates: one query of the calendar index. */
    async publishedDates(from: string, to: string): Promise<Set<string>> {
      const { index, pk } = fromKey(keys.marketDateCalendar(from));
      const items = await table.queryAll({ index, pk, sk: { between: [from, to] }, projection: ['id', 'publishedAt'] });
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
      const items = await table.queryAll({
        pk: k.pk,
        sk: { between: [keys.vendorPayment(vendorId, '').sk, k.sk] },
        filter: c.in('_type', [vendorEntity.type, paymentEntity.type]),
      });
      const out: { vendor?: VendorItem; payments: PaymentItem[] } = { payments: [] };
      for (const item of items) {
        if (vendorEntity.is(item)) out.vendor = vendorEntity.parse(item);
        else if (paymentEntity.is(item)) out.payments.push(paymentEntity.parse(item));
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
    request(marketDateId: string, vendorId: string): Promise<SpaceRequestItem | undefined> {
      return table.get(spaceRequestEntity.key(marketDateId, vendorId), {
        consistent: true,
        parser: spaceRequestEntity,
      });
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
      const payment = paymentEntity.parse(p);
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
      const r = await table.transact([
        table.tx.put(
          { ...paymentKeys(w.payment), ...w.payment },
          { guard: w.paymentVersion === null ? c.absent() : c.eq('updatedAt', w.paymentVersion) },
        ),
        ...(w.request
          ? [
              table.tx.update(
                spaceRequestEntity.key(w.request.item.marketDateId, w.request.item.vendorId),
                { set: { ...w.request.set } },
                { guard: c.eq('updatedAt', w.request.version) },
              ),
              ...tallyPart(table, w.request.item.marketDateId, w.request.item, { ...w.request.item, ...w.request.set }),
            ]
          : []),
        ...w.audit.map((item) => table.tx.put(item, { guard: c.absent() })),
      ]);
      if (r.ok) return 'written';
      if (r.failedAt(0)) return 'payment-changed';
      if (r.failedAt(1) && w.request) return 'request-changed';
      // Another transaction touching the same items at that instant: read again and retry as after a change.
      if (r.codes.includes('TransactionConflict')) return w.request ? 'request-changed' : 'payment-changed';
      throw refused(r);
    },

    /**
     * A change of the request's own money (a fee waived) with its audit entries, in one transaction conditioned on
     * the version read; 'request-changed' when another change got in first.
     */
    async writeRequestMoney(w: {
      request: RequestAsRead;
      version: string;
      set: Partial<Pick<SpaceRequestItem, 'lateCancellationFee' | 'amountLatePaymentFee'>> &
        Pick<SpaceRequestItem, 'amountDue' | 'amountBalance' | 'updatedAt'>;
      audit: (RequestAuditItem & Key)[];
    }): Promise<'written' | 'request-changed'> {
      const r = await table.transact([
        table.tx.update(
          spaceRequestEntity.key(w.request.marketDateId, w.request.vendorId),
          { set: { ...w.set } },
          { guard: c.and(c.present(), c.eq('updatedAt', w.version)) },
        ),
        ...tallyPart(table, w.request.marketDateId, w.request, { ...w.request, ...w.set }),
        ...w.audit.map((item) => table.tx.put(item, { guard: c.absent() })),
      ]);
      if (r.ok) return 'written';
      if (r.failedAt(0) || r.codes.includes('TransactionConflict')) return 'request-changed';
      throw refused(r);
    },

    /** The vendor's notes, newest first: one Query of the vendor's partition. */
    vendorNotes(vendorId: string): Promise<VendorNoteItem[]> {
      return table.queryAll({
        ...fromKey(keys.vendorNotesPrefix(vendorId)),
        newestFirst: true,
        parser: vendorNoteEntity,
      });
    },

    /** Writes a note for a vendor that exists; false when it does not. */
    async addNote(note: VendorNoteItem, writtenOn: string): Promise<boolean> {
      const r = await table.transact([
        table.tx.check(vendorEntity.key(note.vendorId), c.present()),
        table.tx.put({ ...vendorNoteKeys(note, writtenOn), ...note }, { guard: c.absent() }),
      ]);
      if (r.ok) return true;
      if (r.failedAt(0)) return false;
      throw refused(r);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof makePaymentsRepository>;
