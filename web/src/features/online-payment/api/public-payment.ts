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

const payments = (code: string) => apiPath('/api/public-payments/{shortCode}', { shortCode: code });

export const publicPaymentQueryOptions = (code: string) =>
  queryOptions({
    queryKey: publicPaymentKeys.payment(code),
    queryFn: ({ signal }) => api.get(payments(code), publicPaymentAnswer, { signal }),
    meta: { globalErrorToast: false },
  });
export const usePublicPayment = (code: string) => useQuery(publicPaymentQueryOptions(code));

/** The vendor's cards and the signed-in user's own; none for a visitor. */
export const useSavedCards = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: publicPaymentKeys.savedCards(code),
    queryFn: ({ signal }) => api.get(`${payments(code)}/saved-payment-methods`, publicSavedCardsAnswer, { signal }),
    meta: { globalErrorToast: false },
    enabled,
  });

export const updateSales = (code: string, salesAmount: number, salesByTender: Record<string, number> | null) =>
  api.post(`${payments(code)}/update-sales`, anyAnswer, { salesAmount, salesByTender });

export const createSession = (code: string, paymentServiceCode: string) =>
  api.post(`${payments(code)}/create-session`, createSessionAnswer, { paymentServiceCode });

export const chargeSavedCard = (code: string, savedPaymentMethodId: string) =>
  api.post(`${payments(code)}/charge-saved-method`, chargeSavedAnswer, {
    paymentServiceCode: 'stripe',
    savedPaymentMethodId,
  });

export const createPaypalOrder = (code: string) =>
  api.post(`${payments(code)}/create-paypal-order`, paypalOrderAnswer, {});

export const capturePaypalOrder = (code: string, orderId: string) =>
  api.post(`${payments(code)}/capture-paypal-order`, paypalCaptureAnswer, { orderId });

export const paymentSessionQueryOptions = (sessionId: string) =>
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
) => api.post(`/api/public-payments/spaceRequests/${encodeURIComponent(spaceRequestId)}/${choice}`, anyAnswer, body);
