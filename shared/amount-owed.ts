/**
 * What a request owes and whether it can be paid now: the one rule every total of what a vendor owes, every Pay
 * button and the payment calls follow (spec 3 §2, §4). Money is integer cents. Imports nothing, so the public payment
 * pages can use it without adding weight.
 */

/** Approved (or approved and confirmed) requests are the ones a vendor pays for. */
export const isApprovedStatus = (status: string) => status === 'approved' || status === 'confirmed';

export interface OwingRequest {
  status: string;
  amountBalance: number;
}

/**
 * The open balance of a request: what an approved request still owes, and the fees a cancelled one still owes (a
 * cancel leaves only its late fees due, shared/request-transitions.ts). A plain request is not charged yet and a
 * skipped one owes nothing; a balance below 0 is a credit, not a debt.
 */
export function amountOwed(r: OwingRequest): number {
  if (r.amountBalance <= 0) return 0;
  return isApprovedStatus(r.status) || r.status === 'canceled' ? r.amountBalance : 0;
}

export interface PayableRequest extends OwingRequest {
  salesBasedRate: number;
  grossSales: number | null;
}

export type Payability = 'ok' | 'nothing-owed' | 'too-early' | 'sales-missing';

/**
 * Whether what a request owes can be paid now (spec 3 §2 "The pay controls show only when…"): a sales-based space's
 * fee is known only once its gross sales are entered, on or after the market date, so nothing of it is taken before.
 * A cancelled request's fees are not sales-based and can always be paid.
 */
export function payability(r: PayableRequest, marketDayReached: boolean): Payability {
  if (amountOwed(r) <= 0) return 'nothing-owed';
  if (r.status === 'canceled' || r.salesBasedRate <= 0) return 'ok';
  if (!marketDayReached) return 'too-early';
  return r.grossSales ? 'ok' : 'sales-missing';
}

/**
 * Pay is offered wherever the payment page can take the money: now, or once the vendor enters the sales the page asks
 * for. Before a sales-based market day Pay is not offered at all.
 */
export const offersPay = (r: PayableRequest, marketDayReached: boolean) => {
  const p = payability(r, marketDayReached);
  return p === 'ok' || p === 'sales-missing';
};

/** A total of open balances: how many requests owe, and how much. */
export function totalOwed(requests: readonly OwingRequest[]): { count: number; amount: number } {
  let count = 0;
  let amount = 0;
  for (const r of requests) {
    const owed = amountOwed(r);
    if (owed > 0) {
      count += 1;
      amount += owed;
    }
  }
  return { count, amount };
}

export const PAID_FOR = {
  space: 'Space Fee',
  lateCancellation: 'Late Cancellation Fee',
  latePayment: 'Late Payment Fee',
} as const;

/** What a payment of the request's balance pays for, in words: "Late Cancellation Fee", "Space Fee and Late Payment Fee". */
export function paymentPurpose(r: { status: string; lateCancellationFee: number; amountLatePaymentFee: number }) {
  return describePaymentPurpose(r, PAID_FOR, ' and ');
}

/** paymentPurpose in other words (the Spanish in shared/locales/es/amount-owed.ts). */
export function describePaymentPurpose(
  r: { status: string; lateCancellationFee: number; amountLatePaymentFee: number },
  words: { readonly [K in keyof typeof PAID_FOR]: string },
  and: string,
) {
  const parts: string[] = [];
  if (r.status === 'canceled') {
    if (r.lateCancellationFee > 0 || r.amountLatePaymentFee <= 0) parts.push(words.lateCancellation);
  } else {
    parts.push(words.space);
  }
  if (r.amountLatePaymentFee > 0) parts.push(words.latePayment);
  return parts.join(and);
}
