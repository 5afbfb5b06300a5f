import { PROFILE_MSG } from '../../shared/profile-messages.js';
import type { BulkReviewResponse, ContentReviewResponse } from '../../shared/schemas/vendor-profile.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { ProfileRepository } from '../lib/data/vendors/profile.repository.js';
import { NotFoundError } from '../lib/http/errors.js';
import type { ImageStore } from '../lib/storage/image-store.js';
import { toVendorImage, toVendorProduct } from './profiles.service.js';

export type ReviewAction = 'approve' | 'reject';
interface ContentRef {
  vendorId: string;
  id: string;
}

/**
 * The admins' review of pending images and products (issue 11). Approving makes content public; rejecting an image
 * deletes it and its files (and frees its place under the type's maximum); rejecting a product keeps it for the
 * vendor, inactive.
 */
export function makeContentReviewService(deps: { repo: ProfileRepository; store: ImageStore; now: () => string }) {
  const { repo, store } = deps;
  const now = deps.now;

  async function reviewImage(admin: SessionUser, ref: ContentRef, action: ReviewAction): Promise<boolean> {
    if (action === 'approve') return repo.approve('IMAGE', ref.vendorId, ref.id, admin.id, now());
    const image = await repo.getImage(ref.vendorId, ref.id);
    if (!image || !(await repo.deleteImage(image))) return false;
    await store.remove([image.originalKey, image.webKey, image.thumbnailKey]).catch(() => undefined);
    return true;
  }

  async function reviewProduct(admin: SessionUser, ref: ContentRef, action: ReviewAction): Promise<boolean> {
    return action === 'approve'
      ? repo.approve('PRODUCT', ref.vendorId, ref.id, admin.id, now())
      : repo.rejectProduct(ref.vendorId, ref.id, admin.id, now());
  }

  return {
    async pending(): Promise<ContentReviewResponse> {
      const { images, products } = await repo.listPending();
      return {
        images: images.map((i) => ({ ...toVendorImage(i), vendorId: i.vendorId, vendorName: i.vendorName })),
        products: products.map((p) => ({ ...toVendorProduct(p), vendorId: p.vendorId, vendorName: p.vendorName })),
      };
    },

    async reviewImage(admin: SessionUser, ref: ContentRef, action: ReviewAction): Promise<{ message: string }> {
      if (!(await reviewImage(admin, ref, action))) throw new NotFoundError(PROFILE_MSG.imageNotFound);
      return { message: action === 'approve' ? PROFILE_MSG.approved : PROFILE_MSG.rejected };
    },

    async reviewProduct(admin: SessionUser, ref: ContentRef, action: ReviewAction): Promise<{ message: string }> {
      if (!(await reviewProduct(admin, ref, action))) throw new NotFoundError(PROFILE_MSG.productNotFound);
      return { message: action === 'approve' ? PROFILE_MSG.approved : PROFILE_MSG.rejected };
    },

    async bulk(
      admin: SessionUser,
      input: { action: ReviewAction; images: ContentRef[]; products: ContentRef[] },
    ): Promise<BulkReviewResponse> {
      const unique = (refs: ContentRef[]) => [...new Map(refs.map((r) => [`${r.vendorId}#${r.id}`, r])).values()];
      const images = unique(input.images);
      const products = unique(input.products);
      const total = images.length + products.length;
      if (input.action === 'approve') {
        const succeeded = await repo.approveMany(
          [
            ...images.map((r) => ({ kind: 'IMAGE' as const, ...r })),
            ...products.map((r) => ({ kind: 'PRODUCT' as const, ...r })),
          ],
          admin.id,
          now(),
        );
        return { succeeded, failed: total - succeeded };
      }
      const rejectedImages = await repo.deleteImages(await repo.getImages(images));
      await store
        .remove(rejectedImages.flatMap((i) => [i.originalKey, i.webKey, i.thumbnailKey]))
        .catch(() => undefined);
      const succeeded = rejectedImages.length + (await repo.rejectProducts(products, admin.id, now()));
      return { succeeded, failed: total - succeeded };
    },
  };
}
export type ContentReviewService = ReturnType<typeof makeContentReviewService>;
