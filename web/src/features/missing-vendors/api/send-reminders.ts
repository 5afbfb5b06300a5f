import { useMutation } from '@tanstack/react-query';
import { remindResponseSchema } from '@shared/schemas/missing-vendors';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/** One call for every selected vendor: the server queues one message each and answers the count. */
const sendReminders = ({ marketDateId, vendorIds }: { marketDateId: string; vendorIds: string[] }) =>
  api.post(apiPath('/api/market-dates/{id}/remind', { id: marketDateId }), remindResponseSchema, { vendorIds });

export const useSendReminders = () =>
  useMutation({
    mutationFn: sendReminders,
    // The screen shows 'Failed to send reminders'.
    meta: { globalErrorToast: false },
  });
