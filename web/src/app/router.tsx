import { createElement, useState, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { publicPaths as paths } from '@/config/public-paths';
import { REPORT_NAMES } from '@shared/report-names';
import { RequireAdmin, RequireRoles, RequireSignedIn } from '@/lib/authorization';
import { loadScreenMessages } from '@/i18n/locale';
import { sharedMessagesReady } from '@/i18n/shared-messages';
import { RootRoute } from './routes/root';
import { lazyScreen } from './screen-loading';

/**
 * Each screen is its own chunk, loaded when its route is first visited, with the shared messages it imports in the
 * reader's language. A signed-in screen's catalogue came with the signed-in chrome (routes/root.tsx).
 */
const screen = (load: () => Promise<ComponentType>): ReactElement =>
  createElement(
    lazyScreen(async () => {
      const Component = await load();
      await sharedMessagesReady();
      return Component;
    }),
  );

/** A screen a visitor may open first: its feature's catalogue loads beside its code. */
const publicScreen = (catalog: string, load: () => Promise<ComponentType>): ReactElement =>
  createElement(
    lazyScreen(async () => {
      const [Component] = await Promise.all([load(), loadScreenMessages(catalog)]);
      await sharedMessagesReady();
      return Component;
    }),
  );

/** One import for the profile pages and the content review, so the entry lists their files once. */
const profileScreens = () => import('./routes/profile-screens').then((m) => m.PROFILE_SCREENS);
/** Employees, business details and profile settings: one chunk, as above. */
const peopleScreens = () => import('./routes/people-screens').then((m) => m.PEOPLE_SCREENS);
// Reminders, vendor alerts and the date's vendor notes (issues 13, 14)
const reminderScreens = () => import('./routes/reminder-screens').then((m) => m.REMINDER_SCREENS);

/** /login is the old address of the login page; keep whatever it was given. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.auth, search }} replace />;
}

/** Spec 1 §2.1, as far as the screens exist. */
function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootRoute,
      children: [
        // Public
        { index: true, element: screen(() => import('./routes/landing').then((m) => m.LandingRoute)) },
        { path: 'login', Component: LoginRedirect },
        {
          path: 'auth',
          element: publicScreen('auth', () => import('@/features/auth/routes/auth').then((m) => m.AuthRoute)),
        },
        {
          path: 'reset-password',
          element: publicScreen('auth', () =>
            import('@/features/auth/routes/reset-password').then((m) => m.ResetPasswordRoute),
          ),
        },
        // The vendor application (spec 1 §2.7): no login
        {
          path: 'vendor/new-apply',
          element: publicScreen('vendor-application', () =>
            import('@/features/vendor-application/routes/new-apply').then((m) => m.NewApplyRoute),
          ),
        },
        {
          path: 'vendor/registration-confirmation',
          element: publicScreen('vendor-application', () =>
            import('@/features/vendor-application/routes/registration-confirmation').then(
              (m) => m.RegistrationConfirmationRoute,
            ),
          ),
        },
        // The public market maps (spec 2 §2.8): no login
        {
          path: 'map',
          element: publicScreen('public-map', () =>
            import('@/features/public-map/routes/market-maps').then((m) => m.MarketMapsRoute),
          ),
        },
        {
          path: 'map/:id',
          element: publicScreen('public-map', () =>
            import('@/features/public-map/routes/market-map').then((m) => m.MarketMapRoute),
          ),
        },
        // A vendor's public page (spec 3 §2): no login
        {
          path: 'map/vendor/:id',
          element: publicScreen('public-vendor', () =>
            import('@/features/public-vendor/routes/public-vendor').then((m) => m.PublicVendorRoute),
          ),
        },
        // Public by the spec; shows the notifications only to a signed-in user
        {
          path: 'notifications',
          element: publicScreen('notifications', () =>
            import('@/features/notifications/routes/notifications').then((m) => m.NotificationsRoute),
          ),
        },

        // Online payment (spec 3 §2): short-link request, reminder and payment pages, no login
        ...['m/:code', 'v/:code'].map((path) => ({
          path,
          element: publicScreen('online-payment', () =>
            import('@/features/online-payment/routes/public-request').then((m) => m.PublicRequestRoute),
          ),
        })),
        {
          path: 'r/:code',
          element: publicScreen('online-payment', () =>
            import('@/features/online-payment/routes/reminder').then((m) => m.ReminderRoute),
          ),
        },
        // Waitlist: a waitlisted vendor's offer of a freed space, from the e-mail or text
        {
          path: 'w/:code',
          element: publicScreen('waitlist', () =>
            import('@/features/waitlist/routes/offer').then((m) => m.WaitlistOfferRoute),
          ),
        },
        {
          path: 'p/success',
          element: publicScreen('online-payment', () =>
            import('@/features/online-payment/routes/payment-success').then((m) => m.PaymentSuccessRoute),
          ),
        },
        {
          path: 'p/cancel',
          element: publicScreen('online-payment', () =>
            import('@/features/online-payment/routes/payment-cancel').then((m) => m.PaymentCancelRoute),
          ),
        },
        {
          path: 'p/:code',
          element: publicScreen('online-payment', () =>
            import('@/features/online-payment/routes/payment').then((m) => m.PaymentRoute),
          ),
        },
        {
          path: 'user/payment-methods',
          element: publicScreen('payment-methods', () =>
            import('@/features/payment-methods/routes/user-payment-methods').then((m) => m.UserPaymentMethodsRoute),
          ),
        },

        // Any signed-in user
        {
          Component: RequireSignedIn,
          children: [
            {
              path: 'vendor/dashboard',
              element: screen(() =>
                import('@/features/vendor-dashboard/routes/vendor-dashboard').then((m) => m.VendorDashboardRoute),
              ),
            },
            ...['vendor/space-requests', 'vendor/manage-requests'].map((path) => ({
              path,
              element: screen(() =>
                import('@/features/space-requests/routes/space-requests').then((m) => m.SpaceRequestsRoute),
              ),
            })),
            // Spec 3 §6: protected, not admin-only; a vendor user reaches its own vendor only (the server's check).
            {
              path: 'vendor/:id/requests',
              element: screen(() =>
                import('@/features/vendor-history/routes/space-history').then((m) => m.SpaceHistoryRoute),
              ),
            },
            // The signed-in vendor's own Payment History (spec 1 §2.1); matched before Vendor Details' vendor/:id.
            {
              path: 'vendor/payments',
              element: screen(() =>
                import('@/features/vendor-payments/routes/payment-history').then((m) => m.PaymentHistoryRoute),
              ),
            },
            {
              path: 'vendor/:id/payments',
              element: screen(() =>
                import('@/features/vendor-payments/routes/payment-history').then((m) => m.PaymentHistoryRoute),
              ),
            },
            ...(['edit', 'images', 'products', 'preview'] as const).map((section) => ({
              path: `vendor/profile/${section}`,
              element: screen(() => profileScreens().then((screens) => screens[section])),
            })),
            // The vendor's documents; the screen itself says "Access Denied" without vendor.documents.view.
            {
              path: 'vendor/profile/documents',
              element: screen(() =>
                import('@/features/documents/routes/vendor-documents').then((m) => m.VendorDocumentsRoute),
              ),
            },
            {
              path: 'profile/change-password',
              element: screen(() =>
                import('@/features/profile/routes/change-password').then((m) => m.ChangePasswordRoute),
              ),
            },
            // Online payment: the vendor's saved cards
            {
              path: 'vendor/payment-methods',
              element: screen(() =>
                import('@/features/payment-methods/routes/vendor-payment-methods').then(
                  (m) => m.VendorPaymentMethodsRoute,
                ),
              ),
            },
            // Employees, business details and settings, profile settings (spec 3 §2)
            { path: 'vendor/profile/users', element: screen(() => peopleScreens().then((s) => s.employees)) },
            {
              path: 'vendor/profile/business-details',
              element: screen(() => peopleScreens().then((s) => s.businessDetails)),
            },
            { path: 'profile/settings', element: screen(() => peopleScreens().then((s) => s.profileSettings)) },
          ],
        },

        // Market Day (issue 31): admins and market staff, on a phone, with or without signal
        {
          element: <RequireRoles roles={['admin', 'staff']} />,
          children: [
            {
              path: 'market-day',
              element: screen(() =>
                import('@/features/market-day/routes/market-day-index').then((m) => m.MarketDayIndexRoute),
              ),
            },
            {
              path: 'market-day/:marketDateId',
              element: screen(() => import('@/features/market-day/routes/market-day').then((m) => m.MarketDayRoute)),
            },
          ],
        },
        // Admins only
        {
          Component: RequireAdmin,
          children: [
            // The admin's home, and the first-run setup while no market exists
            ...['admin', 'admin/dashboard', 'admin/setup'].map((path) => ({
              path,
              element: screen(() => import('./routes/admin-home').then((m) => m.AdminHomeRoute)),
            })),
            {
              path: 'admin/vendors',
              element: screen(() =>
                import('@/features/admin-vendors/routes/admin-vendors').then((m) => m.AdminVendorsRoute),
              ),
            },
            {
              // Vendor Details; the vendor's own screens (/vendor/dashboard, …) are matched first by their fixed paths.
              path: 'vendor/:id',
              element: screen(() =>
                import('@/features/admin-vendors/routes/vendor-details').then((m) => m.VendorDetailsRoute),
              ),
            },
            {
              path: 'admin/content-review',
              element: screen(() => profileScreens().then((screens) => screens.contentReview)),
            },
            {
              path: 'admin/market-dates',
              element: screen(() => import('@/features/market-dates/routes/market-dates').then((m) => m.MarketDatesRoute)),
            },
            {
              path: 'admin/next-market',
              element: screen(() => import('@/features/market-dates/routes/next-market').then((m) => m.NextMarketRoute)),
            },
            {
              path: 'admin/areas',
              element: screen(() => import('@/features/catalog/routes/areas').then((m) => m.AreasRoute)),
            },
            {
              path: 'admin/space-types',
              element: screen(() => import('@/features/catalog/routes/space-types').then((m) => m.SpaceTypesRoute)),
            },
            {
              path: 'admin/vendor-types',
              element: screen(() => import('@/features/catalog/routes/vendor-types').then((m) => m.VendorTypesRoute)),
            },
            {
              path: 'admin/landmark-types',
              element: screen(() => import('@/features/catalog/routes/landmark-types').then((m) => m.LandmarkTypesRoute)),
            },
            {
              path: 'admin/markets',
              element: screen(() => import('@/features/markets/routes/markets').then((m) => m.MarketsRoute)),
            },
            {
              path: 'admin/system-settings',
              element: screen(() =>
                import('@/features/system-settings/routes/system-settings').then((m) => m.SystemSettingsRoute),
              ),
            },
            {
              path: 'date/:id/requests',
              element: screen(() =>
                import('@/features/market-requests/routes/market-requests').then((m) => m.MarketRequestsRoute),
              ),
            },
            {
              path: 'date/:id/spaces',
              element: screen(() =>
                import('@/features/market-date-spaces/routes/market-date-spaces').then((m) => m.MarketDateSpacesRoute),
              ),
            },
            // A market date's dashboard, payments and proceeds (issue 14)
            {
              path: 'date/:id',
              element: screen(() =>
                import('@/features/date-dashboard/routes/date-dashboard').then((m) => m.DateDashboardRoute),
              ),
            },
            {
              path: 'date/:id/payments',
              element: screen(() => import('@/features/date-dashboard/routes/payments').then((m) => m.PaymentsRoute)),
            },
            {
              path: 'date/:id/proceeds',
              element: screen(() => import('@/features/date-dashboard/routes/proceeds').then((m) => m.ProceedsRoute)),
            },
            {
              path: 'date/:id/missing',
              element: screen(() =>
                import('@/features/missing-vendors/routes/missing-vendors').then((m) => m.MissingVendorsRoute),
              ),
            },
            // Document review and document types
            {
              path: 'admin/documents',
              element: screen(() =>
                import('@/features/documents/routes/document-review').then((m) => m.DocumentReviewRoute),
              ),
            },
            {
              path: 'admin/document-types',
              element: screen(() => import('@/features/catalog/routes/document-types').then((m) => m.DocumentTypesRoute)),
            },
            // The admin's vendor edit and create, and the admin users screen (issue 12)
            ...['admin/vendors/:id/edit', 'admin/vendor-edit/:id'].map((path) => ({
              path,
              element: screen(() => import('@/features/admin-vendors/routes/vendor-edit').then((m) => m.VendorEditRoute)),
            })),
            {
              path: 'admin/import',
              element: screen(() => import('@/features/import/routes/import-vendors').then((m) => m.ImportVendorsRoute)),
            },
            {
              path: 'admin/vendors/new',
              element: screen(() => import('@/features/admin-vendors/routes/vendor-new').then((m) => m.VendorNewRoute)),
            },
            {
              path: 'admin/users',
              element: screen(() => import('@/features/admin-users/routes/admin-users').then((m) => m.AdminUsersRoute)),
            },
            // The market layout editor: a date's layout (one area per zone), its print view, the default layout
            {
              path: 'date/:id/layout/print',
              element: screen(() =>
                import('@/features/layout-editor/routes/layout-print').then((m) => m.LayoutPrintRoute),
              ),
            },
            {
              // One route for every area, so switching areas keeps the drawing's unsaved changes.
              path: 'date/:id/layout/:zone?',
              element: screen(() => import('@/features/layout-editor/routes/date-layout').then((m) => m.DateLayoutRoute)),
            },
            {
              path: 'layout/default/:zone?',
              element: screen(() =>
                import('@/features/layout-editor/routes/default-layout').then((m) => m.DefaultLayoutRoute),
              ),
            },
            // Bulk Messages: one message to an audience of vendors, previewed, sent in one call, with progress
            {
              path: 'admin/bulk-messages',
              element: screen(() =>
                import('@/features/bulk-messages/routes/bulk-messages').then((m) => m.BulkMessagesRoute),
              ),
            },
            // Message Templates: the wording of every message, edited over its default
            {
              path: 'admin/message-templates',
              element: screen(() =>
                import('@/features/message-templates/routes/message-templates').then((m) => m.MessageTemplatesRoute),
              ),
            },
            // View Messages: every message sent, filterable, with resend for a failed one
            {
              path: 'admin/messages',
              element: screen(() =>
                import('@/features/message-log/routes/view-messages').then((m) => m.ViewMessagesRoute),
              ),
            },
            // Reminders, vendor alerts and the date's vendor notes (issues 13, 14)
            { path: 'admin/reminders', element: screen(() => reminderScreens().then((s) => s.reminders)) },
            { path: 'admin/vendor-alerts', element: screen(() => reminderScreens().then((s) => s.vendorAlerts)) },
            { path: 'date/:id/notes', element: screen(() => reminderScreens().then((s) => s.dateNotes)) },
            // Reports (one route per report, so any other /reports/… is not found) and historical market data
            ...REPORT_NAMES.map((name) => ({
              path: `reports/${name}`,
              element: screen(() => import('@/features/reports/routes/report').then((m) => m.ReportRoute)),
            })),
            {
              path: 'admin/historical-data',
              element: screen(() =>
                import('@/features/reports/routes/historical-data').then((m) => m.HistoricalDataRoute),
              ),
            },
            // Sales by tender: the tokens turned in on a date, and the Token Reimbursement report
            {
              path: 'date/:id/tokens',
              element: screen(() => import('@/features/tender/routes/tokens').then((m) => m.TokensRoute)),
            },
            {
              path: 'reports/token-reimbursement',
              element: screen(() =>
                import('@/features/tender/routes/token-reimbursement').then((m) => m.TokenReimbursementRoute),
              ),
            },
          ],
        },

        { path: '*', element: screen(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
      ],
    },
  ];
}

/** The route table's screen for the address. */
export function AppRoutes() {
  const [routes] = useState(createAppRoutes);
  return useRoutes(routes);
}

/**
 * React Router's declarative router: what the screens use of it (links, params, navigation) without the data
 * router's loaders and actions, which no screen uses — 17 KB less on every first visit (docs/measurements.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
