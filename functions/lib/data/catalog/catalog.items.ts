import * as z from '../../../../shared/zod.js';
import { id, cents, rate, base } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

const DEFAULT_VENDOR_TYPE_ICON = 'fas fa-store';

export const vendorTypeItemSchema = z.object({
  _type: z.literal('vendor_type'),
  ...base,
  code: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  isActive: z._default(z.boolean(), true),
  requiresPrepayment: z._default(z.boolean(), false),
  defaultBasePrice: z._default(cents, 0),
  icon: z._default(z.string(), DEFAULT_VENDOR_TYPE_ICON),
  /** Spec 3 §9: some vendor types pay after the market, so Auto Payment is neither offered nor accepted for them. */
  autoPaymentAvailable: z._default(z.boolean(), true),
});
export type VendorTypeItem = z.infer<typeof vendorTypeItemSchema>;

export const spaceTypeItemSchema = z.object({
  _type: z.literal('space_type'),
  ...base,
  name: z.string().check(z.minLength(1)),
  /** 'WxH' in feet, W along the row. */
  size: z.string().check(z.regex(/^\d+x\d+$/)),
  description: z._default(z.string(), ''),
  isActive: z._default(z.boolean(), true),
  defaultBasePrice: z.orNull(cents),
  defaultSalesBasedRate: z.orNull(rate),
  /** Set when the space type is meant for one vendor type (a food-truck pad for prepared food). */
  vendorTypeId: z.orNull(z.string()),
});
export type SpaceTypeItem = z.infer<typeof spaceTypeItemSchema>;

export const spaceTypeFeeItemSchema = z.object({
  _type: z.literal('space_type_fee'),
  ...base,
  spaceTypeId: id,
  vendorTypeId: id,
  basePrice: z.orNull(cents),
  salesBasedRate: z.orNull(rate),
  isActive: z._default(z.boolean(), true),
});
export type SpaceTypeFeeItem = z.infer<typeof spaceTypeFeeItemSchema>;

export const areaItemSchema = z.object({
  _type: z.literal('area'),
  ...base,
  /** The market the area belongs to; absent on areas made before markets existed (the first market's). */
  marketId: z.optional(z.string()),
  name: z.string().check(z.minLength(1)),
  isActive: z._default(z.boolean(), true),
  sortOrder: z._default(z.int(), 0),
});
export type AreaItem = z.infer<typeof areaItemSchema>;

export const landmarkTypeItemSchema = z.object({
  _type: z.literal('landmark_type'),
  ...base,
  name: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  icon: z.string(),
  color: z._default(z.string(), 'black'),
  shape: z._default(z.string(), 'icon'),
  isActive: z._default(z.boolean(), true),
});
export type LandmarkTypeItem = z.infer<typeof landmarkTypeItemSchema>;

export const documentTypeItemSchema = z.object({
  _type: z.literal('document_type'),
  ...base,
  name: z.string().check(z.minLength(1)),
  isActive: z._default(z.boolean(), true),
  requiresExpiration: z._default(z.boolean(), false),
  requiresDescription: z._default(z.boolean(), false),
  requiresCertificateNumber: z._default(z.boolean(), false),
  requiresCountyName: z._default(z.boolean(), false),
  requiresAdminReview: z._default(z.boolean(), false),
  /** A current document of this type is needed before a request is approved or a space assigned. */
  requiredToSell: z._default(z.boolean(), false),
  /** The vendor types requiredToSell applies to; empty: every vendor type. */
  requiredForVendorTypeIds: z._default(z.array(z.string()), []),
});
export type DocumentTypeItem = z.infer<typeof documentTypeItemSchema>;

export const areaEntity = defineEntity({ type: 'area', schema: areaItemSchema, key: keys.area });
export const vendorTypeEntity = defineEntity({
  type: 'vendor_type',
  schema: vendorTypeItemSchema,
  key: keys.vendorType,
});
export const spaceTypeEntity = defineEntity({ type: 'space_type', schema: spaceTypeItemSchema, key: keys.spaceType });
export const spaceTypeFeeEntity = defineEntity({
  type: 'space_type_fee',
  schema: spaceTypeFeeItemSchema,
  key: keys.spaceTypeFee,
});
export const landmarkTypeEntity = defineEntity({
  type: 'landmark_type',
  schema: landmarkTypeItemSchema,
  key: keys.landmarkType,
});
export const documentTypeEntity = defineEntity({
  type: 'document_type',
  schema: documentTypeItemSchema,
  key: keys.documentType,
});
