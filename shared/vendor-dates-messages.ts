/** The strings of the vendor dashboard, the vendor market-dates page (spec 1 §2.8, §2.9, §8) and the bell (§2.4). */
import { registerMessageCodes } from './message-codes.js';
export const VENDOR_DATES_MSG = {
  // market dates page (spec 1 §2.9, §8)
  pageTitle: 'Market Dates',
  pageSubtitle: 'All Available Dates',
  noVendorForRequests: 'You must be associated with a vendor account to manage requests.',
  // spec 3 §2, §6, §8: a missing permission reads "Access Denied" plus what may not be done
  accessDenied: 'Access Denied',
  noViewPermission: "You don't have permission to view space requests.",
  noRequestPermission:
    "You don't have permission to request or skip market dates. Ask your vendor's primary user to give you access.",
  requestSpace: 'Request Space',
  submitRequest: 'Submit Request',
  skip: 'Skip',
  confirmSkip: 'Confirm Skip',
  unskip: 'Unskip',
  requested: 'Space Request requested successfully',
  skipped: 'Market date skipped successfully',
  unskipped: 'Date unskipped',
  requestFailed: 'Failed to request',
  skipFailed: 'Failed to skip market date',
  unskipFailed: 'Failed to unskip market date',
  lateCancellation: (fee: string) => `Cancelled after the Tuesday deadline: a late cancellation fee of ${fee} applies.`,
  spaceLabel: (label: string) => `Space #${label}`,
  /** Spec 3 §2: before the date is published a vendor sees only whether a space is assigned. */
  spaceAssigned: 'Assigned',
  spaceTbd: 'TBD',
  noUpcomingDates: 'No upcoming market dates yet.',
  datesFailed: 'Failed to load market dates',
  alreadyRequested: 'You already have a request for this market date. Refresh to see its status.',
  requestChanged: 'This request was changed in the meantime. Refresh to see its status.',
  marketDateNotFound: 'Market date not found',
  marketDateCanceled: 'This market date has been canceled.',
  vendorNotFound: 'Vendor not found',
  vendorIdRequired: 'Choose a vendor (vendorId) to see its market dates.',
  notesTooLong: 'Notes can be at most 1000 characters',
  // dashboard (spec 1 §2.8)
  dashboardFailed: 'Failed to load the dashboard',
  manageSpaceRequests: 'Manage Space Requests',
  paymentHistory: 'Payment History',
  noPayments: 'No payments yet.',
  // notifications (spec 1 §2.4, §8)
  notificationsTitle: 'Notifications',
  markAllRead: 'Mark all read',
  viewAll: 'View All',
  noNewNotifications: 'No new notifications',
  noNotifications: 'No notifications yet.',
  notificationsLoadFailed: 'Failed to load notifications',
  notificationsFetchFailed: 'Failed to fetch notifications',
  notificationNotFound: 'Notification not found',
  loadMore: 'Load more',
  signInForNotifications: 'Log in to see your notifications.',
  // admin dashboard
  adminDashboardFailed: 'Failed to load the dashboard',
  noNextMarket: 'No upcoming market date is scheduled.',
  noPendingApplications: 'No applications are waiting for review.',
} as const;

registerMessageCodes({ VENDOR_DATES_MSG });
