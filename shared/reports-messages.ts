import { countOf } from './plural.js';

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
} as const;
