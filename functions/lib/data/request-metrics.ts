import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts DynamoDB requests made while handling one API request, and the items they read, so local and test runs can
 * report them in the `x-ddb-requests` and `x-ddb-items` headers and hold each screen to its round-trip budget and to
 * reading only what it shows.
 */
interface Metrics {
  ddbRequests: number;
  ddbItems: number;
}
const store = new AsyncLocalStorage<Metrics>();

/** Counts the requests `fn` makes; an enclosing count (the local runtime's around a handler's own) includes them. */
export async function withRequestMetrics<T>(fn: () => Promise<T>): Promise<{ result: T } & Metrics> {
  const outer = store.getStore();
  const metrics: Metrics = { ddbRequests: 0, ddbItems: 0 };
  try {
    return await store.run(metrics, async () => ({ result: await fn(), ...metrics }));
  } finally {
    if (outer) {
      outer.ddbRequests += metrics.ddbRequests;
      outer.ddbItems += metrics.ddbItems;
    }
  }
}

export function countDdbRequest(): void {
  const m = store.getStore();
  if (m) m.ddbRequests += 1;
}

/**
 * The items one DynamoDB answer read: a Query's or Scan's scanned items (a filter drops items after they are read
 * and billed), a Get's item, a BatchGet's items.
 */
export function itemsReadBy(output: unknown): number {
  if (!output || typeof output !== 'object') return 0;
  const o = output as { ScannedCount?: number; Item?: unknown; Responses?: unknown };
  if (typeof o.ScannedCount === 'number') return o.ScannedCount;
  if (o.Item) return 1;
  if (o.Responses && typeof o.Responses === 'object' && !Array.isArray(o.Responses)) {
    return Object.values(o.Responses as Record<string, unknown>).reduce<number>(
      (n, items) => n + (Array.isArray(items) ? items.length : 0),
      0,
    );
  }
  return 0;
}

export function countDdbItems(n: number): void {
  const m = store.getStore();
  if (m) m.ddbItems += n;
}
