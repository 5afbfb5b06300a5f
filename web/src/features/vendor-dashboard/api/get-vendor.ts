import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiStatus } from '@/lib/errors';

/** What the dashboard reads of GET /api/vendors/{id}; the rest of the vendor record is ignored here. */
const vendorNameSchema = z.object({ id: z.string(), name: z.string() });
export type VendorName = z.infer<typeof vendorNameSchema>;

export const vendorKeys = {
  all: ['vendors'] as const,
  name: (vendorId: string) => [...vendorKeys.all, vendorId, 'name'] as const,
};

/** A vendor the user may not see (403) or that is gone (404) reads as no vendor: the greeting says "Vendor". */
export async function getVendorName(vendorId: string, signal?: AbortSignal): Promise<VendorName | null> {
  try {
    return await api.get(`/api/vendors/${encodeURIComponent(vendorId)}`, vendorNameSchema, { signal });
  } catch (error) {
    if (isApiStatus(error, 403, 404)) return null;
    throw error;
  }
}

export const vendorNameQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.name(vendorId),
    queryFn: ({ signal }) => getVendorName(vendorId, signal),
  });

export function useVendorName(vendorId: string | null) {
  return useQuery({ ...vendorNameQueryOptions(vendorId ?? ''), enabled: !!vendorId });
}
