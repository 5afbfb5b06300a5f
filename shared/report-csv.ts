/**
 * A report's rows as CSV (RFC 4180): the table's columns in order, money in dollars with two decimals, a field quoted
 * when it holds a comma, a quote or a line break, quotes doubled. The server answers `format=csv` with it, so the file
 * holds exactly the rows the screen shows for the same filters. Written here rather than with papaparse's unparse,
 * which would put the reports function over its bundle budget; the tests read the output back with papaparse.
 */
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

/** A text starting like a formula (= + @, a tab, or - not followed by a digit) gets a leading ' so a spreadsheet shows it. */
const FORMULA_START = /^([=+@\t\r]|-(?!\d))/;

export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): string {
  const lines = [
    columns.map((c) => csvField(c.label)),
    ...rows.map((r) => columns.map((c) => csvField(formatCell(r[c.key], c.kind)))),
  ];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}
