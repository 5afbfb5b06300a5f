import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import {
  bulkReviewResponseSchema,
  contentReviewResponseSchema,
  vendorImagesResponseSchema,
  vendorProductsResponseSchema,
} from '@shared/schemas/vendor-profile';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/**
 * Every key starts with 'content-review', which the admin dashboard's count shares, so an approval anywhere
 * refreshes the count too. The vendor's own profile keys ('vendor-profile', id) are refreshed for the same reason.
 */
const contentReviewKeys = {
  all: ['content-review'] as const,
  pending: () => [...contentReviewKeys.all, 'pending'] as const,
  vendor: (vendorId: string) => [...contentReviewKeys.all, 'vendor', vendorId] as const,
};

export type ContentKind = 'image' | 'product';
export type ReviewAction = 'approve' | 'reject';

export const pendingContentQueryOptions = () =>
  queryOptions({
    queryKey: contentReviewKeys.pending(),
    queryFn: ({ signal }) => api.get(apiPath('/api/admin/content-review'), contentReviewResponseSchema, { signal }),
    meta: { globalErrorToast: false },
  });

export const usePendingContent = () => useQuery(pendingContentQueryOptions());

/** One vendor's images and products, approved or not (GET /api/vendors/{id}/images and /products). */
const vendorContentQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: contentReviewKeys.vendor(vendorId),
    queryFn: async ({ signal }) => {
      const [images, products] = await Promise.all([
        api.get(apiPath('/api/vendors/{id}/images', { id: vendorId }), vendorImagesResponseSchema, { signal }),
        api.get(apiPath('/api/vendors/{id}/products', { id: vendorId }), vendorProductsResponseSchema, { signal }),
      ]);
      return { images: images.images, products: products.products };
    },
    meta: { globalErrorToast: false },
  });

export const useVendorContent = (vendorId: string) => useQuery(vendorContentQueryOptions(vendorId));

function useRefreshAfterReview() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contentReviewKeys.all }),
      client.invalidateQueries({ queryKey: ['vendor-profile'] }),
    ]);
}

export interface ReviewTarget {
  kind: ContentKind;
  vendorId: string;
  id: string;
}

const reviewPath = ({ kind, vendorId, id }: ReviewTarget, action: ReviewAction) =>
  kind === 'image'
    ? apiPath(`/api/vendors/{id}/images/{imageId}/${action}`, { id: vendorId, imageId: id })
    : apiPath(`/api/vendors/{id}/products/{productId}/${action}`, { id: vendorId, productId: id });

/** POST /api/vendors/{id}/images|products/{itemId}/approve|reject. Rejecting an image deletes it. */
export function useReviewItem() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: ({ target, action }: { target: ReviewTarget; action: ReviewAction }) =>
      api.post(reviewPath(target, action), z.unknown()),
    onSettled: refresh,
    meta: { globalErrorToast: false },
  });
}

/** POST /api/admin/content-review/bulk: one call for every selected item. */
export function useBulkReview() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (body: {
      action: ReviewAction;
      images: { vendorId: string; id: string }[];
      products: { vendorId: string; id: string }[];
    }) => api.post(apiPath('/api/admin/content-review/bulk'), bulkReviewResponseSchema, body),
    onSettled: refresh,
    meta: { globalErrorToast: false },
  });
}
