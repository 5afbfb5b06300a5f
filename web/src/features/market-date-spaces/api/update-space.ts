import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceSchema, type UpdateSpaceBody } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';
import { apiPath } from '@shared/api-path';

const updateSpace = ({ spaceId, body }: { spaceId: string; body: UpdateSpaceBody }) =>
  api.patch(apiPath('/api/spaces/{id}', { id: spaceId }), spaceSchema, body);

export function useUpdateSpace(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSpace,
    // The dialog says 'Error updating space' with the reason.
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
