import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { useEffect, useSyncExternalStore } from 'react';
import type { DayAction, SyncAnswer } from '@shared/schemas/market-day';

/** An action the server would not record, with its reason. */
export interface RefusedAction {
  action: DayAction;
  message: string;
  /** The shared message the server named (`MARKET_DAY_MSG.vendorNotExpected`), for the reader's language. */
  code?: string;
}

/**
 * What the phone holds for one market date: the actions not yet sent (in the order they were tapped), and what the
 * last syncs said of the ones it did not record, or recorded under another phone's later mark.
 */
interface DayQueue {
  pending: readonly DayAction[];
  refused: readonly RefusedAction[];
  overridden: readonly DayAction[];
}

const EMPTY: DayQueue = { pending: [], refused: [], overridden: [] };

/** The queue lives in IndexedDB so a reload, a closed tab or a dead battery with no signal loses no tap. */
let idb: UseStore | undefined;
const store = () => (idb ??= createStore('marketday-market-day-queue', 'actions'));

const memory = new Map<string, DayQueue>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Changes to one date's queue run one after another, each on the previous one's result. */
const chains = new Map<string, Promise<void>>();

async function current(marketDateId: string): Promise<DayQueue> {
  const known = memory.get(marketDateId);
  if (known) return known;
  try {
    return (await get<DayQueue>(marketDateId, store())) ?? EMPTY;
  } catch {
    // No IndexedDB (a private window in an old browser): the queue still works for as long as the page is open.
    return EMPTY;
  }
}

function change(marketDateId: string, next: (queue: DayQueue) => DayQueue): Promise<DayQueue> {
  const run = (chains.get(marketDateId) ?? Promise.resolve()).then(async () => {
    const updated = next(await current(marketDateId));
    // The screen shows the change at once; the write to the phone's storage follows.
    memory.set(marketDateId, updated);
    emit();
    try {
      await set(marketDateId, updated, store());
    } catch {
      // As above: kept in memory only.
    }
    return updated;
  });
  chains.set(
    marketDateId,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

/** Reads a date's queue from the phone's storage (once per page load) and shows it. */
const loadQueue = (marketDateId: string) => change(marketDateId, (queue) => queue);

/** Queues one tap. */
export const enqueue = (marketDateId: string, action: DayAction) =>
  change(marketDateId, (queue) => ({ ...queue, pending: [...queue.pending, action] }));

/** Takes the sent actions off the queue and keeps what the server said of those it did not simply record. */
export const settle = (marketDateId: string, sent: readonly DayAction[], answer: SyncAnswer) =>
  change(marketDateId, (queue) => {
    const sentIds = new Set(sent.map((action) => action.id));
    const byId = new Map(sent.map((action) => [action.id, action]));
    const refused = answer.refused.flatMap(({ id, message, code }) => {
      const action = byId.get(id);
      return action ? [{ action, message, ...(code ? { code } : {}) }] : [];
    });
    const overridden = answer.conflicts.flatMap(({ id, kept }) => {
      const action = byId.get(id);
      return action && kept !== id ? [action] : [];
    });
    return {
      pending: queue.pending.filter((action) => !sentIds.has(action.id)),
      refused: [...queue.refused, ...refused],
      overridden: [...queue.overridden, ...overridden],
    };
  });

/** The person has read what was refused or overridden. */
export const dismissNotices = (marketDateId: string) =>
  change(marketDateId, (queue) => ({ ...queue, refused: [], overridden: [] }));

/** The queue of a date, as the screen shows it; undefined until it has been read from the phone's storage. */
export function useDayQueue(marketDateId: string): DayQueue | undefined {
  useEffect(() => {
    if (!memory.has(marketDateId)) void loadQueue(marketDateId);
  }, [marketDateId]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => memory.get(marketDateId),
  );
}

/** The queue as it stands now (after every change asked for so far). */
export const readQueue = async (marketDateId: string) => {
  await chains.get(marketDateId);
  return current(marketDateId);
};

/**
 * Forgets what this page has read, as a reload would: the next read comes from the phone's storage. With `everything`
 * the stored queues go too.
 */
export async function forgetQueues({ everything = false } = {}): Promise<void> {
  await Promise.all(chains.values());
  memory.clear();
  chains.clear();
  if (everything) {
    const stored = await keys(store());
    await Promise.all(stored.map((key) => del(key, store())));
  }
  emit();
}
