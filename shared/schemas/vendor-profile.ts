/**
 * A vendor's public presence (issue 11; spec 3 §3 vendor, image, product; §5; §7 "Profile" and "Images, products,
 * publish"): the vendor's own calls and the admins' content review. The public vendor page's answer lives in
 * ./public-vendor.ts (valibot, for the public page's weight).
 */
import * as z from 'zod';
import { answerText, BULK_IDS_MAX } from './bounds.js';
import { idSchema } from './ids.js';
import { vendorStatusSchema } from './vendors.js';
import { PROFILE_MSG } from '../profile-messages.js';
import {
  CERTIFICATIONS,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  normalizeHandle,
  normalizeWebsite,
  PRODUCT_CATEGORIES,
} from '../profile-rules.js';

export const PROFILE_TEXT_MAX = {
  tagline: 200,
  businessStory: 5000,
  email: 254,
  phone: 30,
  url: 500,
  handle: 100,
  caption: 500,
  productName: 200,
  productDescription: 2000,
  priceRange: 100,
} as const;

/** Spec 3 §5: yearsAtMarket left empty is sent and stored as null. */
const YEARS_MAX = 200;

// ---------- profile ----------

/** Spec 3 §3 vendor (profile area): what the profile screens read and GET /api/vendors/{id} adds. */
export const vendorProfileSchema = z.object({
  id: answerText(),
  name: answerText(),
  tagline: answerText().nullable(),
  businessStory: answerText().nullable(),
  yearsAtMarket: z.number().int().nullable(),
  email: answerText(),
  phone: answerText(),
  website: answerText().nullable(),
  instagram: answerText().nullable(),
  facebook: answerText().nullable(),
  twitter: answerText().nullable(),
  tiktok: answerText().nullable(),
  etsy: answerText().nullable(),
  isProfilePublished: z.boolean(),
  status: vendorStatusSchema,
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const handle = z
  .string()
  .trim()
  .max(PROFILE_TEXT_MAX.handle, `Use at most ${PROFILE_TEXT_MAX.handle} characters`)
  .nullish()
  .transform((v) => normalizeHandle(v));

const website = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((v) => normalizeWebsite(v));

/**
 * PATCH /api/vendors/{id}/profile. Every field may be left out (it then keeps its value); the form sends them all.
 * Website gets http:// when it does not start with http (spec 3 §5); handles lose a typed @.
 */
export const updateVendorProfileRequestSchema = z.object({
  tagline: optionalText(PROFILE_TEXT_MAX.tagline).optional(),
  businessStory: optionalText(PROFILE_TEXT_MAX.businessStory).optional(),
  yearsAtMarket: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: 'Years at the market must be a whole number' })
        .int('Years at the market must be a whole number')
        .min(0, 'Years at the market cannot be negative')
        .max(YEARS_MAX, `Years at the market must be at most ${YEARS_MAX}`)
        .nullable(),
    )
    .optional(),
  email: z
    .string()
    .trim()
    .max(PROFILE_TEXT_MAX.email, 'Invalid email address')
    .pipe(z.email({ error: 'Invalid email address' }))
    .optional(),
  phone: z
    .string()
    .trim()
    .max(PROFILE_TEXT_MAX.phone, 'Phone number must be at least 10 digits')
    .refine((v) => v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits')
    .optional(),
  website: website(PROFILE_TEXT_MAX.url).optional(),
  instagram: handle.optional(),
  facebook: handle.optional(),
  twitter: handle.optional(),
  tiktok: handle.optional(),
  /** A shop URL rather than a handle. */
  etsy: website(PROFILE_TEXT_MAX.url).optional(),
});
export type UpdateVendorProfileRequest = z.input<typeof updateVendorProfileRequestSchema>;
export type UpdateVendorProfile = z.output<typeof updateVendorProfileRequestSchema>;

// ---------- images ----------

export const imageTypeSchema = z.enum(IMAGE_TYPES, { error: 'Choose an image type: logo, booth or product' });
export const imageContentTypeSchema = z.enum(IMAGE_CONTENT_TYPES, { error: PROFILE_MSG.notAnImage });

/** Spec 3 §3 vendor image. URLs are root-relative (/media/...) and load in an <img> locally and in AWS. */
export const vendorImageSchema = z.object({
  id: answerText(),
  imageType: imageTypeSchema,
  /** The web-sized WebP (at most 1600 px on its longest side). */
  imageUrl: answerText(),
  thumbnailUrl: answerText(),
  caption: answerText().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  displayOrder: z.number().int(),
});
export type VendorImage = z.infer<typeof vendorImageSchema>;
export const vendorImagesResponseSchema = z.object({ images: z.array(vendorImageSchema) });
export type VendorImagesResponse = z.infer<typeof vendorImagesResponseSchema>;

