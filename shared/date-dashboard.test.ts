import { describe, expect, it } from 'vitest';
import { makeTestDashRequest } from '../test/fixtures/service-rows.js';
import {
  attentionOf,
  expiryDayColor,
  fillBadgeColor,
  narrowToType,
  paymentBadgeVariant,
  paymentGroupOf,
  paymentStatusCard,
  paymentStatusOf,
  pendingRequestsCard,
  pendingRequestsCardOfCounts,
  publicationStage,
  publicationStatusCard,
  spaceAssignmentCard,
  statistics,
  type DashDate,
  type DashRequest,
  type DashSpace,
  type DashVendor,
} from './date-dashboard.js';

const T = '2026-06-01T10:00:00.000Z';
const space = (id: string, vendorId: string | null, updatedAt = T): DashSpace => ({
  id,
  label: id.toUpperCase(),
  areaId: 'north',
  vendorType: null,
  vendorId,
  updatedAt,
});
const request = (vendorId: string, status: string, money: Partial<DashRequest> = {}): DashRequest =>
  makeTestDashRequest(vendorId, status, { updatedAt: T, ...money });

// The date: four spaces (three held), six requests in every state; worked out by hand below.
const today: DashDate = {
  marketDate: { id: 'd2', date: '2026-06-14', publishedAt: null, updatedAt: T },
  spaces: [space('s1', 'v1', '2026-06-02T09:00:00.000Z'), space('s2', 'v2'), space('s3', 'v5'), space('s4', null)],
  requests: [
    request('v1', 'approved', {
      amountBase: 5000,
      grossSales: 100000,
      salesBasedRate: 10,
      salesBasedFee: 10000,
      amountDue: 10000,
      amountPaid: 10000,
    }),
    request('v2', 'confirmed', { amountBase: 4000, amountDue: 4000, amountPaid: 1000, amountBalance: 3000 }),
    request('v3', 'approved', { amountBase: 3000, salesBasedRate: 5, amountDue: 3000, amountBalance: 3000 }),
    request('v4', 'requested'),
    request('v5', 'canceled'),
    request('v6', 'approved'),
  ],
};
// The week before: two spaces, both held; three approved vendors, of whom only v1 comes back.
const previous: DashDate = {
  marketDate: { id: 'd1', date: '2026-06-07', publishedAt: T, updatedAt: T },
  spaces: [space('p1', 'v1'), space('p2', 'v4')],
  requests: [
    request('v1', 'approved', { amountDue: 8000, amountPaid: 8000 }),
    request('v4', 'approved', { amountDue: 2000 }),
    request('v7', 'approved'),
  ],
};
const vendors = new Map<string, DashVendor>(
  [
    ['v1', 'farm'],
    ['v2', 'farm'],
    ['v3', 'craft'],
    ['v4', 'farm'],
    ['v5', 'craft'],
    ['v6', 'craft'],
    ['v7', 'farm'],
  ].map(([id, type]) => [id!, { id: id!, name: id!.toUpperCase(), vendorTypeId: type! }]),
);
const labels = { vendorTypeLabel: (id: string) => ({ farm: 'Farm', craft: 'Craft' })[id] ?? 'Other' };

describe('the dashboard cards of a market date', () => {
  it('counts pending requests, the share already decided, and pending vendors seen the week before as returning', () => {
    expect(pendingRequestsCard(today, previous)).toEqual({
      totalPending: 1,
      completionPercentage: 83, // 5 of 6 decided
      newVendors: 0,
      returningVendors: 1,
    });
    expect(pendingRequestsCard(today, null)).toMatchObject({ newVendors: 1, returningVendors: 0 });
  });

  it('fills 3 of 4 spaces and flags two approved vendors without a space and one space held by a canceled vendor', () => {
    expect(spaceAssignmentCard(today)).toEqual({
      assignedSpaces: 3,
      totalSpaces: 4,
      fillPercentage: 75,
      unassignedSpaces: 1,
      conflictCount: 3,
    });
  });

  it('counts paid vendors over approved requests that owe something, with money in cents', () => {
    expect(paymentStatusCard(today)).toEqual({
      totalVendors: 3,
      paidVendors: 1,
      paymentPercentage: 33,
      collectedAmount: 11000,
      outstandingAmount: 6000,
      totalAmount: 17000,
    });
  });

  it('is ready to publish from half the spaces assigned, and 100% once published', () => {
    expect(publicationStatusCard(today)).toEqual({
      isPublished: false,
      readyToPublish: true,
      publicationPercentage: 66,
      publishedAt: null,
      lastUpdatedAt: '2026-06-02T09:00:00.000Z',
      assignedSpaces: 3,
      totalSpaces: 4,
    });
    const half = { ...today, spaces: [space('a', 'v1'), space('b', null)] };
    expect(publicationStatusCard(half).readyToPublish).toBe(true);
    const under = { ...today, spaces: [space('a', 'v1'), space('b', null), space('c', null)] };
    expect(publicationStatusCard(under)).toMatchObject({ readyToPublish: false, publicationPercentage: 33 });
    expect(publicationStatusCard(previous)).toMatchObject({ isPublished: true, publicationPercentage: 100 });
    expect(publicationStatusCard({ ...today, spaces: [] }).publicationPercentage).toBe(0);
  });

  it('narrows to one vendor type: its vendors’ requests and the spaces they hold', () => {
    const craft = narrowToType(today, vendors, 'craft');
    expect(craft.requests.map((r) => r.vendorId)).toEqual(['v3', 'v5', 'v6']);
    expect(craft.spaces.map((s) => s.id)).toEqual(['s3']);
  });
});

