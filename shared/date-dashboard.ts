/**
 * The figures of a market date's dashboard cards, statistics, payments and proceeds reports (spec 2 §2.2, §2.4,
 * §2.5, §3 "Report shapes", §4, §9), computed once from one read of the date (its spaces and requests) and, for the
 * changes, the previous date's. Pure: the server calls it; the SPA only reads the thresholds. Money is integer cents;
 * percentages are whole numbers.
 */
import { isApprovedStatus } from './past-due.js';
import { recountTally, type DateTally } from './date-tally.js';

export interface DashSpace {
  id: string;
  label: string;
  areaId: string | null;
  /** The vendor type the space is meant for, if any. */
  vendorType: string | null;
  vendorId: string | null;
  updatedAt: string;
}

export interface DashRequest {
  id: string;
  vendorId: string;
  status: string;
  spaceId: string | null;
  amountBase: number;
  grossSales: number | null;
  salesBasedRate: number;
  salesBasedFee: number;
  amountDue: number;
  amountPaid: number;
  amountBalance: number;
  /** Sales by tender (code → cents), when the gross sales were split. */
  salesByTender?: Record<string, number> | null;
  /** The vendor's type as kept on the request (null: none); absent on a request stored before it was kept. */
  vendorTypeId?: string | null;
  updatedAt: string;
}

export interface DashDate {
  /** `marketId` absent: the first market. */
  marketDate: { id: string; date: string; marketId?: string; publishedAt: string | null; updatedAt: string };
  spaces: DashSpace[];
  requests: DashRequest[];
}

export interface DashVendor {
  id: string;
  name: string;
  vendorTypeId: string;
}

// ---- payment status groups (spec 3 "Report shapes", §4) ----

export type PaymentStatusCode = 'required' | 'requested' | 'received' | 'none';
export type PaymentGroup = 'unpaid' | 'paid' | 'not-required';
export const PAYMENT_TABS = ['unpaid', 'paid', 'not-required'] as const;

/** A payment status's words (the Spanish in shared/locales/es/date-dashboard.ts). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusCode, string> = {
  required: 'Payment Required',
  requested: 'Partially Paid',
  received: 'Paid',
  none: 'No Payment Due',
};
const PAYMENT_STATUS_COLORS: Record<PaymentStatusCode, 'green' | 'yellow' | 'red' | 'other'> = {
  required: 'red',
  requested: 'yellow',
  received: 'green',
  none: 'other',
};

/**
 * Nothing due: none. Due and fully paid: received. Due, something paid, a balance left: requested (the vendor has
 * begun paying what was asked). Due and nothing paid: required.
 */
export function paymentStatusOf(r: Pick<DashRequest, 'amountDue' | 'amountPaid' | 'amountBalance'>) {
  const status: PaymentStatusCode =
    r.amountDue <= 0 ? 'none' : r.amountBalance <= 0 ? 'received' : r.amountPaid > 0 ? 'requested' : 'required';
  return { status, label: PAYMENT_STATUS_LABELS[status], color: PAYMENT_STATUS_COLORS[status] };
}

/** Spec 2 §4: required or requested -> Unpaid; received -> Paid; none -> N/A. */
export function paymentGroupOf(status: PaymentStatusCode): PaymentGroup {
  if (status === 'received') return 'paid';
  if (status === 'none') return 'not-required';
  return 'unpaid';
}

// ---- thresholds and colours (spec 2 §9) ----

const PUBLISH_MIN_FILL = 50;
export const EXPIRING_WINDOW_DAYS = 7;
export const DASHBOARD_LIST_LIMIT = 5;
export const NOTE_PREVIEW_LENGTH = 100;

/** Fill badge: under 50 red, under 75 orange, under 90 yellow, else green. */
export function fillBadgeColor(percentage: number): 'red' | 'orange' | 'yellow' | 'green' {
  if (percentage < 50) return 'red';
  if (percentage < 75) return 'orange';
  if (percentage < 90) return 'yellow';
  return 'green';
}

/** Payment badge: under 50 destructive, under 80 warning, under 100 secondary, else success. */
export function paymentBadgeVariant(percentage: number): 'destructive' | 'warning' | 'secondary' | 'success' {
  if (percentage < 50) return 'destructive';
  if (percentage < 80) return 'warning';
  if (percentage < 100) return 'secondary';
  return 'success';
}

