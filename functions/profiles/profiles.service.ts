import { ulid } from 'ulid';
import { MSG } from '../../shared/messages.js';
import { imageLimitMessage, PROFILE_MSG } from '../../shared/profile-messages.js';
import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, IMAGE_TYPES, type ImageType } from '../../shared/profile-rules.js';
import type {
  ImageUploadUrlRequest,
  ImageUploadUrlResponse,
  ProductInput,
  UpdateVendorProfile,
  VendorImage,
  VendorProduct,
  VendorProfile,
} from '../../shared/schemas/vendor-profile.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { VendorImageItem, VendorProductItem } from '../lib/data/vendors/profile.items.js';
import type { ProfileRepository } from '../lib/data/vendors/profile.repository.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { ImageProcessor } from '../lib/storage/image-processing.js';
import { SNIFF_BYTES } from '../lib/storage/image-processing.js';
import type { ImageStore } from '../lib/storage/image-store.js';

/** Where a vendor's files live in the images bucket. Only media/ is public (CloudFront serves it as /media/…). */
export const imageKeys = {
  original: (vendorId: string, imageId: string) => `vendors/${vendorId}/images/${imageId}`,
  web: (vendorId: string, imageId: string) => `media/vendors/${vendorId}/images/${imageId}.webp`,
  thumbnail: (vendorId: string, imageId: string) => `media/vendors/${vendorId}/images/${imageId}-thumb.webp`,
};
export const mediaUrl = (key: string) => `/${key}`;

const ULID_PATTERN = '[0-9A-HJKMNP-TV-Z]{26}';

function toVendorProfile(v: VendorItem): VendorProfile {
  return {
    id: v.id,
    name: v.name,
    tagline: v.tagline,
    businessStory: v.businessStory,
    yearsAtMarket: v.yearsAtMarket,
    email: v.email,
    phone: v.phone,
    website: v.website,
    instagram: v.instagram,
    facebook: v.facebook,
    twitter: v.twitter,
    tiktok: v.tiktok,
    etsy: v.etsy,
    isProfilePublished: v.isProfilePublished,
    status: v.status,
  };
}

export function toVendorImage(i: VendorImageItem): VendorImage {
  return {
    id: i.id,
    imageType: i.imageType,
    imageUrl: i.imageUrl,
    thumbnailUrl: i.thumbnailUrl,
    caption: i.caption,
    isActive: i.isActive,
    isApproved: i.isApproved,
    displayOrder: i.displayOrder,
  };
}

export function toVendorProduct(p: VendorProductItem): VendorProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    category: p.category,
    seasonalityStart: p.seasonalityStart,
    seasonalityEnd: p.seasonalityEnd,
    priceRange: p.priceRange,
    certifications: p.certifications,
    imageUrl: p.imageUrl,
    isActive: p.isActive,
    isApproved: p.isApproved,
  };
}

/** Logo first, then booth and product photos; within a type by display order, then oldest first. */
function sortImages<T extends Pick<VendorImageItem, 'imageType' | 'displayOrder' | 'createdAt' | 'id'>>(
  images: T[],
): T[] {
  const typeOrder = (t: ImageType) => IMAGE_TYPES.indexOf(t);
  return [...images].sort(
    (a, b) =>
      typeOrder(a.imageType) - typeOrder(b.imageType) ||
      a.displayOrder - b.displayOrder ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
}

function sortProducts<T extends Pick<VendorProductItem, 'name' | 'id'>>(products: T[]): T[] {
  return [...products].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );
}

export interface ProfilesDeps {
  repo: ProfileRepository;
  store: ImageStore;
  processor: ImageProcessor;
  /** Whether public vendor pages are on (system setting enable_public_profiles). */
  publicProfilesEnabled: () => Promise<boolean>;
  now: () => string;
  newId?: () => string;
}

