import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignResponseSchema, type AssignVendorBody } from '@shared/schemas/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from '@/lib/spaces-keys';
import { apiPath } from '@shared/api-path';

/**
 * overrideReason: assign without the documents required to sell, with the admin's reason for the audit log;
 * override and reason: a request created on a full date takes a place over its limit rather than waiting.
 */
const assignVendor = ({
  spaceId,
  body,
}: {
  spaceId: string;
  body: AssignVendorBody & { overrideReason?: string; override?: boolean; reason?: string };
}) => api.post(apiPath('/api/spaces/{id}/assign', { id: spaceId }), assignResponseSchema, body);

export function useAssignVendor(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignVendor,
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: spacesKeys.date(marketDateId) }),
  });
}
