/**
 * The waitlist's moving parts (issue 15; rules in shared/waitlist.ts), shared by the routes that free a space
 * (cancel, reject, unassign), the vendor's request, the waitlist's own routes and the scheduled job.
 *
 * - Placing a request: placement.ts, the one door every move that asks for a place goes through.
 * - Filling: lapsed offers (deadline passed) and offers whose vendor or space went away are closed, then each free
 *   space is offered to the first waiting vendor who fits, each offer written with conditions on the space still
 *   free and the request still waiting. Running it twice offers nothing twice (one offer item per space).
 * - Accepting: the assign transaction (spaces.repository.ts) with the request approved and priced and the offer
 *   closed, conditioned on the offer still open with that code: two accepts at once give one assignment.
 *
 * Each step reads a fixed number of times whatever the number of vendors or spaces.
 */
import { ulid } from 'ulid';
import { indexPriceCatalog, priceRequest, priceSpace } from '../../../shared/pricing.js';
import { transitionFields } from '../../../shared/request-transitions.js';
import { formatMarketDay } from '../../../shared/spaces-messages.js';
import { formatZonedDateTime } from '../../../shared/date-format.js';
import {
  freeSpaces,
  isWaiting,
  movedRank,
  placesLeftOfCount,
  planOffers,
  waitlistOrder,
} from '../../../shared/waitlist.js';
import type { MessageQueue, OutgoingMessage } from '../ports.js';
import { messageIn } from '../messaging/recipient-locale.js';
import type { CatalogRepository } from '../data/catalog/catalog.repository.js';
import type { SpaceItem, SpaceRequestItem } from '../data/market-dates/market-date.items.js';
import type { AssignOutcome, SpacesRepository } from '../data/market-dates/spaces.repository.js';
import type { WaitlistCodeItem, WaitlistOfferItem } from '../data/market-dates/waitlist.items.js';
import type {
  ClosedOfferStatus,
  LineState,
  VendorFacts,
  WaitlistRepository,
} from '../data/market-dates/waitlist.repository.js';
import type { SettingsRepository } from '../data/settings/settings.repository.js';
import type { NotificationsRepository } from '../data/users/notifications.repository.js';
import { AGAIN, retry } from '../data/toolkit/index.js';
import { newShortCode } from '../payments/short-codes.js';
import { openOffers, type DateState } from './date-state.js';
import type { PlacementService } from './placement.js';

export type { DateState } from './date-state.js';

const HOUR_MS = 3_600_000;
/** A link works a while after its deadline, so a late click is told the offer lapsed rather than "not found". */
const CODE_TTL_DAYS = 30;
/** Two accepts of one offer at once: enough tries for one of them to win. */
const ACCEPT_ATTEMPTS = 6;
const acceptPauseMs = (attempt: number) => 10 + Math.random() * 40 * attempt;

export interface FillReport {
  offered: { vendorId: string; spaceId: string; code: string }[];
  closed: { vendorId: string; spaceId: string; status: WaitlistOfferItem['status'] }[];
}

export type AcceptOutcome =
  | { ok: true; offer: WaitlistOfferItem }
  | { ok: false; reason: 'not-found' | 'taken' | 'expired' | 'closed' | 'space-gone' };

export interface WaitlistOffersDeps {
  waitlist: WaitlistRepository;
  spaces: Pick<SpacesRepository, 'assign'>;
  catalog: Pick<CatalogRepository, 'snapshot'>;
  settings: Pick<SettingsRepository, 'getSettings'>;
  notifications: Pick<NotificationsRepository, 'notifyUsers'>;
  placement: PlacementService;
  queue: MessageQueue;
  appUrl: string;
  now: () => Date;
}

const waitlistLink = (appUrl: string, code: string) => new URL(`/w/${code}`, appUrl).toString();

