import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { waitlistResponseSchema } from '@shared/schemas/waitlist';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const waitlistKey = (marketDateId: string) => ['waitlist', marketDateId] as const;

/** GET /api/market-dates/{id}/waitlist: the line in order, each vendor's open offer, and the spaces free to offer. */
export const useWaitlist = (marketDateId: string) =>
  useQuery({
    queryKey: waitlistKey(marketDateId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/market-dates/{id}/waitlist', { id: marketDateId }), waitlistResponseSchema, { signal }),
    meta: { globalErrorToast: false },
  });

/** POST /api/market-dates/{id}/waitlist/order (move one up or down) or /waitlist/offer (offer a space by hand). */
export function useWaitlistAction(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      a:
        | { kind: 'order'; vendorId: string; direction: 'up' | 'down' }
        | { kind: 'offer'; vendorId: string; spaceId: string },
    ) => {
      const { kind, ...body } = a;
      return api.post(
        apiPath(`/api/market-dates/{id}/waitlist/${kind}`, { id: marketDateId }),
        waitlistResponseSchema,
        body,
      );
    },
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKey(marketDateId) }),
  });
}
