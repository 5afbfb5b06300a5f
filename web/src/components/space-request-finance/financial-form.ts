import { amountBalance, requestAmountDue, salesBasedFee } from '@shared/pricing';
import type { FinancialEdit, SpaceRequestDetail } from '@shared/schemas/space-requests';
import { splitToSend, type SplitValues } from '@/components/form/tender-split-fields';

/** What the admin types: amounts in cents (shown in dollars), the rate in percent; empty is null. */
export interface FinancialValues extends Record<string, unknown> {
  amountBase: number | null;
  salesBasedRate: number | null;
  grossSales: number | null;
  lateCancellationFee: number | null;
  amountLatePaymentFee: number | null;
  notes: string;
  pricingNotes: string;
  /** Sales by tender: whether the gross sales are split, and the parts typed. */
  splitOpen: boolean;
  salesByTender: SplitValues;
}

export interface Calculated {
  salesBasedFee: number;
  amountDue: number;
  amountBalance: number;
}

export const financialValues = (r: SpaceRequestDetail): FinancialValues => ({
  amountBase: r.amountBase,
  salesBasedRate: r.salesBasedRate,
  grossSales: r.grossSales,
  lateCancellationFee: r.lateCancellationFee,
  amountLatePaymentFee: r.amountLatePaymentFee,
  notes: r.notes ?? '',
  pricingNotes: r.pricingNotes ?? '',
  splitOpen: r.salesByTender !== null,
  salesByTender: { ...r.salesByTender },
});

/**
 * Spec 2 §5's calculated fields, from what is typed so far, with the same rules the server checks the edit by
 * (shared/pricing.ts): the fee is gross sales × rate / 100 (rounded when round_cents is on), due is the larger of
 * base and fee plus the late fees (a cancelled request owes its late fees only, a skipped one nothing), balance is
 * due minus paid. An empty amount counts as 0 until it is filled.
 */
export function calculate(
  values: FinancialValues,
  request: Pick<SpaceRequestDetail, 'status' | 'amountPaid'>,
  roundCents: boolean,
): Calculated {
  const fee = salesBasedFee(values.grossSales, values.salesBasedRate ?? 0, roundCents);
  const due = requestAmountDue(request.status, {
    amountBase: values.amountBase ?? 0,
    salesBasedFee: fee,
    lateCancellationFee: values.lateCancellationFee ?? 0,
    amountLatePaymentFee: values.amountLatePaymentFee ?? 0,
  });
  return { salesBasedFee: fee, amountDue: due, amountBalance: amountBalance(due, request.amountPaid) };
}

/**
 * The PATCH body for the form's values: the calculated fields filled in, amount paid as the payments made it, and
 * the version the form was opened on. Field names stay those of the form, so each message lands under its field.
 */
export function toFinancialEdit(
  values: FinancialValues,
  request: Pick<SpaceRequestDetail, 'status' | 'amountPaid' | 'updatedAt'>,
  roundCents: boolean,
): FinancialEdit {
  const calculated = calculate(values, request, roundCents);
  return {
    // null fails the schema with the spec's "… is required".
    amountBase: values.amountBase as number,
    salesBasedRate: values.salesBasedRate as number,
    grossSales: values.grossSales,
    // Switched off, the split is cleared; the server refuses parts that do not add up to the gross sales.
    salesByTender: values.splitOpen ? splitToSend(values.salesByTender) : null,
    salesBasedFee: calculated.salesBasedFee,
    lateCancellationFee: values.lateCancellationFee ?? 0,
    amountLatePaymentFee: values.amountLatePaymentFee ?? 0,
    amountDue: calculated.amountDue,
    amountPaid: request.amountPaid,
    amountBalance: calculated.amountBalance,
    notes: values.notes.trim() || null,
    pricingNotes: values.pricingNotes.trim() || null,
    expectedUpdatedAt: request.updatedAt,
  };
}