export function makeWaitlistOffers(deps: WaitlistOffersDeps) {
  const { waitlist, now } = deps;
  const readDate = (marketDateId: string) => waitlist.readDate(marketDateId);
  const vendorFacts = (vendorIds: readonly string[]) => waitlist.vendorFacts(vendorIds);
  const closeOffer = (offer: WaitlistOfferItem, to: ClosedOfferStatus, at: string) =>
    waitlist.closeOffer(offer, to, at);

  /** Writes one offer (space still free, request still waiting) and tells the vendor. */
  async function makeOffer(
    state: Pick<DateState, 'marketDate' | 'offers'>,
    space: SpaceItem,
    vendor: VendorFacts,
    opts: { offeredBy: string | null; hours: number; timeZone: string; at: Date },
  ): Promise<WaitlistOfferItem | undefined> {
    const md = state.marketDate!;
    const previous = state.offers.find((o) => o.spaceId === space.id);
    const stamp = opts.at.toISOString();
    const code = newShortCode();
    const offer: WaitlistOfferItem = {
      _type: 'waitlist_offer',
      id: ulid(),
      marketDateId: md.id,
      date: md.date,
      spaceId: space.id,
      spaceLabel: space.label,
      vendorId: vendor.id,
      vendorName: vendor.name,
      status: 'open',
      code,
      offeredAt: stamp,
      deadline: new Date(opts.at.getTime() + opts.hours * HOUR_MS).toISOString(),
      offeredBy: opts.offeredBy,
      closedAt: null,
      passedVendorIds: previous?.passedVendorIds ?? [],
      createdAt: previous?.createdAt ?? stamp,
      updatedAt: stamp,
    };
    const codeItem: WaitlistCodeItem = {
      _type: 'waitlist_code',
      code,
      marketDateId: md.id,
      spaceId: space.id,
      vendorId: vendor.id,
      createdAt: stamp,
      ttl: Math.floor((opts.at.getTime() + opts.hours * HOUR_MS) / 1000) + CODE_TTL_DAYS * 86_400,
    };
    if (!(await waitlist.writeOffer(offer, codeItem))) return undefined;

    const link = waitlistLink(deps.appUrl, code);
    const variables = {
      vendorName: vendor.name,
      marketDate: formatMarketDay(md.date),
      spaceLabel: space.label,
      deadline: formatZonedDateTime(offer.deadline, opts.timeZone),
      link,
    };
    // The e-mail in the vendor's language: its date and deadline written in it.
    const messages: OutgoingMessage[] = vendor.email
      ? [
          messageIn(vendor.locale, () => ({
            id: `waitlist-offer-${code}`,
            channel: 'email',
            to: vendor.email,
            recipientId: vendor.id,
            templateId: 'waitlist_offer',
            variables: {
              ...variables,
              marketDate: formatMarketDay(md.date),
              deadline: formatZonedDateTime(offer.deadline, opts.timeZone),
            },
          })),
        ]
      : [];
    // The offer stands even if telling the vendor fails: the link is on the vendor's screens and the admin's list.
    await Promise.allSettled([
      deps.queue.enqueue(messages),
      waitlist.vendorUserIds(vendor.id).then((ids) =>
        ids.length
          ? deps.notifications.notifyUsers(ids, {
              title: 'A space is offered to you',
              message: `Space ${space.label} is free for ${variables.marketDate}. Accept it by ${variables.deadline}.`,
              type: 'success',
              metadata: { link: `/w/${code}` },
            })
          : undefined,
      ),
    ]);
    return offer;
  }

  async function offerContext() {
    const s = await deps.settings.getSettings();
    return { hours: s.waitlistOfferHours > 0 ? s.waitlistOfferHours : 24, timeZone: s.marketTimeZone };
  }

  /**
   * Closes what has to close and offers each free space to the next fitting vendor in line. Safe to run at any time
   * and more than once. Reads the date's line, offers and tally (LineState), its spaces only when an offer is open or
   * someone waits with a place left and a space unassigned, never its other requests. Answers the state it decided
   * on (`changed` when it wrote an offer or closed one), so a reader that asked for the spaces need not read again.
   */
  async function fillLine(
    marketDateId: string,
    at: Date,
    opts: { spaces: boolean },
  ): Promise<{ report: FillReport; state: LineState; changed: boolean }> {
    const report: FillReport = { offered: [], closed: [] };
    const state = await waitlist.readLine(marketDateId, opts);
    const md = state.marketDate;
    const done = () => ({ report, state, changed: report.offered.length + report.closed.length > 0 });
    if (!md) return done();
    const stamp = at.toISOString();
    const upcoming = md.status !== 'canceled' && md.date >= stamp.slice(0, 10);
    const mayOffer =
      upcoming &&
      state.line.length > 0 &&
      placesLeftOfCount(md.maxVendors, state.holding, openOffers(state).length) > 0 &&
      md.spaceCount > md.assignedCount;
    if (!state.spaces && (openOffers(state).length > 0 || mayOffer)) {
      state.spaces = await waitlist.readSpaces(marketDateId);
    }
    const spaces = new Map((state.spaces ?? []).map((s) => [s.id, s]));
    const requests = new Map(state.line.map((r) => [r.vendorId, r]));

    for (const offer of openOffers(state)) {
      const request = requests.get(offer.vendorId);
      const space = spaces.get(offer.spaceId);
      let to: 'lapsed' | 'withdrawn' | undefined;
      if (!request || !isWaiting(request) || !space || space.vendorId || !space.available) to = 'withdrawn';
      else if (offer.deadline <= stamp) to = 'lapsed';
      if (!to) continue;
      if (await closeOffer(offer, to, stamp)) {
        offer.status = to;
        offer.closedAt = stamp;
        offer.updatedAt = stamp;
        if (to === 'lapsed') offer.passedVendorIds = [...offer.passedVendorIds, offer.vendorId];
        report.closed.push({ vendorId: offer.vendorId, spaceId: offer.spaceId, status: to });
      }
    }

    if (!upcoming || !state.spaces) return done();
    const open = openOffers(state);
    const offeredVendors = new Set(open.map((o) => o.vendorId));
    const queue = waitlistOrder(state.line).filter((r) => !offeredVendors.has(r.vendorId));
    if (!queue.length) return done();
    const left = placesLeftOfCount(md.maxVendors, state.holding, open.length);
    const free = freeSpaces(state.spaces, new Set(open.map((o) => o.spaceId)));
    if (left <= 0 || !free.length) return done();

    const vendors = await vendorFacts(queue.map((r) => r.vendorId));
    const plan = planOffers({
      spaces: free,
      queue: queue.flatMap((r) => {
        const v = vendors.get(r.vendorId);
        return v ? [{ vendorId: v.id, vendorTypeId: v.vendorTypeId }] : [];
      }),
      passed: new Map(state.offers.map((o) => [o.spaceId, new Set(o.passedVendorIds)])),
      placesLeft: left,
    });
    if (!plan.length) return done();
    const ctx = await offerContext();
    for (const p of plan) {
      const offer = await makeOffer(state, spaces.get(p.spaceId)!, vendors.get(p.vendorId)!, {
        offeredBy: null,
        ...ctx,
        at,
      });
      if (offer) report.offered.push({ vendorId: offer.vendorId, spaceId: offer.spaceId, code: offer.code });
    }
    return done();
  }

  const fill = async (marketDateId: string, at: Date = now()): Promise<FillReport> =>
    (await fillLine(marketDateId, at, { spaces: false })).report;

  /**
   * The date's line brought up to date and read as it then stands, spaces included (the waitlist screen): read once,
   * and once more only if filling wrote something.
   */
  async function currentLine(marketDateId: string): Promise<LineState> {
    const filled = await fillLine(marketDateId, now(), { spaces: true });
    return filled.changed ? waitlist.readLine(marketDateId, { spaces: true }) : filled.state;
  }

  /** fill(), never failing the call that freed the space: the job and the next read of the waitlist try again. */
  async function fillQuietly(marketDateId: string | null | undefined): Promise<void> {
    if (!marketDateId) return;
    try {
      await fill(marketDateId);
    } catch {
      // Nothing to undo: the freeing write stands, and filling is retried by the job and by readers.
    }
  }

  /** The offer behind a link, after closing it if it lapsed (and offering the space on). */
  async function offerByCode(code: string): Promise<{ offer: WaitlistOfferItem; state: DateState } | undefined> {
    const link = await waitlist.readCode(code);
    if (!link) return undefined;
    await fill(link.marketDateId);
    const state = await readDate(link.marketDateId);
    const offer = state.offers.find((o) => o.spaceId === link.spaceId);
    if (!offer || !state.marketDate) return undefined;
    // The space's offer item may have moved on to another vendor: this link's offer is then over.
    if (offer.code !== code) {
      return {
        offer: { ...offer, code, vendorId: link.vendorId, status: 'lapsed' },
        state,
      };
    }
    return { offer, state };
  }

  return {
    readDate,
    currentLine,
    offerByCode,
    fill,
    fillQuietly,

    /** Every market date from an ISO date on brought up to date, one after another (the hourly job). */
    async fillFrom(isoDate: string, at: Date): Promise<{ marketDateId: string; report: FillReport }[]> {
      const out: { marketDateId: string; report: FillReport }[] = [];
      for (const marketDateId of await waitlist.dateIdsFrom(isoDate)) {
        out.push({ marketDateId, report: await fill(marketDateId, at) });
      }
      return out;
    },
    vendorFacts,

    /** Every move that asks for a place on a date (placement.ts). */
    place: deps.placement.place,

    /** Makes sure a request that is no longer waiting leaves the line (a cancel or an approval by hand). */
    leaveFields(request: Pick<SpaceRequestItem, 'waitlisted'>): Record<string, unknown> {
      return request.waitlisted ? { waitlisted: false } : {};
    },

    async accept(code: string, userId: string | null): Promise<AcceptOutcome> {
      const found = await offerByCode(code);
      if (!found) return { ok: false, reason: 'not-found' };
      const { offer, state } = found;
      if (offer.status === 'accepted') return { ok: false, reason: 'taken' };
      if (offer.status === 'lapsed') return { ok: false, reason: 'expired' };
      if (offer.status !== 'open') return { ok: false, reason: 'closed' };
      const request = state.requests.find((r) => r.vendorId === offer.vendorId);
      const space = state.spaces.find((s) => s.id === offer.spaceId);
      if (!request || !space) return { ok: false, reason: 'closed' };
      const at = now();
      const stamp = at.toISOString();
      const [vendors, snapshot, s] = await Promise.all([
        vendorFacts([offer.vendorId]),
        deps.catalog.snapshot(),
        deps.settings.getSettings(),
      ]);
      const vendor = vendors.get(offer.vendorId);
      const amounts =
        request.amountBase === 0 && request.amountPaid === 0
          ? priceRequest(priceSpace(space, vendor, indexPriceCatalog(snapshot)), request, s.roundCents)
          : undefined;
      const fields =
        transitionFields({
          to: 'approved',
          request,
          at: stamp,
          userId: userId ?? '',
          note: null,
          lateCancellationFeeCents: 0,
          amounts,
        }) ?? {};
      const { updatedAt: _u, ...approve } = fields;
      const write = () =>
        deps.spaces.assign({
          marketDateId: offer.marketDateId,
          spaceId: offer.spaceId,
          vendorId: offer.vendorId,
          isDefault: false,
          by: userId ?? offer.vendorId,
          at: stamp,
          request: { kind: 'link' },
          // The request as read: the approval moves its tally and list keys from it, and it must still be waiting.
          linkedRequest: request,
          requestSet: { ...approve, approvedBy: userId, waitlisted: false },
          extraParts: [waitlist.acceptPart(offer, code, stamp)],
        });
      // Two transactions on the same items at once may both be turned away: try again until one of them wins.
      const outcome: AssignOutcome = await retry(
        async () => {
          const o = await write();
          return o === 'conflict' ? AGAIN : o;
        },
        { attempts: ACCEPT_ATTEMPTS, pauseMs: acceptPauseMs, exhausted: () => 'conflict' as const },
      );
      if (outcome === 'ok') return { ok: true, offer: { ...offer, status: 'accepted', closedAt: stamp } };
      const again = await offerByCode(code);
      if (again?.offer.status === 'accepted') return { ok: false, reason: 'taken' };
      if (outcome === 'space-taken') {
        await fillQuietly(offer.marketDateId);
        return { ok: false, reason: 'space-gone' };
      }
      return { ok: false, reason: again?.offer.status === 'lapsed' ? 'expired' : 'closed' };
    },

    async decline(code: string): Promise<AcceptOutcome> {
      const found = await offerByCode(code);
      if (!found) return { ok: false, reason: 'not-found' };
      const { offer } = found;
      if (offer.status === 'accepted') return { ok: false, reason: 'taken' };
      if (offer.status === 'lapsed') return { ok: false, reason: 'expired' };
      if (offer.status !== 'open') return { ok: false, reason: 'closed' };
      const stamp = now().toISOString();
      if (!(await closeOffer(offer, 'declined', stamp))) return { ok: false, reason: 'closed' };
      await fillQuietly(offer.marketDateId);
      return { ok: true, offer: { ...offer, status: 'declined', closedAt: stamp } };
    },

    /** An admin's offer of a free space to a waiting vendor, outside the line's order and fit. */
    async offerByHand(
      marketDateId: string,
      spaceId: string,
      vendorId: string,
      adminId: string,
    ): Promise<'ok' | 'not-found' | 'not-waitlisted' | 'space-not-free' | 'space-offered'> {
      await fill(marketDateId);
      const state = await readDate(marketDateId);
      if (!state.marketDate) return 'not-found';
      const space = state.spaces.find((s) => s.id === spaceId);
      if (!space) return 'not-found';
      if (space.vendorId || !space.available) return 'space-not-free';
      const request = state.requests.find((r) => r.vendorId === vendorId);
      if (!request || !isWaiting(request)) return 'not-waitlisted';
      const open = openOffers(state);
      if (open.some((o) => o.spaceId === spaceId)) return 'space-offered';
      // A vendor holds one offer at a time: an earlier one is withdrawn for this one.
      const at = now();
      for (const o of open.filter((o) => o.vendorId === vendorId)) await closeOffer(o, 'withdrawn', at.toISOString());
      const vendor = (await vendorFacts([vendorId])).get(vendorId);
      if (!vendor) return 'not-found';
      const offer = await makeOffer(state, space, vendor, { offeredBy: adminId, ...(await offerContext()), at });
      return offer ? 'ok' : 'space-offered';
    },

    /** Moves a waiting vendor one place up or down: one conditional write of its rank. */
    async move(
      marketDateId: string,
      vendorId: string,
      direction: 'up' | 'down',
    ): Promise<'ok' | 'not-waitlisted' | 'cannot-move' | 'changed'> {
      const state = await waitlist.readLine(marketDateId, { spaces: false });
      const ordered = waitlistOrder(state.line);
      const request = ordered.find((r) => r.vendorId === vendorId);
      if (!request) return 'not-waitlisted';
      const rank = movedRank(ordered, vendorId, direction);
      if (rank === undefined) return 'cannot-move';
      return (await waitlist.writeRank(request, rank)) ? 'ok' : 'changed';
    },

    /**
     * Every upcoming date's line (from an ISO date on), for a vendor's places: one Query of the waitlist index.
     * Answers each waiting vendor's place by date id.
     */
    async placesFrom(isoDate: string, until?: string): Promise<Map<string, Map<string, number>>> {
      const byDate = new Map<string, SpaceRequestItem[]>();
      for (const request of await waitlist.waitingFrom(isoDate, until)) {
        const list = byDate.get(request.marketDateId) ?? [];
        list.push(request);
        byDate.set(request.marketDateId, list);
      }
      return new Map(
        [...byDate].map(([id, list]) => [id, new Map(waitlistOrder(list).map((r, i) => [r.vendorId, i + 1]))]),
      );
    },
  };
}
export type WaitlistOffers = ReturnType<typeof makeWaitlistOffers>;
