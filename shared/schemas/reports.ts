/**
 * The six admin reports (spec 1 §2.1): their names, filters, columns and answers, and historical market data.
 * Money is integer cents; the SPA turns it into dollars only on screen.
 */
import * as z from '../zod.js';

import { REPORT_NAMES, type ReportName } from '../report-names.js';
import { calendarDate, FILTER_RANGE, HISTORY_RANGE } from './calendar-date.js';

export { REPORT_NAMES, type ReportName } from '../report-names.js';

/** A season is at most this long: a longer range is refused rather than read. */
export const MAX_REPORT_RANGE_DAYS = 400;
export const DEFAULT_STALE_DAYS = 60;

const isoDateField = calendarDate(FILTER_RANGE, 'Dates must be real calendar dates written YYYY-MM-DD');
/** A historical entry's market date: seasons before the product, none in the future. */
const historicalDateField = calendarDate(HISTORY_RANGE, 'Dates must be real calendar dates written YYYY-MM-DD');

export const reportQuerySchema = z.strictObject({
  from: z.optional(isoDateField),
  to: z.optional(isoDateField),
  vendorTypeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  areaId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** One market's dates (every market's without it). */
  marketId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  days: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,4}$/, 'days must be a whole number of days')), z.transform(Number)),
      z.int().check(z.minimum(1, 'days must be at least 1'), z.maximum(3650, 'days must be at most 3650')),
    ),
  ),
  format: z.optional(z.enum(['json', 'csv'], { message: 'format must be json or csv' })),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The range rules every dated report shares; a message a manager can act on, or null when the range is fine. */
export function rangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return 'Choose a date range: both from and to are required';
  if (from > to) return 'The date range is reversed: from must be on or before to';
  if (daysBetween(from, to) > MAX_REPORT_RANGE_DAYS)
    return `The date range is too long: at most ${MAX_REPORT_RANGE_DAYS} days`;
  return null;
}

type ColumnKind = 'text' | 'date' | 'count' | 'money';
export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}

const col = (key: string, label: string, kind: ColumnKind): ReportColumn => ({ key, label, kind });

