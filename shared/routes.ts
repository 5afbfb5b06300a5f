/**
 * The route manifest: every API route, its route group (one Lambda each) and who may call it.
 * The CDK stack builds API Gateway routes from it and the local runtime dispatches from it. A group's routes are in
 * `route-manifest/<group>.ts`, which is all of the manifest that group's function imports.
 */
import { ROUTE_GROUPS, type RouteDef, type RouteGroup } from './route-manifest/route-def.js';
import { authRoutes } from './route-manifest/auth.js';
import { usersRoutes } from './route-manifest/users.js';
import { vendorsRoutes } from './route-manifest/vendors.js';
import { catalogRoutes } from './route-manifest/catalog.js';
import { settingsRoutes } from './route-manifest/settings.js';
import { marketDatesRoutes } from './route-manifest/market-dates.js';
import { publicMapRoutes } from './route-manifest/public-map.js';
import { applicationsRoutes } from './route-manifest/applications.js';
import { vendorDatesRoutes } from './route-manifest/vendor-dates.js';
import { notificationsRoutes } from './route-manifest/notifications.js';
import { dashboardRoutes } from './route-manifest/dashboard.js';
import { spacesRoutes } from './route-manifest/spaces.js';
import { paymentsRoutes } from './route-manifest/payments.js';
import { spaceRequestsRoutes } from './route-manifest/space-requests.js';
import { profilesRoutes } from './route-manifest/profiles.js';
import { publicPaymentsRoutes } from './route-manifest/public-payments.js';
import { adminUsersRoutes } from './route-manifest/admin-users.js';
import { stripeWebhooksRoutes } from './route-manifest/stripe-webhooks.js';
import { documentsRoutes } from './route-manifest/documents.js';
import { messageLogRoutes } from './route-manifest/message-log.js';
import { remindersRoutes } from './route-manifest/reminders.js';
import { reportsRoutes } from './route-manifest/reports.js';
import { dateDashboardRoutes } from './route-manifest/date-dashboard.js';
import { messagesRoutes } from './route-manifest/messages.js';
import { waitlistRoutes } from './route-manifest/waitlist.js';
import { tenderRoutes } from './route-manifest/tender.js';
import { marketsRoutes } from './route-manifest/markets.js';
import { exportRoutes } from './route-manifest/export.js';
import { importRoutes } from './route-manifest/import.js';
import { marketDayRoutes } from './route-manifest/market-day.js';

export * from './route-manifest/route-def.js';

const BY_GROUP = {
  auth: authRoutes,
  users: usersRoutes,
  vendors: vendorsRoutes,
  catalog: catalogRoutes,
  settings: settingsRoutes,
  'market-dates': marketDatesRoutes,
  'public-map': publicMapRoutes,
  applications: applicationsRoutes,
  'vendor-dates': vendorDatesRoutes,
  notifications: notificationsRoutes,
  dashboard: dashboardRoutes,
  spaces: spacesRoutes,
  payments: paymentsRoutes,
  'space-requests': spaceRequestsRoutes,
  profiles: profilesRoutes,
  'public-payments': publicPaymentsRoutes,
  'admin-users': adminUsersRoutes,
  'stripe-webhooks': stripeWebhooksRoutes,
  documents: documentsRoutes,
  'message-log': messageLogRoutes,
  reminders: remindersRoutes,
  reports: reportsRoutes,
  'date-dashboard': dateDashboardRoutes,
  messages: messagesRoutes,
  waitlist: waitlistRoutes,
  tender: tenderRoutes,
  markets: marketsRoutes,
  export: exportRoutes,
  import: importRoutes,
  'market-day': marketDayRoutes,
} satisfies Record<RouteGroup, readonly RouteDef[]>;

/** Every route of the manifest with its literal method and path: the types the SPA's path builder checks against. */
export type ManifestRoute = (typeof BY_GROUP)[RouteGroup][number];

export const routes: readonly RouteDef[] = ROUTE_GROUPS.flatMap((g): readonly RouteDef[] => BY_GROUP[g]);

export function routesOf(group: RouteGroup): readonly RouteDef[] {
  return BY_GROUP[group];
}

/**
 * Matches a concrete request path against the manifest; returns the route and its path parameters. As in API
 * Gateway, the most specific route wins whatever the manifest's order: /api/market-dates/next before
 * /api/market-dates/{id}. Parameters stay percent-encoded, as API Gateway passes them: the request pipeline decodes
 * them with `decodePathParameters`, where a malformed escape can be refused with a 400.
 */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  let best: { route: RouteDef; pathParameters: Record<string, string> } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/\{(\w+)\+?\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((n, i) => (pathParameters[n] = m[i + 1]!));
    if (names.length === 0) return { route, pathParameters };
    if (!best || names.length < Object.keys(best.pathParameters).length) best = { route, pathParameters };
  }
  return best;
}
