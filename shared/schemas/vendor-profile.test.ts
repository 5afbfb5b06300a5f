import { describe, expect, it } from 'vitest';
import { PROFILE_MSG } from '../profile-messages.js';
import {
  imageUploadUrlRequestSchema,
  productRequestSchema,
  updateVendorProfileRequestSchema,
} from './vendor-profile.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error!.issues[0]!.message;

describe('vendor profile requests', () => {
  it('saves an empty yearsAtMarket as null and the website with http://', () => {
    expect(
      updateVendorProfileRequestSchema.parse({ yearsAtMarket: '', website: 'bakery.example.com', tiktok: '@bakes' }),
    ).toMatchObject({ yearsAtMarket: null, website: 'http://bakery.example.com', tiktok: 'bakes' });
    expect(updateVendorProfileRequestSchema.parse({ yearsAtMarket: '7' }).yearsAtMarket).toBe(7);
  });

  it('refuses negative or fractional years and a phone under ten digits', () => {
    expect(updateVendorProfileRequestSchema.safeParse({ yearsAtMarket: -1 }).success).toBe(false);
    expect(updateVendorProfileRequestSchema.safeParse({ yearsAtMarket: 2.5 }).success).toBe(false);
    expect(firstMessage(updateVendorProfileRequestSchema.safeParse({ phone: '555-0101' }))).toBe(
      'Phone number must be at least 10 digits',
    );
  });

  it('asks for an upload of at most 5MB, of an image type', () => {
    const ask = (over: object) =>
      imageUploadUrlRequestSchema.safeParse({ imageType: 'logo', contentType: 'image/png', size: 1000, ...over });
    expect(ask({}).success).toBe(true);
    expect(firstMessage(ask({ size: 5 * 1024 * 1024 + 1 }))).toBe(PROFILE_MSG.imageTooLarge);
    expect(firstMessage(ask({ contentType: 'text/plain' }))).toBe(PROFILE_MSG.notAnImage);
  });

  it('takes a product with one of the eight categories, months 1-12 and known certifications', () => {
    const product = { name: 'Honey', category: 'Other', seasonalityStart: 4, seasonalityEnd: 10 };
    expect(productRequestSchema.parse({ ...product, certifications: ['Local', 'Local'] }).certifications).toEqual([
      'Local',
    ]);
    expect(firstMessage(productRequestSchema.safeParse({ ...product, category: 'Candy' }))).toBe(
      PROFILE_MSG.unknownCategory,
    );
    expect(firstMessage(productRequestSchema.safeParse({ ...product, seasonalityEnd: 13 }))).toBe(
      PROFILE_MSG.invalidMonth,
    );
    expect(firstMessage(productRequestSchema.safeParse({ ...product, certifications: ['Vegan'] }))).toBe(
      PROFILE_MSG.unknownCertification,
    );
    expect(firstMessage(productRequestSchema.safeParse({ ...product, name: ' ' }))).toBe(
      PROFILE_MSG.productNameRequired,
    );
  });
});
