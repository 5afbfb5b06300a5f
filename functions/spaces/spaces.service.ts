/**
 * The spaces of a market date (spec 2 §2.1, §4, §5, §7): the list with calculated prices, the space form, delete,
 * assign and unassign, and the assign dialog's data. Every call reads a fixed number of times whatever the number of
 * spaces: one Query of the date's partition, one of the vocabulary, one BatchGet per 100 assigned vendors.
 */
import { ulid } from 'ulid';
import { indexPriceCatalog, priceRequest, priceSpace, type PriceCatalog } from '../../shared/pricing.js';
import { ASSIGNMENT_PAGE_SIZE } from '../../shared/schemas/spaces.js';
import type {
  AssignmentData,
  AssignmentPageQuery,
  SpaceListItem,
  SpacesResponse,
  assignVendorSchema,
  AutoAssignResult,
  autoAssignSchema,
  unassignVendorSchema,
  updateSpaceSchema,
} from '../../shared/schemas/spaces.js';
import { planAutoAssign } from '../../shared/auto-assign.js';
import { isOpenRequestStatus } from '../../shared/space-assignment.js';
import {
  MISSING_DOCUMENTS_CODE,
  missingDocumentsMessage,
  type RequiredDocumentType,
} from '../../shared/required-documents.js';
import { compareSpaceLabels } from '../../shared/space-labels.js';
import { SPACES_MSG } from '../../shared/spaces-messages.js';
import { WAITLIST_MSG, type Placement } from '../../shared/waitlist.js';
import type * as z from 'zod/mini';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { makeSpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../lib/data/market-dates/request-listing.js';
import type { SpaceItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorSummary } from '../lib/data/market-dates/spaces.repository.js';
import type { SpacesDeps } from './ports.js';
import type { AreaItem, SpaceTypeFeeItem, SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import { compareLabels, compareNames } from '../../shared/collation.js';

const isOpen = (r: SpaceRequestItem | undefined) => isOpenRequestStatus(r?.status);

/** A space as it leaves the server: its own fields, without table bookkeeping. */
function spaceFields(s: SpaceItem) {
  return {
    id: s.id,
    marketDateId: s.marketDateId,
    label: s.label,
    spaceTypeId: s.spaceTypeId,
    areaId: s.areaId,
    vendorType: s.vendorType,
    basePrice: s.basePrice,
    salesBasedRate: s.salesBasedRate,
    available: s.available,
    position: s.position,
    size: s.size,
    vendorId: s.vendorId,
    assignedAt: s.assignedAt,
    assignedBy: s.assignedBy,
    isDefault: s.isDefault,
    requiresPrepayment: s.requiresPrepayment,
  };
}

/** What the spaces list looks things up in: the price catalog and the areas, indexed once per call. */
type CatalogIndex = PriceCatalog<VendorTypeItem, SpaceTypeItem, SpaceTypeFeeItem> & { areas: Map<string, AreaItem> };

const indexCatalog = (
  snapshot: Pick<CatalogSnapshot, 'areas' | 'vendorTypes' | 'spaceTypes' | 'fees'>,
): CatalogIndex => ({
  ...indexPriceCatalog(snapshot),
  areas: new Map(snapshot.areas.map((a) => [a.id, a])),
});

function listItem(
  space: SpaceItem,
  vendor: VendorSummary | undefined,
  request: Pick<SpaceRequestItem, 'id' | 'confirmedAt'> | undefined,
  catalog: CatalogIndex,
): SpaceListItem {
  const area = space.areaId ? catalog.areas.get(space.areaId) : undefined;
  const spaceType = space.spaceTypeId ? catalog.spaceTypes.get(space.spaceTypeId) : undefined;
  const vendorType = vendor ? catalog.vendorTypes.get(vendor.vendorTypeId) : undefined;
  return {
    ...spaceFields(space),
    area: area ? { id: area.id, name: area.name } : null,
    spaceType: spaceType ? { id: spaceType.id, name: spaceType.name, size: spaceType.size } : null,
    vendor:
      space.vendorId && vendor
        ? {
            id: vendor.id,
            name: vendor.name,
            status: vendor.status,
            vendorTypeId: vendor.vendorTypeId,
            vendorType: vendorType ? { id: vendorType.id, code: vendorType.code } : null,
          }
        : null,
    confirmedAt: request?.confirmedAt ?? null,
    spaceRequestId: request?.id ?? null,
    calculatedPrice: priceSpace(space, space.vendorId ? vendor : undefined, catalog),
  };
}

const NO_ACTOR: AuditActor = { userId: null, userName: null, ipAddress: null, userAgent: null };

type AssignContext = {
  marketDate: NonNullable<Awaited<ReturnType<SpacesDeps['spaces']['getAssignContext']>>['marketDate']>;
  space: SpaceItem;
  vendor: VendorSummary;
};

export function makeSpacesService(deps: SpacesDeps) {
  const now = () => deps.now();

  /**
   * Assigning a vendor who has no request on the date creates it, through the one capacity check (issue 24): on a
   * date with a place the request is created approved with the space in one transaction; on a full date, or with
   * others waiting, the vendor joins the waitlist and no space is assigned, unless the admin overrides with a reason.
   */
  async function createWithPlace(
    caller: SessionUser,
    ctx: AssignContext,
    body: z.infer<typeof assignVendorSchema>,
    at: string,
    actor: AuditActor,
    lacking: RequiredDocumentType[],
    overrideReason: string | null,
    capacity: { place: NonNullable<NonNullable<SpacesDeps['waitlist']>['place']>; override: { reason: string } | null },
  ) {
    const { marketDateId, vendorId, isDefault } = body;
    const spaceId = ctx.space.id;
    const catalog = indexCatalog(await deps.catalog.snapshot());
    const amounts = priceRequest(priceSpace(ctx.space, ctx.vendor, catalog), {}, false);
    const item = makeSpaceRequestItem({
      id: ulid(),
      vendorId,
      marketDateId,
      date: ctx.marketDate.date,
      status: 'requested',
      ...requestVendorFields(ctx.vendor),
      createdAt: at,
      updatedAt: at,
    });
    const placed = await capacity.place({
      item,
      vendorTypeId: ctx.vendor.vendorTypeId,
      actor,
      override: capacity.override,
      withPlace: {
        set: {
          status: 'approved',
          approvedAt: at,
          approvedBy: caller.id,
          spaceId,
          assignedAt: at,
          assignedBy: caller.id,
          ...amounts,
        },
        parts: deps.spaces.assignParts({ marketDateId, spaceId, vendorId, isDefault, by: caller.id, at }),
        dateAdd: { assignedCount: 1 },
        // A vendor who would wait because the space was taken meanwhile is told so, not put in line.
        whenWaiting: [deps.spaces.spaceFreeCheck(marketDateId, spaceId)],
      },
    });
    if (!placed.ok) {
      if (placed.refusal === 'extra') {
        throw new ConflictError(placed.part === 0 ? SPACES_MSG.spaceTaken : SPACES_MSG.vendorHasSpace);
      }
      if (placed.refusal === 'not-found') throw new NotFoundError(SPACES_MSG.marketDateNotFound);
      if (placed.refusal === 'busy') throw new ConflictError(WAITLIST_MSG.dateBusy);
      throw new ConflictError(SPACES_MSG.concurrentChange);
    }
    if (placed.placement === 'waitlisted') return { ...spaceFields(ctx.space), placement: placed.placement };
    if (lacking.length && overrideReason) {
      await deps.requiredDocuments?.recordOverride({
        request: placed.request,
        missing: lacking,
        reason: overrideReason,
        actor,
        at,
      });
    }
    return {
      ...spaceFields({ ...ctx.space, vendorId, assignedAt: at, assignedBy: caller.id, isDefault, updatedAt: at }),
      placement: placed.placement,
    };
  }

  return {
    /** GET /api/spaces/market-date/{id}: every space of the date, priced, with the vocabulary the screen needs. */
    async list(marketDateId: string): Promise<SpacesResponse> {
      const [date, snapshot] = await Promise.all([deps.spaces.listDate(marketDateId), deps.catalog.snapshot()]);
      if (!date.marketDate) throw new NotFoundError(SPACES_MSG.marketDateNotFound);
      const catalog = indexCatalog(snapshot);
      const vendorIds = date.spaces.map((s) => s.vendorId).filter((v): v is string => !!v);
      const [vendors, assigned] = vendorIds.length
        ? await Promise.all([deps.spaces.getVendors(vendorIds), deps.spaces.assignedRequests(marketDateId, vendorIds)])
        : [new Map<string, VendorSummary>(), []];
      const requests = new Map(assigned.map((r) => [r.vendorId, r]));
      const md = date.marketDate;
      return {
        marketDate: {
          id: md.id,
          date: md.date,
          status: md.status,
          publishedAt: md.publishedAt,
          publishedBy: md.publishedBy,
        },
        spaces: date.spaces
          .map((s) =>
            listItem(
              s,
              s.vendorId ? vendors.get(s.vendorId) : undefined,
              s.vendorId ? requests.get(s.vendorId) : undefined,
              catalog,
            ),
          )
          .sort((a, b) => compareSpaceLabels(a.label, b.label)),
        areas: [...snapshot.areas]
          .sort((a, b) => a.sortOrder - b.sortOrder || compareNames(a.name, b.name))
          .map((a) => ({ id: a.id, name: a.name, isActive: a.isActive, sortOrder: a.sortOrder })),
        vendorTypes: [...snapshot.vendorTypes]
          .sort((a, b) => compareLabels(a.label, b.label))
          .map((t) => ({ id: t.id, code: t.code, label: t.label, isActive: t.isActive })),
        spaceTypes: [...snapshot.spaceTypes]
          .sort((a, b) => compareNames(a.name, b.name))
          .map((t) => ({ id: t.id, name: t.name, size: t.size, isActive: t.isActive })),
      };
    },

    /** PATCH /api/spaces/{id}: the space form's fields. A new space type brings its size. */
    async update(spaceId: string, body: z.infer<typeof updateSpaceSchema>) {
      const { marketDateId, vendorId: _ignored, ...fields } = body;
      const changes: Record<string, unknown> = { ...fields };
      if (fields.areaId !== undefined || fields.spaceTypeId) {
        const catalog = indexCatalog(await deps.catalog.snapshot());
        if (fields.areaId !== undefined && !catalog.areas.has(fields.areaId)) {
          throw new ValidationError(SPACES_MSG.areaRequired, { field: 'areaId' });
        }
        if (fields.spaceTypeId) {
          const spaceType = catalog.spaceTypes.get(fields.spaceTypeId);
          if (!spaceType) throw new ValidationError('Space type not found', { field: 'spaceTypeId' });
          changes.size = spaceType.size;
        }
      }
      const updated = await deps.spaces.updateSpace(marketDateId, spaceId, changes, now().toISOString());
      if (!updated) throw new NotFoundError(SPACES_MSG.spaceNotFound);
      return spaceFields(updated);
    },

    /** DELETE /api/spaces/{id}: refused while a vendor is assigned, by the database's condition. */
    async remove(spaceId: string, marketDateId: string): Promise<void> {
      const outcome = await deps.spaces.deleteSpace(marketDateId, spaceId, now().toISOString());
      if (outcome === 'assigned') throw new ConflictError(SPACES_MSG.deleteRefused);
      if (outcome === 'not-found') throw new NotFoundError(SPACES_MSG.spaceNotFound);
    },

    /**
     * POST /api/spaces/{id}/assign: one transaction over the space (no vendor yet), the vendor's guard for the date
     * (no other space), the vendor's request (linked, or created approved when the admin asks) and the date's count.
     */
    async assign(
      caller: SessionUser,
      spaceId: string,
      body: z.infer<typeof assignVendorSchema>,
      actor?: AuditActor,
      overrideReason: string | null = null,
      /** The missing documents already looked up for many vendors at once (auto-assign); absent: looked up here. */
      knownMissing?: Map<string, RequiredDocumentType[]>,
      /** A request created on a full date: placed over its limit with this reason, else the vendor waits. */
      capacityOverride: { reason: string } | null = null,
    ): Promise<ReturnType<typeof spaceFields> & { placement?: Placement }> {
      const { marketDateId, vendorId } = body;
      const ctx = await deps.spaces.getAssignContext(marketDateId, spaceId, vendorId);
      if (!ctx.marketDate) throw new NotFoundError(SPACES_MSG.marketDateNotFound);
      if (!ctx.space) throw new NotFoundError(SPACES_MSG.spaceNotFound);
      if (!ctx.vendor) throw new NotFoundError(SPACES_MSG.vendorNotFound);
      if (ctx.space.vendorId === vendorId) return spaceFields(ctx.space);
      if (ctx.space.vendorId) throw new ConflictError(SPACES_MSG.spaceTaken);
      // Documents required to sell (shared/required-documents.ts): refused unless the admin gives a reason.
      const lacking =
        (knownMissing ?? (await deps.requiredDocuments?.missing([ctx.vendor], ctx.marketDate.date)))?.get(vendorId) ??
        [];
      if (lacking.length && !overrideReason) {
        throw new ConflictError(missingDocumentsMessage(lacking), { code: MISSING_DOCUMENTS_CODE });
      }

      const at = now().toISOString();
      let request: Parameters<typeof deps.spaces.assign>[0]['request'];
      if (ctx.request) {
        if (!isOpen(ctx.request)) throw new ConflictError(SPACES_MSG.requestClosed);
        request = { kind: 'link' };
      } else if (body.createRequest && deps.waitlist?.place) {
        return createWithPlace(caller, ctx as AssignContext, body, at, actor ?? NO_ACTOR, lacking, overrideReason, {
          place: deps.waitlist.place,
          override: capacityOverride,
        });
      } else if (body.createRequest) {
        const catalog = indexCatalog(await deps.catalog.snapshot());
        const amounts = priceRequest(priceSpace(ctx.space, ctx.vendor, catalog), {}, false);
        request = {
          kind: 'create',
          item: makeSpaceRequestItem({
            id: ulid(),
            vendorId,
            marketDateId,
            date: ctx.marketDate.date,
            spaceId,
            status: 'approved',
            ...requestVendorFields(ctx.vendor),
            approvedAt: at,
            approvedBy: caller.id,
            assignedAt: at,
            assignedBy: caller.id,
            ...amounts,
            createdAt: at,
            updatedAt: at,
          }),
        };
      } else {
        throw new ConflictError(SPACES_MSG.noRequest);
      }

      const outcome = await deps.spaces.assign({
        marketDateId,
        spaceId,
        vendorId,
        isDefault: body.isDefault,
        by: caller.id,
        at,
        request,
        linkedRequest: request.kind === 'link' ? ctx.request : undefined,
        actor,
      });
      if (outcome === 'ok' && lacking.length && overrideReason && actor) {
        await deps.requiredDocuments?.recordOverride({
          request: request.kind === 'create' ? request.item : ctx.request!,
          missing: lacking,
          reason: overrideReason,
          actor,
          at,
        });
      }
      switch (outcome) {
        case 'ok':
          return spaceFields({
            ...ctx.space,
            vendorId,
            assignedAt: at,
            assignedBy: caller.id,
            isDefault: body.isDefault,
            updatedAt: at,
          });
        case 'space-taken':
          throw new ConflictError(SPACES_MSG.spaceTaken);
        case 'vendor-has-space':
          throw new ConflictError(SPACES_MSG.vendorHasSpace);
        case 'not-found':
          throw new NotFoundError(SPACES_MSG.marketDateNotFound);
        default:
          throw new ConflictError(SPACES_MSG.concurrentChange);
      }
    },

    /** POST /api/spaces/{id}/unassign: the reverse, in one transaction. A space without a vendor stays as it is. */
    async unassign(spaceId: string, body: z.infer<typeof unassignVendorSchema>) {
      const { marketDateId } = body;
      const { space, request } = await deps.spaces.getSpaceWithRequest(marketDateId, spaceId);
      if (!space) throw new NotFoundError(SPACES_MSG.spaceNotFound);
      if (!space.vendorId) return spaceFields(space);
      const at = now().toISOString();
      const outcome = await deps.spaces.unassign({
        marketDateId,
        spaceId,
        vendorId: space.vendorId,
        at,
        unlinkRequest: request?.spaceId === spaceId,
        request,
      });
      if (outcome !== 'ok') throw new ConflictError(SPACES_MSG.concurrentChange);
      await deps.waitlist?.fillQuietly(marketDateId);
      return spaceFields({
        ...space,
        vendorId: null,
        assignedAt: null,
        assignedBy: null,
        isDefault: false,
        updatedAt: at,
      });
    },

    /**
     * GET /api/market-dates/{id}/assignment-data?areaId=&q=&cursor=&limit=: the active areas, the assigned spaces
     * (the date's space items alone, never its requests) and one page of the approved vendors who could take a space
     * (no space yet on the date, and not skipped or cancelled): vendors with an open request first, then the other
     * approved vendors by name, or those a search term finds (assignment-choices.repository.ts). Within a page the
     * vendors whose default area is the chosen area come first. Every read is by key or index: a page costs the same
     * DynamoDB requests whatever the number of vendors and requests.
     */
    async assignmentData(
      marketDateId: string,
      areaId?: string,
      page: AssignmentPageQuery = { limit: ASSIGNMENT_PAGE_SIZE },
    ): Promise<AssignmentData> {
      const [date, choices, snapshot] = await Promise.all([
        deps.spaces.listDate(marketDateId),
        deps.assignmentChoices.page(marketDateId, page),
        deps.catalog.snapshot(),
      ]);
      if (!date.marketDate) throw new NotFoundError(SPACES_MSG.marketDateNotFound);
      const assigned = date.spaces.filter((s): s is SpaceItem & { vendorId: string } => !!s.vendorId);
      const assignedVendors = new Set(assigned.map((s) => s.vendorId));
      const offered = choices.candidates.filter(
        (c): c is typeof c & { vendor: NonNullable<typeof c.vendor> } =>
          c.vendor?.status === 'APPROVED' &&
          !assignedVendors.has(c.vendorId) &&
          (!c.request || (isOpenRequestStatus(c.request.status) && !c.request.spaceId)),
      );
      const inArea = (c: (typeof offered)[number]) => (areaId && c.vendor.defaultAreaId === areaId ? 0 : 1);
      return {
        areas: [...snapshot.areas]
          .filter((a) => a.isActive)
          .sort((a, b) => a.sortOrder - b.sortOrder || compareNames(a.name, b.name))
          .map((a) => ({ id: a.id, name: a.name })),
        // A stable sort: the page's own order (open requests, then by name) within each group.
        unassignedVendors: [...offered]
          .sort((a, b) => inArea(a) - inArea(b))
          .map(({ vendor: v, request: r }) => ({
            vendor: { id: v.id, name: v.name, defaultAreaId: v.defaultAreaId, vendorTypeId: v.vendorTypeId },
            spaceRequestId: r?.id ?? null,
            requestStatus: r?.status ?? null,
          })),
        assignedSpaces: assigned
          .sort((a, b) => compareSpaceLabels(a.label, b.label))
          .map((s) => ({ spaceId: s.id, label: s.label, areaId: s.areaId, vendorId: s.vendorId })),
        nextCursor: choices.nextCursor,
      };
    },

    /**
     * POST /api/market-dates/{id}/auto-assign: proposes a space for each approved request without one
     * (shared/auto-assign.ts). Reads in fixed round trips: the date's partition, the vocabulary and the default
     * layout side by side, then the vendors by BatchGet. Applying recomputes the proposal, keeps the chosen vendors'
     * part and runs the assign transaction for each in turn (they all touch the date's counts, so side by side they
     * would only collide); a space taken meanwhile is refused by that transaction and reported as unplaced.
     */
    async autoAssign(
      caller: SessionUser,
      marketDateId: string,
      body: z.infer<typeof autoAssignSchema>,
      actor?: AuditActor,
    ): Promise<AutoAssignResult> {
      // The default layout read is its date's market's, so it follows the date.
      const loaded = deps.spaces.loadDate(marketDateId);
      const [date, snapshot, layoutSpaces] = await Promise.all([
        loaded,
        deps.catalog.snapshot(),
        deps.defaultLayoutSpaces
          ? loaded.then((d) => deps.defaultLayoutSpaces!(d.marketDate?.marketId ?? undefined))
          : Promise.resolve([]),
      ]);
      if (!date.marketDate) throw new NotFoundError(SPACES_MSG.marketDateNotFound);
      const holding = new Set(date.spaces.map((s) => s.vendorId).filter((v): v is string => !!v));
      const waiting = date.requests.filter(
        (r) =>
          (r.status === 'approved' || r.status === 'confirmed') &&
          !r.spaceId &&
          !r.waitlisted &&
          !holding.has(r.vendorId),
      );
      const vendorIds = [...holding, ...waiting.map((r) => r.vendorId)];
      const vendors = vendorIds.length ? await deps.spaces.getVendors(vendorIds) : new Map<string, VendorSummary>();
      const defaultSpaceLabels: Record<string, string> = {};
      for (const s of [...layoutSpaces].sort((a, b) => compareSpaceLabels(a.label, b.label)))
        if (s.vendorId && s.isDefault && !(s.vendorId in defaultSpaceLabels)) defaultSpaceLabels[s.vendorId] = s.label;
      const assignedVendorTypes: Record<string, string> = {};
      for (const id of holding) {
        const t = vendors.get(id)?.vendorTypeId;
        if (t) assignedVendorTypes[id] = t;
      }
      const plan = planAutoAssign({
        spaces: date.spaces,
        // A vendor summary carries every field the planner reads (type, default area, preferred space type).
        vendors: waiting.flatMap((r) => {
          const v = vendors.get(r.vendorId);
          return v && v.status === 'APPROVED' ? [v] : [];
        }),
        assignedVendorTypes,
        defaultSpaceLabels,
        areaNames: Object.fromEntries(snapshot.areas.map((a) => [a.id, a.name])),
        spaceTypeNames: Object.fromEntries(snapshot.spaceTypes.map((t) => [t.id, t.name])),
      });
      // Names and labels ride along so the proposal can be shown without further calls.
      const labels = new Map(date.spaces.map((s) => [s.id, s.label]));
      const named = {
        assignments: plan.assignments.map((a) => ({
          ...a,
          spaceLabel: labels.get(a.spaceId) ?? '',
          vendorName: vendors.get(a.vendorId)?.name ?? '',
        })),
        unplaced: plan.unplaced.map((u) => ({ ...u, vendorName: vendors.get(u.vendorId)?.name ?? '' })),
      };
      if (body.dryRun) return named;

      const chosen = body.vendorIds ? new Set(body.vendorIds) : undefined;
      const out: AutoAssignResult = {
        assignments: [],
        unplaced: named.unplaced.filter((u) => !chosen || chosen.has(u.vendorId)),
      };
      const applying = named.assignments.filter((a) => !chosen || chosen.has(a.vendorId));
      // The required documents of every vendor placed, in one look-up rather than one per assignment.
      const missing = await deps.requiredDocuments?.missing(
        applying.flatMap((a) => {
          const v = vendors.get(a.vendorId);
          return v ? [{ id: v.id, vendorTypeId: v.vendorTypeId }] : [];
        }),
        date.marketDate.date,
      );
      for (const a of applying) {
        try {
          await this.assign(
            caller,
            a.spaceId,
            { marketDateId, vendorId: a.vendorId, isDefault: false, createRequest: false },
            actor,
            null,
            missing ?? new Map(),
          );
          out.assignments.push(a);
        } catch (err) {
          if (!(err instanceof ConflictError) && !(err instanceof NotFoundError)) throw err;
          out.unplaced.push({ vendorId: a.vendorId, vendorName: a.vendorName, reason: err.message });
        }
      }
      return out;
    },
  };
}
export type SpacesService = ReturnType<typeof makeSpacesService>;
