import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaListSchema, areaSchema, type CreateArea, type UpdateArea } from '@shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-keys';
import { apiPath } from '@shared/api-path';

/** GET /api/areas, POST /api/areas, PATCH /api/areas/{id}. */
const areasQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.areas(),
    queryFn: ({ signal }) => api.get(apiPath('/api/areas'), areaListSchema, { signal }),
  });

export const useAreas = () => useQuery({ ...areasQueryOptions(), meta: { globalErrorToast: false } });

export function useSaveArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateArea | UpdateArea }) =>
      id
        ? api.patch(apiPath('/api/areas/{id}', { id }), areaSchema, body)
        : api.post(apiPath('/api/areas'), areaSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.areas() }),
  });
}
