/**
 * A market date's dashboard cards, statistics, payments and proceeds reports (spec 2 §2.2, §2.4, §2.5) and the
 * payment reminders. The figures come from shared/date-dashboard.ts over one read of the date; a reminder to many
 * vendors is one call that queues one e-mail each (architecture §8), carrying the vendor's /p/ payment link.
 */
import {
  attentionOf,
  DASHBOARD_LIST_LIMIT,
  EXPIRING_WINDOW_DAYS,
  isActiveRequest,
  narrowToType,
  paymentStatusCard,
  paymentStatusCardOfTally,
  paymentStatusOf,
  pendingRequestsCard,
  pendingRequestsCardOfCounts,
  publicationStatusCard,
  publicationStatusCardOfTally,
  spaceAssignmentCard,
  spaceAssignmentCardOfTally,
  statistics,
  type DashDate,
  type DashVendor,
} from '../../shared/date-dashboard.js';
import { addDays, daysUntil, isoDateInZone } from '../../shared/market-time.js';
import { marketFor, marketIdOf } from '../../shared/markets.js';
import { formatDollars } from '../../shared/money.js';
import { formatMarketDay } from '../../shared/spaces-messages.js';
import type {
  PaymentsQuery,
  PaymentsReport,
  ProceedsQuery,
  ProceedsReport,
  Statistics,
} from '../../shared/schemas/date-dashboard.js';
import type { DateDashboardRepository } from '../lib/data/market-dates/date-dashboard.repository.js';
import type { DatePaymentsPageRepository } from '../lib/data/market-dates/date-payments-page.repository.js';
import type { DateProceedsPageRepository } from '../lib/data/market-dates/date-proceeds-page.repository.js';
import type { MissingVendorsRepository } from '../lib/data/market-dates/missing-vendors.repository.js';
import { missingOnDate, type MissingReads } from '../lib/missing/missing-on-date.js';
import type { CatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import { STATS_CACHE_SECONDS, type StatsCacheRepository } from '../lib/data/market-dates/stats-cache.repository.js';
import { NotFoundError } from '../lib/http/errors.js';
import { messageIn, type RecipientLocales } from '../lib/messaging/recipient-locale.js';
import type { MessageQueue, OutgoingMessage } from '../lib/ports.js';
import type { ListingEntry } from '../lib/data/vendors/vendor-directory.js';

const PAYMENT_REMINDER_TEMPLATE = 'payment_reminder';
const NOT_FOUND = 'Market date not found';
const REQUEST_NOT_FOUND = 'Space request not found';

export interface DateDashboardDeps {
  store: DateDashboardRepository;
  paymentsPage: DatePaymentsPageRepository;
  proceedsPage: DateProceedsPageRepository;
  missing: Pick<MissingVendorsRepository, 'marketDate'> & MissingReads;
  catalog: Pick<CatalogRepository, 'snapshot'>;
  documentTypes: () => Promise<{ id: string; name: string }[]>;
  settings: { getSettings(): Promise<Pick<MarketSettings, 'marketTimeZone' | 'salesTenders' | 'markets'>> };
  queue: MessageQueue;
  /** Statistics kept five minutes, until either of their two dates changes (absent: always computed). */
  statsCache?: Pick<StatsCacheRepository, 'lookup' | 'version' | 'put'>;
  /** One /p/ payment link per target, in order (the public-payments short codes). */
  paymentLinks: (
    targets: { vendorId: string; marketDateId: string; marketDate: string; spaceRequestId: string }[],
  ) => Promise<string[]>;
  /** Each vendor's language, its payment reminder is written in; without it every reminder is in English. */
  locales?: Pick<RecipientLocales, 'vendors'>;
  now: () => Date;
}

interface CardQuery {
  vendorTypeId?: string;
  limit?: number;
}

export function makeDateDashboardService(deps: DateDashboardDeps) {
  const now = deps.now;

  async function load(marketDateId: string): Promise<DashDate> {
    const d = await deps.store.dateSnapshot(marketDateId);
    if (!d) throw new NotFoundError(NOT_FOUND);
    return d;
  }
  /** The named vendors' entries by id: a BatchGet of those few, never the directory (deleted vendors absent). */
  async function vendorsById(vendorIds: readonly string[]): Promise<Map<string, ListingEntry>> {
    return new Map((await deps.store.vendorsOf(vendorIds)).map((v) => [v.id, v]));
  }
  /**
   * Each vendor's type on the dates as their requests keep it. Only vendors no request types (a request stored before
   * the type was kept on it, a space held without a request) are read, by id.
   */
  async function typesOn(...dates: (DashDate | null)[]): Promise<Map<string, Pick<DashVendor, 'vendorTypeId'>>> {
    const types = new Map<string, Pick<DashVendor, 'vendorTypeId'>>();
    const present = dates.flatMap((d) => d?.requests ?? []);
    for (const r of present) {
      // The date asked about comes first: its own requests decide a vendor's type there.
      if (r.vendorTypeId !== undefined && !types.has(r.vendorId)) {
        types.set(r.vendorId, { vendorTypeId: r.vendorTypeId ?? '' });
      }
    }
    const held = dates.flatMap((d) => d?.spaces.flatMap((x) => (x.vendorId ? [x.vendorId] : [])) ?? []);
    const untyped = [...present.map((r) => r.vendorId), ...held].filter((id) => !types.has(id));
    for (const v of await deps.store.vendorsOf(untyped)) types.set(v.id, { vendorTypeId: v.vendorTypeId });
    return types;
  }
  async function previousOf(d: DashDate): Promise<DashDate | null> {
    const id = await deps.store.previousDateId(d.marketDate.date, marketIdOf(d.marketDate));
    return id ? ((await deps.store.dateSnapshot(id)) ?? null) : null;
  }
  async function typeRefs() {
    const snap = await deps.catalog.snapshot();
    const types = new Map(snap.vendorTypes.map((t) => [t.id, { id: t.id, code: t.code, label: t.label }]));
    return (id: string) => types.get(id) ?? { id, code: '', label: 'Other' };
  }

  /** Current date narrowed to the type by its requests' own vendor types, with those types. */
  async function narrowed(marketDateId: string, vendorTypeId: string) {
    const d = await load(marketDateId);
    const types = await typesOn(d);
    return { d: narrowToType(d, types, vendorTypeId), types };
  }

  /** The date as its tally keeps it counted: what the cards read when not narrowed to a vendor type. */
  async function tallied(marketDateId: string) {
    const d = await deps.store.talliedDate(marketDateId);
    if (!d) throw new NotFoundError(NOT_FOUND);
    return d;
  }

  const service = {
    async pendingRequests(marketDateId: string, q: CardQuery) {
      if (!q.vendorTypeId) {
        // The counts from the tally; how many pending vendors are new (no request on the date before) kept on it with
        // the counters it was counted at: the date's moves into and out of "requested", the date before and the
        // requests ever created on or deleted from that one. While none of them moved, the kept count stands (three
        // small reads); else it is counted again from the pending vendors and their keys on the date before, and kept.
        const dated = deps.store.countedDate(marketDateId);
        const [counted, previousId] = await Promise.all([
          dated,
          dated.then((c) => (c ? deps.store.previousDateId(c.date, c.marketId) : undefined)),
        ]);
        if (!counted) throw new NotFoundError(NOT_FOUND);
        const previousMoves = previousId ? await deps.store.presenceMoves(previousId) : 0;
        const token = `${counted.pendingMoves ?? 0}|${previousId ?? ''}|${previousMoves}`;
        if (counted.keptNewPending?.token === token) {
          return pendingRequestsCardOfCounts(counted.tally, counted.keptNewPending.count);
        }
        const pendingVendors = await deps.store.pendingVendorIds(marketDateId);
        const seenBefore =
          previousId && pendingVendors.length
            ? await deps.store.vendorsWithRequestOn(previousId, pendingVendors, { consistent: true })
            : new Set<string>();
        const newPending = pendingVendors.filter((v) => !seenBefore.has(v)).length;
        // Kept only when the list index has caught up with the tally read before it (same number pending): a count
        // of a list a write behind would otherwise stand until the next move.
        if (pendingVendors.length === counted.tally.requested) {
          await deps.store.keepNewPending(marketDateId, newPending, token).catch(() => undefined);
        }
        return pendingRequestsCardOfCounts(counted.tally, newPending);
      }
      const { d, types } = await narrowed(marketDateId, q.vendorTypeId);
      const previous = await previousOf(d);
      // The previous date only tells which of this date's pending vendors came before: their types are all known.
      return pendingRequestsCard(d, previous && narrowToType(previous, types, q.vendorTypeId));
    },

    async spaceAssignment(marketDateId: string, q: CardQuery) {
      if (!q.vendorTypeId) return spaceAssignmentCardOfTally(await tallied(marketDateId));
      return spaceAssignmentCard((await narrowed(marketDateId, q.vendorTypeId)).d);
    },

    async paymentStatus(marketDateId: string, q: CardQuery) {
      if (!q.vendorTypeId) return paymentStatusCardOfTally((await tallied(marketDateId)).tally);
      return paymentStatusCard((await narrowed(marketDateId, q.vendorTypeId)).d);
    },

    async publicationStatus(marketDateId: string, q: CardQuery) {
      if (!q.vendorTypeId) return publicationStatusCardOfTally(await tallied(marketDateId));
      return publicationStatusCard((await narrowed(marketDateId, q.vendorTypeId)).d);
    },

    /** The Missing Requests card: the shared missing-vendors rule, first `limit` of them. */
    async missingVendors(marketDateId: string, q: CardQuery) {
      const [target, settings] = await Promise.all([
        deps.missing.marketDate(marketDateId),
        deps.settings.getSettings(),
      ]);
      if (!target) throw new NotFoundError(NOT_FOUND);
      const today = isoDateInZone(now(), marketFor(settings, target.marketId).timeZone);
      const rows = (await missingOnDate(deps.missing, target, today, { withAreas: false })).filter(
        (m) => !q.vendorTypeId || m.vendor.vendorTypeId === q.vendorTypeId,
      );
      return {
        totalCount: rows.length,
        vendors: rows
          .slice(0, q.limit ?? DASHBOARD_LIST_LIMIT)
          .map((m) => ({ id: m.vendor.id, name: m.vendor.name, lastAttendedDate: m.lastAttendedDate })),
      };
    },

    /** Documents expiring within the 7-day window from today, in the market's zone. */
    async expiringDocuments(marketDateId: string, q: CardQuery) {
      // The date must exist, though the window runs from today: what needs renewing before the next market.
      const [exists, settings] = await Promise.all([
        deps.missing.marketDate(marketDateId),
        deps.settings.getSettings(),
      ]);
      if (!exists) throw new NotFoundError(NOT_FOUND);
      const zone = settings.marketTimeZone;
      const today = isoDateInZone(now(), zone);
      const [docs, types] = await Promise.all([
        deps.store.expiringDocuments(today, addDays(today, EXPIRING_WINDOW_DAYS)),
        deps.documentTypes(),
      ]);
      const vendors = await vendorsById(docs.map((doc) => doc.vendorId));
      const typeNames = new Map(types.map((t) => [t.id, t.name]));
      const rows = docs.filter((doc) => !q.vendorTypeId || vendors.get(doc.vendorId)?.vendorTypeId === q.vendorTypeId);
      return {
        totalCount: rows.length,
        documents: rows.slice(0, q.limit ?? DASHBOARD_LIST_LIMIT).map((doc) => ({
          id: doc.id,
          documentName: typeNames.get(doc.typeId) ?? 'Document',
          vendorName: vendors.get(doc.vendorId)?.name ?? '',
          vendorId: doc.vendorId,
          expiryDate: doc.expirationDate,
          daysUntilExpiry: daysUntil(doc.expirationDate, now(), zone),
        })),
      };
    },

    async statistics(marketDateId: string, q: CardQuery): Promise<Statistics> {
      return (await service.cachedStatistics(marketDateId, q)).statistics;
    },

    /**
     * The statistics (spec 2 §2.2), served from the cache while it is under five minutes old and neither the date
     * nor the previous date it compares with has changed since; otherwise computed and kept. Versions are read
     * before the data they stand for, so a write landing meanwhile can only make the kept answer look older.
     */
    async cachedStatistics(
      marketDateId: string,
      q: CardQuery,
    ): Promise<{ statistics: Statistics; cache: 'hit' | 'miss' }> {
      const cache = deps.statsCache;
      const filter = q.vendorTypeId ?? 'all';
      const looked = cache ? await cache.lookup(marketDateId, filter) : undefined;
      const entry = looked?.entry;
      if (
        cache &&
        entry &&
        looked.version !== null &&
        entry.version === looked.version &&
        now().getTime() - Date.parse(entry.computedAt) < STATS_CACHE_SECONDS * 1000 &&
        (entry.previousId === null || (await cache.version(entry.previousId)) === entry.previousVersion)
      ) {
        return { statistics: entry.answer as Statistics, cache: 'hit' };
      }
      const [date, typeRef] = await Promise.all([load(marketDateId), typeRefs()]);
      const previousId = (await deps.store.previousDateId(date.marketDate.date, marketIdOf(date.marketDate))) ?? null;
      const previousVersion = previousId && cache ? await cache.version(previousId) : null;
      const previous = previousId ? ((await deps.store.dateSnapshot(previousId)) ?? null) : null;
      // The mix by type needs this date's vendors; the previous date's only when it is narrowed to a type too.
      const types = await typesOn(date, q.vendorTypeId ? previous : null);
      const d = narrowToType(date, types, q.vendorTypeId);
      const answer = statistics(d, previous && narrowToType(previous, types, q.vendorTypeId), types, {
        vendorTypeLabel: (id) => typeRef(id).label,
      });
      // Kept only when both dates have a version to compare with later (the aggregator has summed them up).
      if (cache && looked?.version && (previousId === null || previousVersion !== null)) {
        await cache.put(marketDateId, filter, {
          answer,
          version: looked.version,
          previousId,
          previousVersion,
          computedAt: now().toISOString(),
        });
      }
      return { statistics: answer, cache: 'miss' };
    },

    /**
     * The payments report (spec 2 §2.4): one page of a tab's approved requests with their payment status, and the
     * date's totals as its tally keeps them (the whole date, whatever the tab, type or area).
     */
    async payments(marketDateId: string, q: PaymentsQuery): Promise<PaymentsReport> {
      const [page, typeRef] = await Promise.all([
        deps.paymentsPage.page(marketDateId, {
          tab: q.tab,
          vendorTypeId: q.type,
          areaId: q.area,
          cursor: q.cursor,
          limit: q.limit,
        }),
        typeRefs(),
      ]);
      if (!page) throw new NotFoundError(NOT_FOUND);
      const { tally } = page;
      return {
        marketDate: page.marketDate,
        totalPaid: tally.paid,
        summary: {
          requests: tally.approved + tally.confirmed,
          totalDue: tally.due,
          totalPaid: tally.collected,
          owing: tally.owing,
          owingPaid: tally.owingPaid,
        },
        nextCursor: page.nextCursor,
        items: page.requests.map((r) => {
          const space = r.spaceId ? page.spaces.get(r.spaceId) : undefined;
          const vendor = page.vendors.get(r.vendorId);
          return {
            id: r.id,
            status: r.status,
            vendor: {
              id: r.vendorId,
              name: vendor?.name ?? '',
              vendorType: typeRef(vendor?.vendorTypeId ?? r.vendorTypeId ?? ''),
            },
            spaceAssignment: space ? { label: space.label, areaId: space.areaId } : null,
            amountDue: r.amountDue,
            amountPaid: r.amountPaid,
            amountBalance: r.amountBalance,
            paymentStatus: paymentStatusOf(r),
          };
        }),
      };
    },

    /** POST /api/spaces/{spaceRequestId}/payment-reminder: the same reminder for one request. */
    async paymentReminder(requestId: string): Promise<{ sent: number }> {
      const marketDateId = await deps.store.requestMarketDateId(requestId);
      if (!marketDateId) throw new NotFoundError(REQUEST_NOT_FOUND);
      return service.paymentReminders(marketDateId, [requestId]);
    },

    /**
     * The proceeds report (spec 2 §2.5): one page of the date's approved and confirmed requests, gross sales highest
     * first (then vendor name), narrowed to a vendor type and to the paid, and the whole date's totals, attention
     * counts and sales by tender as its tally keeps them.
     */
    async proceeds(marketDateId: string, q: ProceedsQuery): Promise<ProceedsReport> {
      const [page, typeRef, settings] = await Promise.all([
        deps.proceedsPage.page(marketDateId, {
          vendorTypeId: q.type,
          paidOnly: q.paidOnly,
          cursor: q.cursor,
          limit: q.limit,
        }),
        typeRefs(),
        deps.settings.getSettings(),
      ]);
      if (!page) throw new NotFoundError(NOT_FOUND);
      const { tally } = page;
      return {
        marketDate: page.marketDate,
        summary: {
          grossSales: tally.gross,
          marketRevenue: tally.revenue,
          amountPaid: tally.paid,
          vendors: tally.approved + tally.confirmed,
          reporting: tally.reporting,
          attention: { both: tally.attentionBoth, sales: tally.attentionSales, payment: tally.attentionPayment },
          salesByTender: page.tenders,
          unsplit: tally.unsplit,
        },
        nextCursor: page.nextCursor,
        items: page.requests.map((r) => {
          const v = page.vendors.get(r.vendorId);
          const space = r.spaceId ? page.spaces.get(r.spaceId) : undefined;
          return {
            id: r.id,
            vendorId: r.vendorId,
            vendorName: v?.name ?? '',
            vendorType: typeRef(v?.vendorTypeId ?? r.vendorTypeId ?? ''),
            spaceAssignment: space ? { label: space.label } : null,
            status: r.status,
            grossSales: r.grossSales,
            spaceFee: r.amountBase,
            salesBasedFee: r.salesBasedFee,
            marketRevenue: r.amountDue,
            salesBasedRate: r.salesBasedRate,
            amountPaid: r.amountPaid,
            amountBalance: r.amountBalance,
            attention: attentionOf(r),
            salesByTender: r.salesByTender ?? null,
          };
        }),
        tenders: settings.salesTenders,
      };
    },

    /**
     * Payment reminders: one e-mail per named request that still owes money, with the vendor's payment link. A
     * message id holds the request and the market's today, so a second click the same day sends nothing twice.
     */
    async paymentReminders(marketDateId: string, requestIds: readonly string[]): Promise<{ sent: number }> {
      const [d, settings] = await Promise.all([load(marketDateId), deps.settings.getSettings()]);
      const wanted = new Set(requestIds);
      const owing = d.requests.filter(
        (r) => wanted.has(r.id) && isActiveRequest(r) && paymentStatusOf(r).status !== 'received' && r.amountDue > 0,
      );
      const vendors = new Map((await deps.store.contactsOf(owing.map((r) => r.vendorId))).map((v) => [v.id, v]));
      const recipients = owing.flatMap((r) => {
        const v = vendors.get(r.vendorId);
        return v && v.email.trim() ? [{ r, v }] : [];
      });
      if (recipients.length === 0) return { sent: 0 };
      const [links, locales] = await Promise.all([
        deps.paymentLinks(
          recipients.map(({ r }) => ({
            vendorId: r.vendorId,
            marketDateId,
            marketDate: d.marketDate.date,
            spaceRequestId: r.id,
          })),
        ),
        deps.locales?.vendors(recipients.map(({ v }) => v.id)),
      ]);
      const today = isoDateInZone(now(), settings.marketTimeZone);
      const messages: OutgoingMessage[] = recipients.map(({ r, v }, i) =>
        messageIn(locales?.get(v.id), () => ({
          id: `payrem-${today}-${r.id}`.slice(0, 80),
          channel: 'email',
          to: v.email.trim(),
          recipientId: v.id,
          templateId: PAYMENT_REMINDER_TEMPLATE,
          variables: {
            vendorName: v.name,
            marketDate: formatMarketDay(d.marketDate.date),
            amount: formatDollars(r.amountBalance, 'ungrouped'),
            link: links[i] ?? '',
          },
        })),
      );
      await deps.queue.enqueue(messages);
      return { sent: messages.length };
    },
  };
  return service;
}
export type DateDashboardService = ReturnType<typeof makeDateDashboardService>;
