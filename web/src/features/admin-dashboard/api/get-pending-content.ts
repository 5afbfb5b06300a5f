import { useQuery } from '@tanstack/react-query';
import { pendingContentQueryOptions } from '@/lib/content-review';

/**
 * How many images and products wait for approval: the review screen's own query, so the dashboard and that screen
 * share one request and an approval there refreshes this count.
 */
export const usePendingContentCount = () =>
  useQuery({
    ...pendingContentQueryOptions(),
    select: (answer) => ({ images: answer.images.length, products: answer.products.length }),
  });