/** Expiring documents: up to 7 days red, up to 14 amber, else blue. */
export function expiryDayColor(days: number): 'red' | 'amber' | 'blue' {
  if (days <= 7) return 'red';
  if (days <= 14) return 'amber';
  return 'blue';
}

/** The publication stages' words (the Spanish in shared/locales/es/date-dashboard.ts). */
export const PUBLICATION_STAGES = {
  draft: 'Draft',
  layoutCreated: 'Layout Created',
  readyToPublish: 'Ready to Publish',
  published: 'Published',
} as const;

/** Publication progress labels (spec 2 §4). */
export function publicationStage(percentage: number): 'Draft' | 'Layout Created' | 'Ready to Publish' | 'Published' {
  return PUBLICATION_STAGES[publicationStageOf(percentage)];
}

/** The publication stage of a layout's progress, as a key of PUBLICATION_STAGES. */
export function publicationStageOf(percentage: number): keyof typeof PUBLICATION_STAGES {
  if (percentage >= 100) return 'published';
  if (percentage >= 66) return 'readyToPublish';
  if (percentage >= 33) return 'layoutCreated';
  return 'draft';
}

// ---- helpers ----

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
/** Percentage change from `before` to `now`; null when there is nothing to compare with. */
const change = (now: number, before: number | null) =>
  before === null || before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

export const isActiveRequest = (r: Pick<DashRequest, 'status'>) => isApprovedStatus(r.status);

/**
 * The date narrowed to one vendor type: requests of that type's vendors, spaces meant for the type or held by one
 * of its vendors. Without a type, the date as read.
 */
export function narrowToType(
  d: DashDate,
  vendors: ReadonlyMap<string, Pick<DashVendor, 'vendorTypeId'>>,
  vendorTypeId?: string,
): DashDate {
  if (!vendorTypeId) return d;
  const ofType = (vendorId: string | null) => !!vendorId && vendors.get(vendorId)?.vendorTypeId === vendorTypeId;
  return {
    marketDate: d.marketDate,
    spaces: d.spaces.filter((s) => s.vendorType === vendorTypeId || ofType(s.vendorId)),
    requests: d.requests.filter((r) => ofType(r.vendorId)),
  };
}

// ---- cards ----

/**
 * Pending: requests still waiting for an answer; completion, the share of the requests not skipped that no longer
 * wait. New vendors had no request on the previous date. Read from the date's counts by status (its tally) and the
 * vendors of its pending requests, with whether each had a request on the previous date: no other request is needed.
 */
function pendingRequestsCardOfTally(
  t: Pick<DateTally, 'requested' | 'approved' | 'confirmed' | 'canceled'>,
  pendingVendorIds: readonly string[],
  seenBefore: (vendorId: string) => boolean,
) {
  return pendingRequestsCardOfCounts(t, pendingVendorIds.filter((v) => !seenBefore(v)).length);
}

/**
 * The pending card from the date's counts by status and how many of its pending requests are of vendors new to it
 * (no request on the date before), counted apart (kept on the tally beside the counters it was counted at).
 */
export function pendingRequestsCardOfCounts(
  t: Pick<DateTally, 'requested' | 'approved' | 'confirmed' | 'canceled'>,
  newPending: number,
) {
  const totalPending = t.requested;
  const considered = t.requested + t.approved + t.confirmed + t.canceled;
  // The split and the counts are read apart: a write landing between them must not make the split exceed the total.
  const newVendors = Math.max(0, Math.min(totalPending, newPending));
  return {
    totalPending,
    completionPercentage: pct(considered - totalPending, considered),
    newVendors,
    returningVendors: totalPending - newVendors,
  };
}

/** The pending card of a date read whole (narrowed to a vendor type): the same rule over its requests. */
export function pendingRequestsCard(d: DashDate, previous: DashDate | null) {
  const seenBefore = new Set(previous?.requests.map((r) => r.vendorId) ?? []);
  const pending = d.requests.filter((r) => r.status === 'requested').map((r) => r.vendorId);
  return pendingRequestsCardOfTally(recountTally(d.requests), pending, (v) => seenBefore.has(v));
}

/**
 * Conflicts: an approved vendor without a space, or a space held by a vendor whose request on the date is not
 * approved (canceled, skipped, still requested, or absent).
 */
