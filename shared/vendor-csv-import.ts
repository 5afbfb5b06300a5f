/**
 * Reading a vendor list saved from a spreadsheet as CSV, the same way on the server (which decides) and on the
 * Import Vendors screen (which previews): the text is checked as a whole first (size, binary, empty, row count) and
 * refused with one message, so nothing is ever half-read; then each column of ours is matched to a column of the
 * file, guessed from the header names (`VENDOR_CSV_COLUMNS`) or chosen by the admin.
 *
 * A spreadsheet's row is a line of the file as the spreadsheet numbers it: the header is line 1 and a cell holding
 * a line break does not start a new line.
 */
import Papa from 'papaparse';
import { IMPORT_MAX_CSV_BYTES, IMPORT_MAX_ROWS, IMPORT_MSG } from './import-messages.js';
import { VENDOR_CSV_COLUMNS, VENDOR_ID_HEADER, type VendorCsvField } from './vendor-csv-columns.js';

/**
 * A file the import refuses as a whole; `tooLarge` when the size or row limit was passed, `field` the part of the
 * request at fault (the file, or the mapping of its columns).
 */
export class CsvImportError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
    readonly field: 'csv' | 'mapping' = 'csv',
  ) {
    super(message);
    this.name = 'CsvImportError';
  }
}

export interface CsvRow {
  /** The spreadsheet's line number: the header is line 1. */
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  headers: string[];
  /** Rows with at least one non-blank cell, in file order. */
  rows: CsvRow[];
}

/**
 * Which column of the file fills each of our fields: the column's header text (compared after normalising) or its
 * index from 0. A field left out is not read from the file.
 */
export type ImportMapping = Partial<Record<VendorCsvField, string | number>>;
/** A mapping resolved against one file's header: each field's column index. */
export type ResolvedMapping = Partial<Record<VendorCsvField, number>>;

/** The fields every row needs a column for: the vendor's required fields. */
export const REQUIRED_IMPORT_FIELDS = [
  'name',
  'contactName',
  'email',
  'phone',
  'vendorType',
] as const satisfies readonly VendorCsvField[];

/** A header as matched: lower case, accents dropped, letters and digits only ("E-mail Address" → "emailaddress"). */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** UTF-8 length of a text. */
const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** NUL and the other control characters no text file holds (tab, line feed, form feed and carriage return are text). */
function holdsBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
/** What a browser or Node reads in place of bytes that are not UTF-8. */
const NOT_UTF8 = '\uFFFD';

/**
 * Reads the CSV text: byte-order mark dropped, the delimiter found among comma, semicolon and tab, quoted cells
 * with line breaks kept whole. Throws CsvImportError for an empty, binary, unreadable, too large or too long file.
 */
export function parseVendorCsv(input: string): ParsedCsv {
  if (byteLength(input) > IMPORT_MAX_CSV_BYTES) throw new CsvImportError(IMPORT_MSG.tooLarge, true);
  const text = input.replace(/^\uFEFF/, '');
  if (holdsBinary(text) || text.includes(NOT_UTF8)) throw new CsvImportError(IMPORT_MSG.notText);
  if (text.trim() === '') throw new CsvImportError(IMPORT_MSG.emptyFile);

  // The delimiter is guessed on the first rows without blank lines (a blank line fits every delimiter), then the
  // whole file is read keeping blank lines, so each row keeps the line number the spreadsheet gives it.
  const { delimiter } = Papa.parse<string[]>(text, {
    preview: 20,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  }).meta;
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimiter });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    const line = typeof broken.row === 'number' ? ` (row ${broken.row + 1})` : '';
    throw new CsvImportError(IMPORT_MSG.unreadable(`${broken.message}${line}`));
  }
  const [first, ...rest] = parsed.data;
  const headers = (first ?? []).map((h) => h.trim());
  if (!headers.some((h) => h !== '')) throw new CsvImportError(IMPORT_MSG.noHeader);
  const rows = rest.map((cells, i) => ({ line: i + 2, cells })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) throw new CsvImportError(IMPORT_MSG.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw new CsvImportError(IMPORT_MSG.tooManyRows(rows.length), true);
  return { headers, rows };
}

