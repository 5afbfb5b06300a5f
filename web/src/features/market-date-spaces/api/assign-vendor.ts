import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spaceSchema, type AssignVendorBody } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from './keys';

/** overrideReason: assign without the documents required to sell, with the admin's reason for the audit log. */
export const assignVendor = ({
  spaceId,
  body,
}: {
  spaceId: string;
  body: AssignVendorBody & { overrideReason?: string };
}) => api.post(`/api/spaces/${encodeURIComponent(spaceId)}/assign`, spaceSchema, body);

export function useAssignVendor(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignVendor,
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
