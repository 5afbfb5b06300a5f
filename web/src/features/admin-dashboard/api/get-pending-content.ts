import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentReviewResponseSchema } from '@shared/schemas/vendor-profile';
import { api } from '@/lib/api-client';

/**
 * How many images and products wait for approval (GET /api/admin/content-review). The key starts with
 * 'content-review' like the review screen's, so approving there refreshes this count.
 */
export const pendingContentCountQueryOptions = () =>
  queryOptions({
    queryKey: ['content-review', 'count'] as const,
    queryFn: ({ signal }) => api.get('/api/admin/content-review', contentReviewResponseSchema, { signal }),
    select: (answer) => ({ images: answer.images.length, products: answer.products.length }),
    meta: { globalErrorToast: false },
  });

export const usePendingContentCount = () => useQuery(pendingContentCountQueryOptions());