export function spaceAssignmentCard(d: DashDate) {
  const { assigned } = spaceFill(d.spaces);
  const active = d.requests.filter(isActiveRequest);
  const placed = new Set(d.spaces.flatMap((s) => (s.vendorId ? [s.vendorId] : [])));
  const approvedVendors = new Set(active.map((r) => r.vendorId));
  const conflictCount =
    active.filter((r) => !placed.has(r.vendorId)).length + [...placed].filter((v) => !approvedVendors.has(v)).length;
  return {
    assignedSpaces: assigned,
    totalSpaces: d.spaces.length,
    fillPercentage: pct(assigned, d.spaces.length),
    unassignedSpaces: d.spaces.length - assigned,
    conflictCount,
  };
}

/** Spaces held of the spaces laid out. */
function spaceFill(spaces: readonly Pick<DashSpace, 'vendorId'>[]) {
  const assigned = spaces.filter((s) => s.vendorId).length;
  return { assigned, total: spaces.length, fill: pct(assigned, spaces.length) };
}

/**
 * What the cards read of a date kept counted (shared/date-tally.ts): the date, the counts of its spaces it keeps, the
 * latest change to it or any of its spaces, and its tally. No space is read.
 */
export interface TalliedDate {
  marketDate: DashDate['marketDate'];
  spaceCount: number;
  assignedCount: number;
  /** The latest updatedAt of the date and of every space on it. */
  lastChangedAt: string;
  tally: DateTally;
}

const countedFill = (d: Pick<TalliedDate, 'spaceCount' | 'assignedCount'>) => ({
  assigned: d.assignedCount,
  total: d.spaceCount,
  fill: pct(d.assignedCount, d.spaceCount),
});

/**
 * The space assignment card from the tally. A request linked to a space stands for its vendor holding it, so the
 * spaces held by no linked request are the ones held by a vendor without a request.
 */
export function spaceAssignmentCardOfTally(d: TalliedDate) {
  const { assigned, total, fill } = countedFill(d);
  const t = d.tally;
  return {
    assignedSpaces: assigned,
    totalSpaces: total,
    fillPercentage: fill,
    unassignedSpaces: total - assigned,
    conflictCount: t.activeUnplaced + t.inactivePlaced + Math.max(0, assigned - t.linked),
  };
}

/** Over approved requests that owe something: how many have paid in full, and the money in and still out. */
export function paymentStatusCardOfTally(t: DateTally) {
  return {
    totalVendors: t.owing,
    paidVendors: t.owingPaid,
    paymentPercentage: pct(t.owingPaid, t.owing),
    collectedAmount: t.collected,
    outstandingAmount: t.outstanding,
    totalAmount: t.due,
  };
}

export function paymentStatusCard(d: DashDate) {
  return paymentStatusCardOfTally(recountTally(d.requests));
}

/** Draft (0) → Layout Created (33, spaces laid out) → Ready to Publish (66, half assigned) → Published (100). */
function publicationCard(
  publishedAt: string | null,
  { assigned: assignedSpaces, total: totalSpaces, fill: fillPercentage }: ReturnType<typeof spaceFill>,
  lastUpdatedAt: string,
) {
  const isPublished = publishedAt !== null;
  const readyToPublish = !isPublished && totalSpaces > 0 && fillPercentage >= PUBLISH_MIN_FILL;
  const publicationPercentage = isPublished ? 100 : readyToPublish ? 66 : totalSpaces > 0 ? 33 : 0;
  return {
    isPublished,
    readyToPublish,
    publicationPercentage,
    publishedAt,
    lastUpdatedAt,
    assignedSpaces,
    totalSpaces,
  };
}

export function publicationStatusCard(d: Pick<DashDate, 'marketDate' | 'spaces'>) {
  const stamps = [d.marketDate.updatedAt, ...d.spaces.map((s) => s.updatedAt)];
  return publicationCard(
    d.marketDate.publishedAt,
    spaceFill(d.spaces),
    stamps.reduce((a, b) => (b > a ? b : a)),
  );
}

export function publicationStatusCardOfTally(d: TalliedDate) {
  return publicationCard(d.marketDate.publishedAt, countedFill(d), d.lastChangedAt);
}

// ---- statistics ----

export interface StatisticsLabels {
  vendorTypeLabel: (vendorTypeId: string) => string;
}

