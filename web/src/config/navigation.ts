import type { Access } from '@/lib/authorization';
import { REPORT_NAMES, REPORT_TITLES } from '@shared/report-names';
import { paths } from './paths';

/**
 * The menus of spec 1 §2.2, one list for the toolbar and the sidebar alike. An entry is listed once its screen
 * exists; `access` says who sees it. Entries with `children` render as a group (e.g. Reports, Admin Tools).
 */
export interface NavEntry {
  label: string;
  to?: string;
  access: Access;
  children?: readonly NavEntry[];
  /** A live count shown beside the label (e.g. unread notifications). */
  counter?: 'unreadNotifications';
  /** An address that depends on the user (the own vendor's history); used instead of `to`. */
  toFor?: (user: { vendorId: string | null }) => string;
  /**
   * The entry is current only on its own address (and these others), not on the pages under it: the admin's
   * Dashboard is /admin, under which every admin screen lives.
   */
  exact?: { also: readonly string[] };
}

const admins: Access = { roles: ['admin'] };
const vendorUsers: Access = { roles: ['vendor_user'] };
const vendorProfile: Access = { roles: ['vendor_user'], permission: 'vendor.profile.view', needsVendorId: true };
const everyone: Access = { roles: ['admin', 'vendor_user'] };
const vendorDocuments: Access = { roles: ['vendor_user'], needsVendorId: true };

export const mainNavigation: readonly NavEntry[] = [
  { label: 'Dashboard', to: paths.admin, access: admins, exact: { also: [paths.adminDashboard] } },
  { label: 'Next Market', to: paths.adminNextMarket, access: admins },
  { label: 'Market Dates', to: paths.adminMarketDates, access: admins },
  { label: 'Vendors', to: paths.adminVendors, access: admins },
  { label: 'Notifications', to: paths.notifications, access: admins, counter: 'unreadNotifications' },
  {
    label: 'Admin Tools',
    access: admins,
    children: [
      { label: 'Markets', to: paths.adminMarkets, access: admins },
      { label: 'Areas', to: paths.adminAreas, access: admins },
      { label: 'Space Types', to: paths.adminSpaceTypes, access: admins },
      { label: 'Vendor Types', to: paths.adminVendorTypes, access: admins },
      { label: 'Landmark Types', to: paths.adminLandmarkTypes, access: admins },
      { label: 'System Settings', to: paths.adminSystemSettings, access: admins },
      // Admin users (issue 12)
      { label: 'Admin Users', to: paths.adminUsers, access: admins },
      // Document types (what vendors upload, and what the market requires to sell)
      { label: 'Document Types', to: paths.adminDocumentTypes, access: admins },
      // Historical market data (seasons before the product, in the reports' trends)
      { label: 'Historical Data', to: paths.adminHistoricalData, access: admins },
      // Import Vendors: a vendor list saved from a spreadsheet as CSV
      { label: 'Import Vendors', to: paths.adminImport, access: admins },
    ],
  },
  { label: 'Dashboard', to: paths.vendorDashboard, access: vendorUsers },
  { label: 'Space Requests', to: paths.vendorSpaceRequests, access: vendorUsers },
  // One entry: the profile pages link to one another, and every entry weighs on each public page's first visit.
  { label: 'Public Profile', to: paths.vendorProfile('edit'), access: vendorProfile },
  // Online payment: the vendor's saved cards
  {
    label: 'Vendor Payment Methods',
    to: paths.vendorPaymentMethods,
    access: { roles: ['vendor_user'], permission: 'vendor.payment-methods.view', needsVendorId: true },
  },
  // Space history and payments, business details and employees (spec 1 §2.2 vendor menu)
  {
    label: 'Space History',
    toFor: (u) => paths.vendorRequestHistory(u.vendorId ?? ''),
    access: { roles: ['vendor_user'], permission: 'vendor.spaceRequests.view', needsVendorId: true },
  },
  {
    label: 'Payments',
    toFor: (u) => paths.vendorPayments(u.vendorId ?? ''),
    access: { roles: ['vendor_user'], permission: 'vendor.spaceRequests.view', needsVendorId: true },
  },
  { label: 'Vendor Info/Settings', to: paths.vendorBusinessDetails, access: vendorProfile },
  {
    label: 'Users / Employees',
    to: paths.vendorUsers,
    access: { roles: ['vendor_user'], permission: 'vendor.users.view', needsVendorId: true },
  },
  // Documents: the vendor's own (spec 1 §2.2 vendor menu) and the admins' review
  { label: 'Documents', to: paths.vendorDocuments, access: vendorDocuments },
  { label: 'Documents', to: paths.adminDocuments, access: admins },
  // Reminders (spec 1 §2.2 admin menu)
  { label: 'Reminders', to: paths.adminReminders, access: admins },
  // Reports (spec 1 §2.2 admin menu)
  {
    label: 'Reports',
    access: admins,
    children: [
      ...REPORT_NAMES.map((name) => ({ label: REPORT_TITLES[name], to: paths.report(name), access: admins })),
      // Sales by tender: what the market owes vendors for the tokens and coupons they turned in
      { label: 'Token Reimbursement', to: paths.report('token-reimbursement'), access: admins },
    ],
  },
  // Messages (spec 1 §2.2 admin menu): View Messages, Bulk Messages, Message Templates, Vendor Alerts
  {
    label: 'Messages',
    access: admins,
    children: [
      { label: 'View Messages', to: paths.adminMessages, access: admins },
      { label: 'Bulk Messages', to: paths.adminBulkMessages, access: admins },
      { label: 'Message Templates', to: paths.adminMessageTemplates, access: admins },
      { label: 'Vendor Alerts', to: paths.adminVendorAlerts, access: admins },
    ],
  },
];

/** The account menu under the avatar; Log out is always last and not listed here. */
export const accountNavigation: readonly NavEntry[] = [
  { label: 'Profile Settings', to: paths.profileSettings, access: everyone },
  { label: 'Change Password', to: paths.changePassword, access: everyone },
  // Online payment: the user's own saved cards
  { label: 'Payment Methods', to: paths.userPaymentMethods, access: everyone },
];