/** POST /api/vendors/{id}/images/upload-url: asks for a presigned POST for one file. */
export const imageUploadUrlRequestSchema = z.object({
  imageType: imageTypeSchema,
  contentType: imageContentTypeSchema,
  size: z
    .number({ error: PROFILE_MSG.imageTooLarge })
    .int(PROFILE_MSG.imageTooLarge)
    .min(1, PROFILE_MSG.notAnImage)
    .max(IMAGE_MAX_BYTES, PROFILE_MSG.imageTooLarge),
});
export type ImageUploadUrlRequest = z.infer<typeof imageUploadUrlRequestSchema>;

/** The browser POSTs the file as multipart/form-data to `url`: every field of `fields`, then `file` last. */
export const imageUploadUrlResponseSchema = z.object({
  url: answerText(),
  fields: z.record(z.string(), answerText()),
  key: answerText(),
});
export type ImageUploadUrlResponse = z.infer<typeof imageUploadUrlResponseSchema>;

/** POST /api/vendors/{id}/images: registers the uploaded object (201 → VendorImage). */
export const registerImageRequestSchema = z.object({
  key: z.string({ error: PROFILE_MSG.uploadNotFound }).trim().min(1, PROFILE_MSG.uploadNotFound).max(300),
  imageType: imageTypeSchema,
  caption: optionalText(PROFILE_TEXT_MAX.caption).optional(),
});
export type RegisterImageRequest = z.input<typeof registerImageRequestSchema>;

// ---------- products ----------

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: PROFILE_MSG.unknownCategory });
export const certificationSchema = z.enum(CERTIFICATIONS, { error: PROFILE_MSG.unknownCertification });
const month = z
  .number({ error: PROFILE_MSG.invalidMonth })
  .int(PROFILE_MSG.invalidMonth)
  .min(1, PROFILE_MSG.invalidMonth)
  .max(12, PROFILE_MSG.invalidMonth);

/** Spec 3 §3 vendor product. */
export const vendorProductSchema = z.object({
  id: answerText(),
  name: answerText(),
  description: answerText().nullable(),
  category: productCategorySchema,
  seasonalityStart: month.nullable(),
  seasonalityEnd: month.nullable(),
  priceRange: answerText().nullable(),
  certifications: z.array(certificationSchema),
  imageUrl: answerText().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;
export const vendorProductsResponseSchema = z.object({ products: z.array(vendorProductSchema) });
export type VendorProductsResponse = z.infer<typeof vendorProductsResponseSchema>;

/** POST /api/vendors/{id}/products and PUT …/{productId}. Saving makes the product pending again. */
export const productRequestSchema = z.object({
  name: z
    .string({ error: PROFILE_MSG.productNameRequired })
    .trim()
    .min(1, PROFILE_MSG.productNameRequired)
    .max(PROFILE_TEXT_MAX.productName, `Use at most ${PROFILE_TEXT_MAX.productName} characters`),
  description: optionalText(PROFILE_TEXT_MAX.productDescription).optional(),
  category: productCategorySchema,
  seasonalityStart: month.nullish().transform((v) => v ?? null),
  seasonalityEnd: month.nullish().transform((v) => v ?? null),
  priceRange: optionalText(PROFILE_TEXT_MAX.priceRange).optional(),
  certifications: z
    .array(certificationSchema)
    .max(CERTIFICATIONS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  /** One of the vendor's own product photos to show with the product; null for none. */
  imageId: idSchema().nullish(),
});
export type ProductRequest = z.input<typeof productRequestSchema>;
export type ProductInput = z.output<typeof productRequestSchema>;

// ---------- admin content review ----------

const reviewedBy = { vendorId: answerText(), vendorName: answerText() };
export const pendingImageSchema = vendorImageSchema.extend(reviewedBy);
export type PendingImage = z.infer<typeof pendingImageSchema>;
export const pendingProductSchema = vendorProductSchema.extend(reviewedBy);
export type PendingProduct = z.infer<typeof pendingProductSchema>;

/** GET /api/admin/content-review: every pending image and product, oldest first. */
export const contentReviewResponseSchema = z.object({
  images: z.array(pendingImageSchema),
  products: z.array(pendingProductSchema),
});
export type ContentReviewResponse = z.infer<typeof contentReviewResponseSchema>;

const contentRef = z.object({ vendorId: idSchema(), id: idSchema() });
export const bulkReviewRequestSchema = z
  .object({
    action: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    images: z.array(contentRef).max(BULK_IDS_MAX).default([]),
    products: z.array(contentRef).max(BULK_IDS_MAX).default([]),
  })
  .refine((b) => b.images.length + b.products.length > 0, 'Select at least one image or product');
export type BulkReviewRequest = z.input<typeof bulkReviewRequestSchema>;

export const bulkReviewResponseSchema = z.object({ succeeded: z.number().int(), failed: z.number().int() });
export type BulkReviewResponse = z.infer<typeof bulkReviewResponseSchema>;
