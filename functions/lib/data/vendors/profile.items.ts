import * as z from '../../../../shared/zod.js';
import { CERTIFICATIONS, IMAGE_TYPES, PRODUCT_CATEGORIES } from '../../../../shared/profile-rules.js';
import { base, id, timestamp } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

/** Who approved what and when (spec 3 §3 "stored also: approvedAt/By"). */
const approval = {
  isApproved: z._default(z.boolean(), false),
  approvedAt: z.orNull(timestamp),
  approvedBy: z.orNull(z.string()),
};

/**
 * A vendor's profile image (keys.vendorImage). The original upload stays private under `originalKey`; the public
 * web-sized WebP and thumbnail sit under the bucket's media/ prefix, which CloudFront serves as /media/….
 * Carries keys.pendingContent while not approved.
 */
export const vendorImageItemSchema = z.object({
  _type: z.literal('vendor_image'),
  ...base,
  vendorId: id,
  /** Copied from the vendor when written, so the review queue lists without a read per vendor. */
  vendorName: z.string(),
  imageType: z.enum(IMAGE_TYPES),
  originalKey: z.string(),
  webKey: z.string(),
  thumbnailKey: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  caption: z.orNull(z.string()),
  isActive: z._default(z.boolean(), true),
  displayOrder: z._default(z.int(), 0),
  ...approval,
});
export type VendorImageItem = z.infer<typeof vendorImageItemSchema>;

/** A vendor's product (keys.vendorProduct). Carries keys.pendingContent while not approved. */
export const vendorProductItemSchema = z.object({
  _type: z.literal('vendor_product'),
  ...base,
  vendorId: id,
  vendorName: z.string(),
  name: z.string().check(z.minLength(1)),
  description: z.orNull(z.string()),
  category: z.enum(PRODUCT_CATEGORIES),
  seasonalityStart: z.orNull(z.int().check(z.minimum(1), z.maximum(12))),
  seasonalityEnd: z.orNull(z.int().check(z.minimum(1), z.maximum(12))),
  priceRange: z.orNull(z.string()),
  certifications: z._default(z.array(z.enum(CERTIFICATIONS)), []),
  imageId: z.orNull(z.string()),
  imageUrl: z.orNull(z.string()),
  isActive: z._default(z.boolean(), true),
  ...approval,
});
export type VendorProductItem = z.infer<typeof vendorProductItemSchema>;

/** How many images of one type a vendor holds (keys.vendorImageCount); never below 0. */
export const vendorImageCountItemSchema = z.object({
  _type: z.literal('vendor_image_count'),
  /** The image type: one counter per vendor and type. */
  ...base,
  vendorId: id,
  imageType: z.enum(IMAGE_TYPES),
  count: z.int().check(z.minimum(0)),
});
export type VendorImageCountItem = z.infer<typeof vendorImageCountItemSchema>;

export const vendorImageEntity = defineEntity({
  type: 'vendor_image',
  schema: vendorImageItemSchema,
  key: keys.vendorImage,
});
export const vendorProductEntity = defineEntity({
  type: 'vendor_product',
  schema: vendorProductItemSchema,
  key: keys.vendorProduct,
});
export const vendorImageCountEntity = defineEntity({
  type: 'vendor_image_count',
  schema: vendorImageCountItemSchema,
  key: keys.vendorImageCount,
});
