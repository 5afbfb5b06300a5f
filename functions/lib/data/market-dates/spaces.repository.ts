/**
 * The spaces of a market date and what hangs on them: assignments, the vendors' requests, publication.
 *
 * Everything of one date lives under its partition (keys.marketDatePartition): the date, its spaces, landmarks,
 * requests and the one-space-per-vendor guards (keys.assignedVendor), so a screen reads it in one Query. Assigning
 * and unassigning are single transactions over the space, the guard, the vendor's request and the date's
 * assignedCount: two admins assigning at once cannot both win, and nothing is left half-written.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OPEN_REQUEST_STATUSES } from '../../../../shared/space-assignment.js';
import {
  countedMarketDate,
  marketDateEntity,
  spaceEntity,
  spaceRequestEntity,
  type AssignmentGuardItem,
  type MarketDateItem,
  type SpaceItem,
  type SpaceRequestItem,
} from './market-date.items.js';
import { type VendorItem } from '../vendors/vendor.items.js';
import type { AuditActor } from '../../http/request-origin.js';
import { requestAuditEntries } from './request-audit.items.js';
import { keys, spaceRequestKeys } from '../keys.js';
import { c, fromKey, isType, makeTable, type TxPart } from '../toolkit/index.js';
import { tallyPart, tallyPartOfMany, tallyRecountPart } from './date-tally.js';
import { requestUpdate } from './request-listing.js';
import { isLocale } from '../../../../shared/locale.js';

/** A date with its spaces only (the spaces list). */
export interface DateSpaces {
  marketDate: MarketDateItem | undefined;
  spaces: SpaceItem[];
}

/** What the spaces list shows of the request of a space's vendor. */
export type AssignedRequest = Pick<SpaceRequestItem, 'id' | 'vendorId' | 'confirmedAt'>;

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
  // The language its messages are written in (absent: English)
  | 'locale'
>;

const VENDOR_FIELDS = [
  'locale',
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
  ...(isLocale(raw.locale) ? { locale: raw.locale } : {}),
});

const TRANSACTION_LIMIT = 100;
const ASSIGN_ATTEMPTS = 12;

/** The space holds no vendor: the guard of assigning it, and of deleting it. */
const spaceFree = () => c.and(c.present(), c.or(c.notExists('vendorId'), c.eq('vendorId', null)));

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
  /** The linked request as read: its date's tally moves by the change, and it must still be in the status read. */
  linkedRequest?: SpaceRequestItem;
  /** Who assigns, for the audit entries of a request created approved. */
  actor?: AuditActor;
  /** More fields set on a linked request in the same write (a waitlist offer accepted approves it too). */
  requestSet?: Record<string, unknown>;
  /** Further parts of the same transaction, after the assignment's own (a waitlist offer closed as accepted). */
  extraParts?: TxPart[];
}

const NO_ACTOR: AuditActor = { userId: null, userName: null, ipAddress: null, userAgent: null };

export interface UnassignWrite {
  marketDateId: string;
  spaceId: string;
  vendorId: string;
  at: string;
  /** Unlink the vendor's request when it points at this space. */
  unlinkRequest: boolean;
  /** The request as read, for the date's tally. */
  request?: SpaceRequestItem;
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
  const table = makeTable(ddb, tableName);
  const batchGet = (keyList: { pk: string; sk: string }[], fields?: readonly string[]) =>
    table.batchGet(keyList, { consistent: true, projection: fields && [...fields, 'pk', 'sk'] });

  /**
   * A transaction, tried again (after a short random pause that grows) when DynamoDB cancelled it only because
   * another transaction touched one of its items at that moment: assignments on one date all count on the date's
   * item and its tally, so on market week many admins' and vendors' assignments at once would otherwise refuse
   * each other. A burst of 50 assignments to one date all land within these tries.
   */
  const transactRetried = (parts: readonly TxPart[]) =>
    table.transact(parts, {
      retry: { attempts: ASSIGN_ATTEMPTS, pauseMs: (attempt) => 10 + Math.random() * 40 * attempt },
    });

  /** The date's assignedCount moved by `delta`, the date still there. */
  const countAssigned = (marketDateId: string, delta: number, at: string) =>
    table.tx.update(
      keys.marketDate(marketDateId),
      { add: { assignedCount: delta }, set: { updatedAt: at, layoutChangedAt: at } },
      { guard: c.present() },
    );

  function assignParts(
    w: Pick<AssignWrite, 'marketDateId' | 'spaceId' | 'vendorId' | 'isDefault' | 'by' | 'at'>,
  ): TxPart[] {
    return [
      table.tx.update(
        keys.space(w.marketDateId, w.spaceId),
        {
          set: { vendorId: w.vendorId, assignedAt: w.at, assignedBy: w.by, isDefault: w.isDefault, updatedAt: w.at },
        },
        { guard: spaceFree() },
      ),
      table.tx.put(assignmentGuardItem(w.marketDateId, w.vendorId, w.spaceId, w.at), { guard: c.absent() }),
    ];
  }

