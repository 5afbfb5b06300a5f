/**
 * The waitlist's routes (issue 15): the admin's view of a date's line with reorder and offer-by-hand, and the public
 * offer page behind a /w/{code} link. Every read first brings the line up to date (lapsed offers closed, freed
 * spaces offered), so nothing waits for the scheduled job to be seen right. The admin's view reads what it shows
 * (the line, the offers, the spaces) and the date's tally, whatever the number of the date's other requests.
 */
import { WAITLIST_MSG, waitlistOrder, freeSpaces } from '../../shared/waitlist.js';
import type { PublicWaitlistOffer, WaitlistResponse } from '../../shared/schemas/waitlist.js';
import { VENDOR_DATES_MSG } from '../../shared/vendor-dates-messages.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../lib/http/errors.js';
import type { RateLimiter } from '../lib/ports.js';
import type { WaitlistOffers } from '../lib/waitlist/waitlist-offers.service.js';
import type { WaitlistOfferItem } from '../lib/data/market-dates/waitlist.items.js';

/** Offer links opened from one address a minute: a person opens a few; a guesser needs billions. */
const LOOKUP_LIMIT = { purpose: 'WAITLIST_CODE_LOOKUP', limit: 60, windowMs: 60_000 };

export interface WaitlistServiceDeps {
  engine: Pick<
    WaitlistOffers,
    'fill' | 'currentLine' | 'vendorFacts' | 'offerByCode' | 'accept' | 'decline' | 'offerByHand' | 'move'
  >;
  limiter: RateLimiter;
  now: () => Date;
}

const publicView = (offer: WaitlistOfferItem, vendorName: string): PublicWaitlistOffer => ({
  status: offer.status,
  marketDate: offer.date,
  vendorName,
  spaceLabel: offer.spaceLabel,
  deadline: offer.deadline,
});

export function makeWaitlistService(deps: WaitlistServiceDeps) {
  const now = deps.now;

  async function limited(address: string) {
    if (!(await deps.limiter.take([{ limit: LOOKUP_LIMIT, subject: `address:${address}` }], now()))) {
      throw new TooManyRequestsError('Too many requests. Please wait a minute and try again.');
    }
  }

  async function byCode(code: string, address: string) {
    await limited(address);
    const found = await deps.engine.offerByCode(code);
    if (!found) throw new NotFoundError(WAITLIST_MSG.offerNotFound);
    return found;
  }

  function refusal(reason: 'not-found' | 'taken' | 'expired' | 'closed' | 'space-gone'): Error {
    switch (reason) {
      case 'not-found':
        return new NotFoundError(WAITLIST_MSG.offerNotFound);
      case 'taken':
        return new ConflictError(WAITLIST_MSG.offerTaken);
      case 'expired':
        return new ConflictError(WAITLIST_MSG.offerExpired);
      case 'space-gone':
        return new ConflictError(WAITLIST_MSG.offerSpaceGone);
      default:
        return new ConflictError(WAITLIST_MSG.offerClosed);
    }
  }

  return {
    /** GET /api/market-dates/{id}/waitlist */
    async list(marketDateId: string): Promise<WaitlistResponse> {
      // The line brought up to date and read as it stands: its requests, offers and spaces, never the date's others.
      const state = await deps.engine.currentLine(marketDateId);
      const md = state.marketDate;
      if (!md) throw new NotFoundError(VENDOR_DATES_MSG.marketDateNotFound);
      const ordered = waitlistOrder(state.line);
      const vendors = await deps.engine.vendorFacts(ordered.map((r) => r.vendorId));
      const open = state.offers.filter((o) => o.status === 'open');
      const offerOf = new Map(open.map((o) => [o.vendorId, o]));
      return {
        marketDate: { id: md.id, date: md.date, maxVendors: md.maxVendors },
        entries: ordered.map((r, i) => {
          const o = offerOf.get(r.vendorId);
          return {
            place: i + 1,
            requestId: r.id,
            vendorId: r.vendorId,
            vendorName: vendors.get(r.vendorId)?.name ?? '',
            requestedAt: r.createdAt,
            offer: o
              ? {
                  spaceId: o.spaceId,
                  spaceLabel: o.spaceLabel,
                  status: o.status,
                  offeredAt: o.offeredAt,
                  deadline: o.deadline,
                }
              : null,
          };
        }),
        freeSpaces: freeSpaces(state.spaces ?? [], new Set(open.map((o) => o.spaceId))).map((s) => ({
          id: s.id,
          label: s.label,
        })),
      };
    },

    /** POST /api/market-dates/{id}/waitlist/order */
    async move(marketDateId: string, body: { vendorId: string; direction: 'up' | 'down' }): Promise<WaitlistResponse> {
      const outcome = await deps.engine.move(marketDateId, body.vendorId, body.direction);
      if (outcome === 'not-waitlisted') throw new NotFoundError(WAITLIST_MSG.notWaitlisted);
      if (outcome === 'cannot-move') throw new ConflictError(WAITLIST_MSG.cannotMove);
      if (outcome === 'changed') throw new ConflictError(WAITLIST_MSG.listChanged);
      return this.list(marketDateId);
    },

    /** POST /api/market-dates/{id}/waitlist/offer */
    async offer(
      caller: SessionUser,
      marketDateId: string,
      body: { vendorId: string; spaceId: string },
    ): Promise<WaitlistResponse> {
      const outcome = await deps.engine.offerByHand(marketDateId, body.spaceId, body.vendorId, caller.id);
      if (outcome === 'not-found') throw new NotFoundError(VENDOR_DATES_MSG.marketDateNotFound);
      if (outcome === 'not-waitlisted') throw new ConflictError(WAITLIST_MSG.notWaitlisted);
      if (outcome === 'space-not-free') throw new ConflictError(WAITLIST_MSG.spaceNotFree);
      if (outcome === 'space-offered') throw new ConflictError(WAITLIST_MSG.spaceOffered);
      return this.list(marketDateId);
    },

    /** GET /api/public-waitlist/{code} */
    async view(code: string, address: string): Promise<PublicWaitlistOffer> {
      const { offer } = await byCode(code, address);
      const vendor = (await deps.engine.vendorFacts([offer.vendorId])).get(offer.vendorId);
      return publicView(offer, vendor?.name ?? offer.vendorName);
    },

    /** POST /api/public-waitlist/{code}/accept | decline */
    async answer(code: string, accept: boolean, address: string): Promise<PublicWaitlistOffer> {
      await limited(address);
      const outcome = accept ? await deps.engine.accept(code, null) : await deps.engine.decline(code);
      if (!outcome.ok) throw refusal(outcome.reason);
      return publicView(outcome.offer, outcome.offer.vendorName);
    },
  };
}
export type WaitlistService = ReturnType<typeof makeWaitlistService>;
