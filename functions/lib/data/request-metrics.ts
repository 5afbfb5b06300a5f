import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts DynamoDB requests made while handling one API request, so local and test runs can report them in the
 * `x-ddb-requests` header and hold each screen to its round-trip budget.
 */
const store = new AsyncLocalStorage<{ ddbRequests: number }>();

/** Counts the requests `fn` makes; an enclosing count (the local runtime's around a handler's own) includes them. */
export async function withRequestMetrics<T>(fn: () => Promise<T>): Promise<{ result: T; ddbRequests: number }> {
  const outer = store.getStore();
  const metrics = { ddbRequests: 0 };
  try {
    return await store.run(metrics, async () => ({ result: await fn(), ddbRequests: metrics.ddbRequests }));
  } finally {
    if (outer) outer.ddbRequests += metrics.ddbRequests;
  }
}

export function countDdbRequest(): void {
  const m = store.getStore();
  if (m) m.ddbRequests += 1;
}
