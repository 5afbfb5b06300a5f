import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { VENDOR_AUDIT_FETCH_LIMIT, vendorAuditLogSchema } from '@shared/schemas/vendors';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { adminVendorKeys } from './keys';

const getVendorAuditLog = (vendorId: string, cursor: string | null, signal?: AbortSignal) =>
  api.get(
    withQuery(apiPath('/api/vendors/{id}/audit-log', { id: vendorId }), {
      limit: VENDOR_AUDIT_FETCH_LIMIT,
      ...(cursor ? { cursor } : {}),
    }),
    vendorAuditLogSchema,
    { signal },
  );

/** Newest first, a page at a time, the pages shown one after another. */
const vendorAuditLogQueryOptions = (vendorId: string) =>
  infiniteQueryOptions({
    queryKey: adminVendorKeys.auditLog(vendorId),
    queryFn: ({ pageParam, signal }) => getVendorAuditLog(vendorId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (answer) => answer.pages.flatMap((page) => page.items),
    meta: { globalErrorToast: false },
  });

export const useVendorAuditLog = (vendorId: string) => useInfiniteQuery(vendorAuditLogQueryOptions(vendorId));
