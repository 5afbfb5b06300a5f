import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_AUDIT_FETCH_LIMIT, vendorAuditLogSchema } from '@shared/schemas/vendors';
import { apiPath, withQuery } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { adminVendorKeys } from './keys';

const getVendorAuditLog = (vendorId: string, signal?: AbortSignal) =>
  api.get(
    withQuery(apiPath('/api/vendors/{id}/audit-log', { id: vendorId }), { limit: VENDOR_AUDIT_FETCH_LIMIT }),
    vendorAuditLogSchema,
    { signal },
  );

const vendorAuditLogQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: adminVendorKeys.auditLog(vendorId),
    queryFn: ({ signal }) => getVendorAuditLog(vendorId, signal),
    meta: { globalErrorToast: false },
  });

export const useVendorAuditLog = (vendorId: string) => useQuery(vendorAuditLogQueryOptions(vendorId));
