/**
 * Each report's rows, totals and series from the stored per-date aggregates (and, for the season trends, the
 * historical data entered for seasons before the product). Pure: the service reads, this computes.
 */
import { addDays, isoDateInZone } from '../../shared/market-time.js';
import { daysBetween, type ReportRow } from '../../shared/schemas/reports.js';
import type { AutoPaymentInput, DateAggregate, PriceError } from '../lib/data/reports/report-items.js';

export interface Names {
  vendorTypes: ReadonlyMap<string, string>;
  vendors: ReadonlyMap<string, string>;
}

export interface Filters {
  vendorTypeId?: string;
  areaId?: string;
}

export interface HistoricalInput {
  marketDate: string;
  vendorTypeId: string;
  vendorCount: number;
  grossSales: number;
  proceeds: number;
}

export interface Built {
  rows: ReportRow[];
  totals: ReportRow;
  series?: ReportRow[];
}

export const matches = (f: Filters, x: { vendorTypeId: string; areaId?: string | null }) =>
  (!f.vendorTypeId || x.vendorTypeId === f.vendorTypeId) && (!f.areaId || x.areaId === f.areaId);

const typeLabel = (names: Names, id: string) => names.vendorTypes.get(id) ?? 'Unknown type';
const vendorLabel = (names: Names, id: string) => names.vendors.get(id) ?? 'Unknown vendor';

function sum(rows: readonly ReportRow[], keys: readonly string[]): ReportRow {
  const totals: ReportRow = {};
  for (const k of keys) totals[k] = rows.reduce((s, r) => s + (typeof r[k] === 'number' ? r[k] : 0), 0);
  return totals;
}

const byDate = (a: ReportRow, b: ReportRow) => String(a.date).localeCompare(String(b.date));

const ATTENDANCE_COUNTS = ['requested', 'approved', 'attended', 'skipped', 'canceled'] as const;

/**
 * Attendance per date and vendor type. Attended counts approved vendors who held a space on a date already past;
 * an upcoming date has none yet. Historical entries (no area) show their vendor count as approved and attended.
 */
/** A past date's imported attendance per vendor, summed up (functions/reports/attendance-rows.ts). */
export interface PastAttendance {
  marketDate: string;
  byType: Readonly<Record<string, number>>;
  attendedVendorIds: readonly string[];
}

export function attendanceReport(
  aggregates: readonly DateAggregate[],
  historical: readonly HistoricalInput[],
  names: Names,
  filters: Filters,
  today: string,
  past: readonly PastAttendance[] = [],
): Built {
  const rows = new Map<string, ReportRow>();
  for (const a of aggregates) {
    for (const c of a.cells) {
      if (!matches(filters, c)) continue;
      const key = `${a.date}|${c.vendorTypeId}`;
      const row = rows.get(key) ?? {
        date: a.date,
        vendorType: typeLabel(names, c.vendorTypeId),
        requested: 0,
        approved: 0,
        attended: 0,
        skipped: 0,
        canceled: 0,
        source: 'Market',
      };
      row.requested = Number(row.requested) + c.requested;
      row.approved = Number(row.approved) + c.approved;
      row.attended = Number(row.attended) + (a.date < today ? c.placed : 0);
      row.skipped = Number(row.skipped) + c.skipped;
      row.canceled = Number(row.canceled) + c.canceled;
      rows.set(key, row);
    }
  }
  if (!filters.areaId) {
    for (const h of historical) {
      if (!matches(filters, { vendorTypeId: h.vendorTypeId })) continue;
      rows.set(`${h.marketDate}|${h.vendorTypeId}|historical`, {
        date: h.marketDate,
        vendorType: typeLabel(names, h.vendorTypeId),
        requested: h.vendorCount,
        approved: h.vendorCount,
        attended: h.vendorCount,
        skipped: 0,
        canceled: 0,
        source: 'Historical',
      });
    }
    // Attendance imported vendor by vendor counts where no entry for the date and type was typed in.
    for (const p of past) {
      for (const [vendorTypeId, count] of Object.entries(p.byType)) {
        const key = `${p.marketDate}|${vendorTypeId}|historical`;
        if (!matches(filters, { vendorTypeId }) || rows.has(key)) continue;
        rows.set(key, {
          date: p.marketDate,
          vendorType: typeLabel(names, vendorTypeId),
          requested: count,
          approved: count,
          attended: count,
          skipped: 0,
          canceled: 0,
          source: 'Historical',
        });
      }
    }
  }
  const list = [...rows.values()].sort(
    (a, b) => byDate(a, b) || String(a.vendorType).localeCompare(String(b.vendorType)),
  );
  const series = new Map<string, ReportRow>();
  for (const r of list) {
    const s: ReportRow = series.get(String(r.date)) ?? {
      date: String(r.date),
      approved: 0,
      attended: 0,
      skipped: 0,
      canceled: 0,
    };
    for (const k of ['approved', 'attended', 'skipped', 'canceled']) s[k] = Number(s[k]) + Number(r[k]);
    series.set(String(r.date), s);
  }
  return { rows: list, totals: sum(list, ATTENDANCE_COUNTS), series: [...series.values()] };
}

