/**
 * A vendor's public presence (issue 11; spec 3 §3 vendor, image, product; §5; §7 "Profile" and "Images, products,
 * publish"): the vendor's own calls and the admins' content review. The public vendor page's answer lives in
 * ./public-vendor.ts (valibot, for the public page's weight).
 */
import * as z from '../zod.js';
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

const PROFILE_TEXT_MAX = {
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

/** The words under each field (in profile-messages, so a Spanish reader reads them in Spanish). */
const FIELD_MSG = PROFILE_MSG.fieldChecks;

/** "Use at most N characters", from the messages for the limits they hold. */
const useAtMost = (max: number): string =>
  (FIELD_MSG.useAtMost as Record<number, string>)[max] ?? `Use at most ${max} characters`;

/** Spec 3 §5: yearsAtMarket left empty is sent and stored as null. */
const YEARS_MAX = 200;

// ---------- profile ----------

/** Spec 3 §3 vendor (profile area): what the profile screens read and GET /api/vendors/{id} adds. */
export const vendorProfileSchema = z.object({
  id: answerText(),
  name: answerText(),
  tagline: z.nullable(answerText()),
  businessStory: z.nullable(answerText()),
  yearsAtMarket: z.nullable(z.int()),
  email: answerText(),
  phone: answerText(),
  website: z.nullable(answerText()),
  instagram: z.nullable(answerText()),
  facebook: z.nullable(answerText()),
  twitter: z.nullable(answerText()),
  tiktok: z.nullable(answerText()),
  etsy: z.nullable(answerText()),
  isProfilePublished: z.boolean(),
  status: vendorStatusSchema,
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, useAtMost(max)))),
    z.transform((v) => (v ? v : null)),
  );

const handle = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(PROFILE_TEXT_MAX.handle, useAtMost(PROFILE_TEXT_MAX.handle)))),
  z.transform((v) => normalizeHandle(v)),
);

const website = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, useAtMost(max)))),
    z.transform((v) => normalizeWebsite(v)),
  );

/**
 * PATCH /api/vendors/{id}/profile. Every field may be left out (it then keeps its value); the form sends them all.
 * Website gets http:// when it does not start with http (spec 3 §5); handles lose a typed @.
 */
export const updateVendorProfileRequestSchema = z.object({
  tagline: z.optional(optionalText(PROFILE_TEXT_MAX.tagline)),
  businessStory: z.optional(optionalText(PROFILE_TEXT_MAX.businessStory)),
  yearsAtMarket: z.optional(
    z.pipe(
      z.transform((v) =>
        v === '' || v === undefined ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v,
      ),
      z.nullable(
        z
          .number({ error: FIELD_MSG.yearsWhole })
          .check(
            z.int(FIELD_MSG.yearsWhole),
            z.minimum(0, FIELD_MSG.yearsNegative),
            z.maximum(YEARS_MAX, FIELD_MSG.yearsTooMany),
          ),
      ),
    ),
  ),
  email: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(PROFILE_TEXT_MAX.email, FIELD_MSG.emailInvalid)),
      z.email({ error: FIELD_MSG.emailInvalid }),
    ),
  ),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PROFILE_TEXT_MAX.phone, FIELD_MSG.phoneTooShort),
      z.refine((v) => v.replace(/\D/g, '').length >= 10, FIELD_MSG.phoneTooShort),
    ),
  ),
  website: z.optional(website(PROFILE_TEXT_MAX.url)),
  instagram: z.optional(handle),
  facebook: z.optional(handle),
  twitter: z.optional(handle),
  tiktok: z.optional(handle),
  /** A shop URL rather than a handle. */
  etsy: z.optional(website(PROFILE_TEXT_MAX.url)),
});
export type UpdateVendorProfile = z.output<typeof updateVendorProfileRequestSchema>;

// ---------- images ----------

const imageTypeSchema = z.enum(IMAGE_TYPES, { error: FIELD_MSG.imageTypeInvalid });
const imageContentTypeSchema = z.enum(IMAGE_CONTENT_TYPES, { error: PROFILE_MSG.notAnImage });

/** Spec 3 §3 vendor image. URLs are root-relative (/media/...) and load in an <img> locally and in AWS. */
export const vendorImageSchema = z.object({
  id: answerText(),
  imageType: imageTypeSchema,
  /** The web-sized WebP (at most 1600 px on its longest side). */
  imageUrl: answerText(),
  thumbnailUrl: answerText(),
  caption: z.nullable(answerText()),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  displayOrder: z.int(),
});
export type VendorImage = z.infer<typeof vendorImageSchema>;
export const vendorImagesResponseSchema = z.object({ images: z.array(vendorImageSchema) });

