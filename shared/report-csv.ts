/**
 * The one CSV writer: every CSV the product hands out (the reports, the Token Reimbursement report, the data export's
 * files) is written here.
 * RFC 4180: the table's columns in order, money in dollars with two decimals, a field quoted when it holds a comma, a
 * quote or a line break, quotes doubled. The server answers `format=csv` with it, so the file holds exactly the rows
 * the screen shows for the same filters. Written here rather than with papaparse's unparse, which would put the
 * reports function over its bundle budget; the tests read the output back with papaparse.
 */
import { formatDollars } from './money.js';
import type { ReportCell, ReportColumn, ReportRow } from './schemas/reports.js';

export function formatCell(value: ReportCell | undefined, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return formatDollars(value, 'decimal');
  return String(value);
}

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (`-1+1+cmd|' /C calc'!A0` included), so a text
 * cell starting so gets a leading ' (OWASP's advice) and is shown as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Only a number the report itself computed, in a money or count column, may start with '-'. */
const isOwnNumber = (value: ReportCell | undefined, kind: ReportColumn['kind']) =>
  typeof value === 'number' && (kind === 'money' || kind === 'count');

function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellField(value: ReportCell | undefined, kind: ReportColumn['kind']): string {
  const text = formatCell(value, kind);
  return quoted(isOwnNumber(value, kind) ? text : neutraliseFormula(text));
}

export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): string {
  const lines = [
    columns.map((c) => quoted(neutraliseFormula(c.label))),
    ...rows.map((r) => columns.map((c) => cellField(r[c.key], c.kind))),
  ];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** A cell of an exported file: text, a number the product stored (cents, counts), a yes/no, or nothing. */
export type CsvValue = string | number | boolean | null | undefined;

/** A phone number in the international form ("+1 (707) 555-0101"): digits and punctuation only, nothing a formula calls. */
const INTERNATIONAL_PHONE = /^\+[\d\s().-]+$/;

/**
 * One line of a CSV file, CRLF-terminated, for files written a page of rows at a time (the data export). Numbers are
 * written as they are; every text cell is guarded against being run as a formula (a phone number in the "+1 …" form
 * is kept as it is, so it reads back unchanged) and quoted as RFC 4180 asks.
 */
export function csvLine(cells: readonly CsvValue[]): string {
  const fields = cells.map((value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return quoted(INTERNATIONAL_PHONE.test(value) ? value : neutraliseFormula(value));
  });
  return `${fields.join(',')}\r\n`;
}