describe('the market statistics', () => {
  const s = statistics(today, previous, vendors, labels);

  it('adds up revenue, requests, spaces and money, with the change against the previous date', () => {
    expect(s).toMatchObject({
      marketRevenue: 17000,
      marketRevenueChange: 70, // 17000 against 10000
      approvedRequests: 4,
      canceledRequests: 1,
      totalRequests: 6,
      averageMarketRevenuePerVendor: 4250,
      avgMarketRevenueChange: 27.5, // 4250 against 3333
      spaceUtilization: 75,
      utilizationChange: -25, // 75% against 100%
      assignedSpaces: 3,
      totalSpaces: 4,
      vendorRetentionRate: 33, // v1 of v1, v4, v7
      totalCollected: 11000,
      totalOutstanding: 6000,
      paymentCompletionRate: 65,
      totalVendorProceeds: 100000,
      averageVendorProceedsPerVendor: 100000,
      totalVendors: 4,
      averageSpacePrice: 3000,
      paymentGroups: { unpaid: 2, paid: 1, 'not-required': 1 },
      previousDate: '2026-06-07',
    });
    expect(s.vendorMix).toEqual([
      { label: 'Craft', count: 2, percentage: 50 },
      { label: 'Farm', count: 2, percentage: 50 },
    ]);
  });

  it('has no changes to show without a previous date', () => {
    expect(statistics(today, null, vendors, labels)).toMatchObject({
      marketRevenueChange: null,
      avgMarketRevenueChange: null,
      utilizationChange: null,
      vendorRetentionRate: null,
      previousDate: null,
    });
  });
});

describe('payment status groups and the attention panel', () => {
  it('groups required and requested as unpaid, received as paid, none as N/A', () => {
    const [paid, partly, owed, nothing] = [0, 1, 2, 5].map((i) => paymentStatusOf(today.requests[i]!));
    expect([paid!.status, partly!.status, owed!.status, nothing!.status]).toEqual([
      'received',
      'requested',
      'required',
      'none',
    ]);
    expect([paid, partly, owed, nothing].map((p) => paymentGroupOf(p!.status))).toEqual([
      'paid',
      'unpaid',
      'unpaid',
      'not-required',
    ]);
    expect(paid!.color).toBe('green');
    expect(owed!.color).toBe('red');
  });

  it('flags sales-based vendors missing sales, payment or both', () => {
    expect(attentionOf(today.requests[2]!)).toBe('both');
    expect(attentionOf({ ...today.requests[2]!, amountPaid: 3000, amountBalance: 0 })).toBe('sales');
    expect(attentionOf({ ...today.requests[2]!, grossSales: 50000 })).toBe('payment');
    expect(attentionOf(today.requests[0]!)).toBeNull();
    expect(attentionOf(today.requests[1]!)).toBeNull(); // no sales-based rate
  });
});

describe('thresholds and colours (spec 2 §9)', () => {
  it('colours the fill badge under 50, under 75, under 90', () => {
    expect([49, 50, 74, 75, 89, 90].map(fillBadgeColor)).toEqual([
      'red',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'green',
    ]);
  });
  it('colours the payment badge under 50 destructive, under 80 warning, under 100 secondary', () => {
    expect([49, 50, 79, 80, 99, 100].map(paymentBadgeVariant)).toEqual([
      'destructive',
      'warning',
      'warning',
      'secondary',
      'secondary',
      'success',
    ]);
  });
  it('colours expiring documents red up to 7 days, amber up to 14, else blue', () => {
    expect([0, 7, 8, 14, 15].map(expiryDayColor)).toEqual(['red', 'red', 'amber', 'amber', 'blue']);
  });
  it('names publication progress at 33, 66 and 100 percent', () => {
    expect([32, 33, 65, 66, 99, 100].map(publicationStage)).toEqual([
      'Draft',
      'Layout Created',
      'Layout Created',
      'Ready to Publish',
      'Ready to Publish',
      'Published',
    ]);
  });
});

describe('the pending card from kept counts', () => {
  it('splits the pending requests by the kept count of new vendors, never past the pending total', () => {
    const t = { requested: 3, approved: 2, confirmed: 0, canceled: 1 };
    expect(pendingRequestsCardOfCounts(t, 2)).toEqual({
      totalPending: 3,
      completionPercentage: 50,
      newVendors: 2,
      returningVendors: 1,
    });
    // A count kept a write behind the tally read with it: clamped to what the tally shows.
    expect(pendingRequestsCardOfCounts({ ...t, requested: 1 }, 2)).toMatchObject({
      newVendors: 1,
      returningVendors: 0,
    });
    expect(pendingRequestsCardOfCounts(t, -1)).toMatchObject({ newVendors: 0, returningVendors: 3 });
  });
});