  function requestPart(w: AssignWrite): TxPart {
    if (w.request.kind === 'create') {
      return table.tx.put({ ...spaceRequestKeys(w.request.item), ...w.request.item }, { guard: c.absent() });
    }
    const set = { spaceId: w.spaceId, assignedAt: w.at, assignedBy: w.by, updatedAt: w.at, ...w.requestSet };
    return table.tx.update(
      keys.spaceRequest(w.marketDateId, w.vendorId),
      // A status set with it (a waitlist offer accepted approves) moves the request's list keys, from the request read.
      w.linkedRequest ? requestUpdate(w.linkedRequest, set) : { set },
      {
        // The request is a second holder of "one space per vendor per date": it links one space at most.
        guard: c.and(
          c.present(),
          w.linkedRequest ? c.eq('status', w.linkedRequest.status) : c.in('status', OPEN_REQUEST_STATUSES),
          c.or(c.notExists('spaceId'), c.eq('spaceId', null), c.eq('spaceId', w.spaceId)),
        ),
      },
    );
  }

  /** How the assignment moves the date's tally: exactly from the request read, else a recount on the next read. */
  function assignTally(w: AssignWrite): TxPart[] {
    if (w.request.kind === 'create') return tallyPart(table, w.marketDateId, null, w.request.item);
    if (!w.linkedRequest) return [tallyRecountPart(table, w.marketDateId)];
    const after = { ...w.linkedRequest, spaceId: w.spaceId, ...w.requestSet } as SpaceRequestItem;
    return tallyPart(table, w.marketDateId, w.linkedRequest, after);
  }

