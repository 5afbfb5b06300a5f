import { queryOptions, useQuery } from '@tanstack/react-query';
import { spacesResponseSchema } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';
import { apiPath } from '@shared/api-path';

const getSpaces = (marketDateId: string, signal?: AbortSignal) =>
  api.get(apiPath('/api/spaces/market-date/{id}', { id: marketDateId }), spacesResponseSchema, { signal });

const spacesQueryOptions = (marketDateId: string) =>
  queryOptions({
    queryKey: spacesKeys.list(marketDateId),
    queryFn: ({ signal }) => getSpaces(marketDateId, signal),
    // The screen shows its own error with a Retry button.
    meta: { globalErrorToast: false },
  });

export const useSpaces = (marketDateId: string) => useQuery(spacesQueryOptions(marketDateId));
