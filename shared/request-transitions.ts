/**
 * What each transition of the space-request state machine writes (spec 3 §4): the fields a request gets when it
 * moves to a state, with its money following the rules of shared/pricing.ts. Every route that changes a request's
 * status takes its fields from here; space-request-rules.ts decides whether the move is allowed at all.
 */
import { amountBalance, amountDue, withLatePaymentFee, type RequestAmounts } from './pricing.js';
import type { RequestState } from './space-request-rules.js';

/** The fields of a request a transition reads. Money in integer cents. */
interface TransitionSubject {
  notes: string | null;
  amountBase: number;
  salesBasedFee: number;
  amountLatePaymentFee: number;
  amountPaid: number;
}

export interface TransitionInput {
  to: RequestState;
  /** A cancel after the Tuesday deadline: the late-cancellation fee applies. */
  late?: boolean;
  request: TransitionSubject;
  /** ISO instant of the change and who made it. */
  at: string;
  userId: string;
  /** The vendor's note on a request, or the reason given for a skip or cancel; null keeps the request's note. */
  note: string | null;
  /** system setting late_cancellation_fee, in cents. */
  lateCancellationFeeCents: number;
  /** New prices (e.g. an approval that prices the request): they replace the request's amounts. */
  amounts?: RequestAmounts;
}

/** What leaves a space free: a skipped or cancelled request holds no space. */
const releasesSpace = { spaceId: null, assignedAt: null, assignedBy: null } as const;

/**
 * The fields to set for a move to `to`, or null when the request is removed (an unskip leaves no request).
 * A request that holds a space and is skipped or cancelled gives the space back (the caller frees the space item
 * in the same transaction).
 */
export function transitionFields(input: TransitionInput): Record<string, unknown> | null {
  const { request, at, userId, note } = input;
  const paid = request.amountPaid;
  switch (input.to) {
    case 'none':
      return null;
    case 'requested': {
      // A new request from a skip, or a reopened one: it owes its price again, without any cancellation fee.
      const due = amountDue({
        amountBase: request.amountBase,
        salesBasedFee: request.salesBasedFee,
        lateCancellationFee: 0,
        amountLatePaymentFee: request.amountLatePaymentFee,
      });
      return {
        status: 'requested',
        notes: note ?? request.notes,
        approvedAt: null,
        approvedBy: null,
        cancelledAt: null,
        cancelledBy: null,
        cancelledReason: null,
        lateCancellationFee: 0,
        amountDue: due,
        amountBalance: amountBalance(due, paid),
        updatedAt: at,
      };
    }
    case 'approved': {
      const priced = input.amounts
        ? {
            ...input.amounts,
            amountDue: input.amounts.amountDue,
            amountBalance: amountBalance(input.amounts.amountDue, paid),
          }
        : {};
      return { status: 'approved', approvedAt: at, approvedBy: userId, ...priced, updatedAt: at };
    }
    case 'confirmed':
      return { status: 'confirmed', confirmedAt: at, confirmedBy: userId, updatedAt: at };
    case 'skipped':
      // Skipped in time: nothing is owed for the date any more (anything paid shows as a credit).
      return {
        status: 'skipped',
        ...releasesSpace,
        notes: note ?? request.notes,
        amountDue: 0,
        amountBalance: amountBalance(0, paid),
        updatedAt: at,
      };
    case 'canceled': {
      const fee = input.late ? input.lateCancellationFeeCents : 0;
      return {
        status: 'canceled',
        ...releasesSpace,
        cancelledAt: at,
        cancelledBy: userId,
        cancelledReason: note,
        lateCancellationFee: fee,
        amountDue: fee,
        amountBalance: amountBalance(fee, paid),
        updatedAt: at,
      };
    }
  }
}

/**
 * What the past-due scan writes when it charges the late payment fee: the fee, the amount due and balance that grow
 * by it (shared/pricing.ts), and the request's new version. The status stays as it is.
 */
export function latePaymentFeeFields(input: {
  request: { amountDue: number; amountPaid: number };
  feeCents: number;
  at: string;
}) {
  return { ...withLatePaymentFee(input.request, input.feeCents), updatedAt: input.at };
}
