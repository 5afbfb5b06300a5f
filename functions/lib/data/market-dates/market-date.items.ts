import * as z from '../../../../shared/zod.js';
import { id, cents, rate, isoDate, timestamp, base, position } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

const MARKET_DATE_STATUSES = ['upcoming', 'completed', 'canceled'] as const;
export const marketDateItemSchema = z.object({
  _type: z.literal('market_date'),
  ...base,
  /** The market the date belongs to; absent on dates written before markets existed (the first market's). */
  marketId: z.optional(z.string()),
  date: isoDate,
  status: z._default(z.enum(MARKET_DATE_STATUSES), 'upcoming'),
  maxVendors: z.orNull(z.int()),
  notes: z.orNull(z.string()),
  publishedAt: z.orNull(timestamp),
  publishedBy: z.orNull(z.string()),
  /**
   * Denormalised counts, so the market-dates list reads one index query and no per-date queries. Whoever adds or
   * deletes a space changes spaceCount, and whoever assigns or unassigns a vendor changes assignedCount, in the same
   * transaction as the space (ADD spaceCount :delta / ADD assignedCount :delta on keys.marketDate).
   */
  spaceCount: z._default(z.int().check(z.minimum(0)), 0),
  assignedCount: z._default(z.int().check(z.minimum(0)), 0),
  /**
   * When a space of the date last changed (added, edited, deleted, assigned or freed), set in the same write as the
   * space, so the publication card needs no read of the spaces. Absent on dates whose layout has not changed since.
   */
  layoutChangedAt: z.optional(timestamp),
});
export type MarketDateItem = z.infer<typeof marketDateItemSchema>;

export const spaceItemSchema = z.object({
  _type: z.literal('space'),
  ...base,
  marketDateId: id,
  label: z.string().check(z.minLength(1)),
  spaceTypeId: z.orNull(z.string()),
  areaId: z.orNull(z.string()),
  /** Vendor type id the space is meant for, if any. */
  vendorType: z.orNull(z.string()),
  /** Space-level price override; null means the pricing chain decides. */
  basePrice: z.orNull(cents),
  salesBasedRate: z.orNull(rate),
  available: z._default(z.boolean(), true),
  /** Feet from the map's top-left corner. */
  position: position,
  size: z.string().check(z.regex(/^\d+x\d+$/)),
  vendorId: z.orNull(z.string()),
  assignedAt: z.orNull(timestamp),
  assignedBy: z.orNull(z.string()),
  isDefault: z._default(z.boolean(), false),
  requiresPrepayment: z._default(z.boolean(), false),
});
export type SpaceItem = z.infer<typeof spaceItemSchema>;

export const landmarkItemSchema = z.object({
  _type: z.literal('landmark'),
  ...base,
  marketDateId: id,
  label: z.string(),
  landmarkTypeId: id,
  areaId: z.orNull(z.string()),
  position: position,
  /** Feet. */
  dimensions: z.object({ width: z.number(), height: z.number() }),
  rotation: z._default(z.number(), 0),
  isActive: z._default(z.boolean(), true),
});
export type LandmarkItem = z.infer<typeof landmarkItemSchema>;

