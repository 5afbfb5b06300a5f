/** The six admin reports (spec 1 §2.1): kept free of zod, as the menus that list them load before sign-in. */
export const REPORT_NAMES = [
  'attendance',
  'market-proceeds',
  'price-calculation-errors',
  'past-due-payments',
  'auto-payments',
  'stale-vendors',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_TITLES: Record<ReportName, string> = {
  attendance: 'Attendance',
  'market-proceeds': 'Market Proceeds',
  'price-calculation-errors': 'Price Calculation Errors',
  'past-due-payments': 'Past Due Payments',
  'auto-payments': 'Auto-Payments',
  'stale-vendors': 'Stale Vendors',
};
