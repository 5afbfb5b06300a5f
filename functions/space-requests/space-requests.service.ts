/**
 * A request's life after "requested", as the admin drives it (spec 3 §4; spec README "Market Requests"): the date's
 * requests with their vendors, approve / reject as skip or cancel / reopen one at a time or for a selection in one
 * call, and a single request's detail. Every move is decided by shared/space-request-rules.ts and writes what
 * shared/request-transitions.ts says, in one conditional transaction per request with its audit entries.
 *
 * Reads are a fixed number of round trips whatever the number of requests: the date's partition, the vendors named
 * (one BatchGet per 100), the settings, and for approvals the vocabulary that prices them.
 */
import { isoDateInZone, zoneOf } from '../../shared/market-time.js';
import {
  indexPriceCatalog,
  priceRequest,
  priceSpace,
  type PriceCatalog,
  type RequestAmounts,
} from '../../shared/pricing.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import {
  MISSING_DOCUMENTS_CODE,
  MISSING_DOCUMENTS_PREFIX,
  missingDocumentsMessage,
} from '../../shared/required-documents.js';
import { transitionFields } from '../../shared/request-transitions.js';
import type {
  BulkRequestResult,
  MarketRequestRow,
  MarketRequestsResponse,
  RequestChangeResponse,
  SpaceRequestDetail,
} from '../../shared/schemas/space-requests.js';
import {
  decide,
  RULE_MESSAGES,
  type AdminRequestAction,
  type RequestStatus,
} from '../../shared/space-request-rules.js';
import { VENDOR_DATES_MSG } from '../../shared/vendor-dates-messages.js';
import { dateMarket } from '../../shared/vendor-markets.js';
import { WAITLIST_MSG, type Placement } from '../../shared/waitlist.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { SpaceItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { toSpaceRequestDetail } from '../lib/data/market-dates/request-detail.js';
import type { DateRequests, VendorFacts } from '../lib/data/market-dates/space-requests.repository.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/http/errors.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { SpaceRequestsDeps } from './ports.js';

/** How many rows of a selection are written at once: enough to be quick, few enough not to crowd the date's items. */
const WRITE_CONCURRENCY = 4;

async function inPool<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i]!);
      }
    }),
  );
  return out;
}

/** The outcome of one row: the request as written, or why it was not. */
type RowOutcome =
  | { vendorId: string; ok: true; request: SpaceRequestItem; lateCancellationFee: number; placement?: Placement }
  | { vendorId: string; ok: false; status: RequestStatus | null; message: string };

/** A refused single action as the HTTP error that fits it. */
function refusal(message: string): Error {
  if (message === REQUESTS_MSG.requestNotFound) return new NotFoundError(message);
  if (message.startsWith(MISSING_DOCUMENTS_PREFIX)) return new ConflictError(message, { code: MISSING_DOCUMENTS_CODE });
  if (message === RULE_MESSAGES.noPermission) return new ForbiddenError(message);
  // Not allowed from this status, the vendor not approved, or changed meanwhile: the request's state is the conflict.
  return new ConflictError(message);
}

/**
 * The price of a request being approved: from the space it holds, else from the vendor's default space type through
 * the same chain (space, vendor override, space type fee, space type default, vendor type default).
 */
function approvalPrice(
  request: SpaceRequestItem,
  space: SpaceItem | undefined,
  vendor: VendorFacts,
  catalog: PriceCatalog,
  roundCents: boolean,
): RequestAmounts {
  const priced = space
    ? priceSpace(space, vendor, catalog)
    : priceSpace(
        { basePrice: null, salesBasedRate: null, spaceTypeId: vendor.defaultSpaceTypeId, vendorType: null },
        vendor,
        catalog,
      );
  return priceRequest(priced, request, roundCents);
}

/** A request never priced: nothing to keep, nothing paid on it. */
const needsPrice = (r: SpaceRequestItem) => r.amountBase === 0 && r.amountPaid === 0;

