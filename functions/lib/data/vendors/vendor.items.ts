import * as z from 'zod';
import { PAYMENT_STATUSES } from '../../../../shared/schemas/payments.js';
import { id, cents, rate, isoDate, timestamp, base } from '../item-fields.js';

export const VENDOR_STATUSES = ['PENDING', 'APPROVED', 'HOLD', 'ARCHIVED', 'REJECTED'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const vendorItemSchema = z.object({
  _type: z.literal('vendor'),
  ...base,
  name: z.string().min(1),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  vendorTypeId: id,
  defaultSpaceTypeId: z.string().nullable().default(null),
  defaultAreaId: z.string().nullable().default(null),
  overrideBasePrice: cents.nullable().default(null),
  overrideSalesBasedRate: rate.nullable().default(null),
  description: z.string().default(''),
  status: z.enum(VENDOR_STATUSES),
  autoRequest: z.boolean().default(false),
  autoPayment: z.boolean().default(false),
  website: z.string().nullable().default(null),
  addressLine1: z.string(),
  addressLine2: z.string().nullable().default(null),
  city: z.string(),
  state: z.string().length(2),
  zipCode: z.string(),
  createdBy: z.string().nullable().default(null),
  updatedBy: z.string().nullable().default(null),
  tagline: z.string().nullable().default(null),
  businessStory: z.string().nullable().default(null),
  yearsAtMarket: z.number().int().nullable().default(null),
  instagram: z.string().nullable().default(null),
  facebook: z.string().nullable().default(null),
  etsy: z.string().nullable().default(null),
  twitter: z.string().nullable().default(null),
  tiktok: z.string().nullable().default(null),
  isProfilePublished: z.boolean().default(false),
  stripeCustomerId: z.string().nullable().default(null),
  /** Denormalised from the vendor's latest approved past request, for the missing-vendors and stale reports. */
  lastAttendedDate: isoDate.nullable().default(null),
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
});
export type VendorDirectoryEntryItem = z.infer<typeof vendorDirectoryEntryItemSchema>;

/** One change of a vendor (spec 2 §3 vendor_audit_log), under the vendor's partition (keys.vendorAudit). */
export const vendorAuditItemSchema = z.object({
  _type: z.literal('vendor_audit'),
  ...base,
  vendorId: id,
  changeType: z.enum(['create', 'update', 'delete']),
  fieldName: z.string().nullable().default(null),
  oldValue: z.string().nullable().default(null),
  newValue: z.string().nullable().default(null),
  userId: z.string().nullable().default(null),
  /** The user's name when the change was made, so the log reads without a lookup per entry. */
  userName: z.string().nullable().default(null),
  ipAddress: z.string().nullable().default(null),
  userAgent: z.string().nullable().default(null),
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
  stripePaymentId: z.string().nullable().default(null),
  paymentMethod: z.string(),
  paidDate: timestamp.nullable().default(null),
  createdBy: z.string().nullable().default(null),
  notes: z.string().nullable().default(null),
  lateFee: cents.default(0),
  isLatePayment: z.boolean().default(false),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** An admin's note on a vendor (spec 2 §3 vendor_notes), under the vendor's partition (keys.vendorNote). */
export const vendorNoteItemSchema = z.object({
  _type: z.literal('vendor_note'),
  ...base,
  vendorId: id,
  note: z.string().min(1),
  /** A note with a reminder date is a reminder (spec 2 §2.6 "Reminder" badge). */
  reminderDate: isoDate.nullable().default(null),
  createdBy: z.string().nullable().default(null),
  /** The author's name when the note was written, so a list reads without a lookup per note. */
  createdByName: z.string().nullable().default(null),
  isArchived: z.boolean().default(false),
});
export type VendorNoteItem = z.infer<typeof vendorNoteItemSchema>;

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const documentItemSchema = z.object({
  _type: z.literal('document'),
  ...base,
  vendorId: id,
  typeId: id,
  fileName: z.string(),
  mimeType: z.string(),
  description: z.string().nullable().default(null),
  uploadDate: timestamp,
  expirationDate: isoDate.nullable().default(null),
  certificateNumber: z.string().nullable().default(null),
  countyName: z.string().nullable().default(null),
  archived: z.boolean().default(false),
  status: z.enum(DOCUMENT_STATUSES).default('pending'),
  /** Object key of the file in the documents bucket; null when no file was stored (demo data). */
  fileKey: z.string().nullable().default(null),
  reviewedAt: timestamp.nullable().default(null),
  reviewedBy: z.string().nullable().default(null),
  /** The admin's note when deciding (a rejection's reason). */
  reviewNote: z.string().nullable().default(null),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

export const vendorAlertItemSchema = z.object({
  _type: z.literal('vendor_alert'),
  ...base,
  subject: z.string(),
  /** Paragraphs split on newlines or on a literal backslash-n (spec 1 §2.8). */
  body: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable().default(null),
  /** Empty means every vendor type / every vendor. */
  vendorTypeIds: z.array(z.string()).default([]),
  vendorIds: z.array(z.string()).default([]),
  priority: z.enum(['low', 'medium', 'high']).default('medium'),
  createdBy: z.string().nullable().default(null),
  isActive: z.boolean().default(true),
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
