/**
 * POST /api/import/vendors: a vendor list as CSV text, which column of the file fills which of our fields, the
 * markets and status the imported vendors get, and whether to check only (`dryRun`). The answer lists every row.
 */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { idSchema } from './ids.js';
import { IMPORT_DEFAULT_STATE, IMPORT_MSG } from '../import-messages.js';
import { US_STATE_CODES } from '../us-states.js';
import { VENDOR_CSV_COLUMNS, type VendorCsvField } from '../vendor-csv-columns.js';

/** A column of the file: its header text as written in the file, or its index counted from 0. */
const columnSchema = z.union([
  z.string().check(z.trim(), z.maxLength(200)),
  z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
]);

const mappingShape = Object.fromEntries(VENDOR_CSV_COLUMNS.map((c) => [c.field, z.optional(columnSchema)])) as Record<
  VendorCsvField,
  z.ZodMiniOptional<typeof columnSchema>
>;

export const IMPORT_STATUSES = ['APPROVED', 'PENDING'] as const;

export const vendorImportRequestSchema = z.object({
  /** The file's text (UTF-8); its size and row count are checked when it is read. */
  csv: z.string({ error: IMPORT_MSG.emptyFile }),
  /** Our field → the file's column (header text or index from 0). */
  mapping: z.object(mappingShape),
  /** Check every row and write nothing. */
  dryRun: z._default(z.boolean(), false),
  /** The market ids the imported vendors sell at; a mapped Markets column names a row's own markets instead. */
  markets: z
    .array(idSchema(IMPORT_MSG.marketsRequired), { error: IMPORT_MSG.marketsRequired })
    .check(z.minLength(1, IMPORT_MSG.marketsRequired), z.maxLength(50, IMPORT_MSG.marketsRequired)),
  /** The imported vendors' status; a mapped Status column names a row's own status instead. */
  status: z.enum(IMPORT_STATUSES, { error: IMPORT_MSG.statusInvalid }),
  /** The state of rows whose file gives none. */
  state: z._default(
    z.pipe(
      z.transform((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
      z.enum(US_STATE_CODES, { error: 'Please choose a US state' }),
    ),
    IMPORT_DEFAULT_STATE,
  ),
  /** Each approved imported vendor gets its user and the set-password e-mail. */
  invite: z._default(z.boolean(), false),
  /** Write nothing unless every row is valid. */
  allOrNothing: z._default(z.boolean(), false),
});
export type VendorImportRequest = z.output<typeof vendorImportRequestSchema>;
export type VendorImportRequestInput = z.input<typeof vendorImportRequestSchema>;

const importRowSchema = z.object({
  /** The spreadsheet's line number: the header is line 1. */
  line: z.number(),
  /** The business name the row gives ('' when none). */
  name: answerText(),
  ok: z.boolean(),
  errors: z.array(answerText()),
  /** The new vendor's id, once written. */
  vendorId: z.optional(answerText()),
});
export type VendorImportRow = z.infer<typeof importRowSchema>;

export const vendorImportResponseSchema = z.object({
  rows: z.array(importRowSchema),
  /** Vendors written (0 for a check). */
  created: z.number(),
  /** Rows not written. */
  skipped: z.number(),
  /** Set-password e-mails sent. */
  invited: z.number(),
  dryRun: z.boolean(),
  /** Why nothing was written although some rows were valid (all or nothing). */
  refused: z.optional(answerText()),
});
export type VendorImportResponse = z.infer<typeof vendorImportResponseSchema>;
