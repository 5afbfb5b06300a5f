/**
 * Market dates and layout templates. The calendar is one index (gsi1 `MARKET_DATES`, sorted by ISO date), so the
 * list, a date range and the next market are one query each; each date item carries its space counts so no list
 * needs a query per date. One market date per calendar date is held by a guard item written in the same transaction
 * as the date. A new date's spaces, landmarks and pre-assigned requests are written before the date itself, so a
 * date that can be listed always has its whole layout.
 */
import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  landmarkItemSchema,
  layoutItemSchema,
  layoutLandmarkItemSchema,
  layoutSpaceItemSchema,
  marketDateItemSchema,
  spaceItemSchema,
  type LandmarkItem,
  type LayoutItem,
  type LayoutLandmarkItem,
  type LayoutSpaceItem,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { vendorItemSchema, type VendorItem } from '../vendors/vendor.items.js';
import { batchGetAll, queryAll } from '../dynamo.js';
import { keys, spaceRequestKeys, TABLE_INDEXES } from '../keys.js';
import type { AuditActor } from '../../http/request-origin.js';
import { requestAuditEntries } from './request-audit.items.js';

/** An item ready to write: its keys and attributes. */
export type KeyedItem = Record<string, unknown> & { pk: string; sk: string };

export interface DateDraft {
  marketDate: MarketDateItem;
  spaces: SpaceItem[];
  landmarks: LandmarkItem[];
  /** Requests of vendors pre-assigned to their default space. */
  requests: SpaceRequestItem[];
  /** Who made the date, for the pre-assigned requests' audit entries. */
  actor?: AuditActor;
}

const NO_ACTOR: AuditActor = { userId: null, userName: null, ipAddress: null, userAgent: null };

/** Every item under a new date, with its keys. */
function childrenOf(d: DateDraft): KeyedItem[] {
  const id = d.marketDate.id;
  return [
    ...d.spaces.map((s) => ({ ...keys.space(id, s.id), ...s })),
    ...d.landmarks.map((l) => ({ ...keys.landmark(id, l.id), ...l })),
    ...d.requests.map((r) => ({ ...spaceRequestKeys(r), ...r })),
    // A pre-assigned request's history starts with its creation, written in the same batch. One entry (its status)
    // rather than one per priced field: a season writes hundreds of these, and its price is on the request itself.
    ...d.requests.flatMap((r) =>
      requestAuditEntries(
        null,
        { id: r.id, vendorId: r.vendorId, marketDateId: r.marketDateId, status: r.status },
        d.actor ?? NO_ACTOR,
        r.createdAt,
      ),
    ),
    // One space per vendor per date: the same guard item assigning a vendor to a space writes.
    ...d.spaces
      .filter((s) => s.vendorId)
      .map((s) => ({
        ...keys.assignedVendor(id, s.vendorId!),
        _type: 'assignment_guard',
        vendorId: s.vendorId!,
        spaceId: s.id,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      })),
  ];
}

const BATCH_WRITE_LIMIT = 25;
const PARALLEL_BATCHES = 8;
/** Two items (guard + date) per new date; a transaction holds at most 100. */
const DATES_PER_TRANSACTION = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const chunk = <T>(xs: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, i * size + size));

async function inParallel<T>(tasks: T[], limit: number, run: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) await run(tasks[next++]!);
  });
  await Promise.all(workers);
}

type Reason = { Code?: string };

