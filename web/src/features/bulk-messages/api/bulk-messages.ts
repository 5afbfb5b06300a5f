import { useMutation, useQuery } from '@tanstack/react-query';
import {
  bulkPreviewAnswerSchema,
  bulkProgressSchema,
  bulkQueuedSchema,
  type BulkMessageInput,
} from '@shared/schemas/bulk-messages';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

export type BulkPreviewInput = Omit<BulkMessageInput, 'templateId' | 'idempotencyKey'> & { vendorId?: string };

/** POST /api/messages/bulk/preview: the message one recipient would get, and how many it would reach. */
export const usePreviewBulkMessage = () =>
  useMutation({
    mutationFn: (body: BulkPreviewInput) =>
      api.post(apiPath('/api/messages/bulk/preview'), bulkPreviewAnswerSchema, body),
    meta: { globalErrorToast: false },
  });

/** POST /api/messages/bulk: one call; the server queues one message per recipient. */
export const useSendBulkMessage = () =>
  useMutation({
    mutationFn: (body: BulkMessageInput) => api.post(apiPath('/api/messages/bulk'), bulkQueuedSchema, body),
    meta: { globalErrorToast: false },
  });

/** GET /api/messages/bulk/{batchId}, followed every second until every message is sent or failed. */
export const useBulkProgress = (batchId: string | null) =>
  useQuery({
    queryKey: ['bulk-messages', 'progress', batchId],
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/messages/bulk/{batchId}', { batchId: batchId! }), bulkProgressSchema, { signal }),
    enabled: !!batchId,
    refetchInterval: (query) => {
      const p = query.state.data;
      return p && p.sent + p.failed >= p.queued ? false : 1_000;
    },
    meta: { globalErrorToast: false },
  });
