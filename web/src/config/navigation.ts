import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Access } from '@/lib/authorization';
import { REPORT_NAMES, type ReportName } from '@shared/report-names';
import { paths } from './paths';

/**
 * The menus of spec 1 §2.2, one list for the toolbar and the sidebar alike. An entry is listed once its screen
 * exists; `access` says who sees it. Entries with `children` render as a group (e.g. Reports, Admin Tools).
 */
export interface NavEntry {
  /** Rendered with `i18n._(entry.label)`; its id is the entry's key. */
  label: MessageDescriptor;
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

/** The reports' titles as the menu reads them (shared/report-names.ts holds the English). */
const REPORT_LABELS: Record<ReportName, MessageDescriptor> = {
  attendance: msg`Attendance`,
  'market-proceeds': msg`Market Proceeds`,
  'price-calculation-errors': msg`Price Calculation Errors`,
  'past-due-payments': msg`Past Due Payments`,
  'auto-payments': msg`Auto-Payments`,
  'stale-vendors': msg`Stale Vendors`,
};

const admins: Access = { roles: ['admin'] };
const vendorUsers: Access = { roles: ['vendor_user'] };
const vendorProfile: Access = { roles: ['vendor_user'], permission: 'vendor.profile.view', needsVendorId: true };
const everyone: Access = { roles: ['admin', 'vendor_user'] };
const vendorDocuments: Access = { roles: ['vendor_user'], needsVendorId: true };

export const mainNavigation: readonly NavEntry[] = [
  { label: msg`Dashboard`, to: paths.admin, access: admins, exact: { also: [paths.adminDashboard] } },
  { label: msg`Next Market`, to: paths.adminNextMarket, access: admins },
  { label: msg`Market Dates`, to: paths.adminMarketDates, access: admins },
  { label: msg`Vendors`, to: paths.adminVendors, access: admins },
  { label: msg`Notifications`, to: paths.notifications, access: admins, counter: 'unreadNotifications' },
  {
    label: msg`Admin Tools`,
    access: admins,
    children: [
      { label: msg`Markets`, to: paths.adminMarkets, access: admins },
      { label: msg`Areas`, to: paths.adminAreas, access: admins },
      { label: msg`Space Types`, to: paths.adminSpaceTypes, access: admins },
      { label: msg`Vendor Types`, to: paths.adminVendorTypes, access: admins },
      { label: msg`Landmark Types`, to: paths.adminLandmarkTypes, access: admins },
      { label: msg`System Settings`, to: paths.adminSystemSettings, access: admins },
      // Admin users (issue 12)
      { label: msg`Admin Users`, to: paths.adminUsers, access: admins },
      // Document types (what vendors upload, and what the market requires to sell)
      { label: msg`Document Types`, to: paths.adminDocumentTypes, access: admins },
      // Historical market data (seasons before the product, in the reports' trends)
      { label: msg`Historical Data`, to: paths.adminHistoricalData, access: admins },
      // Import Vendors: a vendor list saved from a spreadsheet as CSV
      { label: msg`Import Vendors`, to: paths.adminImport, access: admins },
      // Market Day: the morning's check-in on a phone
      { label: msg`Market Day`, to: paths.marketDay, access: admins },
    ],
  },
  // Market staff see Market Day alone
  { label: msg`Market Day`, to: paths.marketDay, access: { roles: ['staff'] } },
  { label: msg`Dashboard`, to: paths.vendorDashboard, access: vendorUsers },
  { label: msg`Space Requests`, to: paths.vendorSpaceRequests, access: vendorUsers },
  // One entry: the profile pages link to one another, and every entry weighs on each public page's first visit.
  { label: msg`Public Profile`, to: paths.vendorProfile('edit'), access: vendorProfile },
  // Online payment: the vendor's saved cards
  {
    label: msg`Vendor Payment Methods`,
    to: paths.vendorPaymentMethods,
    access: { roles: ['vendor_user'], permission: 'vendor.payment-methods.view', needsVendorId: true },
  },
  // Space history and payments, business details and employees (spec 1 §2.2 vendor menu)
  {
    label: msg`Space History`,
    toFor: (u) => paths.vendorRequestHistory(u.vendorId ?? ''),
    access: { roles: ['vendor_user'], permission: 'vendor.spaceRequests.view', needsVendorId: true },
  },
  {
    label: msg`Payments`,
    toFor: (u) => paths.vendorPayments(u.vendorId ?? ''),
    access: { roles: ['vendor_user'], permission: 'vendor.spaceRequests.view', needsVendorId: true },
  },
  { label: msg`Vendor Info/Settings`, to: paths.vendorBusinessDetails, access: vendorProfile },
  {
    label: msg`Users / Employees`,
    to: paths.vendorUsers,
    access: { roles: ['vendor_user'], permission: 'vendor.users.view', needsVendorId: true },
  },
  // Documents: the vendor's own (spec 1 §2.2 vendor menu) and the admins' review
  { label: msg`Documents`, to: paths.vendorDocuments, access: vendorDocuments },
  { label: msg`Documents`, to: paths.adminDocuments, access: admins },
  // Reminders (spec 1 §2.2 admin menu)
  { label: msg`Reminders`, to: paths.adminReminders, access: admins },
  // Reports (spec 1 §2.2 admin menu)
  {
    label: msg`Reports`,
    access: admins,
    children: [
      ...REPORT_NAMES.map((name) => ({ label: REPORT_LABELS[name], to: paths.report(name), access: admins })),
      // Sales by tender: what the market owes vendors for the tokens and coupons they turned in
      { label: msg`Token Reimbursement`, to: paths.report('token-reimbursement'), access: admins },
    ],
  },
  // Messages (spec 1 §2.2 admin menu): View Messages, Bulk Messages, Message Templates, Vendor Alerts
  {
    label: msg`Messages`,
    access: admins,
    children: [
      { label: msg`View Messages`, to: paths.adminMessages, access: admins },
      { label: msg`Bulk Messages`, to: paths.adminBulkMessages, access: admins },
      { label: msg`Message Templates`, to: paths.adminMessageTemplates, access: admins },
      { label: msg`Vendor Alerts`, to: paths.adminVendorAlerts, access: admins },
    ],
  },
];

/** The account menu under the avatar; Log out is always last and not listed here. */
export const accountNavigation: readonly NavEntry[] = [
  { label: msg`Profile Settings`, to: paths.profileSettings, access: everyone },
  { label: msg`Change Password`, to: paths.changePassword, access: everyone },
  // Online payment: the user's own saved cards
  { label: msg`Payment Methods`, to: paths.userPaymentMethods, access: everyone },
];
