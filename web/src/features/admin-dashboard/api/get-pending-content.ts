import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

const pendingContentSchema = z.object({ images: z.array(z.unknown()), products: z.array(z.unknown()) });

/**
 * How many images and products wait for approval (GET /api/admin/content-review). The key starts with
 * 'content-review' like the review screen's, so approving there refreshes this count.
 */
export const pendingContentCountQueryOptions = () =>
  queryOptions({
    queryKey: ['content-review', 'count'] as const,
    queryFn: ({ signal }) => api.get('/api/admin/content-review', pendingContentSchema, { signal }),
    select: (answer) => ({ images: answer.images.length, products: answer.products.length }),
    meta: { globalErrorToast: false },
  });

export const usePendingContentCount = () => useQuery(pendingContentCountQueryOptions());
