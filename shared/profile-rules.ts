/**
 * The rules of a vendor's public profile (spec 3 §5, §9) that the API, the SPA's forms and the public vendor page
 * share. Plain constants and functions, no schema library, so the public page can import them without weight.
 */
import { phoneDigits } from './phone.js';

export const IMAGE_TYPES = ['logo', 'booth', 'product'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Spec 3 §9: 1 logo, 2 booth photos, 8 product photos per vendor. */
export const IMAGE_MAX_COUNT: Record<ImageType, number> = { logo: 1, booth: 2, product: 8 };

/** Spec 3 §9: 5 MB; the spec's message says "5MB", read as 5 × 1024 × 1024 bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What the browser may upload and the server accepts after reading the file's first bytes. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The public web-sized variant's longest side, and the thumbnail's. */
export const IMAGE_WEB_MAX_PX = 1600;
export const IMAGE_THUMB_MAX_PX = 400;

/** Spec 3 §9, in the spec's order. */
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

/** Months January to December are 1-12 (spec 3 §9). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (month: number | null | undefined): string => (month ? (MONTH_NAMES[month - 1] ?? '') : '');

/**
 * What a reader sees for a stored category or certification: the stored value stays English (it is data), the label
 * is in the reader's language (Spanish in shared/locales/es/profile-rules.ts). Here the label is the value.
 */
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  Produce: 'Produce',
  'Meat & Poultry': 'Meat & Poultry',
  'Dairy & Eggs': 'Dairy & Eggs',
  'Baked Goods': 'Baked Goods',
  'Prepared Foods': 'Prepared Foods',
  'Plants & Flowers': 'Plants & Flowers',
  Crafts: 'Crafts',
  Other: 'Other',
};

export const CERTIFICATION_LABELS: Record<Certification, string> = {
  Organic: 'Organic',
  'Non-GMO': 'Non-GMO',
  'Naturally Grown': 'Naturally Grown',
  'Free Range': 'Free Range',
  'Grass Fed': 'Grass Fed',
  Local: 'Local',
  'Fair Trade': 'Fair Trade',
};

/** A stored category's label; a value the list does not know shows as stored. */
export const productCategoryLabel = (category: string): string =>
  PRODUCT_CATEGORY_LABELS[category as ProductCategory] ?? category;

/** A stored certification's label; a value the list does not know shows as stored. */
export const certificationLabel = (certification: string): string =>
  CERTIFICATION_LABELS[certification as Certification] ?? certification;

/** Spec 3 §5: http:// is prepended when the address does not start with http, on save and on display. */
export function normalizeWebsite(website: string | null | undefined): string | null {
  const trimmed = (website ?? '').trim();
  if (!trimmed) return null;
  return /^http/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Handles are entered without the @ (spec 3 §2); one typed anyway is dropped. */
export function normalizeHandle(handle: string | null | undefined): string | null {
  const trimmed = (handle ?? '').trim().replace(/^@+/, '');
  return trimmed || null;
}

/** Spec 3 §9: ten digits (a leading country code 1 aside) display as ddd-ddd-dddd; anything else as entered. */
export function formatProfilePhone(phone: string | null | undefined): string {
  const raw = (phone ?? '').trim();
  const digits = phoneDigits(raw);
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : raw;
}
