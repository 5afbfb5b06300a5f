import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceSchema, type AssignVendorBody } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from './keys';

export const assignVendor = ({ spaceId, body }: { spaceId: string; body: AssignVendorBody }) =>
  api.post(`/api/spaces/${encodeURIComponent(spaceId)}/assign`, spaceSchema, body);

export function useAssignVendor(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignVendor,
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
