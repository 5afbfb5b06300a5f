import { useState } from 'react';
import { useQueuedSearchParams } from './use-queued-search-params';

/**
 * The filters and page of a list the server pages with a cursor, all kept in the address bar (`cursor` is the
 * page). A new filter starts again from the first page; "Previous page" walks back through the cursors read since.
 * `onMove` runs on every change of filter or page (a selection of the rows shown ends with them).
 */
export function useCursorPages(onMove: () => void) {
  const [params, updateParams] = useQueuedSearchParams();
  const cursor = params.get('cursor') ?? '';
  // The cursors of the pages before this one: the server's cursors only lead forward.
  const [before, setBefore] = useState<string[]>([]);

  const goTo = (to: string, trail: string[]) => {
    setBefore(trail);
    updateParams((next) => (to ? next.set('cursor', to) : next.delete('cursor')));
    onMove();
  };
  const setFilter = (name: string, value: string) => {
    setBefore([]);
    updateParams((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('cursor');
    });
    onMove();
  };

  return {
    params,
    cursor,
    setFilter,
    hasPrevious: cursor !== '',
    nextPage: (to: string) => goTo(to, [...before, cursor]),
    previousPage: () => goTo(before[before.length - 1] ?? '', before.slice(0, -1)),
  };
}
