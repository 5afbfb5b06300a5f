/**
 * The vendor profile calls' shapes (spec 3 §3, §5, §9) as the screens read them. The server validates the same shapes
 * with its own schemas; where the two live side by side in shared/, the screens import those instead.
 */
import * as z from 'zod';

export const PRODUCT_CATEGORIES = [
  'Produce',
  'Meat & Poultry',
  'Dairy & Eggs',
  'Baked Goods',
  'Prepared Foods',
  'Plants & Flowers',
  'Crafts',
  'Other',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const CERTIFICATIONS = [
  'Organic',
  'Non-GMO',
  'Naturally Grown',
  'Free Range',
  'Grass Fed',
  'Local',
  'Fair Trade',
] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

export const IMAGE_TYPES = ['logo', 'booth', 'product'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Spec 3 §9: 1 logo, 2 booth photos, 8 product photos, 5 MB each. */
export const IMAGE_LIMITS: Record<ImageType, number> = { logo: 1, booth: 2, product: 8 };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A text the server may leave out or send as null; screens treat all three alike. */
const text = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? '');

export const vendorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: text(),
  businessStory: text(),
  yearsAtMarket: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  email: text(),
  phone: text(),
  website: text(),
  instagram: text(),
  facebook: text(),
  twitter: text(),
  tiktok: text(),
  etsy: text(),
  isProfilePublished: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  status: z.string(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

export const vendorImageSchema = z.object({
  id: z.string(),
  imageType: z.enum(IMAGE_TYPES),
  imageUrl: z.string(),
  thumbnailUrl: text(),
  caption: text(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  displayOrder: z.number(),
});
export type VendorImage = z.infer<typeof vendorImageSchema>;
export const vendorImagesResponseSchema = z.object({ images: z.array(vendorImageSchema) });

const month = z.number().int().min(1).max(12);

export const vendorProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: text(),
  category: z.string(),
  seasonalityStart: month.nullish().transform((value) => value ?? null),
  seasonalityEnd: month.nullish().transform((value) => value ?? null),
  priceRange: text(),
  certifications: z.array(z.string()),
  imageUrl: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  isActive: z.boolean(),
  isApproved: z.boolean(),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;
export const vendorProductsResponseSchema = z.object({ products: z.array(vendorProductSchema) });

/** POST /api/vendors/{id}/images/upload-url: where the browser posts the file, and the key to register it by. */
export const uploadUrlResponseSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** Spec 3 §5: website gets http:// when it does not start with http; yearsAtMarket empty is sent as null. */
export const withHttp = (website: string) => (website && !/^http/i.test(website) ? `http://${website}` : website);

/** PATCH /api/vendors/{id}/profile: the editable profile fields. */
export const vendorProfileInputSchema = z.object({
  tagline: optionalText(200),
  businessStory: optionalText(5000),
  yearsAtMarket: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value === '' || value === null || value === undefined) return null;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 200) {
        ctx.addIssue({ code: 'custom', message: 'Enter a whole number of years' });
        return z.NEVER;
      }
      return n;
    }),
  email: z.union([z.literal(''), z.string().trim().email('Invalid email address')]),
  phone: optionalText(40),
  website: optionalText(500).transform(withHttp),
  instagram: optionalText(100).transform((handle) => handle.replace(/^@/, '')),
  facebook: optionalText(200),
  twitter: optionalText(100).transform((handle) => handle.replace(/^@/, '')),
  tiktok: optionalText(100).transform((handle) => handle.replace(/^@/, '')),
  etsy: optionalText(500),
});
export type VendorProfileInput = z.output<typeof vendorProfileInputSchema>;

/** POST / PUT of a product: spec 3 §5 sets no rule beyond the server's, so only what the server would refuse. */
export const vendorProductInputSchema = z.object({
  name: z.string().trim().min(1, 'Product name is required').max(200),
  description: z.string().trim().max(2000),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose a category' }),
  seasonalityStart: month.nullable(),
  seasonalityEnd: month.nullable(),
  priceRange: z.string().trim().max(100),
  certifications: z.array(z.enum(CERTIFICATIONS)),
});
export type VendorProductInput = z.output<typeof vendorProductInputSchema>;

const reviewOwner = { vendorId: z.string(), vendorName: z.string() };

/** GET /api/admin/content-review: what waits for an admin's approval, oldest first. */
export const contentReviewSchema = z.object({
  images: z.array(vendorImageSchema.extend(reviewOwner)),
  products: z.array(vendorProductSchema.extend(reviewOwner)),
});
export type ContentReview = z.infer<typeof contentReviewSchema>;
export type PendingImage = ContentReview['images'][number];
export type PendingProduct = ContentReview['products'][number];

/** How many of a bulk action went through; a list of what did is read as its length. */
const tally = z.union([z.number(), z.array(z.unknown()).transform((items) => items.length)]);
export const bulkReviewResultSchema = z.object({ succeeded: tally, failed: tally });
export type BulkReviewResult = z.infer<typeof bulkReviewResultSchema>;
