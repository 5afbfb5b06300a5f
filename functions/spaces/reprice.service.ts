/**
 * Repricing (spec 2 §4 "Repricing", §5 calculated fields): a request's base amount and sales-based rate come again
 * from its space's calculated price, and its sales-based fee, amount due and balance follow (round_cents applies).
 * The spec paces one call per space from the browser; here one call reprices a whole selection: one Query of the
 * date, one of the vocabulary, one of the settings, one BatchGet per 100 vendors and one transaction per 100
 * requests, whatever the selection's size.
 */
import {
  indexPriceCatalog,
  priceRequest,
  priceSpace,
  type PriceSource,
  type RequestAmounts,
} from '../../shared/pricing.js';
import type { RepriceResult, repriceSchema } from '../../shared/schemas/spaces.js';
import { isOpenRequestStatus } from '../../shared/space-assignment.js';
import { SPACES_MSG } from '../../shared/spaces-messages.js';
import type * as z from 'zod/mini';
import { ConflictError, NotFoundError } from '../lib/http/errors.js';
import type { SpaceItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { SpacesDeps } from './ports.js';

interface Priced {
  request: SpaceRequestItem;
  amounts: RequestAmounts;
  source: PriceSource;
}

const sameAmounts = (r: SpaceRequestItem, a: RequestAmounts) =>
  r.amountBase === a.amountBase &&
  r.salesBasedRate === a.salesBasedRate &&
  r.salesBasedFee === a.salesBasedFee &&
  r.amountDue === a.amountDue &&
  r.amountBalance === a.amountBalance;

export function makeRepriceService(deps: SpacesDeps) {
  const now = () => deps.now();

  /** Reprices the chosen requests of one date; answers what was repriced and how many were skipped. */
  async function reprice(
    marketDateId: string,
    ids: readonly string[],
    spaceIds: readonly string[],
    actor?: AuditActor,
  ) {
    const [date, snapshot, settings] = await Promise.all([
      deps.spaces.loadDate(marketDateId),
      deps.catalog.snapshot(),
      deps.settings.getSettings(),
    ]);
    if (!date.marketDate) throw new NotFoundError(SPACES_MSG.marketDateNotFound);
    const catalog = indexPriceCatalog(snapshot);
    const spacesById = new Map(date.spaces.map((s) => [s.id, s]));
    const requestsById = new Map(date.requests.map((r) => [r.id, r]));
    const requestsByVendor = new Map(date.requests.map((r) => [r.vendorId, r]));
    const spaceOfVendor = new Map(date.spaces.filter((s) => s.vendorId).map((s) => [s.vendorId!, s]));

    // A request is priced from the space its vendor holds (or the one it is linked to).
    const targets = new Map<string, { request: SpaceRequestItem; space: SpaceItem }>();
    let skipped = 0;
    const consider = (request: SpaceRequestItem | undefined, space: SpaceItem | undefined) => {
      if (!request || !space || !isOpenRequestStatus(request.status)) skipped += 1;
      else targets.set(request.id, { request, space });
    };
    for (const spaceId of new Set(spaceIds)) {
      const space = spacesById.get(spaceId);
      consider(space?.vendorId ? requestsByVendor.get(space.vendorId) : undefined, space);
    }
    for (const id of new Set(ids)) {
      const request = requestsById.get(id);
      if (request && targets.has(request.id)) continue;
      consider(
        request,
        request
          ? (spaceOfVendor.get(request.vendorId) ?? (request.spaceId ? spacesById.get(request.spaceId) : undefined))
          : undefined,
      );
    }

    const list = [...targets.values()];
    const vendors = list.length ? await deps.spaces.getVendors(list.map((t) => t.request.vendorId)) : new Map();
    const priced: Priced[] = list.map(({ request, space }) => {
      const price = priceSpace(space, vendors.get(request.vendorId), catalog);
      return { request, source: price.source, amounts: priceRequest(price, request, settings.roundCents) };
    });

    const at = now().toISOString();
    const changed = priced.filter((p) => !sameAmounts(p.request, p.amounts));
    const { failed } = changed.length
      ? await deps.spaces.writeRequestAmounts(
          changed.map((p) => ({
            marketDateId,
            vendorId: p.request.vendorId,
            before: p.request,
            actor,
            expectedUpdatedAt: p.request.updatedAt,
            amounts: p.amounts,
            at,
          })),
        )
      : { failed: 0 };
    if (failed > 0) throw new ConflictError(SPACES_MSG.concurrentChange);
    return { priced, skipped };
  }

  return {
    /** POST /api/space-requests/recalculate: a selection of one date's spaces or requests, in one call. */
    async recalculateMany(body: z.infer<typeof repriceSchema>, actor?: AuditActor): Promise<RepriceResult> {
      const { priced, skipped } = await reprice(body.marketDateId, body.ids, body.spaceIds, actor);
      return { repriced: priced.length, skipped };
    },

    /** POST /api/space-requests/{id}/recalculate: one request, answered with its new amounts. */
    async recalculateOne(requestId: string, marketDateId: string, actor?: AuditActor) {
      const { priced } = await reprice(marketDateId, [requestId], [], actor);
      const [one] = priced;
      if (!one) throw new NotFoundError(SPACES_MSG.requestNotFound);
      return { id: one.request.id, ...one.amounts, source: one.source };
    },
  };
}
export type RepriceService = ReturnType<typeof makeRepriceService>;
