import { describe, expect, it } from 'vitest';
import {
  paymentStatusCard,
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
function world(n: number) {
  const reads: string[] = [];
  const queued: OutgoingMessage[][] = [];
  const linkTargets: unknown[] = [];
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
      dateSnapshot: async (id: string) => (reads.push('date'), dates[id]),
      previousDateId: async () => (reads.push('calendar'), 'd1'),
      expiringDocuments: async () => (reads.push('expiry'), []),
      requestMarketDateId: async (id: string) => (reads.push('request'), id.startsWith('r') ? 'd2' : undefined),
      vendors: async () => (
        reads.push('directory'),
        rows.map((r) => entry(r.vendorId, r.vendorId === 'v1' ? { email: '' } : {}))
      ),
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
    missing: {
      attendance: async () => (reads.push('attendance'), { requests: [], spaceAreas: new Map() }),
      datesBetween: async () => (reads.push('calendar'), []),
    },
    catalog: {
      snapshot: async () => (
        reads.push('catalog'),
        { areas: [], vendorTypes: [], spaceTypes: [], fees: [], landmarkTypes: [] }
      ),
    },
    documentTypes: async () => [],
    settings: { getSettings: async () => ({ marketTimeZone: 'America/Los_Angeles', salesTenders: DEFAULT_TENDERS }) },
    queue: { enqueue: async (messages) => void queued.push([...messages]) },
    paymentLinks: async (targets) => (
      linkTargets.push(...targets),
      targets.map((_, i) => `https://market.example/p/code${i}`)
    ),
    now: () => NOW,
  };
  return { service: makeDateDashboardService(deps), reads, queued, linkTargets, dates };
}

describe('the date dashboard service', () => {
  it('reads the same few items whatever the number of vendors (no per-row reads)', async () => {
    const counts = [];
    for (const n of [6, 300]) {
      const { service, reads } = world(n);
      await service.statistics('d2', {});
      await service.payments('d2', { tab: 'unpaid', type: undefined, area: undefined, limit: 50 });
      await service.proceeds('d2', false);
      counts.push(reads.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(12);
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

  it('finds the date of a single request, and refuses an unknown one', async () => {
    const { service } = world(6);
    expect(await service.paymentReminder('r2')).toEqual({ sent: 1 });
    await expect(service.paymentReminder('x9')).rejects.toThrow('Space request not found');
  });
});
