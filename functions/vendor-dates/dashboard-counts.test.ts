import { describe, expect, it } from 'vitest';
import { alertsFor, dashboardCounts, newestPayments, type AlertCandidate } from './dashboard-counts.js';

const TODAY = '2025-06-04';
const req = (over: Partial<Parameters<typeof dashboardCounts>[0]['requests'][number]>) => ({
  marketDateId: 'md',
  date: '2025-06-08',
  status: 'approved',
  amountBalance: 0,
  grossSales: null,
  ...over,
});

describe('the vendor dashboard counts (spec 1 §4)', () => {
  const counts = dashboardCounts({
    vendorTypeId: '1',
    today: TODAY,
    requests: [
      req({ marketDateId: 'p1', date: '2025-05-25', amountBalance: 4100, grossSales: 152_000 }),
      req({ marketDateId: 'p2', date: '2025-05-18', grossSales: 100_001 }),
      req({ marketDateId: 'u1', date: '2025-06-08', amountBalance: 3500 }),
      req({ marketDateId: 'u2', date: '2025-06-15', status: 'confirmed', amountBalance: 2000 }),
      req({ marketDateId: 'u3', date: '2025-06-22', status: 'requested' }),
      req({ marketDateId: 'u4', date: '2025-06-29', status: 'skipped' }),
      req({ marketDateId: 'p3', date: '2025-05-11', status: 'canceled', amountBalance: 1500 }),
      req({ marketDateId: 'p4', date: '2025-05-04', status: 'requested' }),
    ],
    upcomingDateIds: ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'],
    documents: [
      { expirationDate: '2025-05-23', archived: false },
      { expirationDate: '2025-07-04', archived: false }, // exactly 30 days out
      { expirationDate: '2025-07-05', archived: false },
      { expirationDate: '2024-01-01', archived: true },
      { expirationDate: null, archived: false },
    ],
  });

  it('Pending Payments: every open balance, a late cancellation fee included, with what they add up to', () => {
    expect(counts.pendingPayments).toEqual({ count: 4, amount: 11_100 });
  });
  it('Overdue Payments: the same, for dates already past', () => {
    expect(counts.overduePayments).toEqual({ count: 2, amount: 5600 });
  });
  it('Pending Space Requests: status requested', () => {
    expect(counts.pendingSpaceRequests).toBe(2);
  });
  it('Upcoming Dates w/o Requests: upcoming dates with no request at all (a skip is a request)', () => {
    expect(counts.upcomingDatesWithoutRequests).toBe(2);
  });
  it('Documents Expiring/Expired: within 30 days or expired, archived ones left out', () => {
    expect(counts.documentsExpiring).toBe(2);
  });
  it('Average Sales: the rounded mean of reported gross sales of approved requests, for vendor type 1', () => {
    expect(counts.averageSales).toBe(126_001); // (152000 + 100001) / 2 = 126000.5
  });
  it('Average Sales is null for other vendor types and when no sales are reported', () => {
    const base = { today: TODAY, upcomingDateIds: [], documents: [] };
    expect(
      dashboardCounts({ ...base, vendorTypeId: '2', requests: [req({ grossSales: 1000 })] }).averageSales,
    ).toBeNull();
    expect(dashboardCounts({ ...base, vendorTypeId: '1', requests: [req({})] }).averageSales).toBeNull();
  });
});

describe('the vendor alerts shown today', () => {
  const alert = (over: Partial<AlertCandidate>): AlertCandidate => ({
    id: 'a',
    subject: 's',
    body: 'b',
    priority: 'medium',
    startDate: '2025-06-01',
    endDate: null,
    vendorIds: [],
    vendorTypeIds: [],
    isActive: true,
    createdAt: '2025-06-01T00:00:00Z',
    ...over,
  });
  const vendor = { id: 'v1', vendorTypeId: '1' };

  it('keeps active alerts for everyone, for the vendor or for its type, high priority first', () => {
    const shown = alertsFor(
      [
        alert({ id: 'all' }),
        alert({ id: 'mine', vendorIds: ['v1'], priority: 'high' }),
        alert({ id: 'type', vendorTypeIds: ['1'], priority: 'low' }),
        alert({ id: 'other', vendorIds: ['v2'] }),
        alert({ id: 'otherType', vendorTypeIds: ['3'] }),
        alert({ id: 'future', startDate: '2025-06-05' }),
        alert({ id: 'ended', endDate: '2025-06-03' }),
        alert({ id: 'lastDay', endDate: TODAY }),
        alert({ id: 'off', isActive: false }),
      ],
      vendor,
      TODAY,
    );
    expect(shown.map((a) => a.id)).toEqual(['mine', 'all', 'lastDay', 'type']);
    expect(Object.keys(shown[0]!)).toEqual(['id', 'subject', 'body', 'priority']);
  });
});

describe('the dashboard payments', () => {
  it('lists the newest 3 by the day they were paid', () => {
    const p = (id: string, paidDate: string | null, createdAt = '2025-01-01T00:00:00Z') => ({
      id,
      marketDate: '2025-01-05',
      amount: 100,
      status: 'completed',
      paymentMethod: 'cash',
      paidDate,
      createdAt,
    });
    const list = newestPayments([
      p('a', '2025-01-01T00:00:00Z'),
      p('b', '2025-03-01T00:00:00Z'),
      p('c', null, '2025-04-01T00:00:00Z'),
      p('d', '2025-02-01T00:00:00Z'),
    ]);
    expect(list.map((x) => x.id)).toEqual(['c', 'b', 'd']);
    expect(list[0]).not.toHaveProperty('createdAt');
  });
});
