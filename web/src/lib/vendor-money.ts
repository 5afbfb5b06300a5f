import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** A code's label in the reader's language; an unknown code as it came. */
const labelOf = (labels: Record<string, MessageDescriptor>, code: string) => {
  const label = labels[code];
  return label ? i18n._(label) : code;
};

/** Spec 3 §5's method codes as people read them. */
const PAYMENT_METHOD_LABELS: Record<string, MessageDescriptor> = {
  ach: msg`ACH`,
  cash: msg`Cash`,
  check: msg`Check`,
  credit: msg`Credit`,
  card: msg`Card`,
  paypal: msg`PayPal`,
  venmo: msg`Venmo`,
  zelle: msg`Zelle`,
  other: msg`Other`,
};
export const paymentMethodLabel = (code: string) => labelOf(PAYMENT_METHOD_LABELS, code);

const PAYMENT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  completed: msg({ message: 'Completed', context: 'payment status' }),
  processing: msg({ message: 'Processing', context: 'payment status' }),
  failed: msg({ message: 'Failed', context: 'payment status' }),
  refunded: msg({ message: 'Refunded', context: 'payment status' }),
  requested: msg({ message: 'Requested', context: 'payment status' }),
};
export const paymentStatusLabel = (code: string) => labelOf(PAYMENT_STATUS_LABELS, code);
/** Completed green, failed red, refunded and requested yellow, processing grey. */
export const paymentStatusColor = (code: string) =>
  code === 'completed' ? 'leaf' : code === 'failed' ? 'red' : code === 'processing' ? 'gray' : 'yellow';
