/**
 * Sales by tender (how a vendor's customers paid: card, cash, SNAP/EBT tokens, …) and the tokens a vendor turns in
 * for reimbursement. Pure rules shared by the server, which enforces them, and the SPA, which shows them as the
 * vendor types. Money is integer cents throughout.
 */
import { TENDER_MSG } from './tender-messages.js';
import type { ReportColumn, ReportRow } from './schemas/reports.js';

export interface Tender {
  code: string;
  label: string;
  /** The market pays the vendor back for what it took in this tender (tokens, coupons). */
  reimbursable: boolean;
}

export const DEFAULT_TENDERS: Tender[] = [
  { code: 'card', label: 'Card', reimbursable: false },
  { code: 'cash', label: 'Cash', reimbursable: false },
  { code: 'snap', label: 'SNAP/EBT tokens', reimbursable: true },
  { code: 'market_tokens', label: 'Market tokens', reimbursable: true },
  { code: 'wic_fmnp', label: 'WIC/FMNP coupons', reimbursable: true },
];

/** Tender code → cents. */
export type TenderAmounts = Record<string, number>;

/** The amounts without zero parts, in the list's order; an empty split is no split (null). */
export function normalizeSplit(split: TenderAmounts | null | undefined, tenders: Tender[]): TenderAmounts | null {
  if (!split) return null;
  const order = new Map(tenders.map((t, i) => [t.code, i]));
  const entries = Object.entries(split)
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99));
  return entries.length ? Object.fromEntries(entries) : null;
}

const sumAmounts = (amounts: TenderAmounts | null | undefined): number =>
  Object.values(amounts ?? {}).reduce((sum, cents) => sum + cents, 0);

/**
 * Why a split of gross sales cannot be stored, or null when it can: every code is a listed tender and the parts add
 * up to the gross sales exactly. No split (or only zero parts) is always fine: splitting is optional.
 */
export function splitError(
  grossSales: number | null | undefined,
  split: TenderAmounts | null | undefined,
  tenders: Tender[],
): string | null {
  const parts = normalizeSplit(split, tenders);
  if (!parts) return null;
  const known = new Set(tenders.map((t) => t.code));
  const unknown = Object.keys(parts).find((code) => !known.has(code));
  if (unknown) return TENDER_MSG.unknownTender(unknown);
  if (grossSales === null || grossSales === undefined) return TENDER_MSG.splitWithoutSales;
  const sum = sumAmounts(parts);
  return sum === grossSales ? null : TENDER_MSG.splitMismatch(sum, grossSales);
}

/** Why tokens cannot be recorded under these codes, or null: only reimbursable tenders are turned in. */
export function tokensError(byTender: TenderAmounts, tenders: Tender[]): string | null {
  const reimbursable = new Set(tenders.filter((t) => t.reimbursable).map((t) => t.code));
  const wrong = Object.keys(byTender).find((code) => !reimbursable.has(code));
  return wrong ? TENDER_MSG.notReimbursable(wrong) : null;
}

/** One vendor's amounts on one market date, as the per-date aggregate holds them. */
interface VendorTenderEntry {
  vendorId: string;
  vendorName: string;
  byTender: TenderAmounts;
}

/** The per-date aggregate: tokens turned in and sales by tender, per vendor. */
export interface DateTenderAggregate {
  marketDateId: string;
  date: string;
  tokens: VendorTenderEntry[];
  sales: VendorTenderEntry[];
}

interface ReimbursementRow {
  vendorId: string;
  vendorName: string;
  /** Reimbursable tender code → cents, every reimbursable tender present (0 when none). */
  byTender: TenderAmounts;
  total: number;
  /** On how many market dates of the range this vendor turned tokens in. */
  dates: number;
}

export interface ReimbursementSummary {
  tenders: Tender[];
  rows: ReimbursementRow[];
  totals: { byTender: TenderAmounts; total: number };
}

/**
 * What the market owes each vendor for a range: the tokens turned in, summed per vendor and reimbursable tender
 * across the range's dates, vendors by name. A tender no longer listed as reimbursable is still owed for, so its
 * column stays (under its code) while any amount of it is in the range.
 */