function revenueFigures(d: DashDate) {
  const active = d.requests.filter(isActiveRequest);
  const marketRevenue = sum(active, (r) => r.amountDue);
  const { fillPercentage } = spaceAssignmentCard(d);
  return {
    active,
    marketRevenue,
    averageMarketRevenuePerVendor: active.length ? Math.round(marketRevenue / active.length) : 0,
    spaceUtilization: fillPercentage,
  };
}

export function statistics(
  d: DashDate,
  previous: DashDate | null,
  vendors: ReadonlyMap<string, Pick<DashVendor, 'vendorTypeId'>>,
  labels: StatisticsLabels,
) {
  const now = revenueFigures(d);
  const before = previous ? revenueFigures(previous) : null;
  const { active } = now;
  const { assignedSpaces, totalSpaces } = spaceAssignmentCard(d);
  const pay = paymentStatusCard(d);
  const activeVendors = new Set(active.map((r) => r.vendorId));
  const previousVendors = new Set(before?.active.map((r) => r.vendorId) ?? []);
  const retained = [...previousVendors].filter((v) => activeVendors.has(v)).length;
  const reported = active.filter((r) => r.grossSales !== null);
  const totalVendorProceeds = sum(reported, (r) => r.grossSales ?? 0);

  const mix = new Map<string, number>();
  for (const v of activeVendors) {
    const type = vendors.get(v)?.vendorTypeId ?? '';
    mix.set(type, (mix.get(type) ?? 0) + 1);
  }
  const statusCounts = { requested: 0, approved: 0, confirmed: 0, canceled: 0, skipped: 0 } as Record<string, number>;
  for (const r of d.requests) statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
  const groups = { unpaid: 0, paid: 0, 'not-required': 0 } as Record<PaymentGroup, number>;
  for (const r of active) groups[paymentGroupOf(paymentStatusOf(r).status)] += 1;

  return {
    marketRevenue: now.marketRevenue,
    marketRevenueChange: change(now.marketRevenue, before?.marketRevenue ?? null),
    approvedRequests: active.length,
    canceledRequests: d.requests.filter((r) => r.status === 'canceled').length,
    totalRequests: d.requests.length,
    averageMarketRevenuePerVendor: now.averageMarketRevenuePerVendor,
    avgMarketRevenueChange: change(now.averageMarketRevenuePerVendor, before?.averageMarketRevenuePerVendor ?? null),
    spaceUtilization: now.spaceUtilization,
    /** Percentage points against the previous date. */
    utilizationChange: before ? now.spaceUtilization - before.spaceUtilization : null,
    assignedSpaces,
    totalSpaces,
    /** Share of the previous date's approved vendors approved again on this one. */
    vendorRetentionRate: previousVendors.size ? pct(retained, previousVendors.size) : null,
    totalCollected: pay.collectedAmount,
    totalOutstanding: pay.outstandingAmount,
    paymentCompletionRate: pct(pay.collectedAmount, pay.totalAmount),
    totalVendorProceeds,
    averageVendorProceedsPerVendor: reported.length ? Math.round(totalVendorProceeds / reported.length) : 0,
    totalVendors: activeVendors.size,
    averageSpacePrice: active.length ? Math.round(sum(active, (r) => r.amountBase) / active.length) : 0,
    vendorMix: [...mix.entries()]
      .map(([type, count]) => ({
        label: labels.vendorTypeLabel(type),
        count,
        percentage: pct(count, activeVendors.size),
      }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    requestStatusCounts: statusCounts,
    paymentGroups: groups,
    previousDate: previous?.marketDate.date ?? null,
  };
}

// ---- proceeds ----

export type AttentionType = 'both' | 'sales' | 'payment';

/**
 * A vendor on a sales-based rate needs a look when its gross sales are missing (sales), it has not paid (payment),
 * or both.
 */
export function attentionOf(
  r: Pick<DashRequest, 'salesBasedRate' | 'grossSales' | 'amountDue' | 'amountPaid' | 'amountBalance'>,
): AttentionType | null {
  if (r.salesBasedRate <= 0) return null;
  const noSales = r.grossSales === null;
  const unpaid = paymentStatusOf(r).status !== 'received';
  if (noSales && unpaid) return 'both';
  if (noSales) return 'sales';
  if (unpaid) return 'payment';
  return null;
}
