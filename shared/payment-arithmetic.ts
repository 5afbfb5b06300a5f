/**
 * A vendor's money history in one pure module: the Space History summary (spec 3 §2) and what recording or editing a
 * payment does to its request's amount paid and balance. Money is integer cents.
 */
import { amountBalance } from './pricing.js';
import { amountOwed, isApprovedStatus } from './amount-owed.js';
import { countsAsPaid } from './schemas/payments.js';
import type { RequestsSummary } from './schemas/payments.js';

export interface SummarizedRequest {
  status: string;
  amountBase: number;
  grossSales: number | null;
  salesBasedFee: number;
  lateCancellationFee: number;
  amountLatePaymentFee: number;
  amountDue: number;
  amountPaid: number;
  amountBalance: number;
}

/**
 * Spec 3 §2: the summary card counts approved requests only. A confirmed request is an approved one the vendor has
 * confirmed, so it counts too; requested and skipped dates do not. A cancelled date counts for the fees it was charged
 * (its late fees, what was paid of them and what is still owed), never for the space it no longer holds, so the
 * Balance is every open balance the vendor has (shared/amount-owed.ts).
 */
export function summarizeRequests(requests: readonly SummarizedRequest[]): RequestsSummary {
  const sum: RequestsSummary = {
    totalBase: 0,
    sales: 0,
    fees: 0,
    lateCancel: 0,
    latePay: 0,
    due: 0,
    paid: 0,
    balance: 0,
  };
  for (const r of requests) {
    if (r.status === 'canceled' && (r.amountDue > 0 || amountOwed(r) > 0)) {
      sum.lateCancel += r.lateCancellationFee;
      sum.latePay += r.amountLatePaymentFee;
      sum.due += r.amountDue;
      sum.paid += r.amountPaid;
      sum.balance += r.amountBalance;
      continue;
    }
    if (!isApprovedStatus(r.status)) continue;
    sum.totalBase += r.amountBase;
    sum.sales += r.grossSales ?? 0;
    sum.fees += r.salesBasedFee;
    sum.lateCancel += r.lateCancellationFee;
    sum.latePay += r.amountLatePaymentFee;
    sum.due += r.amountDue;
    sum.paid += r.amountPaid;
    sum.balance += r.amountBalance;
  }
  return sum;
}

/** What a payment adds to its request's amount paid: its amount when completed, otherwise nothing. */
export const countedAmount = (p: { amount: number; status: string }) => (countsAsPaid(p.status) ? p.amount : 0);

/**
 * The request's amount paid and balance after a payment changes from `before` (null for a new payment) to `after`:
 * only the difference of what counted moves them, so a refund lowers what was paid and a failed payment adds nothing.
 */
export function applyPaymentChange(
  request: { amountDue: number; amountPaid: number },
  before: { amount: number; status: string } | null,
  after: { amount: number; status: string },
): { amountPaid: number; amountBalance: number; delta: number } {
  const delta = countedAmount(after) - (before ? countedAmount(before) : 0);
  const amountPaid = request.amountPaid + delta;
  return { amountPaid, amountBalance: amountBalance(request.amountDue, amountPaid), delta };
}

/**
 * The next version stamp of an item whose writes are conditioned on the version read: later than both the clock and
 * the version it replaces, so two writes in the same millisecond still leave different versions behind.
 */
export function nextVersion(previous: string, now: Date): string {
  const at = now.getTime();
  const prev = Date.parse(previous);
  return new Date(Number.isFinite(prev) && prev >= at ? prev + 1 : at).toISOString();
}
