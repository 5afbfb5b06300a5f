import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  copyLayoutResultSchema,
  layoutSchema,
  saveLayoutResultSchema,
  type CopyLayoutBody,
  type SaveLayoutBody,
} from '@shared/schemas/layout-editor';
import { spaceSchema, type AssignVendorBody } from '@shared/schemas/spaces';
import { marketDateListSchema } from '@shared/schemas/market-dates';
import { api } from '@/lib/api-client';
import { getAssignmentPage, joinAssignmentPages } from '@/lib/assignment-data';
import { apiPath, withQuery } from '@shared/api-path';

/**
 * Whose layout the editor shows: a market date's, or the default template a market's new dates copy (the first
 * market's without a market).
 */
export type LayoutTarget = { kind: 'date'; marketDateId: string } | { kind: 'default'; marketId?: string };

const layoutPath = (t: LayoutTarget) =>
  t.kind === 'date'
    ? apiPath('/api/market-dates/{id}/layout', { id: t.marketDateId })
    : withQuery(apiPath('/api/layouts/default/plan'), { marketId: t.marketId });

export const layoutKeys = {
  all: ['layout-editor'] as const,
  layout: (t: LayoutTarget) =>
    [...layoutKeys.all, t.kind === 'date' ? t.marketDateId : `default:${t.marketId ?? ''}`] as const,
  assignmentData: (marketDateId: string, q = '') => [...layoutKeys.all, marketDateId, 'assignment-data', q] as const,
  laterDates: (from: string, marketId?: string) => [...layoutKeys.all, 'later-dates', from, marketId ?? ''] as const,
};

const layoutQueryOptions = (t: LayoutTarget) =>
  queryOptions({
    queryKey: layoutKeys.layout(t),
    queryFn: ({ signal }) => api.get(layoutPath(t), layoutSchema, { signal }),
    // The editor keeps what the admin is drawing; a refetch would only replace it when nothing is unsaved.
    refetchOnWindowFocus: false,
    meta: { globalErrorToast: false },
  });

export const useLayout = (t: LayoutTarget) => useQuery(layoutQueryOptions(t));

export function useSaveLayout(t: LayoutTarget) {
  return useMutation({
    mutationFn: (body: SaveLayoutBody) => api.put(layoutPath(t), saveLayoutResultSchema, body),
    meta: { globalErrorToast: false },
  });
}

export function useCopyLayout(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyLayoutBody) =>
      api.post(apiPath('/api/market-dates/{id}/layout/copy', { id: marketDateId }), copyLayoutResultSchema, body),
    meta: { globalErrorToast: false },
    // The copied dates' layouts and counts changed.
    onSuccess: () => client.invalidateQueries({ queryKey: layoutKeys.all }),
  });
}

/** The market dates after `date` of the same market (the copy dialog's choices: a layout stays in its market). */
export const useLaterDates = (date: string, enabled: boolean, marketId?: string) =>
  useQuery({
    queryKey: layoutKeys.laterDates(date, marketId),
    queryFn: ({ signal }) =>
      api.get(withQuery(apiPath('/api/market-dates'), { from: date, marketId }), marketDateListSchema, { signal }),
    select: (dates) => dates.filter((d) => d.date > date && d.status !== 'canceled'),
    enabled,
    meta: { globalErrorToast: false },
  });

/**
 * The vendor panel's vendors, a page at a time ("Load more" for the next); `q` searches them by a word of their name.
 * The last answer stays on screen while a new search loads.
 */
export const useAssignmentData = (marketDateId: string | null, q = '') =>
  useInfiniteQuery({
    queryKey: layoutKeys.assignmentData(marketDateId ?? '', q),
    queryFn: ({ pageParam, signal }) => getAssignmentPage(marketDateId ?? '', { q }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: joinAssignmentPages,
    placeholderData: keepPreviousData,
    enabled: !!marketDateId,
    staleTime: 0,
    meta: { globalErrorToast: false },
  });

export function useAssignVendor(marketDateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ spaceId, body }: { spaceId: string; body: AssignVendorBody }) =>
      api.post(apiPath('/api/spaces/{id}/assign', { id: spaceId }), spaceSchema, body),
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: [...layoutKeys.all, marketDateId] }),
  });
}
