import { queryOptions, useQuery } from '@tanstack/react-query';
import { assignmentDataSchema } from '@shared/schemas/spaces';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';

const getAssignmentData = (marketDateId: string, areaId: string | null, signal?: AbortSignal) =>
  api.get(
    withQuery(apiPath('/api/market-dates/{id}/assignment-data', { id: marketDateId }), { areaId: areaId || undefined }),
    assignmentDataSchema,
    { signal },
  );

const assignmentDataQueryOptions = (marketDateId: string, areaId: string | null) =>
  queryOptions({
    queryKey: spacesKeys.assignmentData(marketDateId, areaId),
    queryFn: ({ signal }) => getAssignmentData(marketDateId, areaId, signal),
    staleTime: 0,
    // The dialog says 'Failed to fetch assignment data' itself.
    meta: { globalErrorToast: false },
  });

export const useAssignmentData = (marketDateId: string, areaId: string | null, enabled: boolean) =>
  useQuery({ ...assignmentDataQueryOptions(marketDateId, areaId), enabled });