/** POST /api/vendors/{id}/images/upload-url: asks for a presigned POST for one file. */
export const imageUploadUrlRequestSchema = z.object({
  imageType: imageTypeSchema,
  contentType: imageContentTypeSchema,
  size: z
    .number({ error: PROFILE_MSG.imageTooLarge })
    .check(
      z.int(PROFILE_MSG.imageTooLarge),
      z.minimum(1, PROFILE_MSG.notAnImage),
      z.maximum(IMAGE_MAX_BYTES, PROFILE_MSG.imageTooLarge),
    ),
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
  key: z
    .string({ error: PROFILE_MSG.uploadNotFound })
    .check(z.trim(), z.minLength(1, PROFILE_MSG.uploadNotFound), z.maxLength(300)),
  imageType: imageTypeSchema,
  caption: z.optional(optionalText(PROFILE_TEXT_MAX.caption)),
});

// ---------- products ----------

const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: PROFILE_MSG.unknownCategory });
const certificationSchema = z.enum(CERTIFICATIONS, { error: PROFILE_MSG.unknownCertification });
const month = z
  .number({ error: PROFILE_MSG.invalidMonth })
  .check(
    z.int(PROFILE_MSG.invalidMonth),
    z.minimum(1, PROFILE_MSG.invalidMonth),
    z.maximum(12, PROFILE_MSG.invalidMonth),
  );

/** Spec 3 §3 vendor product. */
export const vendorProductSchema = z.object({
  id: answerText(),
  name: answerText(),
  description: z.nullable(answerText()),
  category: productCategorySchema,
  seasonalityStart: z.nullable(month),
  seasonalityEnd: z.nullable(month),
  priceRange: z.nullable(answerText()),
  certifications: z.array(certificationSchema),
  imageUrl: z.nullable(answerText()),
  isActive: z.boolean(),
  isApproved: z.boolean(),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;
export const vendorProductsResponseSchema = z.object({ products: z.array(vendorProductSchema) });

/** POST /api/vendors/{id}/products and PUT …/{productId}. Saving makes the product pending again. */
export const productRequestSchema = z.object({
  name: z
    .string({ error: PROFILE_MSG.productNameRequired })
    .check(
      z.trim(),
      z.minLength(1, PROFILE_MSG.productNameRequired),
      z.maxLength(PROFILE_TEXT_MAX.productName, useAtMost(PROFILE_TEXT_MAX.productName)),
    ),
  description: z.optional(optionalText(PROFILE_TEXT_MAX.productDescription)),
  category: productCategorySchema,
  seasonalityStart: z.pipe(
    z.nullish(month),
    z.transform((v) => v ?? null),
  ),
  seasonalityEnd: z.pipe(
    z.nullish(month),
    z.transform((v) => v ?? null),
  ),
  priceRange: z.optional(optionalText(PROFILE_TEXT_MAX.priceRange)),
  certifications: z.pipe(
    z._default(z.array(certificationSchema).check(z.maxLength(CERTIFICATIONS.length)), []),
    z.transform((list) => [...new Set(list)]),
  ),
  /** One of the vendor's own product photos to show with the product; null for none. */
  imageId: z.nullish(idSchema()),
});
export type ProductRequest = z.input<typeof productRequestSchema>;
export type ProductInput = z.output<typeof productRequestSchema>;

// ---------- admin content review ----------

const reviewedBy = { vendorId: answerText(), vendorName: answerText() };
const pendingImageSchema = z.extend(vendorImageSchema, reviewedBy);
export type PendingImage = z.infer<typeof pendingImageSchema>;
const pendingProductSchema = z.extend(vendorProductSchema, reviewedBy);
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
    action: z.enum(['approve', 'reject'], { error: FIELD_MSG.reviewActionInvalid }),
    images: z._default(z.array(contentRef).check(z.maxLength(BULK_IDS_MAX)), []),
    products: z._default(z.array(contentRef).check(z.maxLength(BULK_IDS_MAX)), []),
  })
  .check(z.refine((b) => b.images.length + b.products.length > 0, FIELD_MSG.reviewNothingSelected));

export const bulkReviewResponseSchema = z.object({
  succeeded: z.int(),
  failed: z.int(),
});
export type BulkReviewResponse = z.infer<typeof bulkReviewResponseSchema>;