/** A layout template's head (keys.layout): which version of its spaces and landmarks is current. */
export const layoutItemSchema = z.object({
  _type: z.literal('layout'),
  ...base,
  version: z.string().check(z.minLength(1)),
  spaceCount: z.int().check(z.minimum(0)),
  landmarkCount: z.int().check(z.minimum(0)),
  updatedBy: z.orNull(z.string()),
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;

/**
 * A layout template's space (keys.layoutSpace): a space without a date. vendorId with isDefault true marks a vendor's
 * regular space, pre-assigned on every new market date made from the template.
 */
export const layoutSpaceItemSchema = z.extend(
  z.omit(spaceItemSchema, { _type: true, marketDateId: true, assignedAt: true, assignedBy: true }),
  { _type: z.literal('layout_space'), layoutId: id },
);
export type LayoutSpaceItem = z.infer<typeof layoutSpaceItemSchema>;

export const layoutLandmarkItemSchema = z.extend(z.omit(landmarkItemSchema, { _type: true, marketDateId: true }), {
  _type: z.literal('layout_landmark'),
  layoutId: id,
});
export type LayoutLandmarkItem = z.infer<typeof layoutLandmarkItemSchema>;

/**
 * One space per vendor per date (keys.assignedVendor): exists while the vendor holds a space on the date; put with a
 * condition in the same transaction as the assignment, deleted when unassigned. Its id, when set, is the vendor's.
 */
export const assignmentGuardItemSchema = z.object({
  _type: z.literal('assignment_guard'),
  id: z.optional(id),
  vendorId: id,
  spaceId: id,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AssignmentGuardItem = z.infer<typeof assignmentGuardItemSchema>;

const SPACE_REQUEST_STATUSES = ['requested', 'approved', 'confirmed', 'canceled', 'skipped'] as const;

export const spaceRequestItemSchema = z.object({
  _type: z.literal('space_request'),
  ...base,
  vendorId: id,
  marketDateId: id,
  /** The market date's date, copied so a vendor's requests list and sort by date from one index query. */
  date: isoDate,
  spaceId: z.orNull(z.string()),
  /** When and by whom the request was linked to its space (assigning); absent on requests never assigned. */
  assignedAt: z.nullish(timestamp),
  assignedBy: z.nullish(z.string()),
  status: z._default(z.enum(SPACE_REQUEST_STATUSES), 'requested'),
  notes: z.orNull(z.string()),
  pricingNotes: z.orNull(z.string()),
  approvedAt: z.orNull(timestamp),
  approvedBy: z.orNull(z.string()),
  confirmedAt: z.orNull(timestamp),
  confirmedBy: z.orNull(z.string()),
  cancelledAt: z.orNull(timestamp),
  cancelledBy: z.orNull(z.string()),
  cancelledReason: z.orNull(z.string()),
  lateCancellationFee: z._default(cents, 0),
  amountBase: z._default(cents, 0),
  grossSales: z.orNull(cents),
  /** Sales by tender: gross sales split by how customers paid (code → cents), adding up to grossSales; optional. */
  salesByTender: z.orNull(z.record(z.string(), cents)),
  salesBasedRate: z._default(rate, 0),
  salesBasedFee: z._default(cents, 0),
  amountLatePaymentFee: z._default(cents, 0),
  /** Market day (issue 31): the no-show fee charged once when the vendor was marked a no-show; absent = none. */
  noShowFee: z.optional(cents),
  amountDue: z._default(cents, 0),
  amountPaid: z._default(cents, 0),
  amountBalance: z._default(cents, 0),
  waitlisted: z._default(z.boolean(), false),
  /** Place in the date's waitlist: lower goes first (shared/waitlist.ts); absent on requests never waitlisted. */
  waitlistRank: z.nullish(z.number()),
  /**
   * The vendor's folded name and type, copied when the request is written and again when the vendor changes them,
   * so the date's list sorts, searches and filters on the server (keys.dateRequestListing).
   */
  vendorSortName: z.optional(z.string()),
  /**
   * Market day (issue 31): the vendor's mark on the date, copied from its attendance record in the same transaction,
   * so the date's list index tells who came (the missing-vendors rule) without reading the records. Absent: unmarked.
   */
  attendanceStatus: z.optional(z.enum(['arrived', 'late', 'no_show'])),
  /** The vendor's name as shown, copied beside vendorSortName, so the market-day list reads no vendor item. */
  vendorName: z.optional(z.string()),
  vendorTypeId: z.nullish(z.string()),
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

export const marketDateEntity = defineEntity({
  type: 'market_date',
  schema: marketDateItemSchema,
  key: keys.marketDate,
});
export const spaceEntity = defineEntity({ type: 'space', schema: spaceItemSchema, key: keys.space });
export const landmarkEntity = defineEntity({ type: 'landmark', schema: landmarkItemSchema, key: keys.landmark });
export const layoutEntity = defineEntity({ type: 'layout', schema: layoutItemSchema, key: keys.layout });
export const layoutSpaceEntity = defineEntity({
  type: 'layout_space',
  schema: layoutSpaceItemSchema,
  key: keys.layoutSpace,
});
export const layoutLandmarkEntity = defineEntity({
  type: 'layout_landmark',
  schema: layoutLandmarkItemSchema,
  key: keys.layoutLandmark,
});
export const spaceRequestEntity = defineEntity({
  type: 'space_request',
  schema: spaceRequestItemSchema,
  key: keys.spaceRequest,
});

/**
 * A market date as read for the screens that count on it. Its denormalised counts are kept by ADD in many writers'
 * transactions; a date loaded without them (older data) could dip below 0 once, which must not make it unreadable.
 */
export const countedMarketDate = {
  parse(raw: unknown): MarketDateItem {
    const item = raw as Record<string, unknown>;
    return marketDateEntity.parse({
      ...item,
      spaceCount: Math.max(0, Number(item.spaceCount ?? 0)),
      assignedCount: Math.max(0, Number(item.assignedCount ?? 0)),
    });
  },
};
