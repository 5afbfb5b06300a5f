/**
 * The vendor dashboard's overview cards (spec 1 §4), counted on the server from the vendor's requests, the upcoming
 * dates, its documents and payments. Pure: the service reads, this counts.
 */
import { addDays } from '../../shared/market-time.js';
import { isApprovedStatus, totalOwed } from '../../shared/amount-owed.js';
import type { DashboardCounts, DashboardPayment, VendorAlert } from '../../shared/schemas/vendor-dates.js';
import { compareCodes } from '../../shared/collation.js';

/** Spec 1 §9: documents count as expiring within 30 days. */
const DOCUMENT_EXPIRY_WINDOW_DAYS = 30;
/** Spec 1 §9: the dashboard lists 3 payments. */
const DASHBOARD_PAYMENTS = 3;
/** Spec 1 §3: vendor type 1 (farmers) enables the Average Sales card. */
const AVERAGE_SALES_VENDOR_TYPE = '1';

export interface CountedRequest {
  marketDateId: string;
  date: string;
  status: string;
  amountBalance: number;
  grossSales: number | null;
}

export function dashboardCounts(input: {
  vendorTypeId: string;
  today: string;
  requests: readonly CountedRequest[];
  /** Ids of the upcoming market dates (today or later). */
  upcomingDateIds: readonly string[];
  documents: readonly { expirationDate: string | null; archived: boolean }[];
}): DashboardCounts {
  const { today } = input;
  // Every open balance counts, a late cancellation's fee included (shared/amount-owed.ts).
  const pendingPayments = totalOwed(input.requests);
  const overduePayments = totalOwed(input.requests.filter((r) => r.date < today));

  const requestedDates = new Set(input.requests.map((r) => r.marketDateId));
  const expiryLimit = addDays(today, DOCUMENT_EXPIRY_WINDOW_DAYS);

  let averageSales: number | null = null;
  if (input.vendorTypeId === AVERAGE_SALES_VENDOR_TYPE) {
    // Dates without reported sales (upcoming ones, or not reported yet) are left out rather than counted as $0.
    const sales = input.requests.flatMap((r) =>
      isApprovedStatus(r.status) && r.grossSales !== null ? [r.grossSales] : [],
    );
    if (sales.length) averageSales = Math.round(sales.reduce((a, b) => a + b, 0) / sales.length);
  }

  return {
    pendingPayments,
    overduePayments,
    pendingSpaceRequests: input.requests.filter((r) => r.status === 'requested').length,
    upcomingDatesWithoutRequests: input.upcomingDateIds.filter((id) => !requestedDates.has(id)).length,
    documentsExpiring: input.documents.filter(
      (d) => !d.archived && d.expirationDate !== null && d.expirationDate <= expiryLimit,
    ).length,
    averageSales,
  };
}

export interface AlertCandidate extends VendorAlert {
  startDate: string;
  endDate: string | null;
  vendorIds: readonly string[];
  vendorTypeIds: readonly string[];
  isActive: boolean;
  createdAt: string;
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * Alerts shown to one vendor today: active, started, not ended, and addressed to everyone, to the vendor, or to its
 * vendor type. High priority first, then newest.
 */
export function alertsFor(
  alerts: readonly AlertCandidate[],
  vendor: { id: string; vendorTypeId: string },
  today: string,
): VendorAlert[] {
  return alerts
    .filter((a) => {
      if (!a.isActive || a.startDate > today || (a.endDate !== null && a.endDate < today)) return false;
      if (!a.vendorIds.length && !a.vendorTypeIds.length) return true;
      return a.vendorIds.includes(vendor.id) || a.vendorTypeIds.includes(vendor.vendorTypeId);
    })
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || compareCodes(b.createdAt, a.createdAt))
    .map(({ id, subject, body, priority }) => ({ id, subject, body, priority }));
}

/** The newest payments first (by the day they were paid, else when they were recorded). */
export function newestPayments(
  payments: readonly (DashboardPayment & { createdAt: string })[],
  count = DASHBOARD_PAYMENTS,
): DashboardPayment[] {
  const when = (p: { paidDate: string | null; createdAt: string }) => p.paidDate ?? p.createdAt;
  return [...payments]
    .sort((a, b) => compareCodes(when(b), when(a)))
    .slice(0, count)
    .map(({ id, marketDate, amount, status, paymentMethod, paidDate }) => ({
      id,
      marketDate,
      amount,
      status,
      paymentMethod,
      paidDate,
    }));
}
