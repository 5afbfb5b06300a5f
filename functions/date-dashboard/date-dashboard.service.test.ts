import { describe, expect, it } from 'vitest';
import {
  paymentStatusCard,
  pendingRequestsCard,
  publicationStatusCard,
  spaceAssignmentCard,
  type DashDate,
  type DashRequest,
} from '../../shared/date-dashboard.js';
import { recountTally } from '../../shared/date-tally.js';
import { DEFAULT_TENDERS } from '../../shared/tenders.js';
import { renderMessage } from '../../shared/message-templates.js';
import type { DirectoryEntry } from '../lib/data/vendors/vendor-directory.js';
import type { OutgoingMessage } from '../lib/ports.js';
import { makeDateDashboardService, type DateDashboardDeps } from './date-dashboard.service.js';

// Thursday 11 June 2026, 10:00 in Los Angeles.
const NOW = new Date('2026-06-11T17:00:00Z');
const T = NOW.toISOString();

const entry = (id: string, over: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  id,
  name: `Stand ${id}`,
  contactName: 'Pat',
  email: `${id}@example.com`,
  phone: '7075550100',
  vendorTypeId: '1',
  status: 'APPROVED',
  createdAt: T,
  updatedAt: T,
  ...over,
});
const request = (n: number, over: Partial<DashRequest> = {}): DashRequest => ({
  id: `r${n}`,
  vendorId: `v${n}`,
  status: 'approved',
  spaceId: `s${n}`,
  amountBase: 4000,
  grossSales: null,
  salesBasedRate: 0,
  salesBasedFee: 0,
  amountDue: 4000,
  amountPaid: 0,
  amountBalance: 4000,
  updatedAt: T,
  ...over,
});

