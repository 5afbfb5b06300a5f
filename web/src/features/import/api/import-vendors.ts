import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@shared/api-path';
import { vendorImportResponseSchema, type VendorImportRequestInput } from '@shared/schemas/vendor-import';
import { api } from '@/lib/api-client';

/** POST /api/import/vendors: a check (`dryRun`) or the import itself; the screen shows each answer's rows. */
export function useImportVendors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorImportRequestInput) =>
      api.post(apiPath('/api/import/vendors'), vendorImportResponseSchema, body),
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      // New vendors appear in the admin's vendor list (its queries sit under 'admin-vendors').
      if (answer.created > 0) void queryClient.invalidateQueries({ queryKey: ['admin-vendors'] });
    },
  });
}
