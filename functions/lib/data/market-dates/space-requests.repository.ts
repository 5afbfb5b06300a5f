/**
 * Every write of a space request's status or money, in one place: each is one conditional transaction that carries
 * the request's audit entries (request-audit.items.ts), so a change and its history are written together or not at
 * all. The condition is what the caller read (the status for a transition, the version for a financial edit), so two
 * admins acting on one request at once cannot both win.
 */
import * as z from '../../../../shared/zod.js';
import { GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AuditActor } from '../../http/request-origin.js';
import { batchGetAll, cancellationCodes, indexedById, queryAll } from '../dynamo.js';
import { keys, spaceRequestKeys } from '../keys.js';
import { vendorItemSchema, type VendorItem } from '../vendors/vendor.items.js';
import {
  marketDateItemSchema,
  spaceItemSchema,
  spaceRequestItemSchema,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { aggregatePartUpdate } from '../tenders/tender-aggregate.js';
import { requestAuditEntries, requestAuditItemSchema, type RequestAuditItem } from './request-audit.items.js';
import { clockNow } from '../../time/clock.js';

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

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ATTEMPTS = 4;

/** Fields left undefined are not written, so they are no change either. */
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

const putAll = (tableName: string, items: Record<string, unknown>[]): TransactItem[] =>
  items.map((Item) => ({ Put: { TableName: tableName, Item } }));

export function makeSpaceRequestsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  /**
   * Runs a transaction whose first item is the request's condition. A conflict with another transaction in flight is
   * tried again after a short random pause; `adjust` may drop optional parts a cancellation names (a space that is
   * no longer the vendor's). Resolves 'ok', or why the write was refused.
   */
  async function run(
    build: () => TransactItem[],
    adjust?: (codes: string[], parts: TransactItem[]) => TransactItem[] | undefined,
    once?: OnceRecord,
  ): Promise<'ok' | WriteRefusal> {
    // A scheduled job's idempotency record goes last: if it exists already, the job has done this, so nothing changes.
    const withOnce = (parts: TransactItem[]) =>
      once
        ? [...parts, { Put: { TableName: tableName, Item: once, ConditionExpression: 'attribute_not_exists(pk)' } }]
        : parts;
    let parts = withOnce(build());
    for (let attempt = 1; ; attempt++) {
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: parts }));
        return 'ok';
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes) throw err;
        if (codes[0] === 'ConditionalCheckFailed') return 'changed';
        if (once && codes[parts.length - 1] === 'ConditionalCheckFailed') return 'changed';
        if (codes.includes('ConditionalCheckFailed')) {
          const adjusted = adjust?.(codes, parts);
          if (!adjusted) throw err;
          parts = adjusted; // transitions with a freed space, which carry no idempotency record
        } else if (!codes.includes('TransactionConflict')) throw err;
        if (attempt >= ATTEMPTS) return 'busy';
        if (codes.includes('TransactionConflict')) await sleep(15 + Math.random() * 50 * attempt);
      }
    }
  }

  /** The parts that hand a vendor's space back: the space, its one-space-per-vendor guard and the date's count. */
  function releaseParts(request: SpaceRequestItem, spaceId: string, at: string): TransactItem[] {
    return [
      {
        Update: {
          TableName: tableName,
          Key: keys.space(request.marketDateId, spaceId),
          UpdateExpression:
            'SET vendorId = :null, assignedAt = :null, assignedBy = :null, isDefault = :false, updatedAt = :now',
          ConditionExpression: 'vendorId = :vendor',
          ExpressionAttributeValues: { ':null': null, ':false': false, ':vendor': request.vendorId, ':now': at },
        },
      },
      // The guard goes with the space (spaces.repository.ts writes it when assigning).
      { Delete: { TableName: tableName, Key: keys.assignedVendor(request.marketDateId, request.vendorId) } },
      {
        Update: {
          TableName: tableName,
          Key: keys.marketDate(request.marketDateId),
          UpdateExpression: 'ADD assignedCount :minusOne',
          ConditionExpression: 'assignedCount > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
    ];
  }

  function setExpression(fields: Record<string, unknown>) {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([field, value], i) => {
        names[`#u${i}`] = field;
        values[`:u${i}`] = value;
        return `#u${i} = :u${i}`;
      });
    return { UpdateExpression: `SET ${sets.join(', ')}`, names, values };
  }

  return {
    /** A request by its id alone: the id index names its key, then one consistent read of the item. */
    async findById(requestId: string): Promise<SpaceRequestItem | undefined> {
      const key = await indexedById(ddb, tableName, keys.spaceRequestById(requestId), ['pk', 'sk']);
      if (!key) return undefined;
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }),
      );
      return r.Item ? spaceRequestItemSchema.parse(r.Item) : undefined;
    },

    /** The date, its spaces and its requests: one Query of the date's partition (its guards and landmarks left out). */
    async dateRequests(marketDateId: string): Promise<DateRequests> {
      const { pk } = keys.marketDatePartition(marketDateId);
      // MARKET_DATE < REQUEST#… < SPACE#…: one key range holds the three kinds, and nothing else.
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': keys.marketDate(marketDateId).sk, ':to': 'SPACE#\uffff' },
        ConsistentRead: true,
      });
      const out: DateRequests = { marketDate: undefined, spaces: [], requests: [] };
      for (const raw of items) {
        if (raw._type === 'market_date') {
          out.marketDate = marketDateItemSchema.parse({
            ...raw,
            spaceCount: Math.max(0, Number(raw.spaceCount ?? 0)),
            assignedCount: Math.max(0, Number(raw.assignedCount ?? 0)),
          });
        } else if (raw._type === 'space') out.spaces.push(spaceItemSchema.parse(raw));
        else if (raw._type === 'space_request') out.requests.push(spaceRequestItemSchema.parse(raw));
      }
      return out;
    },

    /** The vendors' state and pricing fields, consistently: one BatchGet per 100 vendors, side by side. */
    async vendors(vendorIds: readonly string[]): Promise<Map<string, VendorFacts>> {
      const unique = [...new Set(vendorIds)];
      const found = await batchGetAll(ddb, tableName, unique.map(keys.vendor), {
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
      const set = setExpression({ ...fields, updatedAt: at });
      const requestPart: TransactItem = {
        Update: {
          TableName: tableName,
          Key: keys.spaceRequest(request.marketDateId, request.vendorId),
          UpdateExpression: set.UpdateExpression,
          ConditionExpression: 'attribute_exists(pk) AND #status = :from',
          ExpressionAttributeNames: { ...set.names, '#status': 'status' },
          ExpressionAttributeValues: { ...set.values, ':from': fromStatus },
        },
      };
      const release = opts.releaseSpaceId ? releaseParts(request, opts.releaseSpaceId, at) : [];
      const auditParts = putAll(tableName, audit);
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
          {
            Put: {
              TableName: tableName,
              Item: { ...spaceRequestKeys(item), ...item },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...putAll(tableName, requestAuditEntries(null, item, actor, item.createdAt)),
        ],
        undefined,
        opts.once,
      );
      return outcome === 'ok';
    },

    /** Removes a request still in the status it was read in (an unskip), leaving a `delete` entry in its history. */
    async remove(request: SpaceRequestItem, actor: AuditActor, at = clockNow().toISOString()): Promise<boolean> {
      const outcome = await run(() => [
        {
          Delete: {
            TableName: tableName,
            Key: keys.spaceRequest(request.marketDateId, request.vendorId),
            ConditionExpression: '#status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': request.status },
          },
        },
        ...putAll(tableName, requestAuditEntries(request, null, actor, at)),
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
      const set = setExpression({ ...fields, updatedAt: at });
      const outcome = await run(
        () => [
          {
            Update: {
              TableName: tableName,
              Key: keys.spaceRequest(request.marketDateId, request.vendorId),
              UpdateExpression: set.UpdateExpression,
              ConditionExpression: 'attribute_exists(pk) AND updatedAt = :expected',
              ExpressionAttributeNames: set.names,
              ExpressionAttributeValues: { ...set.values, ':expected': expectedUpdatedAt },
            },
          },
          ...putAll(tableName, requestAuditEntries(request, after, actor, at)),
          // Sales by tender: the date's tender aggregate follows the request's split in the same transaction.
          ...(fields.salesByTender === undefined
            ? []
            : [
                aggregatePartUpdate(
                  tableName,
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

    /** A request's history, newest first: one Query. */
    async auditLog(requestId: string, limit: number): Promise<RequestAuditItem[]> {
      const prefix = keys.spaceRequestAuditPrefix(requestId);
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': prefix.pk, ':prefix': prefix.skPrefix },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (r.Items ?? []).flatMap((raw) => {
        const parsed = requestAuditItemSchema.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}
export type SpaceRequestsRepository = ReturnType<typeof makeSpaceRequestsRepository>;
