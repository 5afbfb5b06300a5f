/**
 * GET /api/public/vendors/{id} (spec 3 §2 public vendor page, §7): the published profile of an approved vendor with
 * its approved, active images and products, in one answer. Written with valibot, not zod, so the public page stays
 * within its first-visit weight (see ./session.ts).
 */
import * as v from 'valibot';
import { CERTIFICATIONS, IMAGE_TYPES, PRODUCT_CATEGORIES } from '../profile-rules.js';

const publicVendorProfileSchema = v.object({
  id: v.string(),
  name: v.string(),
  tagline: v.nullable(v.string()),
  businessStory: v.nullable(v.string()),
  yearsAtMarket: v.nullable(v.number()),
  /** Null when the vendor has none. */
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  website: v.nullable(v.string()),
  instagram: v.nullable(v.string()),
  facebook: v.nullable(v.string()),
  twitter: v.nullable(v.string()),
  tiktok: v.nullable(v.string()),
  etsy: v.nullable(v.string()),
});

/** The same shape as the vendor's own VendorImage; here always active and approved. */
const publicVendorImageSchema = v.object({
  id: v.string(),
  imageType: v.picklist(IMAGE_TYPES),
  imageUrl: v.string(),
  thumbnailUrl: v.string(),
  caption: v.nullable(v.string()),
  isActive: v.boolean(),
  isApproved: v.boolean(),
  displayOrder: v.number(),
});

const publicVendorProductSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  category: v.picklist(PRODUCT_CATEGORIES),
  seasonalityStart: v.nullable(v.number()),
  seasonalityEnd: v.nullable(v.number()),
  priceRange: v.nullable(v.string()),
  certifications: v.array(v.picklist(CERTIFICATIONS)),
  imageUrl: v.nullable(v.string()),
  isActive: v.boolean(),
  isApproved: v.boolean(),
});

export const publicVendorPageSchema = v.object({
  vendor: publicVendorProfileSchema,
  images: v.array(publicVendorImageSchema),
  products: v.array(publicVendorProductSchema),
});
