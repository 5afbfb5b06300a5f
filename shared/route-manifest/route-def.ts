/**
 * The route manifest's shapes and its route groups. Each group's routes are in a file of their own beside this one,
 * so a group's Lambda bundles only its own routes; `shared/routes.ts` puts them together for the local server, the
 * CDK stack and the tests.
 */
import type { PermissionCode } from '../permissions.js';

/**
 * Who may call a route. `signed-in` is every admin and vendor user; with `staff: true` market staff too (their own
 * session, profile and notifications). `market-day` is admins and market staff (issue 31). Market staff reach no other
 * route: this table is the one place that opens a route to them.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in'; staff?: true }
  | { kind: 'admin' }
  | { kind: 'market-day' }
  | { kind: 'permission'; code: PermissionCode };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route names the vendor whose data it reads or changes: a path parameter or a query parameter (an absent
 * query parameter means the caller's own vendor). The request pipeline lets a vendor user name only its own vendor
 * before any input is validated; another vendor answers 404 as an unknown one would.
 */
export interface VendorScope {
  in: 'path' | 'query';
  name: string;
}

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: /api/users/{id}/permissions */
  path: string;
  group: RouteGroup;
  access: Access;
  vendorScope?: VendorScope;
}

/** Route groups; each is one Lambda with its entry at functions/<group>/index.ts. */
export const ROUTE_GROUPS = [
  'auth',
  'users',
  'vendors',
  'catalog',
  'settings',
  'market-dates',
  'public-map',
  'applications',
  'vendor-dates',
  'notifications',
  'dashboard',
  'spaces',
  'payments',
  'space-requests',
  'profiles',
  // Online payment: short links, the public request, reminder and payment pages, saved cards
  'public-payments',
  // Admin users (issue 12)
  'admin-users',
  // Online payment: Stripe's events, verified by their signature (architecture §7).
  'stripe-webhooks',
  'documents',
  // View Messages: the message log and resending a failed message
  'message-log',
  // Reminders, vendor alerts and the date's vendor notes (issues 13, 14)
  'reminders',
  // Reports: the six admin reports and historical market data (issue 14)
  'reports',
  // A market date's dashboard, statistics, payments and proceeds (issue 14)
  'date-dashboard',
  // Messages: Bulk Messages (one call queues a message per recipient) and Message Templates
  'messages',
  // Waitlist (issue 15): the admin's line of a date and the public offer page
  'waitlist',
  // Sales by tender: tokens redeemed per vendor on a date and the Token Reimbursement report
  'tender',
  // Markets: the organisation's markets, each with its own days, hours, place, time zone and deadline
  'markets',
  // Export everything: the organisation's data, or a vendor's own, as one ZIP of CSV files
  'export',
  // Import Vendors: a vendor list saved from a spreadsheet as CSV
  'import',
  // Market day (issue 31): the day's check-in list and the offline phone's sync of its queued actions
  'market-day',
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export const publicAccess: Access = { kind: 'public' };
export const signedIn: Access = { kind: 'signed-in' };
/** Every signed-in user, market staff included: routes about the caller alone. */
export const everyUser: Access = { kind: 'signed-in', staff: true };
/** Admins and market staff: the market-day screen (issue 31). */
export const marketDayAccess: Access = { kind: 'market-day' };

/** Whether a user of this role may call a route of this access at all (permission codes aside). */
export function roleMayCall(role: string, access: Access): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return role !== 'staff' || access.staff === true;
    case 'admin':
      return role === 'admin';
    case 'market-day':
      return role === 'admin' || role === 'staff';
    case 'permission':
      return role !== 'staff';
  }
}
export const permission = (code: PermissionCode): Access => ({ kind: 'permission', code });
export const vendorInPath: VendorScope = { in: 'path', name: 'id' };
/** Vendor users act on their own vendor; admins name the vendor with ?vendorId=. */
export const vendorInQuery: VendorScope = { in: 'query', name: 'vendorId' };

/** A route as its group's file writes it: the file names the group once, for all of its routes. */
export type GroupRoute = Omit<RouteDef, 'group'>;

/**
 * Marks each of a group's routes with the group. Each route keeps its literal method and path, so the SPA's path
 * builder (`shared/api-path.ts`) knows every route by type and a renamed one fails the type check.
 */
export function groupRoutes<const D extends readonly GroupRoute[]>(
  group: RouteGroup,
  defs: D,
): readonly (D[number] & { group: RouteGroup })[] {
  return defs.map((def) => ({ ...def, group }));
}

export function routeKey(r: Pick<RouteDef, 'method' | 'path'>): string {
  return `${r.method} ${r.path}`;
}

/** Decodes percent-escapes in path parameters; undefined when one is malformed (`%zz`, a lone `%`, bad UTF-8). */
export function decodePathParameters(raw: Record<string, string | undefined>): Record<string, string> | undefined {
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    try {
      decoded[name] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return decoded;
}