export function reimbursementSummary(aggregates: DateTenderAggregate[], tenders: Tender[]): ReimbursementSummary {
  const columns = tenders.filter((t) => t.reimbursable);
  const listed = new Set(columns.map((t) => t.code));
  const byVendor = new Map<string, ReimbursementRow>();
  for (const day of aggregates) {
    for (const entry of day.tokens) {
      if (sumAmounts(entry.byTender) === 0) continue;
      const row = byVendor.get(entry.vendorId) ?? {
        vendorId: entry.vendorId,
        vendorName: entry.vendorName,
        byTender: {},
        total: 0,
        dates: 0,
      };
      // The newest date's name wins: a vendor renamed mid-season shows under its current name.
      row.vendorName = entry.vendorName;
      row.dates += 1;
      for (const [code, cents] of Object.entries(entry.byTender)) {
        if (!listed.has(code)) {
          listed.add(code);
          columns.push({ code, label: code, reimbursable: true });
        }
        row.byTender[code] = (row.byTender[code] ?? 0) + cents;
        row.total += cents;
      }
      byVendor.set(entry.vendorId, row);
    }
  }
  const rows = [...byVendor.values()]
    .map((row) => ({ ...row, byTender: Object.fromEntries(columns.map((t) => [t.code, row.byTender[t.code] ?? 0])) }))
    .sort(
      (a, b) =>
        a.vendorName.localeCompare(b.vendorName, 'en', { sensitivity: 'base' }) || a.vendorId.localeCompare(b.vendorId),
    );
  const totals = {
    byTender: Object.fromEntries(columns.map((t) => [t.code, rows.reduce((s, r) => s + (r.byTender[t.code] ?? 0), 0)])),
    total: rows.reduce((s, r) => s + r.total, 0),
  };
  return { tenders: columns, rows, totals };
}

export interface TenderSplitLine {
  code: string;
  label: string;
  cents: number;
  /** Share of the split total, 0–100, one decimal. */
  percent: number;
}

/**
 * The proceeds report's split: gross sales by tender summed over the requests that were split, in the list's order
 * (codes no longer listed after), with the sales nobody split shown apart so the parts never claim the whole.
 */
export function tenderSplit(
  requests: readonly { grossSales: number | null; salesByTender?: TenderAmounts | null }[],
  tenders: Tender[],
): { lines: TenderSplitLine[]; splitTotal: number; unsplit: number } {
  const sums = new Map<string, number>(tenders.map((t) => [t.code, 0]));
  let unsplit = 0;
  for (const r of requests) {
    const parts = r.salesByTender && sumAmounts(r.salesByTender) > 0 ? r.salesByTender : null;
    if (!parts) {
      unsplit += r.grossSales ?? 0;
      continue;
    }
    for (const [code, cents] of Object.entries(parts)) sums.set(code, (sums.get(code) ?? 0) + cents);
  }
  const splitTotal = [...sums.values()].reduce((a, b) => a + b, 0);
  const labels = new Map(tenders.map((t) => [t.code, t.label]));
  const lines = [...sums.entries()].map(([code, cents]) => ({
    code,
    label: labels.get(code) ?? code,
    cents,
    percent: splitTotal > 0 ? Math.round((cents / splitTotal) * 1000) / 10 : 0,
  }));
  return { lines, splitTotal, unsplit };
}

/**
 * The grant report's table for the one CSV writer (`shared/report-csv.ts`): one row per vendor, a money column per
 * tender, a totals row last.
 */
export function reimbursementCsvTable(
  summary: ReimbursementSummary,
  range: { from: string; to: string },
): { columns: ReportColumn[]; rows: ReportRow[] } {
  const tenderKey = (code: string) => `tender:${code}`;
  const columns: ReportColumn[] = [
    { key: 'vendor', label: 'Vendor', kind: 'text' },
    ...summary.tenders.map((t): ReportColumn => ({ key: tenderKey(t.code), label: t.label, kind: 'money' })),
    { key: 'total', label: 'Total', kind: 'money' },
    { key: 'dates', label: 'Market dates', kind: 'count' },
    { key: 'from', label: 'From', kind: 'date' },
    { key: 'to', label: 'To', kind: 'date' },
  ];
  const row = (vendor: string, byTender: TenderAmounts, total: number, dates: number | null): ReportRow => ({
    vendor,
    ...Object.fromEntries(summary.tenders.map((t) => [tenderKey(t.code), byTender[t.code] ?? 0])),
    total,
    dates,
    from: range.from,
    to: range.to,
  });
  return {
    columns,
    rows: [
      ...summary.rows.map((r) => row(r.vendorName, r.byTender, r.total, r.dates)),
      row('Total', summary.totals.byTender, summary.totals.total, null),
    ],
  };
}