const PROCEEDS_SUMS = [
  'vendors',
  'grossSales',
  'spaceFees',
  'salesBasedFees',
  'marketRevenue',
  'collected',
  'outstanding',
] as const;

/**
 * Market proceeds per date: approved vendors, their gross sales, space fees (base amounts), sales-based fees, market
 * revenue (what the market charged, late-cancellation fees included), collected and still outstanding. A historical
 * date shows its vendor count, gross sales and proceeds (as market revenue).
 */
export function marketProceedsReport(
  aggregates: readonly DateAggregate[],
  historical: readonly HistoricalInput[],
  filters: Filters,
): Built {
  const rows = new Map<string, ReportRow>();
  const blank = (date: string, source: string): ReportRow => ({
    date,
    ...Object.fromEntries(PROCEEDS_SUMS.map((k) => [k, 0])),
    source,
  });
  for (const a of aggregates) {
    const row = blank(a.date, 'Market');
    let any = false;
    for (const c of a.cells) {
      if (!matches(filters, c)) continue;
      any = true;
      row.vendors = Number(row.vendors) + c.approved;
      for (const k of [
        'grossSales',
        'spaceFees',
        'salesBasedFees',
        'marketRevenue',
        'collected',
        'outstanding',
      ] as const)
        row[k] = Number(row[k]) + c[k];
    }
    if (any) rows.set(a.date, row);
  }
  if (!filters.areaId) {
    for (const h of historical) {
      if (!matches(filters, { vendorTypeId: h.vendorTypeId })) continue;
      const key = `${h.marketDate}|historical`;
      const row = rows.get(key) ?? blank(h.marketDate, 'Historical');
      row.vendors = Number(row.vendors) + h.vendorCount;
      row.grossSales = Number(row.grossSales) + h.grossSales;
      row.marketRevenue = Number(row.marketRevenue) + h.proceeds;
      row.collected = Number(row.collected) + h.proceeds;
      rows.set(key, row);
    }
  }
  const list = [...rows.values()].sort(byDate);
  const series: ReportRow[] = list.map((r) => ({
    date: String(r.date),
    grossSales: Number(r.grossSales),
    marketRevenue: Number(r.marketRevenue),
    collected: Number(r.collected),
  }));
  return { rows: list, totals: sum(list, PROCEEDS_SUMS), series };
}

const FIELD_LABELS: Record<PriceError['field'], string> = {
  amountBase: 'Base amount',
  salesBasedFee: 'Sales-based fee',
  amountDue: 'Amount due',
  amountBalance: 'Balance',
};

/** Stored amounts that differ from what the pricing and payment rules compute from the request's own inputs. */
export function priceErrorsReport(aggregates: readonly DateAggregate[], names: Names, filters: Filters): Built {
  const rows: ReportRow[] = [];
  for (const a of [...aggregates].sort((x, y) => x.date.localeCompare(y.date))) {
    const errors = a.priceErrors
      .filter((e) => matches(filters, e))
      .map((e) => ({ e, name: vendorLabel(names, e.vendorId) }))
      .sort((x, y) => x.name.localeCompare(y.name));
    for (const { e, name } of errors)
      rows.push({
        date: a.date,
        vendorName: name,
        field: FIELD_LABELS[e.field],
        stored: e.stored,
        expected: e.expected,
        difference: e.stored - e.expected,
      });
  }
  return { rows, totals: { count: rows.length, difference: rows.reduce((s, r) => s + Number(r.difference), 0) } };
}