  return {
    /** The date, its spaces and its requests: one Query of the date's partition (paged past 1 MB only). */
    async loadDate(marketDateId: string): Promise<MarketDatePartition> {
      const out: MarketDatePartition = { marketDate: undefined, spaces: [], requests: [] };
      const items = await table.queryAll({ ...fromKey(keys.marketDatePartition(marketDateId)), consistent: true });
      for (const raw of items) {
        if (marketDateEntity.is(raw)) out.marketDate = countedMarketDate.parse(raw);
        else if (spaceEntity.is(raw)) out.spaces.push(spaceEntity.parse(raw));
        else if (spaceRequestEntity.is(raw)) out.requests.push(spaceRequestEntity.parse(raw));
      }
      return out;
    },

    /**
     * The spaces list of a date: the date item and its SPACE# range side by side, never its requests; then only the
     * requests of the vendors holding a space, by key, with the two fields the list shows. Consistent: the admin
     * reads back what they just assigned.
     */
    async listDate(marketDateId: string): Promise<DateSpaces> {
      const [marketDate, spaceItems] = await Promise.all([
        table.get(keys.marketDate(marketDateId), { consistent: true, parser: countedMarketDate }),
        table.queryAll({
          ...fromKey(keys.marketDatePartition(marketDateId)),
          sk: { beginsWith: keys.space(marketDateId, '').sk },
          consistent: true,
          parser: spaceEntity,
        }),
      ]);
      return { marketDate, spaces: spaceItems };
    },

    /** The requests of the given vendors on a date, with the fields the spaces list shows of them. */
    async assignedRequests(marketDateId: string, vendorIds: readonly string[]): Promise<AssignedRequest[]> {
      const unique = [...new Set(vendorIds)];
      if (!unique.length) return [];
      const items = await batchGet(
        unique.map((v) => keys.spaceRequest(marketDateId, v)),
        ['id', 'vendorId', 'confirmedAt'],
      );
      return items.map((r) => ({
        id: String(r.id),
        vendorId: String(r.vendorId),
        confirmedAt: typeof r.confirmedAt === 'string' ? r.confirmedAt : null,
      }));
    },

    /** Vendors by id, in BatchGets of 100 run side by side. */
    async getVendors(vendorIds: readonly string[]): Promise<Map<string, VendorSummary>> {
      const unique = [...new Set(vendorIds)];
      const items = await batchGet(unique.map(keys.vendor), VENDOR_FIELDS);
      return new Map(items.map((raw) => [String(raw.id), toVendorSummary(raw)]));
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
      const date = items.find((i) => marketDateEntity.is(i));
      const space = items.find((i) => spaceEntity.is(i));
      const vendor = items.find((i) => isType(i, 'vendor'));
      const request = items.find((i) => spaceRequestEntity.is(i));
      return {
        marketDate: date ? countedMarketDate.parse(date) : undefined,
        space: space ? spaceEntity.parse(space) : undefined,
        vendor: vendor ? toVendorSummary(vendor) : undefined,
        request: request ? spaceRequestEntity.parse(request) : undefined,
      };
    },

    /** A space and the request of the vendor it holds (two reads: the request's key needs the space's vendor). */
    async getSpaceWithRequest(marketDateId: string, spaceId: string) {
      const [raw] = await batchGet([keys.space(marketDateId, spaceId)]);
      const space = raw ? spaceEntity.parse(raw) : undefined;
      if (!space?.vendorId) return { space, request: undefined };
      const [rawRequest] = await batchGet([keys.spaceRequest(marketDateId, space.vendorId)]);
      return { space, request: rawRequest ? spaceRequestEntity.parse(rawRequest) : undefined };
    },

    /**
     * The space taken by the vendor and the vendor's one-space guard for the date, refused if either is held: the
     * first two parts of an assignment, also written by a placement that creates the request with its space.
     */
    assignParts,

    /** A transaction part that only checks the space still holds no vendor. */
    spaceFreeCheck(marketDateId: string, spaceId: string): TxPart {
      return table.tx.check(keys.space(marketDateId, spaceId), spaceFree());
    },

    async assign(w: AssignWrite): Promise<AssignOutcome> {
      const extra = w.extraParts ?? [];
      const r = await transactRetried([
        ...assignParts(w),
        requestPart(w),
        countAssigned(w.marketDateId, 1, w.at),
        ...assignTally(w),
        // A request created approved and priced starts its history in the same transaction.
        ...(w.request.kind === 'create'
          ? requestAuditEntries(null, w.request.item, w.actor ?? NO_ACTOR, w.at).map((item) => table.tx.put(item))
          : []),
        ...extra,
      ]);
      if (r.ok) return 'ok';
      if (r.failedAt(0)) return 'space-taken';
      if (r.failedAt(1)) return 'vendor-has-space';
      if (r.failedAt(2)) return 'request-changed';
      if (r.failedAt(3)) return 'not-found';
      if (extra.length && r.codes.slice(-extra.length).includes('ConditionalCheckFailed')) return 'extra-refused';
      return 'conflict';
    },

    async unassign(w: UnassignWrite): Promise<'ok' | 'changed' | 'conflict'> {
      const unlinked = { spaceId: null, assignedAt: null, assignedBy: null, updatedAt: w.at };
      const r = await transactRetried([
        table.tx.update(
          keys.space(w.marketDateId, w.spaceId),
          { set: { vendorId: null, assignedAt: null, assignedBy: null, isDefault: false, updatedAt: w.at } },
          { guard: c.eq('vendorId', w.vendorId) },
        ),
        // Assignments made before guards existed (the demo market) have none to delete; that is fine.
        table.tx.delete(keys.assignedVendor(w.marketDateId, w.vendorId)),
        ...(w.unlinkRequest
          ? [
              table.tx.update(
                keys.spaceRequest(w.marketDateId, w.vendorId),
                { set: unlinked },
                { guard: c.eq('spaceId', w.spaceId) },
              ),
            ]
          : []),
        countAssigned(w.marketDateId, -1, w.at),
        ...(!w.unlinkRequest
          ? []
          : w.request
            ? tallyPart(table, w.marketDateId, w.request, { ...w.request, spaceId: null })
            : [tallyRecountPart(table, w.marketDateId)]),
      ]);
      if (r.ok) return 'ok';
      return r.codes.includes('ConditionalCheckFailed') ? 'changed' : 'conflict';
    },

    /**
     * Changes a space's own fields and marks the date's layout changed, in one transaction; undefined when the space
     * does not exist. The space is then read back (a transaction returns no item).
     */
    async updateSpace(
      marketDateId: string,
      spaceId: string,
      changes: Record<string, unknown>,
      at: string,
    ): Promise<SpaceItem | undefined> {
      const r = await transactRetried([
        table.tx.update(
          keys.space(marketDateId, spaceId),
          { set: { ...changes, updatedAt: at } },
          { guard: c.present() },
        ),
        table.tx.update(keys.marketDate(marketDateId), { set: { layoutChangedAt: at } }, { guard: c.present() }),
      ]);
      if (!r.ok) {
        if (r.codes.includes('ConditionalCheckFailed')) return undefined;
        throw new Error(`Space update cancelled: ${r.codes.join(', ')}`);
      }
      const [raw] = await batchGet([keys.space(marketDateId, spaceId)]);
      return raw ? spaceEntity.parse(raw) : undefined;
    },

    /**
     * Deletes a space that holds no vendor, and counts it off the date, in one transaction. The condition is the
     * database's: a vendor assigned a moment before still blocks the delete.
     */
    async deleteSpace(marketDateId: string, spaceId: string, at: string): Promise<'ok' | 'not-found' | 'assigned'> {
      const r = await table.transact([
        table.tx.delete(keys.space(marketDateId, spaceId), { guard: spaceFree(), returnCurrentOnRefusal: true }),
        table.tx.update(
          keys.marketDate(marketDateId),
          { add: { spaceCount: -1 }, set: { updatedAt: at, layoutChangedAt: at } },
          { guard: c.present() },
        ),
      ]);
      if (r.ok) return 'ok';
      if (r.failedAt(0)) return r.refusedPresent(0) ? 'assigned' : 'not-found';
      if (r.failedAt(1)) return 'not-found';
      throw new Error(`Space delete cancelled: ${r.codes.join(', ')}`);
    },

    /**
     * Writes repriced amounts, each request with the audit entries of its changed amounts, as many requests per
     * transaction as its 100 items hold, the transactions side by side. A request changed since it was read fails
     * its whole transaction; the answer counts what was written.
     */
    async writeRequestAmounts(list: readonly RequestRepricing[]): Promise<{ written: number; failed: number }> {
      const parts = list.map((r) => {
        const { amountBase, salesBasedRate, salesBasedFee, amountDue, amountBalance } = r.amounts;
        const update = table.tx.update(
          keys.spaceRequest(r.marketDateId, r.vendorId),
          { set: { amountBase, salesBasedRate, salesBasedFee, amountDue, amountBalance, updatedAt: r.at } },
          { guard: c.and(c.present(), c.eq('updatedAt', r.expectedUpdatedAt)) },
        );
        const audit = r.before
          ? requestAuditEntries(r.before, { ...r.before, ...r.amounts }, r.actor ?? NO_ACTOR, r.at).map((item) =>
              table.tx.put(item),
            )
          : [];
        return { r, parts: [update, ...audit] };
      });
      // Each chunk also moves the tally of each date it touches, once: room is kept for those parts.
      const chunks: { r: RequestRepricing; parts: TxPart[] }[][] = [];
      let size = 0;
      let dates = new Set<string>();
      for (const p of parts) {
        const more = p.parts.length + (dates.has(p.r.marketDateId) ? 0 : 1);
        if (!chunks.length || size + more > TRANSACTION_LIMIT) {
          chunks.push([]);
          size = 0;
          dates = new Set();
        }
        chunks[chunks.length - 1]!.push(p);
        // Not `more`: a chunk just started has not yet seen the date, so it owes the date's tally part again.
        size += p.parts.length + (dates.has(p.r.marketDateId) ? 0 : 1);
        dates.add(p.r.marketDateId);
      }
      const tallyParts = (chunk: { r: RequestRepricing }[]) =>
        [...new Set(chunk.map((p) => p.r.marketDateId))].flatMap((dateId) => {
          const ofDate = chunk.filter((p) => p.r.marketDateId === dateId).map((p) => p.r);
          if (ofDate.some((r) => !r.before)) return [tallyRecountPart(table, dateId)];
          return tallyPartOfMany(
            table,
            dateId,
            ofDate.map((r) => ({ before: r.before, after: { ...r.before!, ...r.amounts } })),
          );
        });
      const results = await Promise.all(
        chunks.map(async (chunk) => {
          // The chunks all move the date's tally, so side by side they may turn each other away for a moment.
          const r = await table.transact([...chunk.flatMap((p) => p.parts), ...tallyParts(chunk)], {
            retry: { attempts: 8 },
          });
          return r.ok ? { written: chunk.length, failed: 0 } : { written: 0, failed: chunk.length };
        }),
      );
      return results.reduce((a, b) => ({ written: a.written + b.written, failed: a.failed + b.failed }), {
        written: 0,
        failed: 0,
      });
    },

    /** Sets publishedAt/By once: false when the date was already published (or is gone). */
    async markPublished(marketDateId: string, by: string, at: string): Promise<boolean> {
      const r = await table.update(
        keys.marketDate(marketDateId),
        { set: { publishedAt: at, publishedBy: by, updatedAt: at } },
        { guard: c.and(c.present(), c.or(c.notExists('publishedAt'), c.eq('publishedAt', null))) },
      );
      return r.ok;
    },

    /**
     * Phone numbers of vendor users who chose text notifications, by vendor: one Query of the users-by-role index
     * (every vendor user, filtered in DynamoDB), so publishing needs no read per vendor.
     */
    async textNotificationPhones(): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      const items = await table.queryAll({
        ...fromKey({ gsi3pk: keys.userByRole('vendor_user', '').gsi3pk }),
        filter: c.and(
          c.eq('textNotifications', true),
          c.exists('phone'),
          c.or(c.notExists('isActive'), c.eq('isActive', true)),
        ),
        projection: ['vendorId', 'phone'],
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
