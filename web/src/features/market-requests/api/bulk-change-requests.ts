import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkRequestResultSchema,
  type BulkRequestAction,
  type BulkRequestResult,
  type MarketRequestsResponse,
} from '@shared/schemas/space-requests';
import { api } from '@/lib/api-client';
import { applyOutcomes } from '../lib/requests-view';
import { requestsKeys } from './keys';
import { apiPath } from '@shared/api-path';

/**
 * A bulk action's body; a reopen may place the selection over a full date's limit (`override`, with `reason` for the
 * audit log).
 */
export type BulkChange = BulkRequestAction & { override?: boolean };

/** POST /api/market-dates/{id}/requests/bulk: the whole selection in one call, answered row by row. */
const bulkChangeRequests = (marketDateId: string, body: BulkChange) =>
  api.post(apiPath('/api/market-dates/{id}/requests/bulk', { id: marketDateId }), bulkRequestResultSchema, body);

export function useBulkChangeRequests(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkChange) => bulkChangeRequests(marketDateId, body),
    meta: { globalErrorToast: false },
    onSuccess: (result: BulkRequestResult) => {
      client.setQueriesData<MarketRequestsResponse>(
        { queryKey: requestsKeys.lists(marketDateId) },
        (data) => data && { ...data, items: applyOutcomes(data.items, result) },
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: requestsKeys.lists(marketDateId) }),
  });
}
