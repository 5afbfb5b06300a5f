/**
 * The files of the data export and their columns: one CSV per kind of record, each column with the description the
 * manifest gives it. Pure: a row is written from a stored item and the names the export looked up once (vendor types,
 * markets, vendors), so the same definitions serve the organisation's export and a vendor's own.
 *
 * What is never written: password hashes and sessions (users), the map password's hash (markets: only whether one is
 * set), documents' files and their keys in the bucket, messages' bodies and template variables, card and provider
 * customer ids. Money is in integer cents, in columns named `*_cents`; dates are ISO (YYYY-MM-DD), moments ISO 8601
 * in UTC as stored.
 */
import type { CsvValue } from '../../shared/report-csv.js';
import {
  MARKETS_SEPARATOR,
  VENDOR_CSV_COLUMNS,
  VENDOR_ID_HEADER,
  type VendorCsvField,
} from '../../shared/vendor-csv-columns.js';
import { vendorMarketIds } from '../../shared/vendor-markets.js';
import { FIRST_MARKET_ID } from '../../shared/markets.js';

/** A stored item as read from the table. */
export type Row = Record<string, unknown>;

/** Names the files write in place of ids, looked up once per export. */
export interface ExportNames {
  vendorTypes: ReadonlyMap<string, string>;
  spaceTypes: ReadonlyMap<string, string>;
  areas: ReadonlyMap<string, string>;
  documentTypes: ReadonlyMap<string, string>;
  markets: ReadonlyMap<string, string>;
  /** A market date's calendar date and market, by id. */
  marketDates: ReadonlyMap<string, { date: string; marketId: string }>;
  /** Vendors' names by id: the vendors the export has written. */
  vendors: ReadonlyMap<string, string>;
}

interface ExportColumn {
  name: string;
  description: string;
  value: (row: Row, names: ExportNames) => CsvValue;
}

export interface ExportFile {
  name: string;
  columns: readonly ExportColumn[];
}

const text = (v: unknown): CsvValue => (typeof v === 'string' ? v : v === null || v === undefined ? null : String(v));
const num = (v: unknown): CsvValue => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const yes = (v: unknown): CsvValue => (typeof v === 'boolean' ? v : null);
const field =
  (key: string, as: (v: unknown) => CsvValue = text) =>
  (row: Row) =>
    as(row[key]);
const named = (map: ReadonlyMap<string, string>, id: unknown): CsvValue =>
  typeof id === 'string' && id ? (map.get(id) ?? id) : null;
const col = (name: string, description: string, value: ExportColumn['value']): ExportColumn => ({
  name,
  description,
  value,
});
const marketOfDate = (names: ExportNames, marketDateId: unknown) =>
  typeof marketDateId === 'string' ? names.marketDates.get(marketDateId) : undefined;

const vendorIdCol = col('vendor_id', "The vendor's id", field('vendorId'));
const vendorNameCol = col('vendor_name', "The vendor's business name", (r, n) => named(n.vendors, r.vendorId));
const createdCol = col('created_at', 'When the record was made (ISO 8601, UTC)', field('createdAt'));
const updatedCol = col('updated_at', 'When the record last changed (ISO 8601, UTC)', field('updatedAt'));

/** What each of the vendor list's spreadsheet columns holds, for the manifest. */
const VENDOR_COLUMN_DESCRIPTIONS: Record<VendorCsvField, string> = {
  name: 'Business name',
  contactName: 'Name of the contact person',
  email: "The business's e-mail address",
  phone: "The business's phone number",
  vendorType: 'Vendor type, by its name',
  description: 'What the vendor sells',
  website: 'Web site',
  addressLine1: 'Street address',
  addressLine2: 'Second address line',
  city: 'City',
  state: 'State (two letters)',
  zipCode: 'ZIP code',
  status: 'Status as stored: PENDING, APPROVED, HOLD, ARCHIVED or REJECTED',
  markets: `The markets the vendor sells at, by name, separated by "${MARKETS_SEPARATOR.trim()}"`,
};

function vendorCell(fieldName: VendorCsvField, row: Row, names: ExportNames): CsvValue {
  switch (fieldName) {
    case 'vendorType':
      return named(names.vendorTypes, row.vendorTypeId);
    case 'markets': {
      const ids = vendorMarketIds({ marketIds: Array.isArray(row.marketIds) ? row.marketIds.map(String) : null });
      return ids.map((id) => names.markets.get(id) ?? id).join(MARKETS_SEPARATOR);
    }
    default:
      return text(row[fieldName]);
  }
}

