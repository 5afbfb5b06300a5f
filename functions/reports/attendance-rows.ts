/**
 * Past attendance per vendor, as a market's own records give it (a season's sign-in sheets saved as CSV): each row
 * is matched to a vendor by its e-mail address or its business name, and each date's records are summed up into the
 * summary the reports read. Pure, so the rules are tested without a table.
 */
import { normalizeName } from '../../shared/vendor-similarity.js';
import { attendanceRowSchema, type AttendanceRow, type HistoricalRowError } from '../../shared/schemas/reports.js';
import type {
  HistoricalAttendanceDateItem,
  HistoricalAttendanceItem,
} from '../lib/data/reports/reports.repository.js';

export interface MatchableVendor {
  id: string;
  name: string;
  email: string;
  vendorTypeId: string;
}

export type AttendanceRecord = Omit<HistoricalAttendanceItem, '_type'>;

/** Finds a vendor by e-mail address (any case) or by business name (case, accents and punctuation ignored). */
export function vendorMatcher(vendors: readonly MatchableVendor[]) {
  const byEmail = new Map(vendors.map((v) => [v.email.trim().toLowerCase(), v]));
  const byName = new Map<string, MatchableVendor[]>();
  for (const v of vendors) {
    const key = normalizeName(v.name);
    byName.set(key, [...(byName.get(key) ?? []), v]);
  }
  return (text: string): MatchableVendor | 'unknown' | 'ambiguous' => {
    const email = byEmail.get(text.trim().toLowerCase());
    if (email) return email;
    const named = byName.get(normalizeName(text)) ?? [];
    if (named.length > 1) return 'ambiguous';
    return named[0] ?? 'unknown';
  };
}

/**
 * Every row checked before anything is written: the row's fields, its vendor, and no date and vendor twice. Answers
 * the records to write, or every row's problem.
 */
export function attendanceRecords(
  rows: readonly unknown[],
  vendors: readonly MatchableVendor[],
  context: { marketId: string; at: string; by: string | null },
): { records: AttendanceRecord[]; errors: HistoricalRowError[] } {
  const match = vendorMatcher(vendors);
  const errors: HistoricalRowError[] = [];
  const records = new Map<string, AttendanceRecord>();
  rows.forEach((raw, i) => {
    const row = i + 1;
    const parsed = attendanceRowSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ row, message: `${issue.path.join('.') || 'row'}: ${issue.message}` });
      return;
    }
    const r: AttendanceRow = parsed.data;
    const vendor = match(r.vendor);
    if (vendor === 'unknown') {
      errors.push({ row, message: `vendor: No vendor has the e-mail address or business name "${r.vendor}"` });
      return;
    }
    if (vendor === 'ambiguous') {
      errors.push({ row, message: `vendor: More than one vendor is named "${r.vendor}"; give its e-mail address` });
      return;
    }
    const key = `${r.marketDate}#${vendor.id}`;
    if (records.has(key)) {
      errors.push({ row, message: 'The same date and vendor appear twice in the file' });
      return;
    }
    records.set(key, {
      marketDate: r.marketDate,
      marketId: context.marketId,
      vendorId: vendor.id,
      vendorTypeId: vendor.vendorTypeId,
      attended: r.attended,
      grossSales: r.grossSales,
      createdAt: context.at,
      updatedAt: context.at,
      updatedBy: context.by,
    });
  });
  return { records: [...records.values()], errors };
}

/** One market's date summed up from its records: who came, how many by type, and their sales. */
export function attendanceSummary(
  marketDate: string,
  marketId: string,
  records: readonly AttendanceRecord[],
  at: string,
): Omit<HistoricalAttendanceDateItem, '_type'> | { marketDate: string; marketId: string; vendors: 0 } {
  const own = records.filter((r) => r.marketDate === marketDate && r.marketId === marketId);
  if (!own.length) return { marketDate, marketId, vendors: 0 };
  const came = own.filter((r) => r.attended);
  const byType: Record<string, number> = {};
  for (const r of came) byType[r.vendorTypeId] = (byType[r.vendorTypeId] ?? 0) + 1;
  return {
    marketDate,
    marketId,
    vendors: own.length,
    attended: came.length,
    grossSales: own.reduce((sum, r) => sum + (r.grossSales ?? 0), 0),
    byType,
    attendedVendorIds: came.map((r) => r.vendorId).sort(),
    updatedAt: at,
  };
}
