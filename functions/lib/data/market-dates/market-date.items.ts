import * as z from 'zod';
import { id, cents, rate, isoDate, timestamp, base, position } from '../item-fields.js';

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
  /** Sales by tender: gross sales split by how customers paid (code → cents), adding up to grossSales; optional. */
  salesByTender: z.record(z.string(), cents).nullable().default(null),
  salesBasedRate: rate.default(0),
  salesBasedFee: cents.default(0),
  amountLatePaymentFee: cents.default(0),
  amountDue: cents.default(0),
  amountPaid: cents.default(0),
  amountBalance: cents.default(0),
  waitlisted: z.boolean().default(false),
  /** Place in the date's waitlist: lower goes first (shared/waitlist.ts); absent on requests never waitlisted. */
  waitlistRank: z.number().nullish(),
});
export type SpaceRequestItem = z.infer<typeof spaceRequestItemSchema>;

/** What a new request cannot do without: whose it is, for which date, and its state. */
type SpaceRequestFields = Pick<
  SpaceRequestItem,
  'id' | 'vendorId' | 'marketDateId' | 'date' | 'status' | 'createdAt' | 'updatedAt'
> &
  Partial<SpaceRequestItem>;

/**
 * A space request with nothing charged, approved, confirmed or cancelled yet. assignedAt/assignedBy are left out
 * unless given: they are absent on requests never assigned.
 */
export function makeSpaceRequestItem(fields: SpaceRequestFields): SpaceRequestItem {
  return {
    _type: 'space_request',
    spaceId: null,
    notes: null,
    pricingNotes: null,
    approvedAt: null,
    approvedBy: null,
    confirmedAt: null,
    confirmedBy: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelledReason: null,
    lateCancellationFee: 0,
    amountBase: 0,
    grossSales: null,
    salesByTender: null,
    salesBasedRate: 0,
    salesBasedFee: 0,
    amountLatePaymentFee: 0,
    amountDue: 0,
    amountPaid: 0,
    amountBalance: 0,
    waitlisted: false,
    ...fields,
  };
}