/** A date of `n` approved vendors (every third one paid) and the week before, counting every store read. */
function world(n: number, over: (deps: DateDashboardDeps) => Partial<DateDashboardDeps> = () => ({})) {
  const reads: string[] = [];
  const queued: OutgoingMessage[][] = [];
  const linkTargets: unknown[] = [];
  /** What each date's tally keeps beside its counts: its change counters and the pending card's kept new vendors. */
  const kept = new Map<
    string,
    { pendingMoves?: number; presence?: number; keptNewPending?: { count: number; token: string } }
  >();
  /** Every vendor id read from the directory: only vendors the call shows or narrows may be. */
  const askedFor: string[] = [];
  const known = new Map(
    [...Array.from({ length: n }, (_, i) => `v${i}`), 'elsewhere'].map((id) => [
      id,
      entry(id, id === 'v1' ? { email: '' } : {}),
    ]),
  );
  const directory = (ids: readonly string[]) => [...new Set(ids)].flatMap((id) => known.get(id) ?? []);
  const rows = Array.from({ length: n }, (_, i) =>
    request(i, i % 3 === 0 ? { amountPaid: 4000, amountBalance: 0 } : {}),
  );
  const dates: Record<string, DashDate> = {
    d2: {
      marketDate: { id: 'd2', date: '2026-06-14', publishedAt: null, updatedAt: T },
      spaces: rows.map((r) => ({
        id: r.spaceId!,
        label: `A${r.id}`,
        areaId: null,
        vendorType: null,
        vendorId: r.vendorId,
        updatedAt: T,
      })),
      requests: rows,
    },
    d1: {
      marketDate: { id: 'd1', date: '2026-06-07', publishedAt: T, updatedAt: T },
      spaces: [],
      requests: rows.slice(0, n / 2),
    },
  };
  const deps: DateDashboardDeps = {
    store: {
      talliedDate: async (id: string) => {
        reads.push('tally');
        const d = dates[id];
        // As the writes keep them: the date's counts and the latest change to it or its spaces.
        return (
          d && {
            marketDate: d.marketDate,
            spaceCount: d.spaces.length,
            assignedCount: d.spaces.filter((s) => s.vendorId).length,
            lastChangedAt: [d.marketDate.updatedAt, ...d.spaces.map((s) => s.updatedAt)].sort().at(-1)!,
            tally: recountTally(d.requests),
          }
        );
      },
      countedDate: async (id: string) => {
        reads.push('tally');
        const d = dates[id];
        return d && { date: d.marketDate.date, marketId: 'main', tally: recountTally(d.requests), ...kept.get(id) };
      },
      // The tally's counters: moved by the product's writes; here the test moves them by hand.
      presenceMoves: async (id: string) => (reads.push('tally before'), kept.get(id)?.presence ?? 0),
      keepNewPending: async (id: string, count: number, token: string) => {
        reads.push('keep');
        kept.set(id, { ...kept.get(id), keptNewPending: { count, token } });
      },
      // The date's list index, the pending status's range: the vendors of its requests still waiting.
      pendingVendorIds: async (id: string) => (
        reads.push('pending list'),
        (dates[id]?.requests ?? []).filter((r) => r.status === 'requested').map((r) => r.vendorId)
      ),
      vendorsWithRequestOn: async (id: string, vendorIds: readonly string[]) => {
        reads.push('requests by key');
        const on = new Set(dates[id]?.requests.map((r) => r.vendorId));
        return new Set(vendorIds.filter((v) => on.has(v)));
      },
      dateSnapshot: async (id: string) => (reads.push('date'), dates[id]),
      previousDateId: async () => (reads.push('calendar'), 'd1'),
      expiringDocuments: async () => (reads.push('expiry'), []),
      requestMarketDateId: async (id: string) => (reads.push('request'), id.startsWith('r') ? 'd2' : undefined),
      vendorsOf: async (ids: readonly string[]) => (reads.push('vendors'), askedFor.push(...ids), directory(ids)),
      contactsOf: async (ids: readonly string[]) => (reads.push('vendors'), askedFor.push(...ids), directory(ids)),
    },
    // A page holds its own rows only: what it costs is the page repository's (API tests count its requests).
    paymentsPage: {
      page: async (id: string) => {
        reads.push('payments page');
        const d = dates[id];
        return (
          d && {
            marketDate: { id: d.marketDate.id, date: d.marketDate.date },
            tally: recountTally(d.requests),
            requests: [],
            nextCursor: null,
            vendors: new Map(),
            spaces: new Map(),
          }
        );
      },
    },
    // The proceeds page: the first `limit` rows in the listing's order (gross sales first), their vendors by id.
    proceedsPage: {
      page: async (id: string, q: { limit: number }) => {
        reads.push('proceeds page');
        const d = dates[id];
        if (!d) return undefined;
        const requests = [...d.requests]
          .sort((a, b) => (b.grossSales ?? -1) - (a.grossSales ?? -1))
          .slice(0, q.limit)
          .map((r) => ({ ...r, marketDateId: id, salesByTender: r.salesByTender ?? null }));
        return {
          marketDate: { id: d.marketDate.id, date: d.marketDate.date },
          tally: recountTally(d.requests),
          tenders: { card: 1500 },
          requests: requests as never,
          nextCursor: requests.length < d.requests.length ? 'next' : null,
          vendors: new Map(
            directory(requests.map((r) => r.vendorId)).map((v) => [
              v.id,
              { id: v.id, name: v.name, status: v.status, vendorTypeId: v.vendorTypeId },
            ]),
          ),
          spaces: new Map(requests.map((r) => [r.spaceId!, { label: `A${r.id}`, areaId: null }])),
        };
      },
    },
    missing: {
      marketDate: async (id: string) => (
        reads.push('date item'),
        dates[id] && { id, date: dates[id].marketDate.date, marketId: 'main' }
      ),
      datesBetween: async () => (reads.push('calendar'), []),
      attendedRequests: async () => (reads.push('attended'), []),
      spaceAreas: async () => (reads.push('space areas'), new Map()),
      vendorsWithRequestOn: async () => (reads.push('requests by key'), new Set<string>()),
      vendorsOf: async (ids: readonly string[]) => (reads.push('vendors'), askedFor.push(...ids), directory(ids)),
    },
    catalog: {
      snapshot: async () => (
        reads.push('catalog'),
        { areas: [], vendorTypes: [], spaceTypes: [], fees: [], landmarkTypes: [] }
      ),
    },
    documentTypes: async () => [],
    settings: {
      getSettings: async () => ({ marketTimeZone: 'America/Los_Angeles', salesTenders: DEFAULT_TENDERS, markets: [] }),
    },
    queue: { enqueue: async (messages) => void queued.push([...messages]) },
    paymentLinks: async (targets) => (
      linkTargets.push(...targets),
      targets.map((_, i) => `https://market.example/p/code${i}`)
    ),
    now: () => NOW,
  };
  return {
    service: makeDateDashboardService({ ...deps, ...over(deps) }),
    reads,
    kept,
    queued,
    linkTargets,
    dates,
    askedFor,
    known,
  };
}

