import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentTypeSchema,
  documentTypesResponseSchema,
  type DocumentTypeInput,
  type DocumentTypePatch,
} from '@shared/schemas/documents';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-keys';
import { apiPath } from '@shared/api-path';

/** GET /api/documents/document-types, POST it, PATCH /api/documents/document-types/{id}. */
const documentTypesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.documentTypes(),
    queryFn: ({ signal }) => api.get(apiPath('/api/documents/document-types'), documentTypesResponseSchema, { signal }),
    select: (answer) => answer.documentTypes,
  });

export const useDocumentTypes = () => useQuery({ ...documentTypesQueryOptions(), meta: { globalErrorToast: false } });

export function useSaveDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DocumentTypeInput | DocumentTypePatch }) =>
      id
        ? api.patch(apiPath('/api/documents/document-types/{id}', { id }), documentTypeSchema, body)
        : api.post(apiPath('/api/documents/document-types'), documentTypeSchema, body),
    meta: { globalErrorToast: false },
    // The vendor's upload form reads the same list under its own key.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.documentTypes() }),
        queryClient.invalidateQueries({ queryKey: ['documents', 'types'] }),
      ]),
  });
}
