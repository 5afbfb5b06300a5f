import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageTemplateListSchema,
  messageTemplateSchema,
  templatePreviewAnswerSchema,
  type TemplateEditInput,
} from '@shared/schemas/message-templates';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const templatesQueryOptions = () =>
  queryOptions({
    queryKey: ['message-templates'],
    queryFn: ({ signal }) => api.get(apiPath('/api/message-templates'), messageTemplateListSchema, { signal }),
  });

/** GET /api/message-templates: every message the product sends, with the admins' edits. */
export const useMessageTemplates = () => useQuery({ ...templatesQueryOptions(), meta: { globalErrorToast: false } });

/** PUT /api/message-templates/{code} */
export function useSaveMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: TemplateEditInput }) =>
      api.put(apiPath('/api/message-templates/{id}', { id: code }), messageTemplateSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: templatesQueryOptions().queryKey }),
  });
}

/** POST /api/message-templates/preview: the edit rendered with sample values. */
export const usePreviewMessageTemplate = () =>
  useMutation({
    mutationFn: (body: TemplateEditInput & { code: string }) =>
      api.post(apiPath('/api/message-templates/preview'), templatePreviewAnswerSchema, body),
    meta: { globalErrorToast: false },
  });
