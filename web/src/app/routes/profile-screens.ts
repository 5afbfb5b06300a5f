import type { ComponentType } from 'react';
import { ContentReviewRoute } from '@/features/content-review/routes/content-review';
import { ProfileEditRoute } from '@/features/vendor-profile/routes/profile-edit';
import { ProfileImagesRoute } from '@/features/vendor-profile/routes/profile-images';
import { ProfileProductsRoute } from '@/features/vendor-profile/routes/profile-products';
import { ProfilePreviewRoute } from '@/features/vendor-profile/routes/profile-preview';

/**
 * The vendor's four profile pages and the admins' review of what they publish load as one chunk. Every lazy route
 * adds its list of files to the entry script, which each public page downloads on a first visit; these screens share
 * most of their code, so one list serves them all.
 */
export const PROFILE_SCREENS = {
  edit: ProfileEditRoute,
  images: ProfileImagesRoute,
  products: ProfileProductsRoute,
  preview: ProfilePreviewRoute,
  contentReview: ContentReviewRoute,
} satisfies Record<string, ComponentType>;