export function makeSpaceRequestsService(deps: SpaceRequestsDeps) {
  const now = deps.now;

  function detailOf(
    request: SpaceRequestItem,
    date: DateRequests,
    vendorName: string,
    today: string,
  ): SpaceRequestDetail {
    const space = request.spaceId ? date.spaces.find((s) => s.id === request.spaceId) : undefined;
    return toSpaceRequestDetail(request, {
      vendorName,
      marketDatePublished: !!date.marketDate?.publishedAt,
      spaceLabel: space?.label ?? null,
      today,
      viewer: 'admin',
    });
  }

  async function storedDetail(request: SpaceRequestItem): Promise<SpaceRequestDetail> {
    const [date, vendors, settings] = await Promise.all([
      deps.requests.dateRequests(request.marketDateId),
      deps.requests.vendors([request.vendorId]),
      deps.settings.getSettings(),
    ]);
    const today = isoDateInZone(now(), zoneOf(settings));
    return detailOf(request, date, vendors.get(request.vendorId)?.name ?? '', today);
  }

  /** Decides and writes one action for each named vendor; a refused row does not stop the others. */
  async function act(
    caller: SessionUser,
    audit: AuditActor,
    marketDateId: string,
    action: AdminRequestAction,
    vendorIds: readonly string[],
    reason: string | null,
    overrideReason: string | null = null,
    capacityOverride: { reason: string } | null = null,
  ) {
    const unique = [...new Set(vendorIds)];
    const [date, vendors, settings, snapshot] = await Promise.all([
      deps.requests.dateRequests(marketDateId),
      deps.requests.vendors(unique),
      deps.settings.getSettings(),
      action === 'approve' ? deps.catalog.snapshot() : undefined,
    ]);
    if (!date.marketDate) throw new NotFoundError(VENDOR_DATES_MSG.marketDateNotFound);
    const marketDate = date.marketDate;
    const catalog = snapshot ? indexPriceCatalog(snapshot) : undefined;
    const byVendor = new Map(date.requests.map((r) => [r.vendorId, r]));
    const spaces = new Map(date.spaces.map((s) => [s.id, s]));
    const at = now();
    const stamp = at.toISOString();
    // The date's market decides its zone and deadline.
    const market = dateMarket(settings, marketDate);
    const timeZone = market.timeZone;
    // Documents required to sell: read once for the whole selection.
    const lackingDocuments =
      action === 'approve' && deps.requiredDocuments
        ? await deps.requiredDocuments.missing(
            unique.flatMap((id) => {
              const v = vendors.get(id);
              return v ? [{ id, vendorTypeId: v.vendorTypeId }] : [];
            }),
            marketDate.date,
          )
        : new Map<string, never[]>();

    const outcomes = await inPool(unique, WRITE_CONCURRENCY, async (vendorId): Promise<RowOutcome> => {
      const request = byVendor.get(vendorId);
      if (!request) return { vendorId, ok: false, status: null, message: REQUESTS_MSG.requestNotFound };
      const vendor = vendors.get(vendorId);
      const decision = decide(
        action,
        { role: caller.role, permissions: caller.permissions },
        {
          state: request.status,
          marketDate: marketDate.date,
          now: at,
          timeZone,
          deadline: market.deadline,
          vendorStatus: vendor?.status ?? '',
          hasPastDueBalance: false,
        },
      );
      if (!decision.ok) return { vendorId, ok: false, status: request.status, message: decision.reason };
      const lacking = decision.to === 'approved' ? (lackingDocuments.get(vendorId) ?? []) : [];
      if (lacking.length && !overrideReason) {
        return { vendorId, ok: false, status: request.status, message: missingDocumentsMessage(lacking) };
      }
      const amounts =
        decision.to === 'approved' && vendor && catalog && needsPrice(request)
          ? approvalPrice(
              request,
              request.spaceId ? spaces.get(request.spaceId) : undefined,
              vendor,
              catalog,
              settings.roundCents,
            )
          : undefined;
      const fields = transitionFields({
        to: decision.to,
        late: decision.late,
        request,
        at: stamp,
        userId: caller.id,
        note: reason,
        lateCancellationFeeCents: settings.lateCancellationFeeCents,
        amounts,
      });
      if (!fields) return { vendorId, ok: false, status: request.status, message: RULE_MESSAGES.notAllowed };
      const recordDocumentsOverride = async (written: SpaceRequestItem) => {
        if (!lacking.length || !overrideReason) return;
        await deps.requiredDocuments?.recordOverride({
          request: written,
          missing: lacking,
          reason: overrideReason,
          actor: audit,
          at: stamp,
        });
      };
      // A reopened request asks for a place again: the date's limit and its waitlist decide, as for any request.
      if (decision.to === 'requested' && deps.waitlist) {
        const placed = await deps.waitlist.place({
          existing: { request, set: fields },
          vendorTypeId: vendor?.vendorTypeId ?? '',
          actor: audit,
          override: capacityOverride,
        });
        if (!placed.ok) {
          const message = placed.refusal === 'busy' ? WAITLIST_MSG.dateBusy : REQUESTS_MSG.requestChanged;
          return { vendorId, ok: false, status: request.status, message };
        }
        return { vendorId, ok: true, request: placed.request, lateCancellationFee: 0, placement: placed.placement };
      }
      // A waiting vendor approved by hand takes a place through the one capacity check: refused while the date is
      // full or others wait ahead, unless the admin overrides with a reason the audit log keeps.
      if (decision.to === 'approved' && request.waitlisted && deps.waitlist) {
        const placed = await deps.waitlist.place({
          existing: { request, set: fields },
          vendorTypeId: vendor?.vendorTypeId ?? '',
          actor: audit,
          override: capacityOverride,
          refuseWaiting: true,
        });
        if (!placed.ok) {
          const message =
            placed.refusal === 'full' && placed.reason
              ? WAITLIST_MSG.approveRefused[placed.reason]
              : placed.refusal === 'busy'
                ? WAITLIST_MSG.dateBusy
                : REQUESTS_MSG.requestChanged;
          return { vendorId, ok: false, status: request.status, message };
        }
        await recordDocumentsOverride(placed.request);
        return { vendorId, ok: true, request: placed.request, lateCancellationFee: 0, placement: placed.placement };
      }
      const frees = decision.to === 'skipped' || decision.to === 'canceled';
      // Turned away, a waiting vendor leaves the waitlist.
      if (request.waitlisted && frees) fields.waitlisted = false;
      const written = await deps.requests.transition(request, request.status, fields, audit, {
        releaseSpaceId: frees ? request.spaceId : null,
      });
      if (typeof written === 'string') {
        return { vendorId, ok: false, status: request.status, message: REQUESTS_MSG.requestChanged };
      }
      await recordDocumentsOverride(written);
      return { vendorId, ok: true, request: written, lateCancellationFee: Number(fields.lateCancellationFee ?? 0) };
    });
    const today = isoDateInZone(at, timeZone);
    if (deps.waitlist && (action === 'reject-skip' || action === 'reject-cancel') && outcomes.some((o) => o.ok)) {
      await deps.waitlist.fillQuietly(marketDateId);
    }
    return { outcomes, date, vendors, today };
  }

  return {
    /** GET /api/market-dates/{id}/requests: one page, its vendors and spaces read for that page alone. */
    async list(
      marketDateId: string,
      query: { status?: RequestStatus; type?: string; q?: string; cursor?: string; limit: number },
    ): Promise<MarketRequestsResponse> {
      const type = query.type && query.type !== 'all' ? query.type : undefined;
      const [md, page, settings] = await Promise.all([
        deps.pages.marketDate(marketDateId),
        deps.pages.page(marketDateId, {
          status: query.status,
          vendorTypeId: type,
          namePrefix: query.q,
          cursor: query.cursor,
          limit: query.limit,
        }),
        deps.settings.getSettings(),
      ]);
      if (!md) throw new NotFoundError(VENDOR_DATES_MSG.marketDateNotFound);
      const today = isoDateInZone(now(), zoneOf(settings));
      const items: MarketRequestRow[] = page.requests.map((r) => {
        const vendor = page.vendors.get(r.vendorId);
        return {
          ...toSpaceRequestDetail(r, {
            vendorName: vendor?.name ?? '',
            marketDatePublished: !!md.publishedAt,
            spaceLabel: r.spaceId ? (page.spaceLabels.get(r.spaceId) ?? null) : null,
            today,
            viewer: 'admin',
          }),
          vendorStatus: vendor?.status ?? '',
          vendorTypeId: vendor?.vendorTypeId ?? null,
        };
      });
      return {
        marketDate: { id: md.id, date: md.date, publishedAt: md.publishedAt },
        items,
        nextCursor: page.nextCursor,
      };
    },

    /** POST /api/market-dates/{id}/approve | reject | reopen ?vendorId= : one request, answered as it now is. */
    async actOne(
      caller: SessionUser,
      audit: AuditActor,
      marketDateId: string,
      action: AdminRequestAction,
      vendorId: string,
      reason: string | null,
      overrideReason: string | null = null,
      capacityOverride: { reason: string } | null = null,
    ): Promise<RequestChangeResponse> {
      const { outcomes, date, vendors, today } = await act(
        caller,
        audit,
        marketDateId,
        action,
        [vendorId],
        reason,
        overrideReason,
        capacityOverride,
      );
      const [outcome] = outcomes;
      if (!outcome) throw new NotFoundError(REQUESTS_MSG.requestNotFound);
      if (!outcome.ok) throw refusal(outcome.message);
      return {
        spaceRequest: detailOf(outcome.request, date, vendors.get(vendorId)?.name ?? '', today),
        lateCancellationFee: outcome.lateCancellationFee,
        ...(outcome.placement ? { placement: outcome.placement } : {}),
      };
    },

    /** POST /api/market-dates/{id}/requests/bulk: one call for a selection, answered row by row. */
    async actMany(
      caller: SessionUser,
      audit: AuditActor,
      marketDateId: string,
      body: { action: AdminRequestAction; vendorIds: string[]; reason: string | null },
      overrideReason: string | null = null,
      capacityOverride: { reason: string } | null = null,
    ): Promise<BulkRequestResult> {
      const { outcomes } = await act(
        caller,
        audit,
        marketDateId,
        body.action,
        body.vendorIds,
        body.reason,
        overrideReason,
        capacityOverride,
      );
      const results = outcomes.map((o) =>
        o.ok
          ? {
              vendorId: o.vendorId,
              ok: true,
              status: o.request.status,
              message: null,
              ...(o.placement ? { placement: o.placement } : {}),
            }
          : { vendorId: o.vendorId, ok: false, status: o.status, message: o.message },
      );
      const succeeded = results.filter((r) => r.ok).length;
      return { succeeded, failed: results.length - succeeded, results };
    },

    /** GET /api/space-requests/{id} */
    async detail(requestId: string): Promise<SpaceRequestDetail> {
      const request = await deps.requests.findById(requestId);
      if (!request) throw new NotFoundError(REQUESTS_MSG.requestNotFound);
      return storedDetail(request);
    },

    /** A stored request as the admin screens show it: its date, space and vendor read alongside. */
    detailOf: storedDetail,
  };
}
export type SpaceRequestsService = ReturnType<typeof makeSpaceRequestsService>;
