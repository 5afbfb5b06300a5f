/**
 * The public request page (GET /api/public-space-manage/{shortCode}, POST …/sales, POST …/cancel) and the reminder
 * page (GET /api/public-space-request/{shortCode}, POST …/request, POST …/skip). Opened from a text message without
 * signing in; each page says its own failures, so none of these raise the global toast.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  anyAnswer,
  cancelAnswer,
  publicRequestAnswer,
  reminderAnswer,
  shortCodeAnswer,
} from '@shared/schemas/public-payments-answers';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

export const publicPaymentKeys = {
  all: ['public-payments'] as const,
  request: (code: string) => [...publicPaymentKeys.all, 'request', code] as const,
  reminder: (code: string) => [...publicPaymentKeys.all, 'reminder', code] as const,
  payment: (code: string) => [...publicPaymentKeys.all, 'payment', code] as const,
  savedCards: (code: string) => [...publicPaymentKeys.all, 'saved-cards', code] as const,
  session: (sessionId: string) => [...publicPaymentKeys.all, 'session', sessionId] as const,
};

const publicRequestQueryOptions = (code: string) =>
  queryOptions({
    queryKey: publicPaymentKeys.request(code),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/public-space-manage/{shortCode}', { shortCode: code }), publicRequestAnswer, { signal }),
    meta: { globalErrorToast: false },
  });
export const usePublicRequest = (code: string, enabled = true) =>
  useQuery({ ...publicRequestQueryOptions(code), enabled });

const reminderQueryOptions = (code: string) =>
  queryOptions({
    queryKey: publicPaymentKeys.reminder(code),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/public-space-request/{shortCode}', { shortCode: code }), reminderAnswer, { signal }),
    meta: { globalErrorToast: false },
  });
export const useReminder = (code: string) => useQuery(reminderQueryOptions(code));

// Plain calls rather than useMutation: TanStack's mutation code would add to the weight of a page opened from a text
// message, and each page keeps its own busy flag anyway (one click, one call).

/** Gross sales in cents, and their split by tender (null: none); the answer is not used, the view is read again. */
export const enterSales = (code: string, grossSales: number, salesByTender: Record<string, number> | null) =>
  api.post(apiPath('/api/public-space-manage/{shortCode}/sales', { shortCode: code }), anyAnswer, {
    grossSales,
    salesByTender,
  });

export const cancelRequest = (code: string) =>
  api.post(apiPath('/api/public-space-manage/{shortCode}/cancel', { shortCode: code }), cancelAnswer, {});

export const answerReminder = (code: string, choice: 'request' | 'skip', marketDateId: string) =>
  api.post(apiPath(`/api/public-space-request/{shortCode}/${choice}`, { shortCode: code }), anyAnswer, {
    marketDateId,
  });

/** A payment link for a request (signed in: the request's vendor or an admin). */
export const createPaymentShortCode = (spaceRequestId: string) =>
  api.post(apiPath('/api/public-payments/create-shortcode'), shortCodeAnswer, { spaceRequestId, skipMessage: true });
