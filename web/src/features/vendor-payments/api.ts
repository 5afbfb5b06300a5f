import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentChangeResponseSchema, type PaymentCreate, type PaymentUpdate } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import type { Submission } from '@/hooks/use-guarded-mutate';
import { refreshVendorMoney } from '@/lib/vendor-money';
import { apiPath } from '@shared/api-path';

export type SavePayment = { paymentId: null; body: PaymentCreate } | { paymentId: string; body: PaymentUpdate };

/**
 * POST /api/vendors/{id}/payments (a new payment) or PATCH /api/vendors/payments/{id} (an edit). The server moves the
 * request's amount paid and balance in the same transaction, so both lists reload afterwards.
 */
export function useSavePayment(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body, idempotencyKey }: SavePayment & Submission) =>
      paymentId === null
        ? api.post(apiPath('/api/vendors/{id}/payments', { id: vendorId }), paymentChangeResponseSchema, body, {
            idempotencyKey,
          })
        : api.patch(apiPath('/api/vendors/payments/{id}', { id: paymentId }), paymentChangeResponseSchema, body),
    onSettled: () => refreshVendorMoney(queryClient, vendorId),
    meta: { globalErrorToast: false },
  });
}

/**
 * POST /api/vendors/payments/{id}/refund (admins, card payments): the card processor refunds the whole payment, then
 * the payment becomes refunded and the balance of its market date rises by as much, so both lists reload.
 */
export function useRefundPayment(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, idempotencyKey }: { paymentId: string } & Submission) =>
      api.post(
        apiPath('/api/vendors/payments/{id}/refund', { id: paymentId }),
        paymentChangeResponseSchema,
        {},
        {
          idempotencyKey,
        },
      ),
    onSettled: () => refreshVendorMoney(queryClient, vendorId),
    meta: { globalErrorToast: false },
  });
}
