import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import {
  spaceTypeFeeSchema,
  spaceTypeListSchema,
  spaceTypeSchema,
  type CreateSpaceType,
  type PutSpaceTypeFees,
  type UpdateSpaceType,
} from '@shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-keys';
import { apiPath } from '@shared/api-path';

/** GET /api/space-types (each with its fees), POST /api/space-types, PATCH /api/space-types/{id}. */
const spaceTypesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.spaceTypes(),
    queryFn: ({ signal }) => api.get(apiPath('/api/space-types'), spaceTypeListSchema, { signal }),
  });

export const useSpaceTypes = () => useQuery({ ...spaceTypesQueryOptions(), meta: { globalErrorToast: false } });

export function useSaveSpaceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateSpaceType | UpdateSpaceType }) =>
      id
        ? api.patch(apiPath('/api/space-types/{id}', { id }), spaceTypeSchema, body)
        : api.post(apiPath('/api/space-types'), spaceTypeSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.spaceTypes() }),
  });
}

/** PUT /api/space-types/{id}/fees: the space type's whole fee list. */
export function usePutSpaceTypeFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PutSpaceTypeFees }) =>
      api.put(apiPath('/api/space-types/{id}/fees', { id }), z.array(spaceTypeFeeSchema), body),
    meta: { globalErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.spaceTypes() }),
  });
}
