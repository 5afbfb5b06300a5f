import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  requestChangeResponseSchema,
  type MarketRequestsResponse,
  type RequestChangeResponse,
} from '@shared/schemas/space-requests';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { applyChange } from '../lib/requests-view';
import { requestsKeys } from './keys';

/** One admin action on one vendor's request for the date. */
export type RequestChange =
  | { action: 'approve'; vendorId: string; overrideReason?: string }
  | { action: 'reject'; vendorId: string; as: 'skip' | 'cancel'; reason: string | null }
  | { action: 'reopen'; vendorId: string; override?: { reason: string } | null };

/**
 * POST /api/market-dates/{id}/approve | reject | reopen?vendorId=; reject names skip or cancel and an optional
 * reason in its body.
 */
function changeRequest(marketDateId: string, change: RequestChange) {
  const path = withQuery(apiPath(`/api/market-dates/{id}/${change.action}`, { id: marketDateId }), {
    vendorId: change.vendorId,
  });
  if (change.action === 'reject') {
    return api.post(path, requestChangeResponseSchema, { as: change.as, reason: change.reason });
  }
  // Approving without the documents required to sell: the admin's reason goes to the audit log.
  if (change.action === 'approve' && change.overrideReason) {
    return api.post(path, requestChangeResponseSchema, { overrideReason: change.overrideReason });
  }
  // Reopening on a full date: placed over its limit, with the reason the audit log keeps, else waitlisted.
  if (change.action === 'reopen' && change.override) {
    return api.post(path, requestChangeResponseSchema, { override: true, reason: change.override.reason });
  }
  return api.post(path, requestChangeResponseSchema);
}

/** The rows show the change at once; the refetch that follows brings every amount the server recomputed. */
export function useChangeRequest(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RequestChange) => changeRequest(marketDateId, change),
    // The screen names the action that failed.
    meta: { globalErrorToast: false },
    onSuccess: (answer: RequestChangeResponse) => {
      client.setQueriesData<MarketRequestsResponse>(
        { queryKey: requestsKeys.lists(marketDateId) },
        (data) => data && { ...data, items: applyChange(data.items, answer) },
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: requestsKeys.lists(marketDateId) }),
  });
}
