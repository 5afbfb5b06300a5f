import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { vendorPaymentsResponseSchema, vendorRequestsResponseSchema } from '@shared/schemas/payments';
import { api } from './api-client';
import { apiPath } from '@shared/api-path';

/**
 * A vendor's requests and payments, read by Space History, Payment History, the vendor's page and the payment and
 * financial-edit dialogs. One set of keys, so that recording a payment or editing a request refreshes every screen
 * that shows the same money.
 */
const vendorMoneyKeys = {
  all: ['vendor-money'] as const,
  vendor: (vendorId: string) => [...vendorMoneyKeys.all, vendorId] as const,
  requests: (vendorId: string) => [...vendorMoneyKeys.vendor(vendorId), 'requests'] as const,
  payments: (vendorId: string) => [...vendorMoneyKeys.vendor(vendorId), 'payments'] as const,
};

/** GET /api/vendors/{id}/requests: every request of the vendor with the approved-only summary. */
export const vendorRequestsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorMoneyKeys.requests(vendorId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/vendors/{id}/requests', { id: vendorId }), vendorRequestsResponseSchema, { signal }),
    // The screens show their own error state.
    meta: { globalErrorToast: false },
  });

/** GET /api/vendors/{id}/payments: newest first, with the total of completed payments. */
export const vendorPaymentsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorMoneyKeys.payments(vendorId),
    queryFn: ({ signal }) =>
      api.get(apiPath('/api/vendors/{id}/payments', { id: vendorId }), vendorPaymentsResponseSchema, { signal }),
    meta: { globalErrorToast: false },
  });

/** After a payment or a financial edit: the vendor's requests, payments and anything else keyed under it reload. */
export const refreshVendorMoney = (queryClient: QueryClient, vendorId?: string) =>
  queryClient.invalidateQueries({ queryKey: vendorId ? vendorMoneyKeys.vendor(vendorId) : vendorMoneyKeys.all });

/** Spec 3 §5's method codes as people read them. */
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  ach: 'ACH',
  cash: 'Cash',
  check: 'Check',
  credit: 'Credit',
  card: 'Card',
  paypal: 'PayPal',
  venmo: 'Venmo',
  zelle: 'Zelle',
  other: 'Other',
};
export const paymentMethodLabel = (code: string) => PAYMENT_METHOD_LABELS[code] ?? code;

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  processing: 'Processing',
  failed: 'Failed',
  refunded: 'Refunded',
  requested: 'Requested',
};
export const paymentStatusLabel = (code: string) => PAYMENT_STATUS_LABELS[code] ?? code;
/** Completed green, failed red, refunded and requested yellow, processing grey. */
export const paymentStatusColor = (code: string) =>
  code === 'completed' ? 'leaf' : code === 'failed' ? 'red' : code === 'processing' ? 'gray' : 'yellow';
