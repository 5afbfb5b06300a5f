import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vendorAlertResponseSchema,
  vendorAlertsResponseSchema,
  type VendorAlertInput,
} from '@shared/schemas/reminders';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { reminderKeys } from './keys';
import { apiPath } from '@shared/api-path';

const vendorAlertsQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.alerts(),
    queryFn: ({ signal }) => api.get(apiPath('/api/vendor-alerts'), vendorAlertsResponseSchema, { signal }),
    meta: { globalErrorToast: false },
  });

/** GET /api/vendor-alerts */
export const useVendorAlerts = () => useQuery(vendorAlertsQueryOptions());

/** POST /api/vendor-alerts, or PUT /api/vendor-alerts/{id} when an id is given (edit, end). */
export function useSaveVendorAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: string | null; body: VendorAlertInput } & Submission) =>
      id
        ? api.put(apiPath('/api/vendor-alerts/{id}', { id }), vendorAlertResponseSchema, body)
        : api.post(apiPath('/api/vendor-alerts'), vendorAlertResponseSchema, body, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.alerts() }),
    meta: { globalErrorToast: false },
  });
}
