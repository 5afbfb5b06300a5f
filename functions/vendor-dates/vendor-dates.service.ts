/**
 * The vendor's market dates (spec 1 §2.9), the request / skip / unskip actions (spec 3 §4, decided by the shared
 * rules) and the vendor dashboard (spec 1 §2.8, §4). A vendor user reaches only its own vendor; admins name one.
 */
import { ulid } from 'ulid';
import { addDays, isoDateInZone, zoneOf } from '../../shared/market-time.js';
import { MSG } from '../../shared/messages.js';
import { hasPastDueBalance, isPastDue, owesMoney } from '../../shared/past-due.js';
import type {
  RequestActionResponse,
  VendorDashboardResponse,
  VendorAlert,
  VendorMarketDatesResponse,
  VendorSpaceRequest,
} from '../../shared/schemas/vendor-dates.js';
import { vendorSpaceView } from '../../shared/space-labels.js';
import {
  cancelDeadline,
  decide,
  RULE_MESSAGES,
  type RequestAction,
  type RequestState,
} from '../../shared/space-request-rules.js';
import { dateMarket, sellsAt, vendorMarketIds } from '../../shared/vendor-markets.js';
import { VENDOR_DATES_MSG } from '../../shared/vendor-dates-messages.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { transitionFields } from '../../shared/request-transitions.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { PlaceInput, PlaceOutcome, PlaceRefusal } from '../lib/waitlist/placement.js';
import { WAITLIST_MSG } from '../../shared/waitlist-messages.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { makeSpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../lib/data/market-dates/request-listing.js';
import type { SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import type {
  CalendarEntry,
  RequestSummary,
  VendorDatesRepository,
} from '../lib/data/market-dates/vendor-dates.repository.js';
import { alertsFor, dashboardCounts, newestPayments } from './dashboard-counts.js';
import { compareCodes } from '../../shared/collation.js';
import { marketIdOf } from '../../shared/markets.js';

export type VendorDatesStore = Pick<
  VendorDatesRepository,
  | 'vendor'
  | 'calendarFrom'
  | 'calendarBetween'
  | 'vendorRequests'
  | 'spaceLabels'
  | 'vendorWithSpaceLabels'
  | 'vendorPartition'
  | 'vendorAlerts'
  | 'actionState'
  | 'createRequest'
  | 'updateRequest'
  | 'deleteSkip'
>;

interface SettingsReader {
  getSettings(): Promise<
    Pick<MarketSettings, 'marketTimeZone' | 'lateCancellationFeeCents' | 'latePaymentGraceDays' | 'markets'>
  >;
}

/**
 * The waitlist (issues 15, 24): every request takes a place or joins the line through one capacity check
 * (lib/waitlist/placement.ts); a freed space is offered to the next in line.
 */
interface WaitlistHooks {
  place(input: PlaceInput): Promise<PlaceOutcome>;
  /** Without it a freed space waits for the waitlist's job to be offered. */
  fillQuietly?(marketDateId: string): Promise<void>;
  /** Each waiting vendor's place by date id, for dates from an ISO date on (to another, when given). */
  placesFrom?(isoDate: string, until?: string): Promise<Map<string, Map<string, number>>>;
}

export interface VendorDatesDeps {
  /** Without it a request is written without the date's limit (unit tests of the other rules). */
  waitlist?: WaitlistHooks;
  store: VendorDatesStore;
  settings: SettingsReader;
  now: () => Date;
}

export type VendorAction = Extract<RequestAction, 'request' | 'skip' | 'unskip' | 'cancel'>;

/** Whose dates a call is about: a vendor user's own vendor, or the vendor an admin names. */
function vendorIdFor(user: SessionUser, requested: string | undefined, noVendorMessage: string): string {
  if (user.role === 'admin') {
    const id = requested ?? user.vendorId;
    if (!id) throw new ValidationError(VENDOR_DATES_MSG.vendorIdRequired);
    return id;
  }
  if (!user.vendorId) throw new ForbiddenError(noVendorMessage);
  const id = requested ?? user.vendorId;
  assertVendorAccess(user, id);
  return id;
}

/**
 * The calendar index is read from yesterday in UTC: whatever the market's zone, its today is not earlier, so the
 * calendar and the settings can be read at the same time and the dates filtered once the zone is known.
 */
const earliestPossibleToday = (now: Date) => addDays(isoDateInZone(now, 'UTC'), -1);

/** Dates not over yet in their own market's zone, and not cancelled, ascending. */
const upcoming = (dates: readonly CalendarEntry[], todayOf: (d: CalendarEntry) => string) =>
  dates.filter((d) => d.date >= todayOf(d) && d.status !== 'canceled').sort((a, b) => compareCodes(a.date, b.date));

type MarketsSettings = Pick<MarketSettings, 'marketTimeZone' | 'markets'>;

/** Today in each date's market zone, worked out once per zone. */
function todayByMarket(settings: MarketsSettings, at: Date): (d: { marketId?: string | null }) => string {
  const byZone = new Map<string, string>();
  return (d) => {
    const zone = dateMarket(settings, d).timeZone;
    let today = byZone.get(zone);
    if (today === undefined) {
      today = isoDateInZone(at, zone);
      byZone.set(zone, today);
    }
    return today;
  };
}

/** The first date no market zone can have reached yet, for the same reason. */
const latestPossibleToday = (now: Date) => addDays(isoDateInZone(now, 'UTC'), 1);

/** Before any market date: the calendar index's lower bound for "every earlier date". */
const CALENDAR_START = '0000-01-01';

type RequestFields = Pick<
  RequestSummary,
  'id' | 'status' | 'spaceId' | 'notes' | 'amountDue' | 'amountBalance' | 'grossSales' | 'lateCancellationFee'
> &
  Partial<Omit<RequestSummary, 'id' | 'marketDateId'>>;

function toVendorRequest(
  r: RequestFields,
  space: { published: boolean; spaceLabel: string | null },
  /** Today in the market's zone, when "Past Due" is to be worked out. */
  today?: string,
): VendorSpaceRequest {
  return {
    id: r.id,
    status: r.status,
    ...vendorSpaceView({ published: space.published, spaceId: r.spaceId, spaceLabel: space.spaceLabel }),
    notes: r.notes,
    amountDue: r.amountDue,
    amountBalance: r.amountBalance,
    grossSales: r.grossSales,
    lateCancellationFee: r.lateCancellationFee,
    amountBase: r.amountBase ?? 0,
    salesBasedRate: r.salesBasedRate ?? 0,
    salesBasedFee: r.salesBasedFee ?? 0,
    amountLatePaymentFee: r.amountLatePaymentFee ?? 0,
    amountPaid: r.amountPaid ?? 0,
    createdAt: r.createdAt ?? null,
    approvedAt: r.approvedAt ?? null,
    cancelledAt: r.cancelledAt ?? null,
    cancelledReason: r.cancelledReason ?? null,
    isPastDue:
      today !== undefined && r.date !== undefined
        ? isPastDue({ ...r, date: r.date, lateCancellationFee: r.lateCancellationFee }, today)
        : false,
    waitlistPlace: null,
  };
}

/** A refusal of the shared rules, as the HTTP error that fits it. */
function refusal(reason: string): Error {
  switch (reason) {
    case RULE_MESSAGES.notAllowed:
    case RULE_MESSAGES.notApprovedForMarket:
      return new ConflictError(reason);
    case RULE_MESSAGES.pastDate:
      return new ValidationError(reason);
    default:
      return new ForbiddenError(reason);
  }
}

/** A placement refused: the request is not as it was read, or the date is too busy this moment. */
function placeRefusal(why: PlaceRefusal): Error {
  switch (why) {
    case 'not-found':
      return new NotFoundError(VENDOR_DATES_MSG.marketDateNotFound);
    case 'busy':
      return new ConflictError(WAITLIST_MSG.dateBusy);
    case 'exists':
      return new ConflictError(VENDOR_DATES_MSG.alreadyRequested);
    default:
      return new ConflictError(VENDOR_DATES_MSG.requestChanged);
  }
}

export function makeVendorDatesService(deps: VendorDatesDeps) {
  const now = deps.now;

  return {
    /**
     * GET /api/vendor/market-dates (spec 3 §2): upcoming dates plus earlier ones still owed on, ascending; or with
     * `past` every earlier date, newest first. The upcoming view reads the vendor's requests first, so that one
     * calendar query starts at the oldest date still owed on: the same round trips whatever is owed.
     */
    async listMarketDates(
      user: SessionUser,
      query: { vendorId?: string; past?: boolean },
    ): Promise<VendorMarketDatesResponse> {
      const vendorId = vendorIdFor(user, query.vendorId, VENDOR_DATES_MSG.noVendorForRequests);
      const at = now();
      const [settings, requests, pastCalendar] = await Promise.all([
        deps.settings.getSettings(),
        deps.store.vendorRequests(vendorId),
        query.past ? deps.store.calendarBetween(CALENDAR_START, latestPossibleToday(at), 'newest') : undefined,
      ]);
      const timeZone = zoneOf(settings);
      const today = isoDateInZone(at, timeZone);
      const todayOf = todayByMarket(settings, at);
      const byDate = new Map(requests.map((r) => [r.marketDateId, r]));
      // Only the lines the vendor stands in are read, and only when it stands in one.
      const waiting = query.past
        ? []
        : requests.filter((r) => r.waitlisted && r.status === 'requested' && r.date >= earliestPossibleToday(at));

      let dates: CalendarEntry[];
      if (pastCalendar) {
        // A cancelled market date stays in the vendor's history only when the vendor had a request on it.
        dates = pastCalendar
          .filter((d) => d.date < todayOf(d) && (d.status !== 'canceled' || byDate.has(d.id)))
          .sort((a, b) => compareCodes(b.date, a.date));
      } else {
        const owed = new Set(requests.filter((r) => r.date < today && owesMoney(r)).map((r) => r.marketDateId));
        const from = requests
          .filter((r) => owed.has(r.marketDateId))
          .reduce((earliest, r) => (r.date < earliest ? r.date : earliest), earliestPossibleToday(at));
        const calendar = await deps.store.calendarFrom(from);
        dates = [
          ...calendar.filter((d) => d.date < todayOf(d) && owed.has(d.id)).sort((a, b) => compareCodes(a.date, b.date)),
          ...upcoming(calendar, todayOf),
        ];
      }

      // Labels of draft assignments are not read at all: the vendor sees them only once the date is published.
      const assigned = dates.flatMap((d) => {
        const r = byDate.get(d.id);
        return r?.spaceId && d.publishedAt ? [{ marketDateId: d.id, spaceId: r.spaceId }] : [];
      });
      const [{ vendor, labels }, placesByDate] = await Promise.all([
        deps.store.vendorWithSpaceLabels(vendorId, assigned),
        waiting.length ? deps.waitlist?.placesFrom?.(waiting[0]!.date, waiting[waiting.length - 1]!.date) : undefined,
      ]);
      if (!vendor) throw new NotFoundError(VENDOR_DATES_MSG.vendorNotFound);
      // The dates of the markets the vendor sells at, and any other date it already has a request on.
      const marketIds = vendorMarketIds(vendor);
      const shown = dates.filter((d) => sellsAt(vendor, marketIdOf(d)) || byDate.has(d.id));
      return {
        vendor: { id: vendor.id, name: vendor.name, status: vendor.status, marketIds },
        today,
        timeZone,
        hasPastDueBalance: hasPastDueBalance(requests, today, settings.latePaymentGraceDays),
        dates: shown.map((d) => {
          const r = byDate.get(d.id);
          const market = dateMarket(settings, d);
          return {
            id: d.id,
            date: d.date,
            notes: d.notes,
            marketId: market.marketId,
            marketName: market.market.shortName,
            marketAllowed: marketIds.includes(market.marketId),
            timeZone: market.timeZone,
            today: todayOf(d),
            deadline: market.deadline ?? null,
            cancelDeadline: cancelDeadline(d.date, market.timeZone, market.deadline).toISOString(),
            spaceRequest: r
              ? {
                  ...toVendorRequest(
                    r,
                    {
                      published: !!d.publishedAt,
                      spaceLabel: r.spaceId ? (labels.get(r.spaceId) ?? null) : null,
                    },
                    todayOf(d),
                  ),
                  waitlistPlace:
                    r.waitlisted && r.status === 'requested' ? (placesByDate?.get(d.id)?.get(vendorId) ?? null) : null,
                }
              : null,
          };
        }),
      };
    },

    /** POST /api/vendor/market-dates/{id}/request | skip | unskip | cancel */
    async act(
      user: SessionUser,
      action: VendorAction,
      marketDateId: string,
      input: { vendorId?: string; notes: string | null },
      actor: AuditActor,
    ): Promise<RequestActionResponse> {
      const vendorId = vendorIdFor(user, input.vendorId, VENDOR_DATES_MSG.noVendorForRequests);
      const [state, settings] = await Promise.all([
        deps.store.actionState(marketDateId, vendorId),
        deps.settings.getSettings(),
      ]);
      const { marketDate, request, vendor } = state;
      if (!marketDate) throw new NotFoundError(VENDOR_DATES_MSG.marketDateNotFound);
      if (!vendor) throw new NotFoundError(VENDOR_DATES_MSG.vendorNotFound);
      if (marketDate.status === 'canceled' && action !== 'unskip') {
        throw new ConflictError(VENDOR_DATES_MSG.marketDateCanceled);
      }
      const at = now();
      // The date's market decides its zone, its deadline and whether the vendor may request it.
      const market = dateMarket(settings, marketDate);
      const today = isoDateInZone(at, zoneOf(settings));

      // Only a vendor's own request is held back by what it owes; the rules let admins request regardless.
      let pastDue = false;
      if (action === 'request' && user.role !== 'admin') {
        pastDue = hasPastDueBalance(await deps.store.vendorRequests(vendorId), today, settings.latePaymentGraceDays);
      }
      const from: RequestState = request?.status ?? 'none';
      const decision = decide(
        action,
        { role: user.role, permissions: user.permissions },
        {
          state: from,
          marketDate: marketDate.date,
          now: at,
          timeZone: market.timeZone,
          deadline: market.deadline,
          marketAllowed: sellsAt(vendor, market.marketId),
          vendorStatus: vendor.status,
          hasPastDueBalance: pastDue,
        },
      );
      if (!decision.ok) {
        // Most often a second click (or a second tab) that lost the race to the first.
        if (decision.reason === RULE_MESSAGES.notAllowed && action === 'request' && from !== 'canceled') {
          throw new ConflictError(VENDOR_DATES_MSG.alreadyRequested);
        }
        throw refusal(decision.reason);
      }

      const stamp = at.toISOString();
      const answer = (r: SpaceRequestItem | null, fee = 0): RequestActionResponse => ({
        marketDateId,
        // No label is read: after a request, skip or unskip the vendor holds no space on the date.
        spaceRequest: r ? toVendorRequest(r, { published: !!marketDate.publishedAt, spaceLabel: null }) : null,
        lateCancellationFee: fee,
      });

      if (action === 'unskip') {
        // Removing the request would leave its recorded payments pointing at nothing.
        if (request && request.amountPaid !== 0) throw new ConflictError(REQUESTS_MSG.unskipWithPayments);
        if (!request || !(await deps.store.deleteSkip(request, actor))) {
          throw new ConflictError(VENDOR_DATES_MSG.requestChanged);
        }
        return answer(null);
      }

      if (!request) {
        const item = newRequest({
          vendorId,
          vendor,
          marketDate,
          status: decision.to === 'skipped' ? 'skipped' : 'requested',
          notes: input.notes,
          at: stamp,
        });
        if (item.status === 'requested' && deps.waitlist) {
          const placed = await deps.waitlist.place({ item, vendorTypeId: vendor.vendorTypeId, actor });
          if (!placed.ok) throw placeRefusal(placed.refusal);
          return { ...answer(placed.request), placement: placed.placement };
        }
        if (!(await deps.store.createRequest(item, actor))) throw new ConflictError(VENDOR_DATES_MSG.alreadyRequested);
        return answer(item);
      }

      // Spec 3 §4: skipping an existing request after the Tuesday deadline, or cancelling it, is a late cancellation.
      // A waiting vendor who cancels leaves the line; it held no space, so no late fee is owed for it.
      const leaving = request.waitlisted && (decision.to === 'skipped' || decision.to === 'canceled');
      const fields = transitionFields({
        to: decision.to,
        late: leaving ? false : decision.late,
        request,
        at: stamp,
        userId: user.id,
        note: input.notes,
        lateCancellationFeeCents: settings.lateCancellationFeeCents,
      });
      if (!fields) throw new ConflictError(VENDOR_DATES_MSG.requestChanged);
      // A skip asked for again takes a place, or joins the line behind those already in it, like any new request.
      if (decision.to === 'requested' && deps.waitlist) {
        const placed = await deps.waitlist.place({
          existing: { request, set: fields },
          vendorTypeId: vendor.vendorTypeId,
          actor,
        });
        if (!placed.ok) throw placeRefusal(placed.refusal);
        return { ...answer(placed.request), placement: placed.placement };
      }
      const set = leaving ? { ...fields, waitlisted: false } : fields;
      const updated = await deps.store.updateRequest(request, request.status, {
        set,
        releaseSpaceId: decision.to === 'skipped' || decision.to === 'canceled' ? request.spaceId : null,
        actor,
      });
      if (!updated) throw new ConflictError(VENDOR_DATES_MSG.requestChanged);
      // A space or a place under the date's limit may have freed: the next in line is offered it.
      if (decision.to === 'skipped' || decision.to === 'canceled') {
        await deps.waitlist?.fillQuietly?.(marketDateId);
      }
      return answer(
        updated,
        updated.lateCancellationFee && decision.to === 'canceled' ? updated.lateCancellationFee : 0,
      );
    },

    /** GET /api/vendor/dashboard */
    async dashboard(user: SessionUser, query: { vendorId?: string }): Promise<VendorDashboardResponse> {
      const vendorId = vendorIdFor(user, query.vendorId, MSG.noVendorForDashboard);
      const at = now();
      const [settings, partition, requests, calendar, alerts] = await Promise.all([
        deps.settings.getSettings(),
        deps.store.vendorPartition(vendorId),
        deps.store.vendorRequests(vendorId),
        deps.store.calendarFrom(earliestPossibleToday(at)),
        deps.store.vendorAlerts(),
      ]);
      const { vendor } = partition;
      if (!vendor) throw new NotFoundError(VENDOR_DATES_MSG.vendorNotFound);
      const today = isoDateInZone(at, zoneOf(settings));
      // Only the dates of the markets the vendor sells at wait for its answer.
      const own = calendar.filter((d) => sellsAt(vendor, marketIdOf(d)));
      return {
        vendor: { id: vendor.id, name: vendor.name, vendorTypeId: vendor.vendorTypeId, status: vendor.status },
        today,
        alerts: alertsFor(alerts, vendor, today),
        counts: dashboardCounts({
          vendorTypeId: vendor.vendorTypeId,
          today,
          requests,
          upcomingDateIds: upcoming(own, todayByMarket(settings, at)).map((d) => d.id),
          documents: partition.documents,
        }),
        payments: newestPayments(partition.payments),
      };
    },

    /** GET /api/vendor-alerts/vendor/{vendorId}: the pipeline has already held a vendor user to its own vendor. */
    async alerts(vendorId: string): Promise<VendorAlert[]> {
      const [settings, vendor, alerts] = await Promise.all([
        deps.settings.getSettings(),
        deps.store.vendor(vendorId),
        deps.store.vendorAlerts(),
      ]);
      if (!vendor) throw new NotFoundError(VENDOR_DATES_MSG.vendorNotFound);
      return alertsFor(alerts, vendor, isoDateInZone(now(), zoneOf(settings)));
    },
  };
}
export type VendorDatesService = ReturnType<typeof makeVendorDatesService>;

/** A vendor's new request (or skip) of a date, never assigned yet. */
export function newRequest(input: {
  vendorId: string;
  vendor?: { name: string; vendorTypeId?: string | null };
  marketDate: Pick<CalendarEntry, 'id' | 'date'>;
  status: 'requested' | 'skipped';
  notes: string | null;
  at: string;
}): SpaceRequestItem {
  return makeSpaceRequestItem({
    id: ulid(),
    vendorId: input.vendorId,
    marketDateId: input.marketDate.id,
    date: input.marketDate.date,
    assignedAt: null,
    assignedBy: null,
    status: input.status,
    notes: input.notes,
    createdAt: input.at,
    updatedAt: input.at,
    ...(input.vendor ? requestVendorFields(input.vendor) : {}),
  });
}
