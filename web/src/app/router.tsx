import { useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireSignedIn } from '@/lib/authorization';
import { RootErrorBoundary, RootLayout } from './routes/root';

/** Each screen is its own chunk, loaded when its route is first visited. */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** /login is the old address of the login page; keep whatever it was given. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.auth, search }} replace />;
}

/** Spec 1 §2.1, as far as the screens exist. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        // Public
        { index: true, lazy: screen(() => import('./routes/landing').then((m) => m.LandingRoute)) },
        { path: 'login', Component: LoginRedirect },
        { path: 'auth', lazy: screen(() => import('@/features/auth/routes/auth').then((m) => m.AuthRoute)) },
        {
          path: 'reset-password',
          lazy: screen(() => import('@/features/auth/routes/reset-password').then((m) => m.ResetPasswordRoute)),
        },

        // Any signed-in user
        {
          Component: RequireSignedIn,
          children: [
            {
              path: 'vendor/dashboard',
              lazy: screen(() =>
                import('@/features/vendor-dashboard/routes/vendor-dashboard').then((m) => m.VendorDashboardRoute),
              ),
            },
            {
              path: 'profile/change-password',
              lazy: screen(() =>
                import('@/features/profile/routes/change-password').then((m) => m.ChangePasswordRoute),
              ),
            },
          ],
        },

        // Admins only
        {
          Component: RequireAdmin,
          children: ['admin', 'admin/dashboard'].map((path) => ({
            path,
            lazy: screen(() =>
              import('@/features/admin-dashboard/routes/admin-dashboard').then((m) => m.AdminDashboardRoute),
            ),
          })),
        },

        { path: '*', lazy: screen(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
      ],
    },
  ];
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}