export function makeMarketDatesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  /** Puts or deletes items in batches of 25, several batches at once, retrying what DynamoDB leaves unprocessed. */
  async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
    await inParallel(chunk(requests, BATCH_WRITE_LIMIT), PARALLEL_BATCHES, async (batch) => {
      let pending = batch;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 0) {
          if (attempt > 8) throw new Error(`${pending.length} write(s) stayed unprocessed`);
          await sleep(Math.min(1000, 25 * 2 ** attempt));
        }
        const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
        pending = (r.UnprocessedItems?.[tableName] ?? []) as Record<string, unknown>[];
      }
    });
  }
  const putAll = (items: KeyedItem[]) => batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
  const deleteAll = (items: { pk: string; sk: string }[]) =>
    batchWrite(items.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));

  const parseDates = (items: Record<string, unknown>[]) =>
    items.flatMap((raw) => {
      const parsed = marketDateItemSchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    });

  return {
    /** Market dates in date order, optionally from/to (inclusive): one index query. */
    async list(range: { from?: string; to?: string } = {}): Promise<MarketDateItem[]> {
      const { from, to } = range;
      const condition =
        from && to
          ? 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to'
          : from
            ? 'gsi1pk = :pk AND gsi1sk >= :from'
            : to
              ? 'gsi1pk = :pk AND gsi1sk <= :to'
              : 'gsi1pk = :pk';
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byNaturalKey,
        KeyConditionExpression: condition,
        ExpressionAttributeValues: {
          ':pk': keys.marketDateCalendar('').gsi1pk,
          ...(from ? { ':from': from } : {}),
          ...(to ? { ':to': to } : {}),
        },
      });
      return parseDates(items);
    },

    /** The earliest date on or after `today` that is not canceled. */
    async next(today: string): Promise<MarketDateItem | undefined> {
      let startKey: Record<string, unknown> | undefined;
      do {
        const r = await ddb.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: TABLE_INDEXES.byNaturalKey,
            KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :today',
            ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':today': today },
            Limit: 10,
            ExclusiveStartKey: startKey,
          }),
        );
        const found = parseDates(r.Items ?? []).find((d) => d.status !== 'canceled');
        if (found) return found;
        startKey = r.LastEvaluatedKey;
      } while (startKey);
      return undefined;
    },

    async get(id: string): Promise<MarketDateItem | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.marketDate(id) }));
      const parsed = marketDateItemSchema.safeParse(r.Item);
      return parsed.success ? parsed.data : undefined;
    },

    /** A date's spaces and landmarks (two queries at once; requests are not read). */
    async layoutOfDate(id: string): Promise<{ spaces: SpaceItem[]; landmarks: LandmarkItem[] }> {
      const { pk } = keys.marketDatePartition(id);
      const prefixed = (prefix: string) =>
        queryAll(ddb, {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        });
      const [spaces, landmarks] = await Promise.all([prefixed('SPACE#'), prefixed('LANDMARK#')]);
      const valid = <T>(schema: { safeParse(raw: unknown): { success: boolean; data?: T } }, raw: unknown): T[] => {
        const parsed = schema.safeParse(raw);
        return parsed.success ? [parsed.data as T] : [];
      };
      return {
        spaces: spaces.flatMap((raw) => valid<SpaceItem>(spaceItemSchema, raw)),
        landmarks: landmarks.flatMap((raw) => valid<LandmarkItem>(landmarkItemSchema, raw)),
      };
    },

    /** A layout template's current version: its head, then the version's items (two queries). */
    async template(
      layoutId: string,
    ): Promise<{ head: LayoutItem | undefined; spaces: LayoutSpaceItem[]; landmarks: LayoutLandmarkItem[] }> {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.layout(layoutId), ConsistentRead: true }),
      );
      const head = layoutItemSchema.safeParse(r.Item);
      if (!head.success) return { head: undefined, spaces: [], landmarks: [] };
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.layoutVersionPartition(layoutId, head.data.version).pk },
      });
      const spaces: LayoutSpaceItem[] = [];
      const landmarks: LayoutLandmarkItem[] = [];
      for (const raw of items) {
        if (raw._type === 'layout_space') spaces.push(layoutSpaceItemSchema.parse(raw));
        if (raw._type === 'layout_landmark') landmarks.push(layoutLandmarkItemSchema.parse(raw));
      }
      return { head: head.data, spaces, landmarks };
    },

    /**
     * Writes a new version of a template, then points the head at it (conditional on the version it replaces, so
     * two saves at once cannot both win), then removes the old version's items.
     */
    async saveTemplate(
      head: LayoutItem,
      previousVersion: string | undefined,
      spaces: LayoutSpaceItem[],
      landmarks: LayoutLandmarkItem[],
    ): Promise<'ok' | 'stale'> {
      const layoutId = head.id;
      await putAll([
        ...spaces.map((s) => ({ ...keys.layoutSpace(layoutId, head.version, s.id), ...s })),
        ...landmarks.map((l) => ({ ...keys.layoutLandmark(layoutId, head.version, l.id), ...l })),
      ]);
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.layout(layoutId), ...head },
            ConditionExpression: previousVersion ? 'version = :previous' : 'attribute_not_exists(pk)',
            ...(previousVersion ? { ExpressionAttributeValues: { ':previous': previousVersion } } : {}),
          }),
        );
      } catch (err) {
        if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
        const orphans = await queryAll(ddb, {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.layoutVersionPartition(layoutId, head.version).pk },
          ProjectionExpression: 'pk, sk',
        });
        await deleteAll(orphans as { pk: string; sk: string }[]);
        return 'stale';
      }
      if (previousVersion) {
        const old = await queryAll(ddb, {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.layoutVersionPartition(layoutId, previousVersion).pk },
          ProjectionExpression: 'pk, sk',
        });
        await deleteAll(old as { pk: string; sk: string }[]);
      }
      return 'ok';
    },

    /** Vendors by id (one batch per 100), for who may be pre-assigned and at what price. */
    async vendors(ids: string[]): Promise<Map<string, VendorItem>> {
      const out = new Map<string, VendorItem>();
      for (const raw of await batchGetAll(ddb, tableName, [...new Set(ids)].map(keys.vendor))) {
        const parsed = vendorItemSchema.safeParse(raw);
        if (parsed.success) out.set(parsed.data.id, parsed.data);
      }
      return out;
    },

    /**
     * Creates dates with everything under them. Children first (batched), then each date with its calendar-date
     * guard (50 dates per transaction). A date whose guard is already taken is skipped and its children removed.
     */
    async createDates(drafts: DateDraft[]): Promise<{ created: MarketDateItem[]; skipped: string[] }> {
      // Built once: the audit entries' ids are new each time, and a skipped date removes exactly what was written.
      const children = new Map(drafts.map((d) => [d.marketDate.id, childrenOf(d)]));
      await putAll(drafts.flatMap((d) => children.get(d.marketDate.id)!));
      const created: MarketDateItem[] = [];
      const skipped: DateDraft[] = [];
      for (const group of chunk(drafts, DATES_PER_TRANSACTION)) {
        let pending = group;
        for (let attempt = 0; pending.length > 0; attempt++) {
          try {
            await ddb.send(
              new TransactWriteCommand({
                TransactItems: pending.flatMap(({ marketDate: md }) => [
                  {
                    Put: {
                      TableName: tableName,
                      Item: {
                        ...keys.uniqueMarketDate(md.date),
                        _type: 'unique_guard',
                        ownerId: md.id,
                        createdAt: md.createdAt,
                        updatedAt: md.createdAt,
                      },
                      ConditionExpression: 'attribute_not_exists(pk)',
                    },
                  },
                  {
                    Put: {
                      TableName: tableName,
                      Item: { ...keys.marketDate(md.id), ...keys.marketDateCalendar(md.date), ...md },
                      ConditionExpression: 'attribute_not_exists(pk)',
                    },
                  },
                ]),
              }),
            );
            created.push(...pending.map((d) => d.marketDate));
            pending = [];
          } catch (err) {
            const e = err as { name?: string; CancellationReasons?: Reason[] };
            if (e.name !== 'TransactionCanceledException' || attempt >= 5) throw err;
            // The whole transaction was rolled back: drop the dates whose guard is taken and try the rest again.
            const reasons = e.CancellationReasons ?? [];
            const taken = new Set(
              pending.filter((_, i) => reasons[2 * i]?.Code === 'ConditionalCheckFailed').map((d) => d.marketDate.id),
            );
            skipped.push(...pending.filter((d) => taken.has(d.marketDate.id)));
            pending = pending.filter((d) => !taken.has(d.marketDate.id));
            if (taken.size === 0) await sleep(50 * 2 ** attempt);
          }
        }
      }
      if (skipped.length) await deleteAll(skipped.flatMap((d) => children.get(d.marketDate.id)!));
      return { created, skipped: skipped.map((d) => d.marketDate.date) };
    },

    /** Sets the given fields; undefined when the date does not exist. */
    async update(
      id: string,
      fields: Partial<Pick<MarketDateItem, 'maxVendors' | 'notes' | 'status'>>,
      at: string,
    ): Promise<MarketDateItem | undefined> {
      const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
      const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
      const values: Record<string, unknown> = { ':updatedAt': at };
      const sets = ['#updatedAt = :updatedAt'];
      for (const [k, v] of entries) {
        names[`#${k}`] = k;
        values[`:${k}`] = v;
        sets.push(`#${k} = :${k}`);
      }
      try {
        const r = await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.marketDate(id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return marketDateItemSchema.parse(r.Attributes);
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
        throw err;
      }
    },
  };
}
export type MarketDatesRepository = ReturnType<typeof makeMarketDatesRepository>;
