import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageLogPageSchema, resendMessageResponseSchema } from '@shared/schemas/message-log';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@shared/api-path';

/** The filters of View Messages, as they stand in the address. */
export interface MessageLogFilters {
  status?: string;
  channel?: string;
  templateId?: string;
  from?: string;
  to?: string;
}

const messageLogKeys = {
  all: ['message-log'] as const,
  list: (filters: MessageLogFilters) => [...messageLogKeys.all, 'list', filters] as const,
};

function messagesPath(filters: MessageLogFilters, cursor: string | null) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  if (cursor) q.set('cursor', cursor);
  return withQuery(apiPath('/api/messages'), q);
}

/** GET /api/messages: pages newest first, the next one asked for with the previous page's cursor. */
const messageLogQueryOptions = (filters: MessageLogFilters) =>
  infiniteQueryOptions({
    queryKey: messageLogKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api.get(messagesPath(filters, pageParam), messageLogPageSchema, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a shown message is still pending (a resend on its way), follow it until the worker is done with it.
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.messages.some((m) => m.status === 'pending')) ? 3_000 : false,
    meta: { globalErrorToast: false },
  });
export const useMessageLog = (filters: MessageLogFilters) => useInfiniteQuery(messageLogQueryOptions(filters));

/** POST /api/messages/{id}/resend: a new message linked to the failed one. */
export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(apiPath('/api/messages/{id}/resend', { id }), resendMessageResponseSchema),
    meta: { globalErrorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: messageLogKeys.all }),
  });
}