/**
 * vendors.csv: the vendor list's spreadsheet columns (shared/vendor-csv-columns.ts) in their order after the vendor's
 * id, so the file imports into another organisation with no mapping to choose.
 */
export const VENDORS_FILE: ExportFile = {
  name: 'vendors.csv',
  columns: [
    col(VENDOR_ID_HEADER, "The vendor's id (ignored when the file is imported)", field('id')),
    ...VENDOR_CSV_COLUMNS.map((c) =>
      col(c.header, VENDOR_COLUMN_DESCRIPTIONS[c.field], (row, names) => vendorCell(c.field, row, names)),
    ),
  ],
};

/** users.csv: who signs in. Left out: sessions, passwords (kept by the sign-in service, never here), identity links. */
export const USERS_FILE: ExportFile = {
  name: 'users.csv',
  columns: [
    col('id', "The user's id", field('id')),
    col('name', "The user's name", field('username')),
    col('email', 'E-mail address (signs in with it)', field('email')),
    col('phone', 'Phone number', field('phone')),
    col('role', 'admin or vendor_user', field('role')),
    vendorIdCol,
    vendorNameCol,
    col('permissions', 'Permission codes of a vendor user, separated by "; "', (r) =>
      Array.isArray(r.permissions) ? r.permissions.map(String).join('; ') : null,
    ),
    col('is_active', 'Whether the user may sign in', field('isActive', yes)),
    col('email_notifications', 'Whether the user gets e-mail', field('emailNotifications', yes)),
    col('text_notifications', 'Whether the user gets text messages', field('textNotifications', yes)),
    col('last_login', 'Last sign-in (ISO 8601, UTC)', field('lastLogin')),
    createdCol,
    updatedCol,
  ],
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** markets.csv: the organisation's markets. The map password's hash is left out; only whether one is set. */
export const MARKETS_FILE: ExportFile = {
  name: 'markets.csv',
  columns: [
    col('id', "The market's id", field('id')),
    col('name', "The market's name", field('name')),
    col('short_name', 'Short name', field('shortName')),
    col('address', 'Where it is held', field('address')),
    col('map_link', 'Link to a map of the place', field('mapLink')),
    col('description', 'Description', field('description')),
    col('days', 'Market days and hours (24-hour clock), separated by "; "', (r) =>
      Array.isArray(r.days)
        ? (r.days as { weekday?: number; opens?: string; closes?: string }[])
            .map((d) => `${WEEKDAYS[d.weekday ?? 0] ?? d.weekday} ${d.opens ?? ''}-${d.closes ?? ''}`)
            .join('; ')
        : null,
    ),
    col('time_zone', 'Time zone (IANA)', field('timeZone')),
    col('season_start', 'First day of the season (MM-DD or YYYY-MM-DD)', field('seasonStart')),
    col('season_end', 'Last day of the season', field('seasonEnd')),
    col('deadline_days_before', 'Cancellation deadline: days before the market', (r) =>
      num((r.deadline as { daysBefore?: unknown } | undefined)?.daysBefore),
    ),
    col('deadline_time', 'Cancellation deadline: time of day', (r) =>
      text((r.deadline as { time?: unknown } | undefined)?.time),
    ),
    col('default_max_vendors', 'Vendors a new date takes at most', field('defaultMaxVendors', num)),
    col(
      'map_protected',
      'Whether the public map asks for a password',
      (r) => typeof r.mapPasswordHash === 'string' && r.mapPasswordHash.length > 0,
    ),
    col('is_active', 'Whether the market is running', field('isActive', yes)),
    createdCol,
    updatedCol,
  ],
};

/** market-dates.csv: every market date. */
export const MARKET_DATES_FILE: ExportFile = {
  name: 'market-dates.csv',
  columns: [
    col('id', "The market date's id", field('id')),
    col('date', 'Calendar date (YYYY-MM-DD)', field('date')),
    col('market_name', 'The market it belongs to', (r, n) => named(n.markets, r.marketId ?? FIRST_MARKET_ID)),
    col('status', 'upcoming, completed or canceled', field('status')),
    col('max_vendors', 'Vendors the date takes at most', field('maxVendors', num)),
    col('notes', "The manager's notes", field('notes')),
    col('published_at', 'When the map was published (ISO 8601, UTC)', field('publishedAt')),
    col('space_count', 'Spaces laid out', field('spaceCount', num)),
    col('assigned_count', 'Spaces assigned to a vendor', field('assignedCount', num)),
    createdCol,
    updatedCol,
  ],
};

/** spaces.csv: every date's spaces, with the vendor assigned to each. */
export const SPACES_FILE: ExportFile = {
  name: 'spaces.csv',
  columns: [
    col('id', "The space's id", field('id')),
    col('market_date_id', "The market date's id", field('marketDateId')),
    col('date', 'Calendar date of the market date', (r, n) => marketOfDate(n, r.marketDateId)?.date ?? null),
    col('market_name', 'The market', (r, n) => named(n.markets, marketOfDate(n, r.marketDateId)?.marketId)),
    col('label', 'Label on the map', field('label')),
    col('space_type', 'Space type', (r, n) => named(n.spaceTypes, r.spaceTypeId)),
    col('area', 'Area', (r, n) => named(n.areas, r.areaId)),
    col('vendor_type', 'Vendor type the space is meant for', (r, n) => named(n.vendorTypes, r.vendorType)),
    col('base_price_cents', "The space's own price in cents (empty: the usual pricing)", field('basePrice', num)),
    col('sales_based_rate', "The space's own share of sales (0-1)", field('salesBasedRate', num)),
    col('size', 'Width x depth in feet', field('size')),
    col('x', 'Feet from the left of the map', (r) => num((r.position as { x?: unknown } | undefined)?.x)),
    col('y', 'Feet from the top of the map', (r) => num((r.position as { y?: unknown } | undefined)?.y)),
    col('available', 'Whether the space can be assigned', field('available', yes)),
    vendorIdCol,
    vendorNameCol,
    col('is_default', "Whether it is the vendor's regular space", field('isDefault', yes)),
    col('requires_prepayment', 'Whether the space is paid in advance', field('requiresPrepayment', yes)),
  ],
};

/** space-requests.csv: vendors' requests for a space on a date, with what each owes and paid. */
export const SPACE_REQUESTS_FILE: ExportFile = {
  name: 'space-requests.csv',
  columns: [
    col('id', "The request's id", field('id')),
    vendorIdCol,
    vendorNameCol,
    col('market_date_id', "The market date's id", field('marketDateId')),
    col('date', 'Calendar date (YYYY-MM-DD)', field('date')),
    col('market_name', 'The market', (r, n) => named(n.markets, marketOfDate(n, r.marketDateId)?.marketId)),
    col('status', 'requested, approved, confirmed, canceled or skipped', field('status')),
    col('waitlisted', 'Whether the vendor waits for a space', field('waitlisted', yes)),
    col('space_id', 'The space assigned', field('spaceId')),
    col('space_label', "The assigned space's label", field('spaceLabel')),
    col('notes', "The vendor's notes", field('notes')),
    col('pricing_notes', 'Notes on the price', field('pricingNotes')),
    col('amount_base_cents', 'Space fee in cents', field('amountBase', num)),
    col('sales_based_rate', 'Share of sales charged (0-1)', field('salesBasedRate', num)),
    col('sales_based_fee_cents', 'Fee on sales in cents', field('salesBasedFee', num)),
    col('late_cancellation_fee_cents', 'Late cancellation fee in cents', field('lateCancellationFee', num)),
    col('late_payment_fee_cents', 'Late payment fee in cents', field('amountLatePaymentFee', num)),
    col('amount_due_cents', 'Amount due in cents', field('amountDue', num)),
    col('amount_paid_cents', 'Amount paid in cents', field('amountPaid', num)),
    col('balance_cents', 'Balance in cents', field('amountBalance', num)),
    col('gross_sales_cents', 'Gross sales reported, in cents', field('grossSales', num)),
    col('approved_at', 'When approved (ISO 8601, UTC)', field('approvedAt')),
    col('confirmed_at', 'When confirmed (ISO 8601, UTC)', field('confirmedAt')),
    col('cancelled_at', 'When cancelled (ISO 8601, UTC)', field('cancelledAt')),
    col('cancelled_reason', 'Why it was cancelled', field('cancelledReason')),
    createdCol,
    updatedCol,
  ],
};

/** payments.csv: payments recorded against requests. Saved cards and the provider's customer ids are not exported. */
export const PAYMENTS_FILE: ExportFile = {
  name: 'payments.csv',
  columns: [
    col('id', "The payment's id", field('id')),
    vendorIdCol,
    vendorNameCol,
    col('space_request_id', 'The request it pays for', field('spaceRequestId')),
    col('market_date', 'Calendar date of the market date (YYYY-MM-DD)', field('marketDate')),
    col('amount_cents', 'Amount in cents', field('amount', num)),
    col('late_fee_cents', 'Late fee included, in cents', field('lateFee', num)),
    col('status', "The payment's status", field('status')),
    col('payment_method', 'How it was paid', field('paymentMethod')),
    col('provider_payment_id', "The card payment's reference at the payment provider", field('stripePaymentId')),
    col('paid_at', 'When it was paid (ISO 8601, UTC)', field('paidDate')),
    col('is_late_payment', 'Whether it was paid late', field('isLatePayment', yes)),
    col('notes', 'Notes', field('notes')),
    createdCol,
  ],
};

/** documents.csv: vendors' documents, metadata only: never the file or where it is kept. */
export const DOCUMENTS_FILE: ExportFile = {
  name: 'documents.csv',
  columns: [
    col('id', "The document's id", field('id')),
    vendorIdCol,
    vendorNameCol,
    col('document_type', 'Document type', (r, n) => named(n.documentTypes, r.typeId)),
    col('file_name', 'Name of the uploaded file', field('fileName')),
    col('mime_type', 'Kind of file', field('mimeType')),
    col('description', 'Description', field('description')),
    col('status', 'pending, approved or rejected', field('status')),
    col('archived', 'Whether a newer document replaced it', field('archived', yes)),
    col('uploaded_at', 'When it was uploaded (ISO 8601, UTC)', field('uploadDate')),
    col('expiration_date', 'When it expires (YYYY-MM-DD)', field('expirationDate')),
    col('certificate_number', 'Certificate number', field('certificateNumber')),
    col('county_name', 'County', field('countyName')),
    col('reviewed_at', 'When it was reviewed (ISO 8601, UTC)', field('reviewedAt')),
    col('review_note', "The reviewer's note", field('reviewNote')),
  ],
};

/** messages.csv: the message log. Bodies and template variables (links that set a password) are left out. */
export const MESSAGES_FILE: ExportFile = {
  name: 'messages.csv',
  columns: [
    col('id', "The message's id", field('id')),
    col('created_at', 'When it was queued (ISO 8601, UTC)', field('createdAt')),
    col('recipient_id', 'The user or vendor it was sent to', field('recipientId')),
    col('recipient_name', 'Their name', field('recipientName')),
    col('to', 'E-mail address or phone number', field('to')),
    col('channel', 'email or sms', field('channel')),
    col('template', 'The message template', field('templateId')),
    col('subject', 'Subject', field('subject')),
    col('status', 'pending, sent or failed', field('status')),
    col('attempts', 'Sending attempts', field('attempts', num)),
    col('sent_at', 'When it was sent (ISO 8601, UTC)', field('sentAt')),
    col('resend_of', 'The failed message this one sent again', field('resendOf')),
  ],
};

/** historical-data.csv: figures of past seasons entered by hand, per market date and vendor type. */
export const HISTORICAL_FILE: ExportFile = {
  name: 'historical-data.csv',
  columns: [
    col('market_date', 'Calendar date (YYYY-MM-DD)', field('marketDate')),
    col('vendor_type', 'Vendor type', (r, n) => named(n.vendorTypes, r.vendorTypeId)),
    col('vendor_count', 'Vendors', field('vendorCount', num)),
    col('gross_sales_cents', 'Gross sales in cents', field('grossSales', num)),
    col('proceeds_cents', "The market's proceeds in cents", field('proceeds', num)),
    col('notes', 'Notes', field('notes')),
    updatedCol,
  ],
};

/** One row's cells, in the file's column order. */
export const cellsOf = (file: ExportFile, row: Row, names: ExportNames): CsvValue[] =>
  file.columns.map((c) => c.value(row, names));
