import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session';
import { marketDayKeys } from '../api/keys';
import type { MarketDay } from '@shared/schemas/market-day';
import { syncActions } from '../api/sync-actions';
import { readQueue, settle, useDayQueue } from './action-queue';
import { withActions } from './day-view';

/** The most actions the server takes in one call; a longer queue goes in calls of this many. */
const SYNC_LIMIT = 500;
/** A tap made with signal goes out after this pause, with any taps that follow it quickly. */
const GATHER_MS = 300;
/** While actions wait, the phone tries again this often (a network that says it is up may not be). */
const RETRY_MS = 15_000;

interface SyncState {
  syncing: boolean;
  /** Why the last try failed; null once a sync went through. */
  error: unknown;
}

const IDLE: SyncState = { syncing: false, error: null };
const states = new Map<string, SyncState>();
const listeners = new Set<() => void>();
const setState = (marketDateId: string, state: SyncState) => {
  states.set(marketDateId, state);
  listeners.forEach((listener) => listener());
};
const running = new Map<string, Promise<void>>();

/**
 * Sends the date's queued actions in one call (or one per SYNC_LIMIT) and takes them off the queue. One sync per date
 * at a time; the server records an action id once, so an answer lost on the way is simply sent again.
 */
export function syncNow(queryClient: QueryClient, marketDateId: string, userId: string): Promise<void> {
  const already = running.get(marketDateId);
  if (already) return already;
  const run = (async () => {
    try {
      for (;;) {
        const { pending } = await readQueue(marketDateId);
        if (pending.length === 0 || !onlineManager.isOnline()) break;
        setState(marketDateId, { syncing: true, error: null });
        const batch = pending.slice(0, SYNC_LIMIT);
        const answer = await syncActions(marketDateId, batch);
        const refused = new Set(answer.refused.map((r) => r.id));
        queryClient.setQueryData<MarketDay>(
          marketDayKeys.day(marketDateId),
          (day) =>
            day &&
            withActions(
              day,
              batch.filter((action) => !refused.has(action.id)),
              userId,
            ),
        );
        await settle(marketDateId, batch, answer);
      }
      setState(marketDateId, IDLE);
      void queryClient.invalidateQueries({ queryKey: marketDayKeys.day(marketDateId) });
    } catch (error) {
      setState(marketDateId, { syncing: false, error });
    } finally {
      running.delete(marketDateId);
    }
  })();
  running.set(marketDateId, run);
  return run;
}

const useOnline = () =>
  useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());

/**
 * Keeps a date's queue going out: soon after a tap with signal, as soon as the signal returns, and every few seconds
 * while actions wait. Answers the queue and how the last try went.
 */
export function useQueueSync(marketDateId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queue = useDayQueue(marketDateId);
  const online = useOnline();
  const waiting = queue?.pending.length ?? 0;
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => states.get(marketDateId) ?? IDLE,
  );

  // A page loaded with no signal starts offline (the query library assumes a connection until told otherwise).
  useEffect(() => {
    if (!navigator.onLine) onlineManager.setOnline(false);
  }, []);

  useEffect(() => {
    if (!online || waiting === 0) return;
    const soon = setTimeout(() => void syncNow(queryClient, marketDateId, userId), GATHER_MS);
    const retry = setInterval(() => void syncNow(queryClient, marketDateId, userId), RETRY_MS);
    return () => {
      clearTimeout(soon);
      clearInterval(retry);
    };
  }, [online, waiting, queryClient, marketDateId, userId]);

  return { queue, online, ...state };
}
