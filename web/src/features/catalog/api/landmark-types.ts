import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  landmarkTypeListSchema,
  landmarkTypeSchema,
  type CreateLandmarkType,
  type UpdateLandmarkType,
} from '@shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-keys';
import { apiPath } from '@shared/api-path';

/** GET /api/landmark-types, POST /api/landmark-types, PATCH /api/landmark-types/{id}. */
const landmarkTypesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.landmarkTypes(),
    queryFn: ({ signal }) => api.get(apiPath('/api/landmark-types'), landmarkTypeListSchema, { signal }),
  });

export const useLandmarkTypes = () => useQuery({ ...landmarkTypesQueryOptions(), meta: { globalErrorToast: false } });

export function useSaveLandmarkType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateLandmarkType | UpdateLandmarkType }) =>
      id
        ? api.patch(apiPath('/api/landmark-types/{id}', { id }), landmarkTypeSchema, body)
        : api.post(apiPath('/api/landmark-types'), landmarkTypeSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.landmarkTypes() }),
  });
}
