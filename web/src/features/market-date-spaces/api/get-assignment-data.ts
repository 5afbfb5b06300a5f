import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getAssignmentPage, joinAssignmentPages } from '@/lib/assignment-data';
import { spacesKeys } from '@/lib/spaces-keys';

const assignmentDataQueryOptions = (marketDateId: string, areaId: string | null, q: string) =>
  infiniteQueryOptions({
    queryKey: spacesKeys.assignmentData(marketDateId, areaId, q),
    queryFn: ({ pageParam, signal }) => getAssignmentPage(marketDateId, { areaId, q }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: joinAssignmentPages,
    staleTime: 0,
    // The dialog says 'Failed to fetch assignment data' itself.
    meta: { globalErrorToast: false },
  });

/**
 * The assign dialog's choices, a page at a time ("Load more" for the next); `q` searches the vendors by a word of
 * their name. The last answer stays on screen while a new search loads.
 */
export const useAssignmentData = (marketDateId: string, areaId: string | null, enabled: boolean, q = '') =>
  useInfiniteQuery({
    ...assignmentDataQueryOptions(marketDateId, areaId, q),
    enabled,
    placeholderData: keepPreviousData,
  });
