import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';

const deleteSpace = ({ spaceId, marketDateId }: { spaceId: string; marketDateId: string }) =>
  api.delete(withQuery(apiPath('/api/spaces/{id}', { id: spaceId }), { marketDateId }));

export function useDeleteSpace(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSpace,
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
