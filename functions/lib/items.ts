/**
 * The shapes of the market's items in the single table (spec 2 §3 field names), without their keys: keys come from
 * keys.ts and are added when an item is written. Repositories parse what they read back with these schemas.
 *
 * Conventions: money in integer cents; sales-based rates in percent (0–100, one decimal); calendar dates as ISO
 * `YYYY-MM-DD` in the market time zone; instants as ISO timestamps; "not set" is null, so the pricing chain can tell
 * an explicit 0 from "use the next source".
 */
import * as z from 'zod';

const id = z.string().min(1);
const cents = z.number().int();
const rate = z.number().min(0).max(100);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timestamp = z.string();
const base = { id, createdAt: timestamp, updatedAt: timestamp };
const position = z.object({ x: z.number(), y: z.number() });

export const DEFAULT_VENDOR_TYPE_ICON = 'fas fa-store';

export const ITEM_TYPES = [
  'system_setting',
  'vendor_type',
  'space_type',
  'space_type_fee',
  'area',
  'landmark_type',
  'document_type',
  'vendor',
  'vendor_directory_entry',
  'vendor_audit',
  'unique_guard',
  'market_date',
  'space',
  'landmark',
  'space_request',
  'payment',
  'document',
  'vendor_alert',
  'notification',
  'queued_message',
  'data_load',
  'layout',
  'layout_space',
  'layout_landmark',
  'assignment_guard',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** A setting's value is stored typed (boolean, number, string or a map), not as text. */
const settingValue = z.union([z.boolean(), z.number(), z.string(), z.record(z.string(), z.string())]);
export const systemSettingItemSchema = z.object({
  _type: z.literal('system_setting'),
  ...base,
  key: z.string().min(1),
  value: settingValue,
  description: z.string().default(''),
  updatedBy: z.string().nullable().default(null),
});
export type SystemSettingItem = z.infer<typeof systemSettingItemSchema>;

export const vendorTypeItemSchema = z.object({
  _type: z.literal('vendor_type'),
  ...base,
  code: z.string().min(1),
  label: z.string().min(1),
  description: z.string().default(''),
  isActive: z.boolean().default(true),
  requiresPrepayment: z.boolean().default(false),
  defaultBasePrice: cents.default(0),
  icon: z.string().default(DEFAULT_VENDOR_TYPE_ICON),
});
export type VendorTypeItem = z.infer<typeof vendorTypeItemSchema>;

export const spaceTypeItemSchema = z.object({
  _type: z.literal('space_type'),
  ...base,
  name: z.string().min(1),
  /** 'WxH' in feet, W along the row. */
  size: z.string().regex(/^\d+x\d+$/),
  description: z.string().default(''),
  isActive: z.boolean().default(true),
  defaultBasePrice: cents.nullable().default(null),
  defaultSalesBasedRate: rate.nullable().default(null),
  /** Set when the space type is meant for one vendor type (a food-truck pad for prepared food). */
  vendorTypeId: z.string().nullable().default(null),
});
export type SpaceTypeItem = z.infer<typeof spaceTypeItemSchema>;

export const spaceTypeFeeItemSchema = z.object({
  _type: z.literal('space_type_fee'),
  ...base,
  spaceTypeId: id,
  vendorTypeId: id,
  basePrice: cents.nullable().default(null),
  salesBasedRate: rate.nullable().default(null),
  isActive: z.boolean().default(true),
});
export type SpaceTypeFeeItem = z.infer<typeof spaceTypeFeeItemSchema>;

export const areaItemSchema = z.object({
  _type: z.literal('area'),
  ...base,
  name: z.string().min(1),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
});
export type AreaItem = z.infer<typeof areaItemSchema>;

export const landmarkTypeItemSchema = z.object({
  _type: z.literal('landmark_type'),
  ...base,
  name: z.string().min(1),
  description: z.string().default(''),
  icon: z.string(),
  color: z.string().default('black'),
  shape: z.string().default('icon'),
  isActive: z.boolean().default(true),
});
export type LandmarkTypeItem = z.infer<typeof landmarkTypeItemSchema>;

export const documentTypeItemSchema = z.object({
  _type: z.literal('document_type'),
  ...base,
  name: z.string().min(1),
  isActive: z.boolean().default(true),
  requiresExpiration: z.boolean().default(false),
  requiresDescription: z.boolean().default(false),
  requiresCertificateNumber: z.boolean().default(false),
  requiresCountyName: z.boolean().default(false),
  requiresAdminReview: z.boolean().default(false),
});
export type DocumentTypeItem = z.infer<typeof documentTypeItemSchema>;

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

/** A guard item that holds a unique value (an e-mail) for its owner; its key is the value. */
export const uniqueGuardItemSchema = z.object({
  _type: z.literal('unique_guard'),
  userId: z.string().optional(),
  vendorId: z.string().optional(),
  /** The id of the vocabulary entry or market date that holds the value. */
  ownerId: z.string().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type UniqueGuardItem = z.infer<typeof uniqueGuardItemSchema>;

export const MARKET_DATE_STATUSES = ['upcoming', 'completed', 'canceled'] as const;
export const marketDateItemSchema = z.object({
  _type: z.literal('market_date'),
  ...base,
  date: isoDate,
  status: z.enum(MARKET_DATE_STATUSES).default('upcoming'),
  maxVendors: z.number().int().nullable().default(null),
  notes: z.string().nullable().default(null),
  publishedAt: timestamp.nullable().default(null),
  publishedBy: z.string().nullable().default(null),
  /**
   * Denormalised counts, so the market-dates list reads one index query and no per-date queries. Whoever adds or
   * deletes a space changes spaceCount, and whoever assigns or unassigns a vendor changes assignedCount, in the same
   * transaction as the space (ADD spaceCount :delta / ADD assignedCount :delta on keys.marketDate).
   */
  spaceCount: z.number().int().min(0).default(0),
  assignedCount: z.number().int().min(0).default(0),
});
export type MarketDateItem = z.infer<typeof marketDateItemSchema>;

export const spaceItemSchema = z.object({
  _type: z.literal('space'),
  ...base,
  marketDateId: id,
  label: z.string().min(1),
  spaceTypeId: z.string().nullable().default(null),
  areaId: z.string().nullable().default(null),
  /** Vendor type id the space is meant for, if any. */
  vendorType: z.string().nullable().default(null),
  /** Space-level price override; null means the pricing chain decides. */
  basePrice: cents.nullable().default(null),
  salesBasedRate: rate.nullable().default(null),
  available: z.boolean().default(true),
  /** Feet from the map's top-left corner. */
  position: position,
  size: z.string().regex(/^\d+x\d+$/),
  vendorId: z.string().nullable().default(null),
  assignedAt: timestamp.nullable().default(null),
  assignedBy: z.string().nullable().default(null),
  isDefault: z.boolean().default(false),
  requiresPrepayment: z.boolean().default(false),
});
export type SpaceItem = z.infer<typeof spaceItemSchema>;

export const landmarkItemSchema = z.object({
  _type: z.literal('landmark'),
  ...base,
  marketDateId: id,
  label: z.string(),
  landmarkTypeId: id,
  areaId: z.string().nullable().default(null),
  position: position,
  /** Feet. */
  dimensions: z.object({ width: z.number(), height: z.number() }),
  rotation: z.number().default(0),
  isActive: z.boolean().default(true),
});
export type LandmarkItem = z.infer<typeof landmarkItemSchema>;

/** A layout template's head (keys.layout): which version of its spaces and landmarks is current. */
export const layoutItemSchema = z.object({
  _type: z.literal('layout'),
  ...base,
  version: z.string().min(1),
  spaceCount: z.number().int().min(0),
  landmarkCount: z.number().int().min(0),
  updatedBy: z.string().nullable().default(null),
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;

/**
 * A layout template's space (keys.layoutSpace): a space without a date. vendorId with isDefault true marks a vendor's
 * regular space, pre-assigned on every new market date made from the template.
 */
export const layoutSpaceItemSchema = spaceItemSchema
  .omit({ _type: true, marketDateId: true, assignedAt: true, assignedBy: true })
  .extend({ _type: z.literal('layout_space'), layoutId: id });
export type LayoutSpaceItem = z.infer<typeof layoutSpaceItemSchema>;

export const layoutLandmarkItemSchema = landmarkItemSchema
  .omit({ _type: true, marketDateId: true })
  .extend({ _type: z.literal('layout_landmark'), layoutId: id });
export type LayoutLandmarkItem = z.infer<typeof layoutLandmarkItemSchema>;

/**
 * One space per vendor per date (keys.assignedVendor): exists while the vendor holds a space on the date; put with a
 * condition in the same transaction as the assignment, deleted when unassigned. Its id, when set, is the vendor's.
 */
export const assignmentGuardItemSchema = z.object({
  _type: z.literal('assignment_guard'),
  id: id.optional(),
  vendorId: id,
  spaceId: id,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AssignmentGuardItem = z.infer<typeof assignmentGuardItemSchema>;

export const SPACE_REQUEST_STATUSES = ['requested', 'approved', 'confirmed', 'canceled', 'skipped'] as const;
export type SpaceRequestStatus = (typeof SPACE_REQUEST_STATUSES)[number];

export const spaceRequestItemSchema = z.object({
  _type: z.literal('space_request'),
  ...base,
  vendorId: id,
  marketDateId: id,
  /** The market date's date, copied so a vendor's requests list and sort by date from one index query. */
  date: isoDate,
  spaceId: z.string().nullable().default(null),
  /** When and by whom the request was linked to its space (assigning); absent on requests never assigned. */
  assignedAt: timestamp.nullish(),
  assignedBy: z.string().nullish(),
  status: z.enum(SPACE_REQUEST_STATUSES).default('requested'),
  notes: z.string().nullable().default(null),
  pricingNotes: z.string().nullable().default(null),
  approvedAt: timestamp.nullable().default(null),
  approvedBy: z.string().nullable().default(null),
  confirmedAt: timestamp.nullable().default(null),
  confirmedBy: z.string().nullable().default(null),
  cancelledAt: timestamp.nullable().default(null),
  cancelledBy: z.string().nullable().default(null),
  cancelledReason: z.string().nullable().default(null),
  lateCancellationFee: cents.default(0),
  amountBase: cents.default(0),
  grossSales: cents.nullable().default(null),
  salesBasedRate: rate.default(0),
  salesBasedFee: cents.default(0),
  amountLatePaymentFee: cents.default(0),
  amountDue: cents.default(0),
  amountPaid: cents.default(0),
  amountBalance: cents.default(0),
  waitlisted: z.boolean().default(false),
});
export type SpaceRequestItem = z.infer<typeof spaceRequestItemSchema>;

export const PAYMENT_STATUSES = ['requested', 'processing', 'completed', 'failed', 'refunded'] as const;
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

export const notificationItemSchema = z.object({
  _type: z.literal('notification'),
  ...base,
  userId: id,
  title: z.string(),
  message: z.string(),
  type: z.enum(['info', 'warning', 'error', 'success']).default('info'),
  isCritical: z.boolean().default(false),
  isRead: z.boolean().default(false),
  readAt: timestamp.nullable().default(null),
  metadata: z.record(z.string(), z.string()).default({}),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const queuedMessageItemSchema = z.object({
  _type: z.literal('queued_message'),
  ...base,
  recipientId: z.string().optional(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  templateId: z.string(),
  /** Credential-bearing variables (reset links) are stored redacted. */
  variables: z.record(z.string(), z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().default(0),
  sentAt: timestamp.optional(),
  error: z.string().optional(),
  /** While a worker is sending, no other worker takes the message. */
  leaseUntil: timestamp.optional(),
});
export type QueuedMessageItem = z.infer<typeof queuedMessageItemSchema>;
