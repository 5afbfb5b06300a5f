import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  markAllReadResponseSchema,
  notificationListResponseSchema,
  notificationSchema,
  NOTIFICATION_PAGE_SIZE,
} from '@shared/schemas/notifications';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@shared/api-path';

/** Spec 1 §7, §9: the bell polls the unread notifications every 30 s. */
const NOTIFICATION_POLL_MS = 30_000;
/** How many unread notifications the bell lists; "View All" shows the rest. */
const BELL_LIST_SIZE = 20;

const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string) => [...notificationKeys.all, userId, 'unread'] as const,
  pages: (userId: string) => [...notificationKeys.all, userId, 'pages'] as const,
};

const getNotifications = (
  params: { unreadOnly?: boolean; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams();
  if (params.unreadOnly) query.set('unreadOnly', 'true');
  if (params.cursor) query.set('cursor', params.cursor);
  query.set('limit', String(params.limit ?? NOTIFICATION_PAGE_SIZE));
  return api.get(withQuery(apiPath('/api/notifications'), query), notificationListResponseSchema, { signal });
};

/** The bell's unread list and count; also read by the admin menu's counter (the same query, one poll). */
const unreadNotificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => getNotifications({ unreadOnly: true, limit: BELL_LIST_SIZE }, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: NOTIFICATION_POLL_MS / 2,
    // The bell shows "Failed to load notifications" itself; a toast every 30 s would be noise.
    meta: { globalErrorToast: false },
  });

export function useUnreadNotifications(userId: string | null) {
  return useQuery({ ...unreadNotificationsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** Every notification, read and unread, newest first, a page at a time (/notifications). */
const notificationPagesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(userId),
    queryFn: ({ pageParam, signal }) => getNotifications({ cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { globalErrorToast: false },
  });

export function useNotificationPages(userId: string | null) {
  return useInfiniteQuery({ ...notificationPagesQueryOptions(userId ?? ''), enabled: !!userId });
}

const markNotificationRead = (id: string) =>
  api.post(apiPath('/api/notifications/{id}/read', { id }), notificationSchema);
const markAllNotificationsRead = () => api.post(apiPath('/api/notifications/read-all'), markAllReadResponseSchema);

function useRefreshNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh });
}
