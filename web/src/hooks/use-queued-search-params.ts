import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address bar's query, with changes that queue. react-router's `setSearchParams(prev => …)` hands `prev` from
 * the last render, so two quick filter clicks both start from the same query and the second loses the first. Here
 * each change starts from the one before it, even when the address bar has not caught up yet.
 */
export function useQueuedSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const arrived = params.toString();
    const at = pending.current.indexOf(arrived);
    if (at >= 0) {
      // One of ours has landed; later ones of ours are still on their way and stay the base.
      pending.current = pending.current.slice(at + 1);
      if (pending.current.length === 0) latest.current = params;
    } else {
      // Someone else navigated (back button, a link): their query is the new base.
      pending.current = [];
      latest.current = params;
    }
  }, [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      pending.current.push(next.toString());
      void setParams(next, { replace: true });
    },
    [setParams],
  );

  return [params, update] as const;
}
