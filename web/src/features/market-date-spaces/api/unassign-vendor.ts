import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceSchema } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';

export const unassignVendor = ({ spaceId, marketDateId }: { spaceId: string; marketDateId: string }) =>
  api.post(`/api/spaces/${encodeURIComponent(spaceId)}/unassign`, spaceSchema, {
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
