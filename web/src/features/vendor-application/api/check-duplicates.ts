import { useMutation } from '@tanstack/react-query';
import { duplicateCheckSchema, type CheckDuplicatesRequest } from '@shared/schemas/vendor-application';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

const checkDuplicates = (body: CheckDuplicatesRequest) =>
  api.post(apiPath('/api/public/check-duplicates'), duplicateCheckSchema, body);

export function useCheckDuplicates() {
  // The form says "Failed to check for duplicates" itself.
  return useMutation({ mutationFn: checkDuplicates, meta: { globalErrorToast: false } });
}
