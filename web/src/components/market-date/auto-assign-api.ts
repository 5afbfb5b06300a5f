import { useMutation, useQueryClient } from '@tanstack/react-query';
import { autoAssignResultSchema, type AutoAssignBody } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';
import { apiPath } from '@shared/api-path';

const autoAssign = ({ marketDateId, body }: { marketDateId: string; body: AutoAssignBody }) =>
  api.post(apiPath('/api/market-dates/{id}/auto-assign', { id: marketDateId }), autoAssignResultSchema, body);

export function useAutoAssign(marketDateId: string, onApplied?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoAssignBody) => autoAssign({ marketDateId, body }),
    meta: { globalErrorToast: false },
    onSettled: (_data, _error, body) => {
      if (body.dryRun) return;
      onApplied?.();
      return client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) });
    },
  });
}
