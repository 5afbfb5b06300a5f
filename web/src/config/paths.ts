import { publicPaths } from './public-paths';
/** Client routes of spec 1 §2.1 that exist in the SPA, plus the public pages the landing page links to. */
export const paths = {
  ...publicPaths,
  resetPassword: '/reset-password',
  changePassword: '/profile/change-password',
  adminDashboard: '/admin/dashboard',
  adminVendors: '/admin/vendors',
  /** Vendor Details (admins). */
  vendorDetails: (vendorId: string) => `/vendor/${encodeURIComponent(vendorId)}`,
  /** The admin vendor list with a search term (spec 1 §2.3: Enter in the vendor search box). */
  adminVendorsSearch: (term: string) => `/admin/vendors?search=${encodeURIComponent(term)}`,
  /** A market date's screens (admins); `search` keeps the type and area filters across them. */
  marketDate: (id: string) => `/date/${encodeURIComponent(id)}`,
  marketDateSpaces: (id: string) => `/date/${encodeURIComponent(id)}/spaces`,
  adminMarketDates: '/admin/market-dates',
  /** The layout editor of a market date, and of the default layout new dates start from. */
  marketDateLayout: (id: string) => `/date/${encodeURIComponent(id)}/layout`,
  defaultLayout: '/layout/default',
  /** Opens the spaces of the earliest market date today or later. */
  adminNextMarket: '/admin/next-market',
  /** The organisation's markets: their days, hours, place, time zone and deadline. */
  adminMarkets: '/admin/markets',
  /** The first-run setup, while the organisation has no market. */
  adminSetup: '/admin/setup',
  adminAreas: '/admin/areas',
  adminSpaceTypes: '/admin/space-types',
  adminVendorTypes: '/admin/vendor-types',
  adminLandmarkTypes: '/admin/landmark-types',
  adminSystemSettings: '/admin/system-settings',
  /** The vendor space requests screen (spec 3 §2) and its older address. */
  vendorSpaceRequests: '/vendor/space-requests',
  vendorManageRequests: '/vendor/manage-requests',
  /** Space History of one vendor (spec 3 §2). */
  vendorRequestHistory: (vendorId: string) => `/vendor/${encodeURIComponent(vendorId)}/requests`,
  /** The signed-in vendor's own Payment History (spec 1 §2.1). */
  vendorOwnPayments: '/vendor/payments',
  /** Payment History of one vendor (spec 1 §2.8's tile). */
  vendorPayments: (vendorId: string) => `/vendor/${encodeURIComponent(vendorId)}/payments`,
  notifications: '/notifications',
  /** Applications waiting for review, on the admin vendor list. */
  adminPendingVendors: '/admin/vendors?status=PENDING',
  /** The vendor's public profile pages (spec 3 §2); an admin adds ?vendorId=. */
  vendorProfile: (page: 'edit' | 'images' | 'products' | 'preview') => `/vendor/profile/${page}`,
  // Online payment (spec 3 §2): saved cards of the vendor and of the user, and the payment page of a short code
  vendorPaymentMethods: '/vendor/payment-methods',
  userPaymentMethods: '/user/payment-methods',
  // Vendor documents, document types and the admins' document review
  vendorDocuments: '/vendor/profile/documents',
  adminDocumentTypes: '/admin/document-types',
  adminDocuments: '/admin/documents',
  adminExpiringDocuments: '/admin/documents?filter=expiring',
  /** Full-page navigations: the server answers with a redirect to the identity provider. */
  // The admin's vendor edit and create, and the admin users screen (issue 12)
  adminVendorEdit: (vendorId: string) => `/admin/vendors/${encodeURIComponent(vendorId)}/edit`,
  adminVendorNew: '/admin/vendors/new',
  /** Import Vendors: a vendor list saved from a spreadsheet as CSV. */
  adminImport: '/admin/import',
  adminUsers: '/admin/users',
  // Market Day (issue 31): the morning's check-in, for admins and market staff
  marketDay: '/market-day',
  /** Employees, business details and settings (spec 3 §2); an admin adds ?vendorId=. */
  vendorUsers: '/vendor/profile/users',
  vendorBusinessDetails: '/vendor/profile/business-details',
  profileSettings: '/profile/settings',
  // View Messages: every message sent, filterable, with resend for a failed one
  adminMessages: '/admin/messages',
  // Bulk Messages
  adminBulkMessages: '/admin/bulk-messages',
  adminMessageTemplates: '/admin/message-templates',
  // Reminders, vendor alerts and the date's vendor notes
  adminReminders: '/admin/reminders',
  adminVendorAlerts: '/admin/vendor-alerts',
  marketDateNotes: (id: string) => `/date/${encodeURIComponent(id)}/notes`,
  // Reports and historical market data (admins)
  report: (name: string) => `/reports/${name}`,
  adminHistoricalData: '/admin/historical-data',
} as const;
