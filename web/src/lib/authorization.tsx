import { Navigate, Outlet } from 'react-router';
import { hasPermission, type PermissionCode, type Role } from '@shared/permissions';
import { PageLoader } from '@/components/ui/page-loader';
import { publicPaths as paths } from '@/config/public-paths';
import { homePathFor, useSession, type SessionUser } from './session';

/** Who may see a screen or a menu entry. */
export interface Access {
  roles: readonly Role[];
  /** A permission code the user must hold; admins hold them all (spec 1 §6). */
  permission?: PermissionCode;
  /** Vendor screens that only make sense for a user linked to a vendor. */
  needsVendorId?: boolean;
}

export function canAccess(user: SessionUser, access: Access): boolean {
  if (!access.roles.includes(user.role)) return false;
  if (access.permission && !hasPermission(user.role, user.permissions, access.permission)) return false;
  if (access.needsVendorId && !user.vendorId) return false;
  return true;
}

/** Route guard for screens any signed-in user may open: visitors go to sign in. */
export function RequireSignedIn() {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Outlet />;
}

/** Route guard for admin screens: visitors go to sign in, everyone else to the vendor dashboard. */
export function RequireAdmin() {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (user.role !== 'admin') return <Navigate to={paths.vendorDashboard} replace />;
  return <Outlet />;
}

/**
 * Route guard for screens of some roles only (Market Day: admins and market staff): visitors go to sign in, anyone
 * else to their own home.
 */
export function RequireRoles({ roles }: { roles: readonly Role[] }) {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (!roles.includes(user.role)) return <Navigate to={homePathFor(user)} replace />;
  return <Outlet />;
}
