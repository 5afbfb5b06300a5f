import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceSchema, type UpdateSpaceBody } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';

export const updateSpace = ({ spaceId, body }: { spaceId: string; body: UpdateSpaceBody }) =>
  api.patch(`/api/spaces/${encodeURIComponent(spaceId)}`, spaceSchema, body);

export function useUpdateSpace(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSpace,
    // The dialog says 'Error updating space' with the reason.
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
