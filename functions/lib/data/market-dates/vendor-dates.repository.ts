/**
 * Reads and writes behind the vendor's market dates and dashboard. Every read is one request (or one per 1 MB page)
 * whatever the number of dates or requests: the calendar index, the vendor's requests index, one BatchGet for the
 * labels of assigned spaces, and one Query of the vendor's partition (the vendor, its documents and payments).
 */
import * as z from '../../../../shared/zod.js';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  documentItemSchema,
  paymentItemSchema,
  vendorAlertItemSchema,
  vendorItemSchema,
  type DocumentItem,
  type PaymentItem,
  type VendorAlertItem,
  type VendorItem,
} from '../vendors/vendor.items.js';
import {
  marketDateEntity,
  marketDateItemSchema,
  spaceRequestEntity,
  spaceRequestItemSchema,
  type MarketDateItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import type { AuditActor } from '../../http/request-origin.js';
import { makeSpaceRequestsRepository } from './space-requests.repository.js';
import { readSpaceLabels } from './space-labels.js';
import { keys } from '../keys.js';
import { c, fromKey, isType, makeTable } from '../toolkit/index.js';

/** What the vendor screens read of a request (a projection keeps a decade of history in one page). */
export interface RequestSummary {
  id: string;
  marketDateId: string;
  date: string;
  status: SpaceRequestItem['status'];
  spaceId: string | null;
  notes: string | null;
  amountDue: number;
  amountPaid: number;
  amountBalance: number;
  grossSales: number | null;
  lateCancellationFee: number;
  amountBase: number;
  salesBasedRate: number;
  salesBasedFee: number;
  amountLatePaymentFee: number;
  createdAt: string | null;
  approvedAt: string | null;
  cancelledAt: string | null;
  cancelledReason: string | null;
  waitlisted?: boolean;
}

const SUMMARY_FIELDS = [
  'id',
  'marketDateId',
  'date',
  'status',
  'spaceId',
  'notes',
  'amountDue',
  'amountPaid',
  'amountBalance',
  'grossSales',
  'lateCancellationFee',
  // the space requests screen's details and receipt
  'amountBase',
  'salesBasedRate',
  'salesBasedFee',
  'amountLatePaymentFee',
  'createdAt',
  'approvedAt',
  'cancelledAt',
  'cancelledReason',
  // the waitlist's "Waitlisted — #3"
  'waitlisted',
] as const;

/** The fields of a market date these screens read; counters and layout fields are other screens' business. */
/** What the market dates screen shows of the vendor. */
const vendorPickSchema = z.pick(vendorItemSchema, { id: true, name: true, status: true, marketIds: true });

const calendarEntrySchema = z.pick(marketDateItemSchema, {
  id: true,
  date: true,
  status: true,
  notes: true,
  publishedAt: true,
});
/** A calendar entry, with its market's id when it names one (absent: the first market, shared/markets.ts). */
export type CalendarEntry = Pick<MarketDateItem, 'id' | 'date' | 'status' | 'notes' | 'publishedAt'> & {
  marketId?: string;
};
export const toCalendarEntry = (item: Record<string, unknown>): CalendarEntry => {
  const entry: CalendarEntry = calendarEntrySchema.parse(item);
  return typeof item.marketId === 'string' && item.marketId ? { ...entry, marketId: item.marketId } : entry;
};

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

function toRequestSummary(item: Record<string, unknown>): RequestSummary {
  const status = spaceRequestItemSchema.shape.status.parse(item.status);
  return {
    id: String(item.id),
    marketDateId: String(item.marketDateId),
    date: String(item.date),
    status,
    spaceId: strOrNull(item.spaceId),
    notes: strOrNull(item.notes),
    amountDue: num(item.amountDue),
    amountPaid: num(item.amountPaid),
    amountBalance: num(item.amountBalance),
    grossSales: typeof item.grossSales === 'number' ? item.grossSales : null,
    lateCancellationFee: num(item.lateCancellationFee),
    amountBase: num(item.amountBase),
    salesBasedRate: num(item.salesBasedRate),
    salesBasedFee: num(item.salesBasedFee),
    amountLatePaymentFee: num(item.amountLatePaymentFee),
    createdAt: strOrNull(item.createdAt),
    approvedAt: strOrNull(item.approvedAt),
    cancelledAt: strOrNull(item.cancelledAt),
    cancelledReason: strOrNull(item.cancelledReason),
    waitlisted: item.waitlisted === true,
  };
}

export interface RequestUpdate {
  /** Attributes to set on the request. */
  set: Record<string, unknown>;
  /** The vendor's space on that date, to hand back when a skip or cancel frees it. */
  releaseSpaceId?: string | null;
  /** Who made the change: its audit entries go in the same transaction. */
  actor: AuditActor;
}

export function makeVendorDatesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const requests = makeSpaceRequestsRepository(ddb, tableName);
  const calendar = fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk });

  return {
    async vendor(vendorId: string): Promise<VendorItem | undefined> {
      return table.get(keys.vendor(vendorId), { parser: vendorItemSchema });
    },

    /** Market dates on or after an ISO date, ascending (the calendar index). */
    async calendarFrom(isoDate: string): Promise<CalendarEntry[]> {
      const items = await table.queryAll({ ...calendar, sk: { ge: isoDate } });
      return items.map(toCalendarEntry);
    },

    /** Market dates from one ISO date to another (both included), in either order (the calendar index). */
    async calendarBetween(from: string, to: string, order: 'oldest' | 'newest'): Promise<CalendarEntry[]> {
      if (from > to) return [];
      const items = await table.queryAll({ ...calendar, sk: { between: [from, to] }, newestFirst: order === 'newest' });
      return items.map(toCalendarEntry);
    },

    /** Every request of the vendor, oldest date first: one query on the vendor's requests index. */
    async vendorRequests(vendorId: string): Promise<RequestSummary[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi2pk: keys.vendorRequestsByDate(vendorId, '').gsi2pk }),
        projection: SUMMARY_FIELDS,
      });
      return items.map(toRequestSummary);
    },

    /**
     * The vendor's name and status with the labels of its assigned spaces, in one BatchGet (per 100 keys): the
     * market dates screen's last read, so the vendor costs no request of its own.
     */
    async vendorWithSpaceLabels(
      vendorId: string,
      spaces: { marketDateId: string; spaceId: string }[],
    ): Promise<{ vendor?: Pick<VendorItem, 'id' | 'name' | 'status' | 'marketIds'>; labels: Map<string, string> }> {
      const items = await table.batchGet(
        [keys.vendor(vendorId), ...spaces.map((s) => keys.space(s.marketDateId, s.spaceId))],
        { projection: ['_type', 'id', 'name', 'status', 'label', 'marketIds'] },
      );
      const raw = items.find((i) => isType(i, 'vendor'));
      const vendor = raw ? vendorPickSchema.parse(raw) : undefined;
      const labels = new Map(items.filter((i) => isType(i, 'space')).map((i) => [String(i.id), String(i.label)]));
      return { ...(vendor ? { vendor } : {}), labels };
    },

    /** Labels of assigned spaces by space id, in one BatchGet (per 100 spaces). */
    spaceLabels: (spaces: { marketDateId: string; spaceId: string }[]) => readSpaceLabels(ddb, tableName, spaces),

    /** The vendor's item, documents and payments: one Query of the vendor's partition. */
    async vendorPartition(vendorId: string): Promise<{
      vendor?: VendorItem;
      documents: DocumentItem[];
      payments: PaymentItem[];
    }> {
      const k = keys.vendor(vendorId);
      // The range (DOCUMENT# … VENDOR) leaves the audit log out; the filter keeps the images, notes and products
      // sorted in between out of the response, so the one request stays small however much content the vendor has.
      const items = await table.queryAll({
        pk: k.pk,
        sk: { between: [keys.vendorDocument(vendorId, '').sk, k.sk] },
        filter: c.in('_type', ['vendor', 'document', 'payment']),
      });
      const out: { vendor?: VendorItem; documents: DocumentItem[]; payments: PaymentItem[] } = {
        documents: [],
        payments: [],
      };
      for (const item of items) {
        if (isType(item, 'vendor')) out.vendor = vendorItemSchema.parse(item);
        else if (isType(item, 'document')) out.documents.push(documentItemSchema.parse(item));
        else if (isType(item, 'payment')) out.payments.push(paymentItemSchema.parse(item));
      }
      return out;
    },

    /** Every vendor alert (one partition); the caller keeps the ones that apply today. */
    async vendorAlerts(): Promise<VendorAlertItem[]> {
      const items = await table.queryAll({ pk: keys.vendorAlert('').pk });
      return items.flatMap((i) => {
        const parsed = vendorAlertItemSchema.safeParse(i);
        return parsed.success ? [parsed.data] : [];
      });
    },

    /** The date, the vendor's request on it and the vendor, read together and consistently before a change. */
    async actionState(
      marketDateId: string,
      vendorId: string,
    ): Promise<{ marketDate?: CalendarEntry; request?: SpaceRequestItem; vendor?: VendorItem }> {
      const dateKey = marketDateEntity.key(marketDateId);
      const requestKey = spaceRequestEntity.key(marketDateId, vendorId);
      const vendorKey = keys.vendor(vendorId);
      const items = await table.batchGet([dateKey, requestKey, vendorKey], { consistent: true });
      const md = items.find((i) => marketDateEntity.is(i));
      const rq = items.find((i) => spaceRequestEntity.is(i));
      const vd = items.find((i) => isType(i, 'vendor'));
      return {
        marketDate: md ? toCalendarEntry(md) : undefined,
        request: rq ? spaceRequestItemSchema.parse(rq) : undefined,
        vendor: vd ? vendorItemSchema.parse(vd) : undefined,
      };
    },

    /**
     * Writes a new request with its audit entries; false when one already exists for the vendor and date (the key
     * holds one per pair).
     */
    async createRequest(item: SpaceRequestItem, actor: AuditActor): Promise<boolean> {
      return requests.create(item, actor);
    },

    /**
     * Changes a request only if it is still in the status it was read in; a freed space is handed back (and the
     * date's assigned count lowered) in the same transaction, with the change's audit entries
     * (space-requests.repository.ts). Returns undefined when the request changed meanwhile.
     */
    async updateRequest(
      request: SpaceRequestItem,
      fromStatus: SpaceRequestItem['status'],
      update: RequestUpdate,
    ): Promise<SpaceRequestItem | undefined> {
      const written = await requests.transition(request, fromStatus, update.set, update.actor, {
        releaseSpaceId: update.releaseSpaceId,
      });
      return typeof written === 'string' ? undefined : written;
    },

    /** Removes a skip, leaving a delete entry in its history; false when the request is no longer a skip. */
    async deleteSkip(request: SpaceRequestItem, actor: AuditActor): Promise<boolean> {
      return requests.remove(request, actor);
    },
  };
}
export type VendorDatesRepository = ReturnType<typeof makeVendorDatesRepository>;