/** What each report's table shows, in order; the CSV has the same columns and rows. */
export const REPORT_COLUMNS: Record<ReportName, readonly ReportColumn[]> = {
  attendance: [
    col('date', 'Date', 'date'),
    col('vendorType', 'Vendor type', 'text'),
    col('requested', 'Requested', 'count'),
    col('approved', 'Approved', 'count'),
    col('attended', 'Attended', 'count'),
    col('skipped', 'Skipped', 'count'),
    col('canceled', 'Canceled', 'count'),
    col('source', 'Source', 'text'),
  ],
  'market-proceeds': [
    col('date', 'Date', 'date'),
    col('vendors', 'Vendors', 'count'),
    col('grossSales', 'Gross sales', 'money'),
    col('spaceFees', 'Space fees', 'money'),
    col('salesBasedFees', 'Sales-based fees', 'money'),
    col('marketRevenue', 'Market revenue', 'money'),
    col('collected', 'Collected', 'money'),
    col('outstanding', 'Outstanding', 'money'),
    col('source', 'Source', 'text'),
  ],
  'price-calculation-errors': [
    col('date', 'Date', 'date'),
    col('vendorName', 'Vendor', 'text'),
    col('field', 'Field', 'text'),
    col('stored', 'Stored', 'money'),
    col('expected', 'Expected', 'money'),
    col('difference', 'Difference', 'money'),
  ],
  'past-due-payments': [
    col('date', 'Date', 'date'),
    col('vendorName', 'Vendor', 'text'),
    col('vendorType', 'Vendor type', 'text'),
    col('status', 'Status', 'text'),
    col('amountDue', 'Amount due', 'money'),
    col('amountPaid', 'Amount paid', 'money'),
    col('amountBalance', 'Balance', 'money'),
    col('daysPastDue', 'Days past due', 'count'),
  ],
  'auto-payments': [
    col('date', 'Market date', 'date'),
    col('vendorName', 'Vendor', 'text'),
    col('paidDate', 'Charged on', 'date'),
    col('status', 'Result', 'text'),
    col('amount', 'Amount', 'money'),
  ],
  'stale-vendors': [
    col('vendorName', 'Vendor', 'text'),
    col('vendorType', 'Vendor type', 'text'),
    col('lastAttendedDate', 'Last attended', 'date'),
    col('daysSince', 'Days since', 'count'),
  ],
};

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export const reportResponseSchema = z.object({
  name: z.enum(REPORT_NAMES),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  rows: z.array(reportRowSchema),
  totals: reportRowSchema,
  series: z.optional(z.array(reportRowSchema)),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** The file a report downloads as: attendance-2026-05-01-to-2026-10-31.csv. */
export function reportFileName(name: ReportName, from: string | null, to: string | null, today: string): string {
  return from && to ? `${name}-${from}-to-${to}.csv` : `${name}-${today}.csv`;
}

// Historical market data (spec 2 §3 historical_market_data): seasons before the product.

const centsField = z
  .number()
  .check(z.int('Amounts are whole cents'), z.minimum(0, 'Amounts cannot be negative'), z.maximum(1_000_000_000));
export const historicalEntrySchema = z.object({
  marketDate: historicalDateField,
  vendorTypeId: z.string().check(z.minLength(1, 'Vendor type is required'), z.maxLength(64)),
  vendorCount: z
    .number()
    .check(
      z.int('Vendor count must be a whole number'),
      z.minimum(0, 'Vendor count cannot be negative'),
      z.maximum(100_000),
    ),
  grossSales: centsField,
  proceeds: centsField,
  notes: z.orNull(z.string().check(z.maxLength(2000))),
});
export type HistoricalEntry = z.infer<typeof historicalEntrySchema>;

export const historicalBodySchema = z.strictObject(
  z.omit(historicalEntrySchema, { marketDate: true, vendorTypeId: true }).shape,
);
const MAX_HISTORICAL_IMPORT_ROWS = 2000;
export const historicalImportSchema = z.strictObject({
  rows: z.array(z.unknown()).check(z.minLength(1, 'The file has no rows'), z.maxLength(MAX_HISTORICAL_IMPORT_ROWS)),
});

const historicalRowSchema = z.extend(historicalEntrySchema, {
  vendorType: z.string(),
  updatedAt: z.string(),
});
export type HistoricalRow = z.infer<typeof historicalRowSchema>;
export const historicalListSchema = z.object({ entries: z.array(historicalRowSchema) });
export const historicalImportResultSchema = z.object({ imported: z.int() });
export const historicalRowErrorSchema = z.object({ row: z.int(), message: z.string() });
export type HistoricalRowError = z.infer<typeof historicalRowErrorSchema>;

// Past attendance per vendor: which vendors came to which past market dates, and their gross sales, imported from a
// market's own records (a season's sign-in sheets), so the attendance and stale-vendor reports see last season.

const MAX_ATTENDANCE_IMPORT_ROWS = 5000;
/** POST /api/admin/historical-data/attendance/import: rows as the screen read them from a CSV. */
export const attendanceImportSchema = z.strictObject({
  rows: z
    .array(z.unknown())
    .check(
      z.minLength(1, 'The file has no rows'),
      z.maxLength(MAX_ATTENDANCE_IMPORT_ROWS, `At most ${MAX_ATTENDANCE_IMPORT_ROWS} rows can be imported at once`),
    ),
  /** The market the dates were held by (the first market when left out). */
  marketId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

/** One row: the date, the vendor (its e-mail address or its business name) and what it sold. */
export const attendanceRowSchema = z.strictObject({
  marketDate: historicalDateField,
  vendor: z
    .string({ error: 'Vendor is required' })
    .check(z.trim(), z.minLength(1, 'Vendor is required'), z.maxLength(200)),
  attended: z._default(z.boolean({ error: 'Attended is yes or no' }), true),
  grossSales: z._default(z.nullable(centsField), null),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const attendanceImportResultSchema = z.object({ imported: z.int(), vendors: z.int(), dates: z.int() });

/** GET /api/admin/historical-data/attendance: per date, how many vendors came and what they sold. */
export const attendanceSummarySchema = z.object({
  dates: z.array(z.object({ marketDate: z.string(), vendors: z.int(), attended: z.int(), grossSales: z.int() })),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;
