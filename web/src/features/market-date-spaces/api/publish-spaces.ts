import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishResultSchema } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { spacesKeys } from '@/lib/spaces-keys';
import { apiPath } from '@shared/api-path';

const publishSpaces = (marketDateId: string, idempotencyKey?: string) =>
  api.post(apiPath('/api/spaces/publish/{marketDateId}', { marketDateId }), publishResultSchema, undefined, {
    idempotencyKey,
  });

export function usePublishSpaces(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey }: Submission) => publishSpaces(marketDateId, idempotencyKey),
    // The screen shows 'Error' with the server's message.
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
