import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MSG } from '@shared/messages';
import { sessionUserSchema, type SessionUserDto } from '@shared/schemas/session';
import { publicPaths as paths } from '@/config/public-paths';
import { api, ApiError } from './api-client';
import { apiPath } from '@shared/api-path';

export type SessionUser = SessionUserDto;

/** Spec 1 §4 and §9: the user check runs every 5 minutes; 3 consecutive 401s end a known session. */
const SESSION_REFETCH_MS = 5 * 60_000;
const MAX_CONSECUTIVE_401 = 3;

export interface SessionState {
  user: SessionUser | null;
  /** 401 answers in a row while a user was known. */
  consecutive401: number;
  /** True once a known session was given up after repeated 401s; the app then sends the person to sign in. */
  expired: boolean;
}

export const signedOut: SessionState = { user: null, consecutive401: 0, expired: false };

export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

/**
 * The next session after one user check. Without a known user a 401 simply means signed out; with one, the last
 * known user is kept until the third 401 in a row, so a single hiccup does not throw anybody out.
 */
export function nextSessionState(
  previous: SessionState | undefined,
  answer: SessionUser | 'unauthorized',
): SessionState {
  if (answer !== 'unauthorized') return { user: answer, consecutive401: 0, expired: false };
  if (!previous?.user) return signedOut;
  const consecutive401 = previous.consecutive401 + 1;
  if (consecutive401 >= MAX_CONSECUTIVE_401) return { user: null, consecutive401: 0, expired: true };
  return { ...previous, consecutive401 };
}

async function getSessionUser(signal?: AbortSignal): Promise<SessionUser | 'unauthorized'> {
  try {
    return await api.get(apiPath('/api/auth/user'), sessionUserSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'unauthorized';
    if (error instanceof ApiError && error.status > 0)
      throw new ApiError(error.status, MSG.userFetchFailed(error.status));
    throw error;
  }
}

const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: async ({ client, signal }): Promise<SessionState> =>
      nextSessionState(client.getQueryData<SessionState>(sessionKeys.user()), await getSessionUser(signal)),
    refetchInterval: SESSION_REFETCH_MS,
    // Many components read the session; only the timer, a window focus after 5 minutes or a sign-in refresh it.
    staleTime: SESSION_REFETCH_MS,
  });

/**
 * Starts the first user check as the app starts, alongside the download of the first screen's code: the root layout
 * waits for it before it shows any page, so asking only once the layout renders adds a round trip to every first
 * paint.
 */
export function prefetchSession(client: QueryClient): void {
  void client.prefetchQuery(sessionQueryOptions());
}

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.data?.user ?? null,
    expired: query.data?.expired ?? false,
    /** Only the very first check: afterwards the last known answer stays on screen while a new one loads. */
    isPending: query.isPending && query.fetchStatus === 'fetching',
  };
}

/** After a sign-in the server's answer is the session. */
export function setSessionUser(client: QueryClient, user: SessionUser) {
  client.setQueryData<SessionState>(sessionKeys.user(), { user, consecutive401: 0, expired: false });
}

export function clearSession(client: QueryClient) {
  client.setQueryData<SessionState>(sessionKeys.user(), signedOut);
}

/** Where a signed-in person belongs (spec 1 §2.5): admins to /admin, everyone else to the vendor dashboard. */
export function homePathFor(user: Pick<SessionUser, 'role'>): string {
  return user.role === 'admin' ? paths.admin : paths.vendorDashboard;
}