describe('the date dashboard service', () => {
  it('reads the same few items whatever the number of vendors (no per-row reads)', async () => {
    const counts = [];
    for (const n of [6, 300]) {
      const { service, reads } = world(n);
      await service.statistics('d2', {});
      await service.payments('d2', { tab: 'unpaid', type: undefined, area: undefined, limit: 50 });
      await service.proceeds('d2', { paidOnly: false, type: undefined, limit: 50 });
      counts.push(reads.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(12);
  });

  it("answers a proceeds page's rows with their vendors and spaces, and the whole date's sums from its tally", async () => {
    const { service, reads, dates } = world(8);
    dates.d2!.requests[5] = { ...dates.d2!.requests[5]!, grossSales: 90000, salesBasedRate: 10 };
    dates.d2!.requests[2] = { ...dates.d2!.requests[2]!, grossSales: 30000 };
    const report = await service.proceeds('d2', { paidOnly: false, type: undefined, limit: 3 });
    expect(report.items.map((r) => [r.vendorId, r.vendorName, r.spaceAssignment?.label])).toEqual([
      ['v5', 'Stand v5', 'Ar5'],
      ['v2', 'Stand v2', 'Ar2'],
      ['v0', 'Stand v0', 'Ar0'],
    ]);
    expect(report.items[0]!.attention).toBe('payment');
    expect(report.nextCursor).toBe('next');
    const t = recountTally(dates.d2!.requests);
    expect(report.summary).toEqual({
      grossSales: 120000,
      marketRevenue: t.revenue,
      amountPaid: t.paid,
      vendors: 8,
      reporting: 2,
      attention: { both: 0, sales: 0, payment: 1 },
      salesByTender: { card: 1500 },
      unsplit: 120000,
    });
    // The page and the catalog's type names: never the date's whole partition or the directory.
    expect(reads.filter((r) => r !== 'catalog')).toEqual(['proceeds page']);
  });

  it('answers the space, payment and publication cards from the tally alone, as a count of every request would', async () => {
    for (const n of [6, 300]) {
      const { service, reads, dates } = world(n);
      // One vendor placed without a request, one approved request without its space: two conflicts.
      const d = dates.d2!;
      d.spaces[0] = { ...d.spaces[0]!, vendorId: 'stranger' };
      d.requests[1] = { ...d.requests[1]!, spaceId: null };
      d.spaces[1] = { ...d.spaces[1]!, vendorId: null };
      d.requests[0] = { ...d.requests[0]!, spaceId: null };
      const cards = {
        space: await service.spaceAssignment('d2', {}),
        payment: await service.paymentStatus('d2', {}),
        publication: await service.publicationStatus('d2', {}),
      };
      expect(cards).toEqual({
        space: spaceAssignmentCard(d),
        payment: paymentStatusCard(d),
        publication: publicationStatusCard(d),
      });
      expect(cards.space.conflictCount).toBe(3);
      expect(reads).toEqual(['tally', 'tally', 'tally']);
    }
  });

  it('answers the pending card from the tally, the pending vendors and their keys on the week before, never the whole date', async () => {
    const counts = [];
    for (const n of [6, 300]) {
      const { service, reads, dates, kept } = world(n, (deps) => ({
        store: {
          ...deps.store,
          dateSnapshot: async () => {
            throw new Error('the whole date was read');
          },
        },
      }));
      // Pending vendors on both sides of the week before (its first half), a skip and a cancel among the rest.
      const d = dates.d2!;
      for (const i of [0, 1, 2, n - 1]) d.requests[i] = { ...d.requests[i]!, status: 'requested' };
      d.requests[3] = { ...d.requests[3]!, status: 'skipped' };
      d.requests[4] = { ...d.requests[4]!, status: 'canceled' };
      const expected = pendingRequestsCard(d, dates.d1!);
      expect(expected).toMatchObject({ totalPending: 4, newVendors: 1, returningVendors: 3 });
      // Counted once from the pending vendors and kept on the tally; then read from it while nothing moved.
      expect(await service.pendingRequests('d2', {})).toEqual(expected);
      expect(reads).toEqual(['tally', 'calendar', 'tally before', 'pending list', 'requests by key', 'keep']);
      reads.length = 0;
      expect(await service.pendingRequests('d2', {})).toEqual(expected);
      counts.push(reads.length);
      expect(reads).toEqual(['tally', 'calendar', 'tally before']);

      // A request created on the week before (its counter moves): the kept count is counted again.
      dates.d1!.requests.push({ ...d.requests[n - 1]!, id: 'late' });
      kept.set('d1', { presence: 1 });
      expect(await service.pendingRequests('d2', {})).toEqual(pendingRequestsCard(d, dates.d1!));
      expect(await service.pendingRequests('d2', {})).toMatchObject({ newVendors: 0, returningVendors: 4 });
      // A move into or out of "requested" on the date: counted again too.
      d.requests[5] = { ...d.requests[5]!, status: 'requested' };
      kept.set('d2', { ...kept.get('d2'), pendingMoves: 1 });
      reads.length = 0;
      expect(await service.pendingRequests('d2', {})).toEqual(pendingRequestsCard(d, dates.d1!));
      expect(reads).toContain('pending list');
      await expect(service.pendingRequests('nowhere', {})).rejects.toThrow('Market date not found');
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(3);
  });

  it('queues one payment reminder per named unpaid vendor with an e-mail, each with its /p/ link, none for the paid', async () => {
    const { service, queued, linkTargets } = world(6);
    // r0 and r3 are paid; v1 has no e-mail address.
    const res = await service.paymentReminders('d2', ['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(res).toEqual({ sent: 2 });
    const messages = queued.flat();
    expect(messages.map((m) => m.to)).toEqual(['v2@example.com', 'v4@example.com']);
    expect(linkTargets).toEqual([
      { vendorId: 'v2', marketDateId: 'd2', marketDate: '2026-06-14', spaceRequestId: 'r2' },
      { vendorId: 'v4', marketDateId: 'd2', marketDate: '2026-06-14', spaceRequestId: 'r4' },
    ]);
    const rendered = renderMessage(messages[0]!.templateId, messages[0]!.variables);
    expect(rendered.subject).toBe('Payment due for the market on Sunday, June 14, 2026');
    expect(rendered.text).toContain('$40.00');
    expect(rendered.text).toContain('https://market.example/p/code0');
    // The same day, the same request: the same message id, so the queue sends it once.
    expect(messages[0]!.id).toBe('payrem-2026-06-11-r2');
  });

  it('narrows the cards to a vendor type by the types the requests keep, reading only vendors no request types', async () => {
    const { service, dates, askedFor } = world(6);
    const d = dates.d2!;
    // The requests keep their vendor's type; v5's was stored before it was kept, so only v5 is looked up (type 1).
    d.requests = d.requests.map((r, i) => (i === 5 ? r : { ...r, vendorTypeId: i % 2 ? '2' : '1' }));
    dates.d1!.requests = dates.d1!.requests.map((r, i) => ({ ...r, vendorTypeId: i % 2 ? '2' : '1' }));
    d.requests[2] = { ...d.requests[2]!, status: 'requested' };
    expect(await service.pendingRequests('d2', { vendorTypeId: '1' })).toMatchObject({ totalPending: 1 });
    expect(await service.paymentStatus('d2', { vendorTypeId: '2' })).toMatchObject({ totalVendors: 2 });
    expect(await service.spaceAssignment('d2', { vendorTypeId: '1' })).toMatchObject({ totalSpaces: 4 });
    expect((await service.statistics('d2', { vendorTypeId: '1' })).approvedRequests).toBe(3);
    expect(new Set(askedFor)).toEqual(new Set(['v5']));
  });

  it('reads for the Missing Requests card only the vendors of earlier dates that did not request this one', async () => {
    const onDate = new Set(['v0', 'v1']);
    const keysAskedFor: string[] = [];
    const { service, askedFor, known } = world(6, (deps) => ({
      store: {
        ...deps.store,
        dateSnapshot: async () => {
          throw new Error('the whole date was read');
        },
      },
      missing: {
        ...deps.missing,
        // The week before's attended requests: v1 requested this date too, 'gone' was deleted since.
        attendedRequests: async () =>
          ['v1', 'v2', 'v3', 'gone'].map((vendorId) => ({ vendorId, status: 'approved', spaceId: null })),
        vendorsWithRequestOn: async (id: string, vendorIds: readonly string[]) => {
          expect(id).toBe('d2');
          keysAskedFor.push(...vendorIds);
          return new Set(vendorIds.filter((v) => onDate.has(v)));
        },
        datesBetween: async () => [{ id: 'd1', date: '2026-06-07', status: 'published' }],
      },
    }));
    known.set('v3', entry('v3', { status: 'HOLD' }));
    const card = await service.missingVendors('d2', {});
    // v3 is on hold and 'gone' was deleted: neither is missing, and nothing breaks.
    expect(card).toEqual({ totalCount: 1, vendors: [{ id: 'v2', name: 'Stand v2', lastAttendedDate: '2026-06-07' }] });
    // Of this date, only the earlier dates' vendors' request keys are read; of the directory, those without one.
    expect(new Set(keysAskedFor)).toEqual(new Set(['v1', 'v2', 'v3', 'gone']));
    expect(new Set(askedFor)).toEqual(new Set(['v2', 'v3', 'gone']));
    await expect(service.missingVendors('nowhere', {})).rejects.toThrow('Market date not found');
  });

  it('reads for the Expiring Documents card only the vendors of the expiring documents', async () => {
    const doc = (id: string, vendorId: string) => ({ id, vendorId, typeId: 't', expirationDate: '2026-06-15' });
    const { service, askedFor, reads } = world(6, (deps) => ({
      store: {
        ...deps.store,
        expiringDocuments: async () => [doc('x1', 'v4'), doc('x2', 'gone')],
        dateSnapshot: async () => {
          throw new Error('the whole date was read');
        },
      },
    }));
    const card = await service.expiringDocuments('d2', { vendorTypeId: '1' });
    expect(card.documents.map((x) => [x.id, x.vendorName])).toEqual([['x1', 'Stand v4']]);
    expect(new Set(askedFor)).toEqual(new Set(['v4', 'gone']));
    // The date only has to exist: its item alone is read.
    expect(reads).toEqual(['date item', 'vendors']);
    await expect(service.expiringDocuments('nowhere', {})).rejects.toThrow('Market date not found');
  });

  it('finds the date of a single request, and refuses an unknown one', async () => {
    const { service } = world(6);
    expect(await service.paymentReminder('r2')).toEqual({ sent: 1 });
    await expect(service.paymentReminder('x9')).rejects.toThrow('Space request not found');
  });
});
