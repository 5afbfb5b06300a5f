import { useQueryClient, type Query } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { useMemo, type ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { KEPT_FOR_MS, marketDayKeys } from '../api/keys';

/** Bumped when the kept answers' shape changes, so a phone drops what an older release kept. */
const CACHE_VERSION = 'market-day-1';
/** A burst of cache changes (a refetch of several queries) is written once. */
const WRITE_AFTER_MS = 500;

let idb: UseStore | undefined;
const store = () => (idb ??= createStore('marketday-market-day-answers', 'answers'));

/**
 * The Market Day answers in IndexedDB, one entry per signed-in user, so another person signing in on a shared phone
 * never sees the list somebody else kept.
 */
function makePersister(userId: string): Persister {
  const key = `answers:${userId}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    persistClient: (client: PersistedClient) => {
      clearTimeout(timer);
      timer = setTimeout(() => void set(key, client, store()).catch(() => undefined), WRITE_AFTER_MS);
    },
    restoreClient: () => get<PersistedClient>(key, store()).catch(() => undefined),
    removeClient: () => del(key, store()).catch(() => undefined),
  };
}

/** Forgets every kept answer (a test starts from an empty phone). */
export const forgetKeptAnswers = () => clear(store());

/** Only Market Day's own answers are kept: every other screen's cache stays as it is, in memory. */
const isMarketDayQuery = (query: Query) =>
  query.state.status === 'success' && query.queryKey[0] === marketDayKeys.all[0];

/** Around a Market Day screen: its answers are read back from the phone first, and kept there as they change. */
export function KeptOnPhone({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? 'anonymous';
  const persistOptions = useMemo(
    () => ({
      persister: makePersister(userId),
      maxAge: KEPT_FOR_MS,
      buster: CACHE_VERSION,
      dehydrateOptions: { shouldDehydrateQuery: isMarketDayQuery, shouldDehydrateMutation: () => false },
    }),
    [userId],
  );
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
