import * as z from '../../../../shared/zod.js';
import { LOCALES } from '../../../../shared/locale.js';
import { PAYMENT_STATUSES } from '../../../../shared/schemas/payments.js';
import { auditChangeFields, id, cents, rate, isoDate, timestamp, base } from '../item-fields.js';
import { keys } from '../keys.js';
import { c, defineEntity, type Table, type TxPart } from '../toolkit/index.js';

const VENDOR_STATUSES = ['PENDING', 'APPROVED', 'HOLD', 'ARCHIVED', 'REJECTED'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const vendorItemSchema = z.object({
  _type: z.literal('vendor'),
  ...base,
  name: z.string().check(z.minLength(1)),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  vendorTypeId: id,
  defaultSpaceTypeId: z.orNull(z.string()),
  defaultAreaId: z.orNull(z.string()),
  overrideBasePrice: z.orNull(cents),
  overrideSalesBasedRate: z.orNull(rate),
  description: z._default(z.string(), ''),
  status: z.enum(VENDOR_STATUSES),
  autoRequest: z._default(z.boolean(), false),
  autoPayment: z._default(z.boolean(), false),
  website: z.orNull(z.string()),
  addressLine1: z.string(),
  addressLine2: z.orNull(z.string()),
  city: z.string(),
  state: z.string().check(z.length(2)),
  zipCode: z.string(),
  createdBy: z.orNull(z.string()),
  updatedBy: z.orNull(z.string()),
  tagline: z.orNull(z.string()),
  businessStory: z.orNull(z.string()),
  yearsAtMarket: z.orNull(z.int()),
  instagram: z.orNull(z.string()),
  facebook: z.orNull(z.string()),
  etsy: z.orNull(z.string()),
  twitter: z.orNull(z.string()),
  tiktok: z.orNull(z.string()),
  isProfilePublished: z._default(z.boolean(), false),
  stripeCustomerId: z.orNull(z.string()),
  /** Denormalised from the vendor's latest approved past request, for the missing-vendors and stale reports. */
  lastAttendedDate: z.orNull(isoDate),
  /**
   * The markets the vendor is approved to sell at (shared/vendor-markets.ts). Absent on vendors from before markets:
   * they sell at the first market only.
   */
  marketIds: z.optional(z.array(z.string())),
  /**
   * The language the vendor's e-mails and texts are written in: its primary user's choice (or, until the primary
   * chooses, the first of its users to choose). Absent: English.
   */
  locale: z.optional(z.enum(LOCALES)),
});
export type VendorItem = z.infer<typeof vendorItemSchema>;

/**
 * A vendor's entry in the vendor directory (keys.vendorDirectoryEntry): the few fields admin search, the admin
 * vendor list and the application's similar-name check read, kept small so one Query reads every vendor's.
 * Written in the same transaction as every change of these vendor fields.
 */
export const vendorDirectoryEntryItemSchema = z.object({
  _type: z.literal('vendor_directory_entry'),
  ...base,
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  vendorTypeId: z.string(),
  status: z.enum(VENDOR_STATUSES),
  /** Name and contact name, lower case without accents, one per line: what search matches against. */
  searchText: z.string(),
  /** The vendor's markets, when it names any (absent: the first market only), for the jobs that write to a market's vendors. */
  marketIds: z.optional(z.array(z.string())),
});
export type VendorDirectoryEntryItem = z.infer<typeof vendorDirectoryEntryItemSchema>;

/**
 * One word of a vendor's name or contact name (keys.vendorSearchWord), carrying the directory entry's fields so a
 * search or a searched list page needs no other read. Written in the vendor's own transaction with its entry.
 */
export const vendorSearchWordItemSchema = z.extend(vendorDirectoryEntryItemSchema, {
  _type: z.literal('vendor_search_word'),
  word: z.string(),
});
export type VendorSearchWordItem = z.infer<typeof vendorSearchWordItemSchema>;

/** One change of a vendor (spec 2 §3 vendor_audit_log), under the vendor's partition (keys.vendorAudit). */
export const vendorAuditItemSchema = z.object({
  _type: z.literal('vendor_audit'),
  ...base,
  vendorId: id,
  ...auditChangeFields,
});
export type VendorAuditItem = z.infer<typeof vendorAuditItemSchema>;

export const paymentItemSchema = z.object({
  _type: z.literal('payment'),
  ...base,
  vendorId: id,
  spaceRequestId: id,
  /** Copied from the request so payment history lists without a second read per row. */
  marketDateId: id,
  marketDate: isoDate,
  amount: cents,
  status: z.enum(PAYMENT_STATUSES),
  stripePaymentId: z.orNull(z.string()),
  paymentMethod: z.string(),
  paidDate: z.orNull(timestamp),
  createdBy: z.orNull(z.string()),
  notes: z.orNull(z.string()),
  lateFee: z._default(cents, 0),
  isLatePayment: z._default(z.boolean(), false),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** An admin's note on a vendor (spec 2 §3 vendor_notes), under the vendor's partition (keys.vendorNote). */
export const vendorNoteItemSchema = z.object({
  _type: z.literal('vendor_note'),
  ...base,
  vendorId: id,
  note: z.string().check(z.minLength(1)),
  /** A note with a reminder date is a reminder (spec 2 §2.6 "Reminder" badge). */
  reminderDate: z.orNull(isoDate),
  createdBy: z.orNull(z.string()),
  /** The author's name when the note was written, so a list reads without a lookup per note. */
  createdByName: z.orNull(z.string()),
  isArchived: z._default(z.boolean(), false),
});
export type VendorNoteItem = z.infer<typeof vendorNoteItemSchema>;

const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const documentItemSchema = z.object({
  _type: z.literal('document'),
  ...base,
  vendorId: id,
  typeId: id,
  fileName: z.string(),
  mimeType: z.string(),
  description: z.orNull(z.string()),
  uploadDate: timestamp,
  expirationDate: z.orNull(isoDate),
  certificateNumber: z.orNull(z.string()),
  countyName: z.orNull(z.string()),
  archived: z._default(z.boolean(), false),
  status: z._default(z.enum(DOCUMENT_STATUSES), 'pending'),
  /** Object key of the file in the documents bucket; null when no file was stored (demo data). */
  fileKey: z.orNull(z.string()),
  reviewedAt: z.orNull(timestamp),
  reviewedBy: z.orNull(z.string()),
  /** The admin's note when deciding (a rejection's reason). */
  reviewNote: z.orNull(z.string()),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

export const vendorAlertItemSchema = z.object({
  _type: z.literal('vendor_alert'),
  ...base,
  subject: z.string(),
  /** Paragraphs split on newlines or on a literal backslash-n (spec 1 §2.8). */
  body: z.string(),
  startDate: isoDate,
  endDate: z.orNull(isoDate),
  /** Empty means every vendor type / every vendor. */
  vendorTypeIds: z._default(z.array(z.string()), []),
  vendorIds: z._default(z.array(z.string()), []),
  priority: z._default(z.enum(['low', 'medium', 'high']), 'medium'),
  createdBy: z.orNull(z.string()),
  isActive: z._default(z.boolean(), true),
});
export type VendorAlertItem = z.infer<typeof vendorAlertItemSchema>;

/** What a new vendor cannot do without: who and where it is, its type and status. */
type VendorFields = Pick<
  VendorItem,
  | 'id'
  | 'name'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'vendorTypeId'
  | 'status'
  | 'addressLine1'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'createdAt'
  | 'updatedAt'
> &
  Partial<VendorItem>;

export function makeVendorItem(fields: VendorFields): VendorItem {
  return {
    _type: 'vendor',
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: '',
    autoRequest: false,
    autoPayment: false,
    website: null,
    addressLine2: null,
    createdBy: null,
    updatedBy: null,
    tagline: null,
    businessStory: null,
    yearsAtMarket: null,
    instagram: null,
    facebook: null,
    etsy: null,
    twitter: null,
    tiktok: null,
    isProfilePublished: false,
    stripeCustomerId: null,
    lastAttendedDate: null,
    ...fields,
  };
}

export const vendorEntity = defineEntity({ type: 'vendor', schema: vendorItemSchema, key: keys.vendor });
export const vendorDirectoryEntryEntity = defineEntity({
  type: 'vendor_directory_entry',
  schema: vendorDirectoryEntryItemSchema,
  key: keys.vendorDirectoryEntry,
});
export const vendorSearchWordEntity = defineEntity({
  type: 'vendor_search_word',
  schema: vendorSearchWordItemSchema,
  key: keys.vendorSearchWord,
});
export const vendorAuditEntity = defineEntity({
  type: 'vendor_audit',
  schema: vendorAuditItemSchema,
  key: keys.vendorAudit,
});
export const vendorNoteEntity = defineEntity({
  type: 'vendor_note',
  schema: vendorNoteItemSchema,
  key: keys.vendorNote,
});
export const documentEntity = defineEntity({ type: 'document', schema: documentItemSchema, key: keys.vendorDocument });
export const vendorAlertEntity = defineEntity({
  type: 'vendor_alert',
  schema: vendorAlertItemSchema,
  key: keys.vendorAlert,
});
export const paymentEntity = defineEntity({ type: 'payment', schema: paymentItemSchema, key: keys.vendorPayment });

/** A vendor written over the version it was read at, with every index key its fields make (e-mail, phone, listing). */
export const guardedVendorPut = (table: Table, before: VendorItem, after: VendorItem): TxPart =>
  table.tx.put(
    {
      ...after,
      ...keys.vendor(before.id),
      ...keys.vendorByEmail(after.email),
      ...keys.vendorByPhone(after.phone),
      ...keys.vendorListing(after.name, after.id),
    },
    { guard: c.eq('updatedAt', before.updatedAt) },
  );
