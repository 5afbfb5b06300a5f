import type { PaymentCreate, PaymentRow } from '@shared/schemas/payments';

/**
 * The payment dialog's fields (spec 3 §5). The amount is held in cents by the money field (typed in dollars, step
 * 0.01), so the values are the POST body as they are; an edit sends the same fields without the market date, which
 * cannot change.
 */
export interface PaymentFormValues extends Record<string, unknown> {
  spaceRequestId: string;
  amount: number | null;
  paymentMethod: string | null;
  status: string | null;
  stripePaymentId: string;
  notes: string;
}

export const newPaymentValues = (spaceRequestId = ''): PaymentFormValues => ({
  spaceRequestId,
  amount: null,
  paymentMethod: 'cash',
  status: 'completed',
  stripePaymentId: '',
  notes: '',
});

export const editPaymentValues = (p: PaymentRow): PaymentFormValues => ({
  spaceRequestId: p.spaceRequestId,
  amount: p.amount,
  paymentMethod: p.paymentMethod,
  status: p.status,
  stripePaymentId: p.stripePaymentId ?? '',
  notes: p.notes ?? '',
});

/** The form's values as paymentCreateSchema reads them; a field left empty fails with the spec's message. */
export const toPaymentInput = (v: PaymentFormValues) =>
  ({
    spaceRequestId: v.spaceRequestId,
    amount: v.amount,
    paymentMethod: v.paymentMethod,
    status: v.status,
    stripePaymentId: v.stripePaymentId,
    notes: v.notes,
  }) as PaymentCreate;