/**
 * Each of our fields' column, guessed from the header names: the export's own header first, then the names market
 * spreadsheets commonly use. A column fills one field at most; the export's vendor id column is never used.
 */
export function guessMapping(headers: readonly string[]): ResolvedMapping {
  const normalised = headers.map(normaliseHeader);
  const taken = new Set<number>([normalised.indexOf(normaliseHeader(VENDOR_ID_HEADER))]);
  const mapping: ResolvedMapping = {};
  for (const column of VENDOR_CSV_COLUMNS) {
    for (const name of [column.header, ...column.aliases]) {
      const wanted = normaliseHeader(name);
      const index = normalised.findIndex((h, i) => h === wanted && !taken.has(i));
      if (index >= 0) {
        mapping[column.field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** The header our field is known by (the export's), for messages. */
const fieldHeader = (field: VendorCsvField): string =>
  VENDOR_CSV_COLUMNS.find((c) => c.field === field)?.header ?? field;

/**
 * The mapping the request names, as column indexes of this file. A named column missing from the file, or a
 * required field without a column, refuses the whole file.
 */
export function resolveMapping(headers: readonly string[], mapping: ImportMapping): ResolvedMapping {
  const normalised = headers.map(normaliseHeader);
  const resolved: ResolvedMapping = {};
  for (const [field, column] of Object.entries(mapping) as [VendorCsvField, string | number | undefined][]) {
    if (column === undefined || column === '') continue;
    const index =
      typeof column === 'number'
        ? Number.isInteger(column) && column >= 0 && column < headers.length
          ? column
          : -1
        : normalised.indexOf(normaliseHeader(column));
    if (index < 0)
      throw new CsvImportError(IMPORT_MSG.mappingUnknownColumn(fieldHeader(field), String(column)), false, 'mapping');
    resolved[field] = index;
  }
  const missing = REQUIRED_IMPORT_FIELDS.filter((f) => resolved[f] === undefined);
  if (missing.length) {
    throw new CsvImportError(IMPORT_MSG.mappingRequired(missing.map(fieldHeader).join(', ')), false, 'mapping');
  }
  return resolved;
}

/** A row's values for the mapped fields, trimmed; a field whose cell is blank or absent is left out. */
export function rowValues(row: CsvRow, mapping: ResolvedMapping): Partial<Record<VendorCsvField, string>> {
  const values: Partial<Record<VendorCsvField, string>> = {};
  for (const [field, index] of Object.entries(mapping) as [VendorCsvField, number][]) {
    const value = (row.cells[index] ?? '').trim();
    if (value !== '') values[field] = value;
  }
  return values;
}

/** A phone number written in the international way: "+1 (707) 555-0101". */
const INTERNATIONAL_PHONE = /^\+[\d\s().-]+$/;

/**
 * Whether a cell would run as a formula when the file is opened in a spreadsheet: it starts with =, +, - or @.
 * Such a cell is refused (its row is not imported), never stored; a phone number in the "+1 …" form is a number.
 * A cell the export marked as text with a leading apostrophe is not a formula (see `cellText`).
 */
export function isFormulaCell(field: VendorCsvField, value: string): boolean {
  if (!/^[=+\-@]/.test(value)) return false;
  return !(field === 'phone' && INTERNATIONAL_PHONE.test(value));
}

/** The export's mark of a text cell that starts like a formula: an apostrophe before =, +, -, @, a tab or a CR. */
const TEXT_MARK = /^'(?=[=+\-@\t\r])/;

/**
 * A cell's text as stored: the export's apostrophe mark is dropped, so an exported vendor imports unchanged (a
 * spreadsheet shows such a cell as the text after the apostrophe, and every CSV the product writes marks it again).
 */
export function cellText(value: string): string {
  return TEXT_MARK.test(value) ? value.slice(1).trim() : value;
}
