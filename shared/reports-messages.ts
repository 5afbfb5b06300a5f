import { countOf } from './plural.js';
import { registerMessageCodes } from './message-codes.js';

/** What the report and historical-data screens say; the spec names the screens but gives them no strings. */
export const REPORTS_MSG = {
  loading: 'Loading report...',
  empty: 'No data for these filters.',
  loadFailed: 'Failed to load report',
  downloadCsv: 'Download CSV',
  totals: 'Totals',
  allVendorTypes: 'All vendor types',
  allAreas: 'All areas',
  dateRange: 'Date range',
  staleDays: 'Not seen for (days)',
  seasonTrend: 'Across the season',
  historicalTitle: 'Historical Data',
  historicalEmpty: 'No historical data yet. Add a market date or import a CSV file.',
  historicalLoadFailed: 'Failed to load historical data',
  historicalSaved: 'Historical data saved',
  historicalDeleted: 'Historical data deleted',
  historicalSaveFailed: 'Failed to save historical data',
  historicalDeleteFailed: 'Failed to delete historical data',
  importTitle: 'Import CSV',
  importHelp:
    'Columns: marketDate (YYYY-MM-DD), vendorType (id, code or label), vendorCount, grossSales and proceeds (dollars), notes.',
  importDone: (n: number) => `${countOf(n, 'row')} imported`,
  importFailed: 'Import failed',
  attendanceTitle: 'Past attendance per vendor',
  attendanceHelp:
    'Last season from your sign-in sheets: one row per vendor and market date. Columns: date (YYYY-MM-DD), vendor (its e-mail address or business name), attended (yes or no; yes when blank), gross sales (dollars, optional). The Attendance and Stale Vendors reports count them.',
  attendanceImport: 'Import attendance',
  attendanceEmpty: 'No attendance imported yet.',
  attendanceLoadFailed: 'Failed to load past attendance',
  attendanceImportDone: (records: number, vendors: number, dates: number) =>
    `${countOf(records, 'record')} of ${countOf(vendors, 'vendor')} on ${countOf(dates, 'date')} imported`,
  attendanceDeleted: 'Attendance deleted',
  attendanceDeleteFailed: 'Failed to delete attendance',
  attendanceMarket: 'Market the dates were held by',
} as const;

registerMessageCodes({ REPORTS_MSG });
