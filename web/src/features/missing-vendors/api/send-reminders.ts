import { useMutation } from '@tanstack/react-query';
import { remindResponseSchema } from '@shared/schemas/missing-vendors';
import { api } from '@/lib/api-client';

/** One call for every selected vendor: the server queues one message each and answers the count. */
export const sendReminders = ({ marketDateId, vendorIds }: { marketDateId: string; vendorIds: string[] }) =>
  api.post(`/api/market-dates/${encodeURIComponent(marketDateId)}/remind`, remindResponseSchema, { vendorIds });

export const useSendReminders = () =>
  useMutation({
    mutationFn: sendReminders,
    // The screen shows 'Failed to send reminders'.
    meta: { globalErrorToast: false },
  });
