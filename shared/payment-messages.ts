/**
 * The strings of the public request, reminder and payment pages, the success and cancel pages and the saved cards
 * (spec 3 §2, §5, §8). One place for the API and the SPA alike.
 */
import { registerMessageCodes } from './message-codes.js';
export const PAY_MSG = {
  // public request page (/r, /m, /v)
  requestNotFound: 'Space Request not found or link has expired.',
  /** Spec 3 §2: a sales-based space's notice before its market date, where Pay would be. */
  salesNotYet: 'Payment is unavailable until the market date. Sales can be entered on or after the market date.',
  requestCancelledBanner: 'Space Request Cancelled',
  requestSkippedBanner: 'Market Date Skipped',
  requestReceivedBanner: 'Space Request Received',
  requestApprovedBanner: 'Space Request Approved',
  requestLoadFailed: 'Failed to load request details',
  salesUpdateFailed: 'Failed to update sales information',
  cancelRequestFailed: 'Failed to cancel request',
  // reminder page
  reminderQuestion: 'Request Space?',
  reminderYes: 'Yes, Request Space',
  reminderNo: 'No, Skip This Date',
  confirmSkip: 'Confirm Skip',
  reminderNotFound: 'Reminder link not found or has expired.',
  // public payment page (/p)
  loadingPayment: 'Loading payment details...',
  paymentNotFound: 'Payment details not found or link has expired.',
  paymentDetails: 'Payment Details',
  spacePrice: 'Space Price',
  minimumSpacePrice: 'Minimum Space Price',
  salesBasedRate: 'Sales Based Rate %',
  grossSales: 'Gross Sales',
  salesBasedFee: 'Sales Based Fee',
  totalFee: 'Total Fee',
  amountPaid: 'Amount Paid',
  latePaymentFee: 'Late Payment Fee',
  lateCancellationFee: 'Late Cancellation Fee',
  remainingBalance: 'Remaining Balance',
  enterSales: 'Enter/Update Sales Information',
  grossSalesLabel: 'Gross Sales ($)',
  defaultCard: 'Default Card',
  debitCreditCard: 'Debit / Credit Card',
  differentCard: 'Use a Different Debit / Credit Card',
  pay: (amount: string) => `Pay ${amount}`,
  processing: 'Processing...',
  paymentLoadFailed: 'Failed to load payment details',
  invalidSalesAmount: 'Invalid sales amount',
  grossSalesNumber: 'Gross sales must be a valid number',
  grossSalesPositive: 'Gross sales must be a positive number',
  missingSalesRate: 'Missing salesBased rate information',
  processFailed: 'Failed to process payment',
  paypalOrderFailed: 'Failed to create PayPal order',
  initializeFailed: 'Failed to initialize payment',
  paypalCaptureFailed: 'Failed to capture PayPal payment',
  completeFailed: 'Failed to complete payment',
  notConfigured: 'Payment system is not properly configured',
  // success and cancel pages
  paymentSuccessful: 'Payment Successful',
  nextWeeksMarket: "Next Week's Market",
  skipNextWeek: 'No, Skip Next Week',
  marketDateSkippedButton: 'Market Date Skipped',
  returnHome: 'Return to Home',
  returnToPayment: 'Return to Payment',
  paymentCancelled: 'Your payment was cancelled. Your space request is still pending payment.',
  verifyFailed: 'Failed to verify payment status',
  noSessionId: 'No session ID provided',
  fetchRequestFailed: 'Failed to fetch spaceRequest details',
  // saved cards (spec 3 §2, §5, §8)
  vendorMethodsNoPermission: "You don't have permission to view vendor payment methods.",
  fetchMethodsFailed: 'Failed to fetch payment methods',
  setupFailed: 'Failed to initialize payment method setup.',
  deleteMethodFailed: 'Failed to delete payment method.',
  setDefaultFailed: 'Failed to set default payment method.',
  saveMethodFailed: 'Failed to save payment method to database',
  noPaymentMethodReturned: 'No payment method returned',
  methodSaved: 'Payment method saved successfully.',
} as const;

/** Server answers of the public pages that the spec leaves unnamed. */
export const PAY_RULE_MSG = {
  salesNotYet: 'Sales can be entered on or after the market date.',
  salesNotAvailable: 'Sales can be entered only for an approved request with a sales-based rate.',
  nothingOwed: 'Nothing is owed on this space request.',
  cancelNeedsSignIn: 'Sign in as the vendor to cancel this space request.',
  requestExists: 'A space request already exists for this market date.',
  wrongMarketDate: 'This link is for another market date.',
  cardNotFound: 'Payment method not found.',
  sessionNotFound: 'Payment not found.',
  paymentLinkFailed: 'Failed to create payment link',
  useVenmoButton: 'Venmo payments start from the Venmo button.',
} as const;

registerMessageCodes({ PAY_MSG, PAY_RULE_MSG });
