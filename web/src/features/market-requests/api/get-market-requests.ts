import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marketRequestsResponseSchema } from '@shared/schemas/space-requests';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { ALL } from '../lib/requests-view';
import { requestsKeys } from './keys';

export interface RequestFilters {
  /** 'all' or one request status. */
  status: string;
  /** 'all' or one vendor type id. */
  type: string;
  /** The start of a vendor's name; '' for every vendor. */
  q: string;
  /** The page: the cursor the previous page answered, '' for the first. */
  cursor: string;
}

/** GET /api/market-dates/{id}/requests?status=&type=&q=&cursor=: one page; 'all' is sent as no filter. */
function getMarketRequests(marketDateId: string, filters: RequestFilters, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.status !== ALL) query.set('status', filters.status);
  if (filters.type !== ALL) query.set('type', filters.type);
  if (filters.q) query.set('q', filters.q);
  if (filters.cursor) query.set('cursor', filters.cursor);
  return api.get(
    withQuery(apiPath('/api/market-dates/{id}/requests', { id: marketDateId }), query),
    marketRequestsResponseSchema,
    { signal },
  );
}

const marketRequestsQueryOptions = (marketDateId: string, filters: RequestFilters) =>
  queryOptions({
    queryKey: requestsKeys.list(marketDateId, filters),
    queryFn: ({ signal }) => getMarketRequests(marketDateId, filters, signal),
    // The screen shows its own error with a Retry button.
    meta: { globalErrorToast: false },
  });

/** The previous filter's rows stay on screen while the next ones load, so a filter click does not blank the page. */
export const useMarketRequests = (marketDateId: string, filters: RequestFilters) =>
  useQuery({ ...marketRequestsQueryOptions(marketDateId, filters), placeholderData: keepPreviousData });