/** Open balances on dates more than the grace period ago, oldest first. */
export function pastDueReport(
  aggregates: readonly DateAggregate[],
  names: Names,
  filters: Filters,
  today: string,
  graceDays: number,
): Built {
  const lastInGrace = addDays(today, -Math.max(0, graceDays));
  const rows: ReportRow[] = [];
  for (const a of [...aggregates].sort((x, y) => x.date.localeCompare(y.date))) {
    if (a.date >= lastInGrace) continue;
    const owing = a.owing
      .filter((o) => matches(filters, o))
      .map((o) => ({ o, name: vendorLabel(names, o.vendorId) }))
      .sort((x, y) => x.name.localeCompare(y.name));
    for (const { o, name } of owing)
      rows.push({
        date: a.date,
        vendorName: name,
        vendorType: typeLabel(names, o.vendorTypeId),
        status: o.status,
        amountDue: o.amountDue,
        amountPaid: o.amountPaid,
        amountBalance: o.amountBalance,
        daysPastDue: daysBetween(a.date, today),
      });
  }
  return { rows, totals: { count: rows.length, ...sum(rows, ['amountDue', 'amountPaid', 'amountBalance']) } };
}

const DECLINED = new Set(['failed']);

/** Charges made off-session on a saved card, and the declines, by market date. */
export function autoPaymentsReport(
  payments: readonly AutoPaymentInput[],
  names: Names,
  vendorTypeOf: ReadonlyMap<string, string>,
  filters: Filters,
  timeZone: string,
): Built {
  const rows = payments
    .filter((p) => !filters.vendorTypeId || vendorTypeOf.get(p.vendorId) === filters.vendorTypeId)
    .map((p) => ({
      date: p.marketDate,
      vendorName: vendorLabel(names, p.vendorId),
      // The day the charge was made in the market, not in UTC: a charge at 10 PM belongs to that evening.
      paidDate: isoDateInZone(new Date(p.paidDate ?? p.createdAt), timeZone),
      status: DECLINED.has(p.status) ? 'declined' : p.status,
      amount: p.amount,
    }))
    .sort((a, b) => byDate(a, b) || a.vendorName.localeCompare(b.vendorName));
  const charged = rows.filter((r) => r.status === 'completed');
  return {
    rows,
    totals: {
      count: rows.length,
      charged: charged.length,
      declined: rows.filter((r) => r.status === 'declined').length,
      amount: charged.reduce((s, r) => s + r.amount, 0),
    },
  };
}

/**
 * Approved vendors not placed on any market date in the last `days` days (or never), longest unseen first.
 * "Last attended" looks back as far as the aggregates read (MAX_REPORT_RANGE_DAYS).
 */
export function staleVendorsReport(
  aggregates: readonly DateAggregate[],
  vendors: readonly { id: string; name: string; vendorTypeId: string; status: string }[],
  names: Names,
  filters: Filters,
  today: string,
  days: number,
  past: readonly PastAttendance[] = [],
): Built {
  const last = new Map<string, string>();
  const seen = (date: string, vendorIds: readonly string[]) => {
    if (date >= today) return;
    for (const v of vendorIds) if ((last.get(v) ?? '') < date) last.set(v, date);
  };
  for (const a of aggregates) seen(a.date, a.placedVendorIds);
  for (const p of past) seen(p.marketDate, p.attendedVendorIds);
  const since = addDays(today, -days);
  const rows = vendors
    .filter((v) => v.status === 'APPROVED' && matches(filters, { vendorTypeId: v.vendorTypeId }))
    .filter((v) => (last.get(v.id) ?? '') < since)
    .map((v) => {
      const seen = last.get(v.id) ?? null;
      return {
        vendorName: v.name,
        vendorType: typeLabel(names, v.vendorTypeId),
        lastAttendedDate: seen,
        daysSince: seen ? daysBetween(seen, today) : null,
      };
    })
    .sort(
      (a, b) =>
        (a.lastAttendedDate ?? '').localeCompare(b.lastAttendedDate ?? '') || a.vendorName.localeCompare(b.vendorName),
    );
  return { rows, totals: { count: rows.length } };
}
