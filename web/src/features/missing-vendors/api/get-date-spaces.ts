import { queryOptions, useQuery } from '@tanstack/react-query';
import { spacesResponseSchema } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { missingKeys } from './keys';
import { apiPath } from '@shared/api-path';

/**
 * The date's spaces with the market's vocabulary: the vendor types for the filter buttons, the areas for the area
 * filter's name, and the spaces a new request may be given.
 */
const dateSpacesQueryOptions = (marketDateId: string) =>
  queryOptions({
    queryKey: missingKeys.spaces(marketDateId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/spaces/market-date/{id}', { id: marketDateId }), spacesResponseSchema, { signal }),
    // Without it the screen still works: types come from the report and the dialog offers no space.
    meta: { globalErrorToast: false },
  });

export const useDateSpaces = (marketDateId: string) => useQuery(dateSpacesQueryOptions(marketDateId));
