import * as z from 'zod';
import { id, cents, rate, base } from '../item-fields.js';

export const DEFAULT_VENDOR_TYPE_ICON = 'fas fa-store';

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
  /** Spec 3 §9: some vendor types pay after the market, so Auto Payment is neither offered nor accepted for them. */
  autoPaymentAvailable: z.boolean().default(true),
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
  /** A current document of this type is needed before a request is approved or a space assigned. */
  requiredToSell: z.boolean().default(false),
  /** The vendor types requiredToSell applies to; empty: every vendor type. */
  requiredForVendorTypeIds: z.array(z.string()).default([]),
});
export type DocumentTypeItem = z.infer<typeof documentTypeItemSchema>;
