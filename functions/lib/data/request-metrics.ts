import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts DynamoDB requests made while handling one API request, so local and test runs can report them in the
 * `x-ddb-requests` header and hold each screen to its round-trip budget.
 */
const store = new AsyncLocalStorage<{ ddbRequests: number }>();

export function withRequestMetrics<T>(fn: () => Promise<T>): Promise<{ result: T; ddbRequests: number }> {
  const metrics = { ddbRequests: 0 };
  return store.run(metrics, async () => ({ result: await fn(), ddbRequests: metrics.ddbRequests }));
}

export function countDdbRequest(): void {
  const m = store.getStore();
  if (m) m.ddbRequests += 1;
}
