import { countOf } from './plural.js';
import { registerMessageCodes } from './message-codes.js';

/**
 * The strings of a request's life after "requested" and of the money owed (spec 3 §2, §4, §5, §8; spec 2 §2.7, §8):
 * the vendor's space requests screen, the Market Requests screen, Space History, Payment History, the payment form
 * and the financial edit. One place for the API and the SPA alike.
 */
export const REQUESTS_MSG = {
  // vendor space requests screen (spec 3 §2)
  spaceRequestsTitle: 'Space Requests',
  showPastDates: 'Show Past Dates',
  viewAllRequests: 'View All Requests',
  paymentHistory: 'Payment History',
  showMore: 'Show More',
  showLess: 'Show Less',
  noRequests: 'No requests found',
  accessDenied: 'Access Denied',
  noViewPermission: "You don't have permission to view space requests.",
  datesLoadFailed: 'Error loading market dates. Please try again.',
  requestsLoadFailed: 'Error loading space requests. Please try again.',
  pastDueBanner:
    'Past Due Balance: Please pay your outstanding balance or late cancellation fees before requesting new market dates.',
  pastDue: 'Past Due',
  lateCancellationBanner: (fee: string, date: string) =>
    `Late Cancellation Fee: ${fee} is owed for the cancelled market date ${date}.`,
  // actions and their toasts (spec 3 §8)
  request: 'Request',
  skip: 'Skip',
  unskip: 'Unskip',
  cancel: 'Cancel',
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Reopen',
  pay: 'Pay',
  skipDate: 'Skip Date',
  cancelDate: 'Cancel Date',
  requested: 'Space Request requested',
  skipped: 'Market date skipped',
  cancelled: 'Market date cancelled',
  unskipped: 'Market date unskipped',
  approved: 'Space request approved',
  reopened: 'Space request reopened',
  approveFailed: 'Failed to approve space request',
  requestFailed: 'Failed to request market date',
  skipFailed: 'Failed to skip market date',
  cancelFailed: 'Failed to cancel market date',
  unskipFailed: 'Failed to unskip market date',
  createRequestFailed: 'Failed to create request',
  createPaymentLinkFailed: 'Failed to create payment link',
  errorTitle: 'Error',
  unexpectedError: 'An unexpected error occurred',
  cancelQuestion:
    'Cancelling cannot be undone without contacting market management. Cancelling after the Tuesday deadline incurs a late cancellation fee.',
  lateCancellation: (fee: string) => `Cancelled after the Tuesday deadline: a late cancellation fee of ${fee} applies.`,
  vendorNotApprovedTooltip: 'Vendor must be approved before approving space requests',
  requestChanged: 'This request was changed in the meantime. Refresh to see its status.',
  requestNotFound: 'Space request not found',
  unskipWithPayments: 'Payments are recorded for this date: ask the market to reopen the request instead.',
  bulkDone: (done: number, failed: number) =>
    failed ? `${done} updated, ${failed} could not be changed` : `${countOf(done, 'request')} updated`,
  // Market Requests (shared/spec/README.md)
  marketRequestsTitle: 'Market Requests',
  marketRequestsLoadFailed: 'Error loading space requests. Please try again.',
  reopenFailed: 'Failed to reopen space request',
  bulkFailed: 'Failed to update the selected requests',
  // Space History (spec 3 §2)
  spaceHistoryTitle: 'Space History',
  vendorSpaceRequestsTitle: (vendor: string) => `${vendor} Space Requests`,
  // Payment History (spec 3 §2, §8)
  paymentsLoadFailed: 'Error loading payment data',
  noPaymentInformation: 'No payment information available.',
  addPayment: 'Add Payment',
  recordNewPayment: 'Record New Payment',
  editPayment: 'Edit Payment',
  paymentAdded: 'Payment added',
  paymentAddedText: 'The payment has been recorded successfully.',
  addPaymentFailed: 'Failed to add payment',
  paymentUpdated: 'Payment updated',
  updatePaymentFailed: 'Error updating payment',
  // payment form (spec 3 §5)
  marketDateRequired: 'Please select a market date',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountCents: 'Amount can have at most 2 decimals',
  paymentMethodRequired: 'Payment method is required',
  statusRequired: 'Status is required',
  paymentNotFound: 'Payment not found',
  paymentOtherVendor: 'This market date is not one of this vendor’s requests',
  paymentPaidNegative: 'This change would take back more than was paid on this market date',
  // vendor notes on /vendor/{id} (spec 2 §3 vendor_notes, §8)
  noteRequired: 'Note is required',
  reminderDateInvalid: 'Reminder date must be a valid date',
  notesLoadFailed: 'Failed to load vendor notes. Please try again later.',
  // financial edit (spec 2 §2.7, §5; spec 3 §8)
  financialDetails: 'Financial Details',
  notesTab: 'Notes',
  spaceRequestHistory: 'Space Request History',
  recalculate: 'Recalculate',
  requestUpdated: 'Space request updated',
  requestUpdateFailed: 'Failed to update space request',
  requestRecalculated: 'Space request recalculated',
  recalculateFailed: 'Failed to recalculate space request',
  auditFetchFailed: 'Failed to fetch audit log',
  auditLoadFailed: 'Error loading audit log. Please try again.',
  noAuditEntries: 'No audit log entries found.',
  baseAmountRequired: 'Base amount is required',
  salesRateRequired: 'Sales Based rate is required',
  amountDueRequired: 'Amount due is required',
  amountPaidRequired: 'Amount paid is required',
  amountBalanceRequired: 'Amount balance is required',
  amountDueMismatch: 'Amount due must equal the larger of the base amount and the sales-based fee, plus the late fees',
  amountBalanceMismatch: 'Amount balance must equal amount due minus amount paid',
  amountPaidFromPayments: 'Amount paid comes from the recorded payments: record or edit a payment to change it',
  salesFeeMismatch: 'Sales-based fee must equal gross sales times the sales-based rate',
  // refunds of card payments (Payment History, admins)
  refund: 'Refund',
  refundConfirmTitle: 'Refund this payment?',
  refundConfirmText: (amount: string) =>
    `${amount} goes back to the card it was paid with, and the balance of the market date rises by as much.`,
  refunded: 'Payment refunded',
  refundFailed: 'Failed to refund payment',
  refundCardOnly: 'Only completed card payments can be refunded',
  refundWholeOnly: 'Only the whole payment can be refunded',
  refundNotConfigured: 'Card payments are not configured',
  refundDeclined: 'The card processor refused the refund',
  viewInDashboard: 'View in the card processor',
} as const;

registerMessageCodes({ REQUESTS_MSG });
