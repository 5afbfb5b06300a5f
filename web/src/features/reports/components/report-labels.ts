import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportName } from '@shared/schemas/reports';

/** The reports' titles to read (shared/report-names.ts REPORT_TITLES has the English, which the CSV keeps). */
export const REPORT_TITLE_LABELS: Record<ReportName, MessageDescriptor> = {
  attendance: msg`Attendance`,
  'market-proceeds': msg`Market Proceeds`,
  'price-calculation-errors': msg`Price Calculation Errors`,
  'past-due-payments': msg`Past Due Payments`,
  'auto-payments': msg`Auto-Payments`,
  'stale-vendors': msg`Stale Vendors`,
};

/** The reports' column headers to read, by their English label (shared/schemas/reports.ts REPORT_COLUMNS). */
export const COLUMN_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Date: msg`Date`,
  'Vendor type': msg`Vendor type`,
  Requested: msg({ message: 'Requested', context: 'report count' }),
  Approved: msg({ message: 'Approved', context: 'report count' }),
  Attended: msg({ message: 'Attended', context: 'report count' }),
  Skipped: msg({ message: 'Skipped', context: 'report count' }),
  Canceled: msg({ message: 'Canceled', context: 'report count' }),
  Source: msg`Source`,
  Vendors: msg`Vendors`,
  'Gross sales': msg`Gross sales`,
  'Space fees': msg`Space fees`,
  'Sales-based fees': msg`Sales-based fees`,
  'Market revenue': msg`Market revenue`,
  Collected: msg`Collected`,
  Outstanding: msg`Outstanding`,
  Vendor: msg`Vendor`,
  Field: msg`Field`,
  Stored: msg`Stored`,
  Expected: msg`Expected`,
  Difference: msg`Difference`,
  Status: msg`Status`,
  'Amount due': msg`Amount due`,
  'Amount paid': msg`Amount paid`,
  Balance: msg`Balance`,
  'Days past due': msg`Days past due`,
  'Market date': msg`Market date`,
  'Charged on': msg`Charged on`,
  Result: msg`Result`,
  Amount: msg`Amount`,
  'Last attended': msg`Last attended`,
  'Days since': msg`Days since`,
};

/** The words the API writes in a report's Source and Field cells (functions/reports/report-rows.ts), to read. */
export const CELL_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Market: msg({ message: 'Market', context: 'report source' }),
  Historical: msg({ message: 'Historical', context: 'report source' }),
  'Base amount': msg`Base amount`,
  'Sales-based fee': msg`Sales-based fee`,
  'Amount due': msg`Amount due`,
  Balance: msg`Balance`,
};
