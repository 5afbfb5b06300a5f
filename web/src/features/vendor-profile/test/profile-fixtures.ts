/* eslint-disable lingui/no-unlocalized-strings -- test data: the server's answers as the tests send them */
import type { VendorImage, VendorProduct } from '@shared/schemas/vendor-profile';

/** Small builders of the profile answers, as the server sends them. */
export const makeProfile = (over: Record<string, unknown> = {}) => ({
  id: 'vendor-1',
  name: 'Sunny Acres Farm',
  tagline: 'Heirloom tomatoes since 1998',
  businessStory: 'Three generations of growing.',
  yearsAtMarket: 12,
  email: 'hello@sunnyacres.example',
  phone: '7075550101',
  website: 'http://sunnyacres.example',
  instagram: 'sunnyacres',
  facebook: '',
  twitter: '',
  tiktok: '',
  etsy: '',
  isProfilePublished: false,
  status: 'APPROVED',
  ...over,
});

export const makeImage = (over: Partial<VendorImage> = {}): VendorImage => ({
  id: 'img-1',
  imageType: 'booth',
  imageUrl: '/media/vendor-1/img-1.webp',
  thumbnailUrl: '/media/vendor-1/img-1-thumb.webp',
  caption: 'Our stand',
  isActive: true,
  isApproved: true,
  displayOrder: 0,
  ...over,
});

export const makeProduct = (over: Partial<VendorProduct> = {}): VendorProduct => ({
  id: 'prod-1',
  name: 'Heirloom Tomatoes',
  description: 'Brandywine and Cherokee Purple',
  category: 'Produce',
  seasonalityStart: 6,
  seasonalityEnd: 9,
  priceRange: '$4 - $6 / lb',
  certifications: ['Organic'],
  imageUrl: null,
  isActive: true,
  isApproved: true,
  ...over,
});
