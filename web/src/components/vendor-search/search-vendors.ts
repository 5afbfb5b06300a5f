import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_SEARCH_MIN_CHARS, vendorSearchResultsSchema } from '@shared/schemas/vendors';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';

const vendorSearchKeys = {
  all: ['vendor-search'] as const,
  term: (term: string) => [...vendorSearchKeys.all, term] as const,
};

const searchVendors = (term: string, signal?: AbortSignal) =>
  api.get(withQuery(apiPath('/api/vendors/search'), { q: term }), vendorSearchResultsSchema, { signal });

const vendorSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: vendorSearchKeys.term(term),
    queryFn: ({ signal }) => searchVendors(term, signal),
    staleTime: 30_000,
    // The box shows "Search failed" itself.
    meta: { globalErrorToast: false },
  });

/** Spec 1 §2.3, §5: no call below 3 characters. */
export function useVendorSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({ ...vendorSearchQueryOptions(trimmed), enabled: trimmed.length >= VENDOR_SEARCH_MIN_CHARS });
}
