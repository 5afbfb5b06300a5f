/**
 * GET /api/public/vendors/{id}: a published, approved vendor with its approved, active images and products, in one
 * call. Written with valibot rather than zod so the page stays within the public first-visit weight.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';

/** A text the server may leave out or send as null. */
const text = v.nullish(v.string(), '');
const month = v.nullish(v.number(), null);

const publicVendorSchema = v.object({
  /** The answer may carry the count beside the vendor as well as inside it; either is read. */
  yearsAtMarket: v.nullish(v.number(), null),
  vendor: v.object({
    id: v.string(),
    name: v.string(),
    tagline: text,
    businessStory: text,
    yearsAtMarket: v.nullish(v.number(), null),
    email: text,
    phone: text,
    website: text,
    instagram: text,
    facebook: text,
    twitter: text,
    tiktok: text,
    etsy: text,
  }),
  images: v.array(
    v.object({
      id: v.string(),
      imageType: v.picklist(['logo', 'booth', 'product']),
      imageUrl: v.string(),
      thumbnailUrl: text,
      caption: text,
      isActive: v.optional(v.boolean(), true),
      isApproved: v.optional(v.boolean(), true),
      displayOrder: v.optional(v.number(), 0),
    }),
  ),
  products: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      description: text,
      category: v.string(),
      seasonalityStart: month,
      seasonalityEnd: month,
      priceRange: text,
      certifications: v.optional(v.array(v.string()), []),
      imageUrl: v.nullish(v.string(), null),
      isActive: v.optional(v.boolean(), true),
      isApproved: v.optional(v.boolean(), true),
    }),
  ),
});
export type PublicVendorPage = v.InferOutput<typeof publicVendorSchema>;

export const publicVendorKeys = {
  all: ['public-vendor'] as const,
  vendor: (vendorId: string) => [...publicVendorKeys.all, vendorId] as const,
};

export const publicVendorQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: publicVendorKeys.vendor(vendorId),
    queryFn: ({ signal }) =>
      api.get(`/api/public/vendors/${encodeURIComponent(vendorId)}`, publicVendorSchema, { signal }),
    // The page says "Vendor Not Found" itself; a toast would repeat it.
    meta: { globalErrorToast: false },
  });

export const usePublicVendor = (vendorId: string) => useQuery(publicVendorQueryOptions(vendorId));
