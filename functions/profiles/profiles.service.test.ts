import { describe, expect, it } from 'vitest';
import { PROFILE_MSG } from '../../shared/profile-messages.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { makeVendorItem, type VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { VendorImageItem, VendorProductItem } from '../lib/data/vendors/profile.items.js';
import type { ProfileRepository } from '../lib/data/vendors/profile.repository.js';
import type { ImageProcessor } from '../lib/storage/image-processing.js';
import type { ImageStore } from '../lib/storage/image-store.js';
import { makeProfilesService } from './profiles.service.js';

const AT = '2026-05-03T16:00:00.000Z';
const VENDOR_ID = '01HZZZZZZZZZZZZZZZZZZZZZZV';
const IMAGE_ID = '01HZZZZZZZZZZZZZZZZZZZZZZK';
const owner: SessionUser = {
  id: 'u1',
  username: 'Sam',
  email: 'sam@example.com',
  phone: null,
  role: 'vendor_user',
  vendorId: VENDOR_ID,
  permissions: ['vendor.profile.view', 'vendor.profile.edit'],
  defaultVendorTypes: [],
};

function vendor(over: Partial<VendorItem> = {}): VendorItem {
  return makeVendorItem({
    id: VENDOR_ID,
    name: 'Sunny Acres Farm',
    contactName: 'Sam',
    email: 'sam@example.com',
    phone: '7075550101',
    vendorTypeId: '1',
    status: 'APPROVED',
    addressLine1: '1 Farm Rd',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: AT,
    updatedAt: AT,
    isProfilePublished: true,
    ...over,
  });
}

const image = (over: Partial<VendorImageItem>): VendorImageItem => ({
  _type: 'vendor_image',
  id: IMAGE_ID,
  vendorId: VENDOR_ID,
  vendorName: 'Sunny Acres Farm',
  imageType: 'booth',
  originalKey: 'k',
  webKey: 'w',
  thumbnailKey: 't',
  imageUrl: '/media/w',
  thumbnailUrl: '/media/t',
  caption: null,
  isActive: true,
  isApproved: true,
  approvedAt: AT,
  approvedBy: 'admin',
  displayOrder: 0,
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

const product = (over: Partial<VendorProductItem>): VendorProductItem => ({
  _type: 'vendor_product',
  id: 'p1',
  vendorId: VENDOR_ID,
  vendorName: 'Sunny Acres Farm',
  name: 'Eggs',
  description: null,
  category: 'Dairy & Eggs',
  seasonalityStart: null,
  seasonalityEnd: null,
  priceRange: null,
  certifications: [],
  imageId: null,
  imageUrl: null,
  isActive: true,
  isApproved: true,
  approvedAt: AT,
  approvedBy: 'admin',
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

function setup(opts: {
  vendor?: VendorItem;
  images?: VendorImageItem[];
  products?: VendorProductItem[];
  enabled?: boolean;
  detected?: string;
  size?: number;
}) {
  const removed: string[] = [];
  const added: VendorImageItem[] = [];
  const repo = {
    getVendor: async () => opts.vendor,
    readProfile: async () =>
      opts.vendor ? { vendor: opts.vendor, images: opts.images ?? [], products: opts.products ?? [] } : undefined,
    getImage: async () => undefined,
    imageCount: async () => 0,
    addImage: async (i: VendorImageItem) => {
      added.push(i);
      return 'added' as const;
    },
  } as unknown as ProfileRepository;
  const store: ImageStore = {
    presignUpload: async () => ({ url: 'u', fields: {} }),
    size: async () => opts.size ?? 1000,
    read: async () => Buffer.from('bytes'),
    put: async () => undefined,
    remove: async (keys) => void removed.push(...keys),
  };
  const processor: ImageProcessor = {
    detectImageType: async () => opts.detected,
    makeVariants: async () => ({ web: Buffer.from('w'), thumbnail: Buffer.from('t') }),
  };
  const service = makeProfilesService({
    repo,
    store,
    processor,
    publicProfilesEnabled: async () => opts.enabled ?? true,
    now: () => AT,
  });
  return { service, removed, added };
}

describe('registering an uploaded image', () => {
  const key = `vendors/${VENDOR_ID}/images/${IMAGE_ID}`;

  it('refuses a file whose first bytes are not an image, and deletes it', async () => {
    const { service, removed, added } = setup({ vendor: vendor(), detected: undefined });
    await expect(service.registerImage(owner, VENDOR_ID, { key, imageType: 'booth' })).rejects.toMatchObject({
      status: 400,
      message: PROFILE_MSG.notAnImage,
    });
    expect(removed).toEqual([key]);
    expect(added).toEqual([]);
  });

  it('refuses a file over 5MB by its stored size, and deletes it', async () => {
    const { service, removed } = setup({ vendor: vendor(), detected: 'image/png', size: 6 * 1024 * 1024 });
    await expect(service.registerImage(owner, VENDOR_ID, { key, imageType: 'booth' })).rejects.toMatchObject({
      message: PROFILE_MSG.imageTooLarge,
    });
    expect(removed).toEqual([key]);
  });

  it('stores an accepted image as pending, with root-relative WebP addresses', async () => {
    const { service, added } = setup({ vendor: vendor(), detected: 'image/jpeg' });
    const stored = await service.registerImage(owner, VENDOR_ID, { key, imageType: 'logo', caption: 'Hello' });
    expect(stored).toMatchObject({ id: IMAGE_ID, imageType: 'logo', isApproved: false, caption: 'Hello' });
    expect(stored.imageUrl).toBe(`/media/vendors/${VENDOR_ID}/images/${IMAGE_ID}.webp`);
    expect(added[0]).toMatchObject({ vendorName: 'Sunny Acres Farm', originalKey: key });
  });

  it("refuses a key outside the vendor's own uploads without touching it", async () => {
    const { service, removed } = setup({ vendor: vendor(), detected: 'image/png' });
    const other = `vendors/01HYYYYYYYYYYYYYYYYYYYYYYV/images/${IMAGE_ID}`;
    await expect(service.registerImage(owner, VENDOR_ID, { key: other, imageType: 'booth' })).rejects.toMatchObject({
      message: PROFILE_MSG.uploadNotFound,
    });
    expect(removed).toEqual([]);
  });
});

describe('the public vendor page', () => {
  it('shows only approved, active images and products', async () => {
    const { service } = setup({
      vendor: vendor(),
      images: [image({ id: 'a' }), image({ id: 'b', isApproved: false }), image({ id: 'c', isActive: false })],
      products: [product({ id: 'p1' }), product({ id: 'p2', isApproved: false })],
    });
    const page = await service.publicPage(VENDOR_ID);
    expect(page.images.map((i) => i.id)).toEqual(['a']);
    expect(page.products.map((p) => p.id)).toEqual(['p1']);
  });

  it('answers "Vendor Not Found" when public profiles are off, or the profile is unpublished or not approved', async () => {
    for (const opts of [
      { vendor: vendor(), enabled: false },
      { vendor: vendor({ isProfilePublished: false }) },
      { vendor: vendor({ status: 'HOLD' }) },
      { vendor: undefined },
    ]) {
      await expect(setup(opts).service.publicPage(VENDOR_ID)).rejects.toMatchObject({
        status: 404,
        message: PROFILE_MSG.vendorNotFound,
      });
    }
  });
});
