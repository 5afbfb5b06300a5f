/**
 * A report's rows as CSV: the table's columns in order, money in dollars with two decimals, and papaparse's quoting
 * for commas, quotes and line breaks. The server answers `format=csv` with it, so the file holds exactly the rows the
 * screen shows for the same filters.
 */
import Papa from 'papaparse';
import type { ReportCell, ReportColumn, ReportRow } from './schemas/reports.js';

export function formatCell(value: ReportCell | undefined, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') {
    const sign = value < 0 ? '-' : '';
    const abs = Math.abs(value);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  }
  return String(value);
}

export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.label),
      data: rows.map((r) => columns.map((c) => formatCell(r[c.key], c.kind))),
    },
    // A vendor name starting with = + - @ gets a leading ' so a spreadsheet does not run it as a formula; a negative
    // amount (-5.00) stays a number.
    { newline: '\r\n', escapeFormulae: /^([=+@\t\r]|-(?!\d))/ },
  );
}
