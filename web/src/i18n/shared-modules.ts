/** Every shared message module, its Spanish, and whether a visitor's first page may need it. */
export const SHARED_MODULES = {
  'admin-users-messages': {
    english: () => import('@shared/admin-users-messages'),
    spanish: () => import('@shared/locales/es/admin-users-messages'),
    public: false,
  },
  'export-messages': {
    english: () => import('@shared/export-messages'),
    spanish: () => import('@shared/locales/es/export-messages'),
    public: false,
  },
  'first-run-messages': {
    english: () => import('@shared/first-run-messages'),
    spanish: () => import('@shared/locales/es/first-run-messages'),
    public: false,
  },
  'import-messages': {
    english: () => import('@shared/import-messages'),
    spanish: () => import('@shared/locales/es/import-messages'),
    public: false,
  },
  'layout-messages': {
    english: () => import('@shared/layout-messages'),
    spanish: () => import('@shared/locales/es/layout-messages'),
    public: false,
  },
  'market-messages': {
    english: () => import('@shared/market-messages'),
    spanish: () => import('@shared/locales/es/market-messages'),
    public: true,
  },
  'market-setup-messages': {
    english: () => import('@shared/market-setup-messages'),
    spanish: () => import('@shared/locales/es/market-setup-messages'),
    public: false,
  },
  'messages': {
    english: () => import('@shared/messages'),
    spanish: () => import('@shared/locales/es/messages'),
    public: true,
  },
  'missing-vendors-messages': {
    english: () => import('@shared/missing-vendors-messages'),
    spanish: () => import('@shared/locales/es/missing-vendors-messages'),
    public: false,
  },
  'payment-messages': {
    english: () => import('@shared/payment-messages'),
    spanish: () => import('@shared/locales/es/payment-messages'),
    public: true,
  },
  'people-messages': {
    english: () => import('@shared/people-messages'),
    spanish: () => import('@shared/locales/es/people-messages'),
    public: false,
  },
  'profile-messages': {
    english: () => import('@shared/profile-messages'),
    spanish: () => import('@shared/locales/es/profile-messages'),
    public: true,
  },
  'public-map-messages': {
    english: () => import('@shared/public-map-messages'),
    spanish: () => import('@shared/locales/es/public-map-messages'),
    public: true,
  },
  'reminders-messages': {
    english: () => import('@shared/reminders-messages'),
    spanish: () => import('@shared/locales/es/reminders-messages'),
    public: false,
  },
  'reports-messages': {
    english: () => import('@shared/reports-messages'),
    spanish: () => import('@shared/locales/es/reports-messages'),
    public: false,
  },
  'request-messages': {
    english: () => import('@shared/request-messages'),
    spanish: () => import('@shared/locales/es/request-messages'),
    public: true,
  },
  'spaces-messages': {
    english: () => import('@shared/spaces-messages'),
    spanish: () => import('@shared/locales/es/spaces-messages'),
    public: false,
  },
  'tender-messages': {
    english: () => import('@shared/tender-messages'),
    spanish: () => import('@shared/locales/es/tender-messages'),
    public: true,
  },
  'vendor-dates-messages': {
    english: () => import('@shared/vendor-dates-messages'),
    spanish: () => import('@shared/locales/es/vendor-dates-messages'),
    public: false,
  },
  'vendor-edit-messages': {
    english: () => import('@shared/vendor-edit-messages'),
    spanish: () => import('@shared/locales/es/vendor-edit-messages'),
    public: false,
  },
  'vendor-messages': {
    english: () => import('@shared/vendor-messages'),
    spanish: () => import('@shared/locales/es/vendor-messages'),
    public: true,
  },
  'waitlist-messages': {
    english: () => import('@shared/waitlist-messages'),
    spanish: () => import('@shared/locales/es/waitlist-messages'),
    public: true,
  },
};
