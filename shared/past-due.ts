/**
 * What a vendor owes from dates already held (spec 3 §4 "Past Due"): an approved request with a balance still open,
 * or a late cancellation whose fee is not paid yet. The market's `late_payment_grace_days` setting says how many days
 * after the market a balance may stay open before it blocks new requests.
 */
import { amountOwed, isApprovedStatus } from './amount-owed.js';
import { addDays } from './market-time.js';

export { isApprovedStatus };

export interface OwedRequest {
  status: string;
  /** ISO date of the market date. */
  date: string;
  amountBalance: number;
  lateCancellationFee: number;
}

/** Money is still owed on this request, whatever its date (shared/amount-owed.ts says how much). */
export const owesMoney = (r: OwedRequest): boolean => amountOwed(r) > 0;

/** Spec 3 §4: shown as "Past Due" once the market date is earlier than today. */
export const isPastDue = (r: OwedRequest, today: string) => r.date < today && owesMoney(r);

/**
 * The vendor may not request new dates while a past date's balance stays open beyond the grace period
 * (the past-due message of space-request-rules.ts).
 */
export function hasPastDueBalance(requests: readonly OwedRequest[], today: string, graceDays: number): boolean {
  const lastDateInGrace = addDays(today, -Math.max(0, graceDays));
  return requests.some((r) => r.date < lastDateInGrace && owesMoney(r));
}
