import type { InfiniteData } from '@tanstack/react-query';
import { assignmentDataSchema, type AssignmentData } from '@shared/schemas/spaces';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';

/** What the assign dialog and the layout editor's vendor panel ask for: the chosen area ranks first, `q` searches. */
export interface AssignmentFilter {
  areaId?: string | null;
  q?: string;
}

/** One page of GET /api/market-dates/{id}/assignment-data; `cursor` is the one the last page answered. */
export const getAssignmentPage = (
  marketDateId: string,
  filter: AssignmentFilter,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get(
    withQuery(apiPath('/api/market-dates/{id}/assignment-data', { id: marketDateId }), {
      areaId: filter.areaId || undefined,
      q: filter.q?.trim() || undefined,
      cursor: cursor ?? undefined,
    }),
    assignmentDataSchema,
    { signal },
  );

/** The pages read so far as one answer: the first page's areas and spaces, every page's vendors once, in order. */
export function joinAssignmentPages(data: InfiniteData<AssignmentData, string | null>): AssignmentData {
  const first = data.pages[0]!;
  const seen = new Set<string>();
  const unassignedVendors = data.pages
    .flatMap((p) => p.unassignedVendors)
    .filter((u) => !seen.has(u.vendor.id) && !!seen.add(u.vendor.id));
  return { ...first, unassignedVendors, nextCursor: data.pages[data.pages.length - 1]!.nextCursor };
}
