/**
 * What the vendor import says, to the admin on the Import Vendors screen and in the API's answers: the file's
 * problems (one answer for the whole file, nothing written) and each row's problems (the row is not written).
 */
import type { UsStateCode } from './us-states.js';
import { registerMessageCodes } from './message-codes.js';

/** The largest CSV text an import takes, in bytes (UTF-8). */
export const IMPORT_MAX_CSV_BYTES = 1024 * 1024;
/** The most vendor rows (header and empty rows not counted) one import takes. */
export const IMPORT_MAX_ROWS = 1000;
/** Header and first rows the screen shows while the columns are matched. */
export const IMPORT_PREVIEW_ROWS = 5;
/** The state a row without one gets unless the admin chooses another (the vendor form's default). */
export const IMPORT_DEFAULT_STATE: UsStateCode = 'CA';

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const IMPORT_MSG = {
  // The file as a whole
  emptyFile: 'The file is empty: it needs a header row and at least one vendor row.',
  noRows: 'The file has a header row but no vendor rows.',
  notText:
    'This file is not a CSV text file (it holds binary data or is not UTF-8). In your spreadsheet, choose Save As → CSV (UTF-8) and upload that file.',
  tooLarge: `The file is too large: an import takes at most ${mb(IMPORT_MAX_CSV_BYTES)} of CSV. Split it into smaller files.`,
  tooManyRows: (rows: number) =>
    `The file has ${count(rows)} vendor rows; an import takes at most ${count(IMPORT_MAX_ROWS)}. Split it into smaller files.`,
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
  noHeader: 'The first row must name the columns (for example Business Name, Email, Phone).',
  mappingUnknownColumn: (field: string, column: string) =>
    `The column chosen for ${field} ("${column}") is not in the file.`,
  mappingRequired: (fields: string) => `Choose the file's column for ${fields}.`,
  marketsRequired: 'Choose at least one market for the imported vendors.',
  statusInvalid: 'Imported vendors are Approved or Pending.',
  allOrNothingRefused: (bad: number) =>
    `Nothing was imported: ${count(bad)} ${bad === 1 ? 'row has' : 'rows have'} problems, and the import was to write nothing unless every row is valid.`,

  // One row
  formulaCell: (column: string) =>
    `${column}: a cell may not start with =, +, - or @ (a spreadsheet would run it as a formula). Remove the sign or put text first.`,
  unknownVendorType: (value: string) =>
    `Vendor type "${value}" is not one of the active vendor types (use its name or code).`,
  vendorTypeRequired: 'Vendor type is required.',
  unknownStatus: (value: string) =>
    `Status "${value}" is not a vendor status (Approved, Pending, On Hold, Rejected, Archived).`,
  unknownMarket: (value: string) => `Market "${value}" is not one of the organisation's active markets.`,
  duplicateEmailInFile: (line: number) => `The same email address is on line ${line} of this file.`,
  duplicatePhoneInFile: (line: number) => `The same phone number is on line ${line} of this file.`,
  similarNameInFile: (name: string, line: number, similarity: number) =>
    `A vendor with a similar name is on line ${line} of this file: ${name} (${similarity}% similar)`,
  writeLost: 'This row was not written: another vendor took its email address meanwhile.',
  writeFailed: 'This row could not be written. Try importing it again.',

  // The screen
  title: 'Import Vendors',
  intro:
    'Upload a vendor list saved from a spreadsheet as CSV. Match its columns to ours, check every row, then import.',
  limits: `At most ${count(IMPORT_MAX_ROWS)} vendor rows and ${mb(IMPORT_MAX_CSV_BYTES)} per file.`,
  checkFailed: 'The rows could not be checked.',
  importFailed: 'The import failed; nothing new is listed below.',
  readFailed: 'The file could not be read.',
  noProblems: 'Every row is ready to import.',
  allOrNothingBlocked:
    'Nothing is imported while a row has problems: correct the file and check again, or untick "Import nothing unless every row is valid".',
  ready: (n: number) => `${count(n)} ${n === 1 ? 'row is' : 'rows are'} ready to import.`,
  withProblems: (n: number) => `${count(n)} ${n === 1 ? 'row has' : 'rows have'} problems and will be skipped.`,
  created: (n: number) => `${count(n)} ${n === 1 ? 'vendor' : 'vendors'} imported.`,
  skipped: (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'} skipped.`,
  invited: (n: number) => `${count(n)} set-password ${n === 1 ? 'e-mail' : 'e-mails'} sent.`,
} as const;

registerMessageCodes({ IMPORT_MSG });
