/**
 * Every write of a space request's status or money, in one place: each is one conditional transaction that carries
 * the request's audit entries (request-audit.items.ts), so a change and its history are written together or not at
 * all. The condition is what the caller read (the status for a transition, the version for a financial edit), so two
 * admins acting on one request at once cannot both win.
 */
import * as z from '../../../../shared/zod.js';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AuditActor } from '../../http/request-origin.js';
import { keys, spaceRequestKeys } from '../keys.js';
import { AGAIN, c, fromKey, makeTable, newestFirstPage, retry, type TxPart } from '../toolkit/index.js';
import { vendorItemSchema, type VendorItem } from '../vendors/vendor.items.js';
import {
  marketDateEntity,
  spaceEntity,
  spaceRequestEntity,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { aggregatePartUpdate } from '../tenders/tender-aggregate.js';
import { requestAuditEntity, requestAuditEntries, type RequestAuditItem } from './request-audit.items.js';
import { requestUpdate, withListingKey } from './request-listing.js';
import { clockNow } from '../../time/clock.js';
import { tallyPart } from './date-tally.js';

export interface DateRequests {
  marketDate: MarketDateItem | undefined;
  spaces: SpaceItem[];
  requests: SpaceRequestItem[];
}

/** What an approval reads of a vendor: its state and what prices it. */
export type VendorFacts = Pick<
  VendorItem,
  'id' | 'name' | 'status' | 'vendorTypeId' | 'defaultSpaceTypeId' | 'overrideBasePrice' | 'overrideSalesBasedRate'
>;
const VENDOR_FACTS = [
  'id',
  'name',
  'status',
  'vendorTypeId',
  'defaultSpaceTypeId',
  'overrideBasePrice',
  'overrideSalesBasedRate',
] as const;

/** Why a write was refused: the request is not as it was read, or others kept touching it. */
export type WriteRefusal = 'changed' | 'busy';

/** An idempotency record (keys.jobRun plus what it did), written with the change only if it does not exist yet. */
export type OnceRecord = Record<string, unknown> & { pk: string; sk: string };

/** Every request write of a date also moves the date's tally, so writes on one date meet there more often. */
const ATTEMPTS = 8;

/** Fields left undefined are not written, so they are no change either. */
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

export function makeSpaceRequestsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const putAll = (items: Record<string, unknown>[]): TxPart[] => items.map((item) => table.tx.put(item));

  /**
   * Runs a transaction whose first item is the request's condition. A conflict with another transaction in flight is
   * tried again after a short random pause; `adjust` may drop optional parts a cancellation names (a space that is
   * no longer the vendor's). Resolves 'ok', or why the write was refused.
   */
  async function run(
    build: () => TxPart[],
    adjust?: (codes: string[], parts: TxPart[]) => TxPart[] | undefined,
    once?: OnceRecord,
  ): Promise<'ok' | WriteRefusal> {
    // A scheduled job's idempotency record goes last: if it exists already, the job has done this, so nothing changes.
    const withOnce = (parts: TxPart[]) => (once ? [...parts, table.tx.put(once, { guard: c.absent() })] : parts);
    let parts = withOnce(build());
    let conflicted = false;
    return retry<'ok' | WriteRefusal>(
      async () => {
        const r = await table.transact(parts);
        if (r.ok) return 'ok';
        if (r.failedAt(0)) return 'changed';
        if (once && r.failedAt(parts.length - 1)) return 'changed';
        conflicted = r.codes.includes('TransactionConflict');
        if (r.codes.includes('ConditionalCheckFailed')) {
          const adjusted = adjust?.(r.codes, parts);
          if (!adjusted) throw new Error(`Space request write cancelled: ${r.codes.join(', ')}`);
          parts = adjusted; // transitions with a freed space, which carry no idempotency record
        } else if (!conflicted) throw new Error(`Space request write cancelled: ${r.codes.join(', ')}`);
        return AGAIN;
      },
      {
        attempts: ATTEMPTS,
        // A dropped part is tried again at once; a concurrent transaction is given a moment to finish.
        pauseMs: (attempt) => (conflicted ? 15 + Math.random() * 50 * attempt : 0),
        exhausted: () => 'busy',
      },
    );
  }

  /** The parts that hand a vendor's space back: the space, its one-space-per-vendor guard and the date's count. */
  function releaseParts(request: SpaceRequestItem, spaceId: string, at: string): TxPart[] {
    return [
      table.tx.update(
        spaceEntity.key(request.marketDateId, spaceId),
        { set: { vendorId: null, assignedAt: null, assignedBy: null, isDefault: false, updatedAt: at } },
        { guard: c.eq('vendorId', request.vendorId) },
      ),
      // The guard goes with the space (spaces.repository.ts writes it when assigning).
      table.tx.delete(keys.assignedVendor(request.marketDateId, request.vendorId)),
      table.tx.update(
        marketDateEntity.key(request.marketDateId),
        { add: { assignedCount: -1 }, set: { layoutChangedAt: at } },
        { guard: c.gt('assignedCount', 0) },
      ),
    ];
  }

  return {
    /** A request by its id alone: the id index names its key, then one consistent read of the item. */
    async findById(requestId: string): Promise<SpaceRequestItem | undefined> {
      const { items } = await table.query({
        ...fromKey(keys.spaceRequestById(requestId)),
        projection: ['pk', 'sk'],
        limit: 1,
      });
      const key = items[0];
      if (!key) return undefined;
      return table.get({ pk: String(key.pk), sk: String(key.sk) }, { consistent: true, parser: spaceRequestEntity });
    },

    /** The date, its spaces and its requests: one Query of the date's partition (its guards and landmarks left out). */
    async dateRequests(marketDateId: string): Promise<DateRequests> {
      const { pk } = keys.marketDatePartition(marketDateId);
      // MARKET_DATE < REQUEST#… < SPACE#…: one key range holds the three kinds, and nothing else.
      const items = await table.queryAll({
        pk,
        sk: { between: [keys.marketDate(marketDateId).sk, `${keys.space(marketDateId, '').sk}\uffff`] },
        consistent: true,
      });
      const out: DateRequests = { marketDate: undefined, spaces: [], requests: [] };
      for (const raw of items) {
        if (marketDateEntity.is(raw)) {
          out.marketDate = marketDateEntity.parse({
            ...raw,
            spaceCount: Math.max(0, Number(raw.spaceCount ?? 0)),
            assignedCount: Math.max(0, Number(raw.assignedCount ?? 0)),
          });
        } else if (spaceEntity.is(raw)) out.spaces.push(spaceEntity.parse(raw));
        else if (spaceRequestEntity.is(raw)) out.requests.push(spaceRequestEntity.parse(raw));
      }
      return out;
    },

    /** The vendors' state and pricing fields, consistently: one BatchGet per 100 vendors, side by side. */
    async vendors(vendorIds: readonly string[]): Promise<Map<string, VendorFacts>> {
      const unique = [...new Set(vendorIds)];
      const found = await table.batchGet(unique.map(keys.vendor), {
        consistent: true,
        projection: VENDOR_FACTS,
      });
      const facts = z.pick(vendorItemSchema, {
        id: true,
        name: true,
        status: true,
        vendorTypeId: true,
        defaultSpaceTypeId: true,
        overrideBasePrice: true,
        overrideSalesBasedRate: true,
      });
      return new Map(
        found.flatMap((raw) => {
          const parsed = facts.safeParse(raw);
          return parsed.success ? [[parsed.data.id, parsed.data] as const] : [];
        }),
      );
    },

    /**
     * Moves a request on, only if it is still in the status it was read in. A freed space is handed back (with its
     * guard, and the date's assigned count lowered) in the same transaction, as are the audit entries. Answers the
     * request as written, or why it was refused.
     */
    async transition(
      request: SpaceRequestItem,
      fromStatus: SpaceRequestItem['status'],
      fields: Record<string, unknown>,
      actor: AuditActor,
      opts: { releaseSpaceId?: string | null } = {},
    ): Promise<SpaceRequestItem | WriteRefusal> {
      const at = String(fields.updatedAt ?? clockNow().toISOString());
      const after = { ...request, ...defined(fields), updatedAt: at } as SpaceRequestItem;
      const audit = requestAuditEntries(request, after, actor, at);
      const requestPart = table.tx.update(
        spaceRequestEntity.key(request.marketDateId, request.vendorId),
        requestUpdate(request, { ...fields, updatedAt: at }),
        { guard: c.and(c.present(), c.eq('status', fromStatus)) },
      );
      const release = opts.releaseSpaceId ? releaseParts(request, opts.releaseSpaceId, at) : [];
      const auditParts = [...putAll(audit), ...tallyPart(table, request.marketDateId, request, after)];
      const outcome = await run(
        () => [requestPart, ...release, ...auditParts],
        (codes, parts) => {
          if (!release.length) return undefined;
          const releasing = parts.length - auditParts.length - 1;
          // Not the vendor's space any more: leave it, its guard and its count alone. A count already at 0: leave it.
          if (releasing >= 1 && codes[1] === 'ConditionalCheckFailed') return [requestPart, ...auditParts];
          if (releasing === 3 && codes[3] === 'ConditionalCheckFailed') {
            return [requestPart, ...release.slice(0, 2), ...auditParts];
          }
          return undefined;
        },
      );
      return outcome === 'ok' ? after : outcome;
    },

    /** Writes a new request with its `create` audit entries; false when the vendor already has one on the date. */
    async create(item: SpaceRequestItem, actor: AuditActor, opts: { once?: OnceRecord } = {}): Promise<boolean> {
      const outcome = await run(
        () => [
          table.tx.put({ ...spaceRequestKeys(item), ...item }, { guard: c.absent() }),
          ...putAll(requestAuditEntries(null, item, actor, item.createdAt)),
          ...tallyPart(table, item.marketDateId, null, item),
        ],
        undefined,
        opts.once,
      );
      return outcome === 'ok';
    },

    /** Removes a request still in the status it was read in (an unskip), leaving a `delete` entry in its history. */
    async remove(request: SpaceRequestItem, actor: AuditActor, at = clockNow().toISOString()): Promise<boolean> {
      const outcome = await run(() => [
        table.tx.delete(spaceRequestEntity.key(request.marketDateId, request.vendorId), {
          guard: c.eq('status', request.status),
        }),
        ...putAll(requestAuditEntries(request, null, actor, at)),
        ...tallyPart(table, request.marketDateId, request, null),
      ]);
      return outcome === 'ok';
    },

    /**
     * The admin's financial edit: written only if the request is still the version the form was opened on, with one
     * audit entry per changed field.
     */
    async updateFinancials(
      request: SpaceRequestItem,
      expectedUpdatedAt: string,
      fields: Record<string, unknown>,
      actor: AuditActor,
      opts: { once?: OnceRecord } = {},
    ): Promise<SpaceRequestItem | WriteRefusal> {
      const at = String(fields.updatedAt ?? clockNow().toISOString());
      const after = { ...request, ...defined(fields), updatedAt: at } as SpaceRequestItem;
      const outcome = await run(
        () => [
          table.tx.update(
            spaceRequestEntity.key(request.marketDateId, request.vendorId),
            // Gross sales entered or changed: the request moves in the date's proceeds listing in this same write.
            { set: withListingKey(request, { ...fields, updatedAt: at }) },
            { guard: c.and(c.present(), c.eq('updatedAt', expectedUpdatedAt)) },
          ),
          ...putAll(requestAuditEntries(request, after, actor, at)),
          ...tallyPart(table, request.marketDateId, request, after),
          // Sales by tender: the date's tender aggregate follows the request's split in the same transaction.
          ...(fields.salesByTender === undefined
            ? []
            : [
                aggregatePartUpdate(
                  table,
                  { id: request.marketDateId, date: request.date },
                  'sales',
                  request.vendorId,
                  after.salesByTender ? { vendorName: '', byTender: after.salesByTender } : null,
                  at,
                ),
              ]),
        ],
        undefined,
        opts.once,
      );
      return outcome === 'ok' ? after : outcome;
    },

    /** A page of a request's history, newest first: one Query; a cursor not of this history is a 400. */
    async auditLog(
      requestId: string,
      page: { cursor?: string; limit: number },
    ): Promise<{ items: RequestAuditItem[]; nextCursor: string | null }> {
      const r = await newestFirstPage(table, keys.spaceRequestAuditPrefix(requestId), page.cursor, page.limit);
      return { items: r.items.flatMap((raw) => requestAuditEntity.tryParse(raw) ?? []), nextCursor: r.nextCursor };
    },
  };
}
export type SpaceRequestsRepository = ReturnType<typeof makeSpaceRequestsRepository>;
