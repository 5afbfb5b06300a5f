import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repriceResultSchema } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';
import { apiPath } from '@shared/api-path';

/** One call for the whole selection: the server reprices each selected space's request. */
const repriceSpaces = ({ marketDateId, spaceIds }: { marketDateId: string; spaceIds: string[] }) =>
  api.post(apiPath('/api/space-requests/recalculate'), repriceResultSchema, { marketDateId, spaceIds });

export function useRepriceSpaces(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: repriceSpaces,
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
