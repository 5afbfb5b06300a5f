import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { LOCALES, type Locale } from '@shared/locale';
import { MSG } from '@shared/messages';
import { sessionUserSchema, type SessionUserDto } from '@shared/schemas/session';
import { publicPaths as paths } from '@/config/public-paths';
import { chooseLocale, currentLocale } from '@/i18n/locale';
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

/**
 * A signed-in user reads the language they chose on any device: when it differs from the one in use, it is switched
 * to (and remembered on this device) before the session's screens show. A language that fails to load leaves the
 * current one.
 */
async function followSavedLocale(answer: SessionUser | 'unauthorized'): Promise<void> {
  if (answer === 'unauthorized' || !answer.locale || answer.locale === currentLocale()) return;
  try {
    await chooseLocale(answer.locale);
  } catch {
    // The screens stay in the language they are in; the next check tries again.
  }
}

const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: async ({ client, signal }): Promise<SessionState> => {
      const answer = await getSessionUser(signal);
      await followSavedLocale(answer);
      return nextSessionState(client.getQueryData<SessionState>(sessionKeys.user()), answer);
    },
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

/** After a sign-in the server's answer is the session (and the user's saved language, the one read). */
export function setSessionUser(client: QueryClient, user: SessionUser) {
  client.setQueryData<SessionState>(sessionKeys.user(), { user, consecutive401: 0, expired: false });
  void followSavedLocale(user);
}

const savedLocaleSchema = v.object({ locale: v.optional(v.picklist(LOCALES)) });

/**
 * Saves the language on the signed-in user (PATCH /api/users/{id}/profile), so it follows them to any device. The
 * session holds the new choice at once, so a user check meanwhile does not switch back to the old one.
 */
export async function saveLocale(client: QueryClient, user: Pick<SessionUser, 'id'>, locale: Locale): Promise<void> {
  client.setQueryData<SessionState>(sessionKeys.user(), (state) =>
    state?.user?.id === user.id ? { ...state, user: { ...state.user, locale } } : state,
  );
  await api.patch(apiPath('/api/users/{id}/profile', { id: user.id }), savedLocaleSchema, { locale });
}

export function clearSession(client: QueryClient) {
  client.setQueryData<SessionState>(sessionKeys.user(), signedOut);
}

/**
 * Where a signed-in person belongs (spec 1 §2.5): admins to /admin, market staff (issue 31) to Market Day, the only
 * screen they may use, everyone else to the vendor dashboard.
 */
export function homePathFor(user: Pick<SessionUser, 'role'>): string {
  if (user.role === 'staff') return '/market-day';
  return user.role === 'admin' ? paths.admin : paths.vendorDashboard;
}
