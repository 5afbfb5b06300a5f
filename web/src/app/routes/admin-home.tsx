import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { AdminDashboardRoute } from '@/features/admin-dashboard/routes/admin-dashboard';
import { paths } from '@/config/paths';
import { lazyInLanguage } from '@/i18n/lazy';

/** The first-run setup: its own chunk, loaded only when an admin opens it. */
const SetupRoute = lazyInLanguage(() =>
  import('@/features/setup/routes/setup').then((m) => ({ default: m.SetupRoute })),
);

/**
 * The admin's home (/admin, /admin/dashboard) and the first-run setup (/admin/setup) share one route entry, so the
 * setup adds an address, not a route of its own, to what every first visit downloads.
 */
export function AdminHomeRoute() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '') !== paths.adminSetup) return <AdminDashboardRoute />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SetupRoute />
    </Suspense>
  );
}