export function makeProfilesService(deps: ProfilesDeps) {
  const { repo, store, processor } = deps;
  const now = deps.now;
  const newId = deps.newId ?? (() => ulid());

  async function vendorOf(caller: SessionUser, vendorId: string): Promise<VendorItem> {
    assertVendorAccess(caller, vendorId);
    const vendor = await repo.getVendor(vendorId);
    if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
    return vendor;
  }

  /** Files are removed after the item; a failed removal leaves an unreachable file, never a broken item. */
  async function removeFiles(keys: string[]): Promise<void> {
    await store.remove(keys).catch(() => undefined);
  }

  async function refuseUpload(key: string, message: string): Promise<never> {
    await removeFiles([key]);
    throw new ValidationError(message);
  }

  async function resolveProductImage(vendorId: string, imageId: string | null | undefined): Promise<string | null> {
    if (!imageId) return null;
    const image = await repo.getImage(vendorId, imageId);
    if (!image) throw new ValidationError(PROFILE_MSG.productImageNotFound, { field: 'imageId' });
    return image.imageUrl;
  }

  return {
    async images(caller: SessionUser, vendorId: string) {
      assertVendorAccess(caller, vendorId);
      const data = await repo.readProfile(vendorId);
      if (!data) throw new NotFoundError(MSG.vendorNotFound);
      return { images: sortImages(data.images).map(toVendorImage) };
    },

    async products(caller: SessionUser, vendorId: string) {
      assertVendorAccess(caller, vendorId);
      const data = await repo.readProfile(vendorId);
      if (!data) throw new NotFoundError(MSG.vendorNotFound);
      return { products: sortProducts(data.products).map(toVendorProduct) };
    },

    async updateProfile(caller: SessionUser, vendorId: string, input: UpdateVendorProfile): Promise<VendorProfile> {
      const before = await vendorOf(caller, vendorId);
      const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const result = await repo.updateProfile(before, fields, caller.id, now());
      if (result === 'email-taken') throw new ConflictError(PROFILE_MSG.emailTaken, { field: 'email' });
      if (result === 'changed-meanwhile') throw new ConflictError(PROFILE_MSG.changedMeanwhile);
      return toVendorProfile(result);
    },

    async setPublished(caller: SessionUser, vendorId: string, published: boolean): Promise<VendorProfile> {
      const vendor = await vendorOf(caller, vendorId);
      const at = now();
      if (!(await repo.setPublished(vendorId, published, caller.id, at))) throw new NotFoundError(MSG.vendorNotFound);
      return toVendorProfile({ ...vendor, isProfilePublished: published, updatedAt: at, updatedBy: caller.id });
    },

    async uploadUrl(
      caller: SessionUser,
      vendorId: string,
      input: ImageUploadUrlRequest,
    ): Promise<ImageUploadUrlResponse> {
      await vendorOf(caller, vendorId);
      // Spec 3 §5: the count is checked before the upload too, so a full section fails before sending 5 MB.
      if ((await repo.imageCount(vendorId, input.imageType)) >= IMAGE_MAX_COUNT[input.imageType]) {
        throw new ValidationError(imageLimitMessage(input.imageType));
      }
      const key = imageKeys.original(vendorId, newId());
      const { url, fields } = await store.presignUpload(key, input.contentType, IMAGE_MAX_BYTES);
      return { url, fields, key };
    },

    /**
     * Registers an uploaded file: its real size and first bytes decide whether it is an image the market accepts
     * (anything else is deleted); then the public variants are made and the image is counted against its type's
     * maximum in the same transaction that stores it. Registering the same upload twice answers the same image.
     */
    async registerImage(
      caller: SessionUser,
      vendorId: string,
      input: { key: string; imageType: ImageType; caption?: string | null },
    ): Promise<VendorImage> {
      const vendor = await vendorOf(caller, vendorId);
      const match = new RegExp(`^vendors/${vendorId}/images/(${ULID_PATTERN})$`).exec(input.key);
      if (!match) throw new ValidationError(PROFILE_MSG.uploadNotFound, { field: 'key' });
      const imageId = match[1]!;
      const existing = await repo.getImage(vendorId, imageId);
      if (existing) return toVendorImage(existing);

      const size = await store.size(input.key);
      if (size === undefined) throw new ValidationError(PROFILE_MSG.uploadNotFound, { field: 'key' });
      if (size > IMAGE_MAX_BYTES) return refuseUpload(input.key, PROFILE_MSG.imageTooLarge);
      if (size === 0) return refuseUpload(input.key, PROFILE_MSG.notAnImage);
      if (!(await processor.detectImageType(await store.read(input.key, Math.min(size, SNIFF_BYTES))))) {
        return refuseUpload(input.key, PROFILE_MSG.notAnImage);
      }
      const count = await repo.imageCount(vendorId, input.imageType);
      if (count >= IMAGE_MAX_COUNT[input.imageType]) return refuseUpload(input.key, imageLimitMessage(input.imageType));

      let variants;
      try {
        variants = await processor.makeVariants(await store.read(input.key));
      } catch {
        // The first bytes looked like an image but the file does not decode: as much not an image as a text file.
        return refuseUpload(input.key, PROFILE_MSG.notAnImage);
      }
      const webKey = imageKeys.web(vendorId, imageId);
      const thumbnailKey = imageKeys.thumbnail(vendorId, imageId);
      await Promise.all([
        store.put(webKey, variants.web, 'image/webp'),
        store.put(thumbnailKey, variants.thumbnail, 'image/webp'),
      ]);
      const at = now();
      const image: VendorImageItem = {
        _type: 'vendor_image',
        id: imageId,
        vendorId,
        vendorName: vendor.name,
        imageType: input.imageType,
        originalKey: input.key,
        webKey,
        thumbnailKey,
        imageUrl: mediaUrl(webKey),
        thumbnailUrl: mediaUrl(thumbnailKey),
        caption: input.caption ?? null,
        isActive: true,
        isApproved: false,
        approvedAt: null,
        approvedBy: null,
        displayOrder: count,
        createdAt: at,
        updatedAt: at,
      };
      const outcome = await repo.addImage(image);
      if (outcome === 'limit-reached') {
        await removeFiles([input.key, webKey, thumbnailKey]);
        throw new ValidationError(imageLimitMessage(input.imageType));
      }
      if (outcome === 'already-registered') {
        const stored = await repo.getImage(vendorId, imageId);
        if (stored) return toVendorImage(stored);
      }
      return toVendorImage(image);
    },

    async deleteImage(caller: SessionUser, vendorId: string, imageId: string): Promise<void> {
      assertVendorAccess(caller, vendorId);
      const image = await repo.getImage(vendorId, imageId);
      if (!image || !(await repo.deleteImage(image))) throw new NotFoundError(PROFILE_MSG.imageNotFound);
      await removeFiles([image.originalKey, image.webKey, image.thumbnailKey]);
    },

    async saveProduct(
      caller: SessionUser,
      vendorId: string,
      productId: string | undefined,
      input: ProductInput,
    ): Promise<VendorProduct> {
      const vendor = await vendorOf(caller, vendorId);
      const before = productId ? await repo.getProduct(vendorId, productId) : undefined;
      if (productId && !before) throw new NotFoundError(PROFILE_MSG.productNotFound);
      const at = now();
      const product: VendorProductItem = {
        _type: 'vendor_product',
        id: productId ?? newId(),
        vendorId,
        vendorName: vendor.name,
        name: input.name,
        description: input.description ?? null,
        category: input.category,
        seasonalityStart: input.seasonalityStart,
        seasonalityEnd: input.seasonalityEnd,
        priceRange: input.priceRange ?? null,
        certifications: input.certifications,
        imageId: input.imageId ?? null,
        imageUrl: await resolveProductImage(vendorId, input.imageId),
        isActive: true,
        // Spec 3 §4: new or edited products are pending until an admin approves them.
        isApproved: false,
        approvedAt: null,
        approvedBy: null,
        createdAt: before?.createdAt ?? at,
        updatedAt: at,
      };
      if (!(await repo.putProduct(product, !!productId))) throw new NotFoundError(PROFILE_MSG.productNotFound);
      return toVendorProduct(product);
    },

    async deleteProduct(caller: SessionUser, vendorId: string, productId: string): Promise<void> {
      assertVendorAccess(caller, vendorId);
      if (!(await repo.deleteProduct(vendorId, productId))) throw new NotFoundError(PROFILE_MSG.productNotFound);
    },

    /** The public vendor page (spec 3 §2): only a published profile of an approved vendor, only approved content. */
    async publicPage(vendorId: string) {
      const [enabled, data] = await Promise.all([deps.publicProfilesEnabled(), repo.readProfile(vendorId)]);
      if (!enabled || !data?.vendor.isProfilePublished || data.vendor.status !== 'APPROVED') {
        throw new NotFoundError(PROFILE_MSG.vendorNotFound);
      }
      const v = data.vendor;
      const visible = <T extends { isApproved: boolean; isActive: boolean }>(list: T[]) =>
        list.filter((x) => x.isApproved && x.isActive);
      return {
        vendor: {
          id: v.id,
          name: v.name,
          tagline: v.tagline,
          businessStory: v.businessStory,
          yearsAtMarket: v.yearsAtMarket,
          email: v.email.trim() || null,
          phone: v.phone.trim() || null,
          website: v.website,
          instagram: v.instagram,
          facebook: v.facebook,
          twitter: v.twitter,
          tiktok: v.tiktok,
          etsy: v.etsy,
        },
        images: sortImages(visible(data.images)).map(toVendorImage),
        products: sortProducts(visible(data.products)).map(toVendorProduct),
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof makeProfilesService>;
