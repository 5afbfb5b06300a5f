/**
 * The public payment page (GET /api/public-payments/{shortCode}, …/saved-payment-methods, POST …/update-sales,
 * …/create-session, …/charge-saved-method, …/create-paypal-order, …/capture-paypal-order) and the payment session
 * the success page reads. The amount is the server's: nothing here names a price.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  anyAnswer,
  chargeSavedAnswer,
  createSessionAnswer,
  paymentSessionAnswer,
  paypalCaptureAnswer,
  paypalOrderAnswer,
  publicPaymentAnswer,
  publicSavedCardsAnswer,
} from '@shared/schemas/public-payments-answers';
import { api } from '@/lib/api-client';
import { publicPaymentKeys } from './public-request';
import { apiPath } from '@shared/api-path';

const publicPaymentQueryOptions = (code: string) =>
  queryOptions({
    queryKey: publicPaymentKeys.payment(code),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/public-payments/{shortCode}', { shortCode: code }), publicPaymentAnswer, { signal }),
    meta: { globalErrorToast: false },
  });
export const usePublicPayment = (code: string) => useQuery(publicPaymentQueryOptions(code));

/** The vendor's cards and the signed-in user's own; none for a visitor. */
export const useSavedCards = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: publicPaymentKeys.savedCards(code),
    queryFn: ({ signal }) =>
      api.get(
        apiPath('/api/public-payments/{shortCode}/saved-payment-methods', { shortCode: code }),
        publicSavedCardsAnswer,
        { signal },
      ),
    meta: { globalErrorToast: false },
    enabled,
  });

export const updateSales = (code: string, salesAmount: number, salesByTender: Record<string, number> | null) =>
  api.post(apiPath('/api/public-payments/{shortCode}/update-sales', { shortCode: code }), anyAnswer, {
    salesAmount,
    salesByTender,
  });

export const createSession = (code: string, paymentServiceCode: string) =>
  api.post(apiPath('/api/public-payments/{shortCode}/create-session', { shortCode: code }), createSessionAnswer, {
    paymentServiceCode,
  });

export const chargeSavedCard = (code: string, savedPaymentMethodId: string) =>
  api.post(apiPath('/api/public-payments/{shortCode}/charge-saved-method', { shortCode: code }), chargeSavedAnswer, {
    paymentServiceCode: 'stripe',
    savedPaymentMethodId,
  });

export const createPaypalOrder = (code: string) =>
  api.post(apiPath('/api/public-payments/{shortCode}/create-paypal-order', { shortCode: code }), paypalOrderAnswer, {});

export const capturePaypalOrder = (code: string, orderId: string) =>
  api.post(apiPath('/api/public-payments/{shortCode}/capture-paypal-order', { shortCode: code }), paypalCaptureAnswer, {
    orderId,
  });

const paymentSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: publicPaymentKeys.session(sessionId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/public-payments/session/{sessionId}', { sessionId }), paymentSessionAnswer, { signal }),
    meta: { globalErrorToast: false },
    // The card provider's event may land a moment after the vendor returns: look again until the payment counts.
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'paid' ? 2000 : false),
  });
export const usePaymentSession = (sessionId: string) =>
  useQuery({ ...paymentSessionQueryOptions(sessionId), enabled: !!sessionId });

/** "Yes, Request Space" / "No, Skip Next Week" on the success page, proved by the paid session. */
export const answerNextMarket = (
  spaceRequestId: string,
  choice: 'request' | 'skip',
  body: { marketDateId: string; sessionId: string },
) => api.post(apiPath(`/api/public-payments/spaceRequests/{id}/${choice}`, { id: spaceRequestId }), anyAnswer, body);
