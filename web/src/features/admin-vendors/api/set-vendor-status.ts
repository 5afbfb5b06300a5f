import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setVendorStatusResponseSchema, type VendorStatusValue } from '@shared/schemas/vendors';
import { api } from '@/lib/api-client';
import { adminVendorKeys } from './keys';
import { apiPath } from '@shared/api-path';

const setVendorStatus = ({ vendorId, status }: { vendorId: string; status: VendorStatusValue }) =>
  api.post(apiPath('/api/vendors/{id}/status', { id: vendorId }), setVendorStatusResponseSchema, { status });

export function useSetVendorStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setVendorStatus,
    // The screens say "Failed to update vendor status" with the reason.
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: adminVendorKeys.all }),
  });
}
