import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceSchema } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';
import { apiPath } from '@shared/api-path';

const unassignVendor = ({ spaceId, marketDateId }: { spaceId: string; marketDateId: string }) =>
  api.post(apiPath('/api/spaces/{id}/unassign', { id: spaceId }), spaceSchema, {
    marketDateId,
  });

export function useUnassignVendor(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unassignVendor,
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
