/**
 * The spaces of a market date and what hangs on them: assignments, the vendors' requests, publication.
 *
 * Everything of one date lives under its partition (keys.marketDatePartition): the date, its spaces, landmarks,
 * requests and the one-space-per-vendor guards (keys.assignedVendor), so a screen reads it in one Query. Assigning
 * and unassigning are single transactions over the space, the guard, the vendor's request and the date's
 * assignedCount: two admins assigning at once cannot both win, and nothing is left half-written.
 */
import { TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OPEN_REQUEST_STATUSES } from '../../../../shared/space-assignment.js';
import {
  marketDateItemSchema,
  spaceItemSchema,
  type AssignmentGuardItem,
  spaceRequestItemSchema,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { type VendorItem } from '../vendors/vendor.items.js';
import type { AuditActor } from '../../http/request-origin.js';
import { batchGetAll, queryAll } from '../dynamo.js';
import { requestAuditEntries } from './request-audit.items.js';
import { keys, spaceRequestKeys, TABLE_INDEXES } from '../keys.js';

export interface MarketDatePartition {
  marketDate: MarketDateItem | undefined;
  spaces: SpaceItem[];
  requests: SpaceRequestItem[];
}

/** What the spaces screen and pricing read of a vendor. */
export type VendorSummary = Pick<
  VendorItem,
  | 'id'
  | 'name'
  | 'email'
  | 'status'
  | 'vendorTypeId'
  | 'defaultAreaId'
  | 'defaultSpaceTypeId'
  | 'overrideBasePrice'
  | 'overrideSalesBasedRate'
>;

const VENDOR_FIELDS = [
  'id',
  'name',
  'email',
  'status',
  'vendorTypeId',
  'defaultAreaId',
  'defaultSpaceTypeId',
  'overrideBasePrice',
  'overrideSalesBasedRate',
] as const;

const toVendorSummary = (raw: Record<string, unknown>): VendorSummary => ({
  id: String(raw.id),
  name: String(raw.name ?? ''),
  email: String(raw.email ?? ''),
  status: raw.status as VendorItem['status'],
  vendorTypeId: String(raw.vendorTypeId ?? ''),
  defaultAreaId: (raw.defaultAreaId as string | null | undefined) ?? null,
  defaultSpaceTypeId: (raw.defaultSpaceTypeId as string | null | undefined) ?? null,
  overrideBasePrice: (raw.overrideBasePrice as number | null | undefined) ?? null,
  overrideSalesBasedRate: (raw.overrideSalesBasedRate as number | null | undefined) ?? null,
});

const projection = (fields: readonly string[]) => ({
  ProjectionExpression: fields.map((_f, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
});

const TRANSACTION_LIMIT = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Reason = { Code?: string; Item?: Record<string, unknown> };
/** The per-item reasons of a cancelled transaction, or undefined when the error is something else. */
export function cancellationReasons(err: unknown): Reason[] | undefined {
  const e = err as { name?: string; CancellationReasons?: Reason[] };
  return e?.name === 'TransactionCanceledException' ? (e.CancellationReasons ?? []) : undefined;
}

/**
 * The guard that holds one space per vendor per date (keys.assignedVendor). Whoever assigns a vendor to a space
 * (assigning here, a new date's pre-assigned default spaces) puts it with `attribute_not_exists(pk)` in the same
 * transaction as the space; unassigning deletes it.
 */
export function assignmentGuardItem(marketDateId: string, vendorId: string, spaceId: string, at: string) {
  const item: AssignmentGuardItem = {
    _type: 'assignment_guard',
    id: vendorId,
    vendorId,
    spaceId,
    createdAt: at,
    updatedAt: at,
  };
  return { ...keys.assignedVendor(marketDateId, vendorId), ...item };
}

/** Why an assignment transaction was refused, by the item that refused it. */
export type AssignOutcome =
  'ok' | 'space-taken' | 'vendor-has-space' | 'request-changed' | 'not-found' | 'extra-refused' | 'conflict';

export interface AssignWrite {
  marketDateId: string;
  spaceId: string;
  vendorId: string;
  isDefault: boolean;
  by: string;
  at: string;
  /** Link the existing request (its status must still be open) or create this new one. */
  request: { kind: 'link' } | { kind: 'create'; item: SpaceRequestItem & { date: string } };
  /** Who assigns, for the audit entries of a request created approved. */
  actor?: AuditActor;
  /** More fields set on a linked request in the same write (a waitlist offer accepted approves it too). */
  requestSet?: Record<string, unknown>;
  /** Further parts of the same transaction, after the assignment's own (a waitlist offer closed as accepted). */
  extraParts?: TransactItem[];
}

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const NO_ACTOR: AuditActor = { userId: null, userName: null, ipAddress: null, userAgent: null };

export interface UnassignWrite {
  marketDateId: string;
  spaceId: string;
  vendorId: string;
  at: string;
  /** Unlink the vendor's request when it points at this space. */
  unlinkRequest: boolean;
}

export interface RequestRepricing {
  marketDateId: string;
  vendorId: string;
  /** The request as read, for the audit entries of its changed amounts. */
  before?: SpaceRequestItem;
  actor?: AuditActor;
  /** The request's updatedAt as read: a request changed since (a payment) is not overwritten. */
  expectedUpdatedAt: string;
  amounts: Record<'amountBase' | 'salesBasedRate' | 'salesBasedFee' | 'amountDue' | 'amountBalance', number>;
  at: string;
}

export function makeSpacesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const batchGet = (keyList: { pk: string; sk: string }[], fields?: readonly string[]) =>
    batchGetAll(ddb, tableName, keyList, { consistent: true, projection: fields && [...fields, 'pk', 'sk'] });

  /**
   * A transaction, tried again (up to 3 times, after a short random pause) when DynamoDB cancelled it only because
   * another transaction touched one of its items at that moment: assignments on one date all count on the date's
   * item, so two admins assigning different spaces at once would otherwise refuse each other.
   */
  async function transact(input: ConstructorParameters<typeof TransactWriteCommand>[0]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await ddb.send(new TransactWriteCommand(input));
        return;
      } catch (err) {
        const reasons = cancellationReasons(err);
        const onlyConflicts =
          !!reasons &&
          reasons.some((r) => r.Code === 'TransactionConflict') &&
          !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
        if (!onlyConflicts || attempt >= 3) throw err;
        await sleep(20 + Math.random() * 60 * attempt);
      }
    }
  }

  const parseSpace = (raw: Record<string, unknown>) => spaceItemSchema.parse(raw);
  // The denormalised counts are kept by ADD in many writers' transactions; a date loaded without them (older data)
  // could dip below 0 once, which must not make the date unreadable.
  const parseMarketDate = (raw: Record<string, unknown>) =>
    marketDateItemSchema.parse({
      ...raw,
      spaceCount: Math.max(0, Number(raw.spaceCount ?? 0)),
      assignedCount: Math.max(0, Number(raw.assignedCount ?? 0)),
    });
  const parseRequest = (raw: Record<string, unknown>) => spaceRequestItemSchema.parse(raw);

  function assignParts(
    w: Pick<AssignWrite, 'marketDateId' | 'spaceId' | 'vendorId' | 'isDefault' | 'by' | 'at'>,
  ): TransactItem[] {
    return [
      {
        Update: {
          TableName: tableName,
          Key: keys.space(w.marketDateId, w.spaceId),
          UpdateExpression:
            'SET vendorId = :vendor, assignedAt = :at, assignedBy = :by, isDefault = :isDefault, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(vendorId) OR vendorId = :null)',
          ExpressionAttributeValues: {
            ':vendor': w.vendorId,
            ':at': w.at,
            ':by': w.by,
            ':isDefault': w.isDefault,
            ':null': null,
          },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: assignmentGuardItem(w.marketDateId, w.vendorId, w.spaceId, w.at),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
  }

  return {
    /** The date, its spaces and its requests: one Query of the date's partition (paged past 1 MB only). */
    async loadDate(marketDateId: string): Promise<MarketDatePartition> {
      const out: MarketDatePartition = { marketDate: undefined, spaces: [], requests: [] };
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.marketDatePartition(marketDateId).pk },
        ConsistentRead: true,
      });
      for (const raw of items) {
        if (raw._type === 'market_date') out.marketDate = parseMarketDate(raw);
        else if (raw._type === 'space') out.spaces.push(parseSpace(raw));
        else if (raw._type === 'space_request') out.requests.push(parseRequest(raw));
      }
      return out;
    },

    /** Vendors by id, in BatchGets of 100 run side by side. */
    async getVendors(vendorIds: readonly string[]): Promise<Map<string, VendorSummary>> {
      const unique = [...new Set(vendorIds)];
      const items = await batchGet(unique.map(keys.vendor), VENDOR_FIELDS);
      return new Map(items.map((raw) => [String(raw.id), toVendorSummary(raw)]));
    },

    /** Every approved vendor (the vendors-by-name index, one Query per 1 MB page). */
    async listApprovedVendors(): Promise<VendorSummary[]> {
      const p = projection(VENDOR_FIELDS);
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: 'gsi3pk = :pk',
        FilterExpression: '#status = :approved',
        ProjectionExpression: p.ProjectionExpression,
        ExpressionAttributeNames: { ...p.ExpressionAttributeNames, '#status': 'status' },
        ExpressionAttributeValues: { ':pk': keys.vendorListing('', '').gsi3pk, ':approved': 'APPROVED' },
      });
      return items.map(toVendorSummary);
    },

    /**
     * What assigning needs, in one BatchGet: the date, the space, the vendor and the vendor's request for the date.
     */
    async getAssignContext(marketDateId: string, spaceId: string, vendorId: string) {
      const items = await batchGet([
        keys.marketDate(marketDateId),
        keys.space(marketDateId, spaceId),
        keys.vendor(vendorId),
        keys.spaceRequest(marketDateId, vendorId),
      ]);
      const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
      const date = find(keys.marketDate(marketDateId));
      const space = find(keys.space(marketDateId, spaceId));
      const vendor = find(keys.vendor(vendorId));
      const request = find(keys.spaceRequest(marketDateId, vendorId));
      return {
        marketDate: date ? parseMarketDate(date) : undefined,
        space: space ? parseSpace(space) : undefined,
        vendor: vendor ? toVendorSummary(vendor) : undefined,
        request: request ? parseRequest(request) : undefined,
      };
    },

    /** A space and the request of the vendor it holds (two reads: the request's key needs the space's vendor). */
    async getSpaceWithRequest(marketDateId: string, spaceId: string) {
      const [raw] = await batchGet([keys.space(marketDateId, spaceId)]);
      const space = raw ? parseSpace(raw) : undefined;
      if (!space?.vendorId) return { space, request: undefined };
      const [rawRequest] = await batchGet([keys.spaceRequest(marketDateId, space.vendorId)]);
      return { space, request: rawRequest ? parseRequest(rawRequest) : undefined };
    },

    /**
     * The space taken by the vendor and the vendor's one-space guard for the date, refused if either is held: the
     * first two parts of an assignment, also written by a placement that creates the request with its space.
     */
    assignParts,

    /** A transaction part that only checks the space still holds no vendor. */
    spaceFreeCheck(marketDateId: string, spaceId: string): TransactItem {
      return {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.space(marketDateId, spaceId),
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(vendorId) OR vendorId = :null)',
          ExpressionAttributeValues: { ':null': null },
        },
      };
    },

    async assign(w: AssignWrite): Promise<AssignOutcome> {
      const requestItem =
        w.request.kind === 'create'
          ? {
              Put: {
                TableName: tableName,
                Item: { ...spaceRequestKeys(w.request.item), ...w.request.item },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            }
          : {
              Update: {
                TableName: tableName,
                Key: keys.spaceRequest(w.marketDateId, w.vendorId),
                UpdateExpression:
                  'SET spaceId = :space, assignedAt = :at, assignedBy = :by, updatedAt = :at' +
                  Object.keys(w.requestSet ?? {})
                    .map((_f, i) => `, #x${i} = :x${i}`)
                    .join(''),
                // The request is a second holder of "one space per vendor per date": it links one space at most.
                ConditionExpression:
                  'attribute_exists(pk) AND #status IN (:s0, :s1, :s2) AND ' +
                  '(attribute_not_exists(spaceId) OR spaceId = :null OR spaceId = :space)',
                ExpressionAttributeNames: {
                  '#status': 'status',
                  ...Object.fromEntries(Object.keys(w.requestSet ?? {}).map((f, i) => [`#x${i}`, f])),
                },
                ExpressionAttributeValues: {
                  ...Object.fromEntries(Object.values(w.requestSet ?? {}).map((v, i) => [`:x${i}`, v])),
                  ':space': w.spaceId,
                  ':null': null,
                  ':at': w.at,
                  ':by': w.by,
                  ':s0': OPEN_REQUEST_STATUSES[0],
                  ':s1': OPEN_REQUEST_STATUSES[1],
                  ':s2': OPEN_REQUEST_STATUSES[2],
                },
              },
            };
      try {
        await transact({
          TransactItems: [
            ...assignParts(w),
            requestItem,
            {
              Update: {
                TableName: tableName,
                Key: keys.marketDate(w.marketDateId),
                UpdateExpression: 'ADD assignedCount :one SET updatedAt = :at',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':one': 1, ':at': w.at },
              },
            },
            // A request created approved and priced starts its history in the same transaction.
            ...(w.request.kind === 'create'
              ? requestAuditEntries(null, w.request.item, w.actor ?? NO_ACTOR, w.at).map((Item) => ({
                  Put: { TableName: tableName, Item },
                }))
              : []),
            ...(w.extraParts ?? []),
          ],
        });
        return 'ok';
      } catch (err) {
        const reasons = cancellationReasons(err);
        if (!reasons) throw err;
        const failed = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
        if (failed(0)) return 'space-taken';
        if (failed(1)) return 'vendor-has-space';
        if (failed(2)) return 'request-changed';
        if (failed(3)) return 'not-found';
        if (
          w.extraParts?.length &&
          reasons.slice(-w.extraParts.length).some((r) => r.Code === 'ConditionalCheckFailed')
        ) {
          return 'extra-refused';
        }
        return 'conflict';
      }
    },

    async unassign(w: UnassignWrite): Promise<'ok' | 'changed' | 'conflict'> {
      try {
        await transact({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: keys.space(w.marketDateId, w.spaceId),
                UpdateExpression:
                  'SET vendorId = :null, assignedAt = :null, assignedBy = :null, isDefault = :false, updatedAt = :at',
                ConditionExpression: 'vendorId = :vendor',
                ExpressionAttributeValues: { ':vendor': w.vendorId, ':null': null, ':false': false, ':at': w.at },
              },
            },
            // Assignments made before guards existed (the demo market) have none to delete; that is fine.
            { Delete: { TableName: tableName, Key: keys.assignedVendor(w.marketDateId, w.vendorId) } },
            ...(w.unlinkRequest
              ? [
                  {
                    Update: {
                      TableName: tableName,
                      Key: keys.spaceRequest(w.marketDateId, w.vendorId),
                      UpdateExpression: 'SET spaceId = :null, assignedAt = :null, assignedBy = :null, updatedAt = :at',
                      ConditionExpression: 'spaceId = :space',
                      ExpressionAttributeValues: { ':space': w.spaceId, ':null': null, ':at': w.at },
                    },
                  },
                ]
              : []),
            {
              Update: {
                TableName: tableName,
                Key: keys.marketDate(w.marketDateId),
                UpdateExpression: 'ADD assignedCount :minusOne SET updatedAt = :at',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':minusOne': -1, ':at': w.at },
              },
            },
          ],
        });
        return 'ok';
      } catch (err) {
        const reasons = cancellationReasons(err);
        if (!reasons) throw err;
        return reasons.some((r) => r.Code === 'ConditionalCheckFailed') ? 'changed' : 'conflict';
      }
    },

    /** Changes a space's own fields; undefined when the space does not exist. */
    async updateSpace(
      marketDateId: string,
      spaceId: string,
      changes: Record<string, unknown>,
      at: string,
    ): Promise<SpaceItem | undefined> {
      const entries = Object.entries({ ...changes, updatedAt: at }).filter(([, v]) => v !== undefined);
      try {
        const r = await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.space(marketDateId, spaceId),
            UpdateExpression: `SET ${entries.map((_e, i) => `#a${i} = :v${i}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#a${i}`, k])),
            ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
            ReturnValues: 'ALL_NEW',
          }),
        );
        return parseSpace(r.Attributes ?? {});
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
        throw err;
      }
    },

    /**
     * Deletes a space that holds no vendor, and counts it off the date, in one transaction. The condition is the
     * database's: a vendor assigned a moment before still blocks the delete.
     */
    async deleteSpace(marketDateId: string, spaceId: string, at: string): Promise<'ok' | 'not-found' | 'assigned'> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: tableName,
                  Key: keys.space(marketDateId, spaceId),
                  ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(vendorId) OR vendorId = :null)',
                  ExpressionAttributeValues: { ':null': null },
                  ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: keys.marketDate(marketDateId),
                  UpdateExpression: 'ADD spaceCount :minusOne SET updatedAt = :at',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':minusOne': -1, ':at': at },
                },
              },
            ],
          }),
        );
        return 'ok';
      } catch (err) {
        const reasons = cancellationReasons(err);
        if (!reasons) throw err;
        const [space, date] = reasons;
        if (space?.Code === 'ConditionalCheckFailed') return space.Item ? 'assigned' : 'not-found';
        if (date?.Code === 'ConditionalCheckFailed') return 'not-found';
        throw err;
      }
    },

    /**
     * Writes repriced amounts, each request with the audit entries of its changed amounts, as many requests per
     * transaction as its 100 items hold, the transactions side by side. A request changed since it was read fails
     * its whole transaction; the answer counts what was written.
     */
    async writeRequestAmounts(list: readonly RequestRepricing[]): Promise<{ written: number; failed: number }> {
      const parts = list.map((r) => {
        const update = {
          Update: {
            TableName: tableName,
            Key: keys.spaceRequest(r.marketDateId, r.vendorId),
            UpdateExpression:
              'SET amountBase = :base, salesBasedRate = :rate, salesBasedFee = :fee, amountDue = :due, ' +
              'amountBalance = :balance, updatedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :expected',
            ExpressionAttributeValues: {
              ':base': r.amounts.amountBase,
              ':rate': r.amounts.salesBasedRate,
              ':fee': r.amounts.salesBasedFee,
              ':due': r.amounts.amountDue,
              ':balance': r.amounts.amountBalance,
              ':at': r.at,
              ':expected': r.expectedUpdatedAt,
            },
          },
        };
        const audit = r.before
          ? requestAuditEntries(r.before, { ...r.before, ...r.amounts }, r.actor ?? NO_ACTOR, r.at).map((Item) => ({
              Put: { TableName: tableName, Item },
            }))
          : [];
        return [update, ...audit];
      });
      const chunks: (typeof parts)[] = [];
      let size = 0;
      for (const p of parts) {
        if (!chunks.length || size + p.length > TRANSACTION_LIMIT) {
          chunks.push([]);
          size = 0;
        }
        chunks[chunks.length - 1]!.push(p);
        size += p.length;
      }
      const results = await Promise.all(
        chunks.map(async (chunk) => {
          try {
            await ddb.send(new TransactWriteCommand({ TransactItems: chunk.flat() }));
            return { written: chunk.length, failed: 0 };
          } catch (err) {
            if (!cancellationReasons(err)) throw err;
            return { written: 0, failed: chunk.length };
          }
        }),
      );
      return results.reduce((a, b) => ({ written: a.written + b.written, failed: a.failed + b.failed }), {
        written: 0,
        failed: 0,
      });
    },

    /** Sets publishedAt/By once: false when the date was already published (or is gone). */
    async markPublished(marketDateId: string, by: string, at: string): Promise<boolean> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.marketDate(marketDateId),
            UpdateExpression: 'SET publishedAt = :at, publishedBy = :by, updatedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(publishedAt) OR publishedAt = :null)',
            ExpressionAttributeValues: { ':at': at, ':by': by, ':null': null },
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },

    /**
     * Phone numbers of vendor users who chose text notifications, by vendor: one Query of the users-by-role index
     * (every vendor user, filtered in DynamoDB), so publishing needs no read per vendor.
     */
    async textNotificationPhones(): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: 'gsi3pk = :pk',
        FilterExpression:
          'textNotifications = :yes AND attribute_exists(phone) AND (attribute_not_exists(isActive) OR isActive = :yes)',
        ProjectionExpression: 'vendorId, phone',
        ExpressionAttributeValues: { ':pk': keys.userByRole('vendor_user', '').gsi3pk, ':yes': true },
      });
      for (const u of items) {
        if (typeof u.vendorId !== 'string' || typeof u.phone !== 'string' || !u.phone) continue;
        out.set(u.vendorId, [...(out.get(u.vendorId) ?? []), u.phone]);
      }
      return out;
    },
  };
}
export type SpacesRepository = ReturnType<typeof makeSpacesRepository>;
