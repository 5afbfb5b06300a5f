import { queryOptions, useQuery } from '@tanstack/react-query';
import { missingVendorsResponseSchema } from '@shared/schemas/missing-vendors';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { missingKeys } from './keys';

/** The report of a date; the vendor-type filter is applied on the screen, so it can tell its two empty states apart. */
const getMissingVendors = (marketDateId: string, area: string | null, signal?: AbortSignal) => {
  return api.get(
    withQuery(apiPath('/api/market-dates/{id}/missing-vendors', { id: marketDateId }), { area: area || undefined }),
    missingVendorsResponseSchema,
    { signal },
  );
};

const missingVendorsQueryOptions = (marketDateId: string, area: string | null) =>
  queryOptions({
    queryKey: missingKeys.report(marketDateId, area),
    queryFn: ({ signal }) => getMissingVendors(marketDateId, area, signal),
    // The screen shows 'Failed to fetch missing vendors' with a Retry button.
    meta: { globalErrorToast: false },
  });

export const useMissingVendors = (marketDateId: string, area: string | null) =>
  useQuery(missingVendorsQueryOptions(marketDateId, area));
