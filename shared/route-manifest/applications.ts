/** The `applications` route group's routes: its Lambda imports only these. */
import { publicAccess, type RouteDef } from './route-def.js';

export const applicationsRoutes: readonly RouteDef[] = [
  // The vendor application (spec 1 §2.7), no login; its space types come from GET /api/public/space-types (public-map).
  { method: 'GET', path: '/api/public/vendor-types', group: 'applications', access: publicAccess },
  { method: 'POST', path: '/api/public/check-duplicates', group: 'applications', access: publicAccess },
  { method: 'POST', path: '/api/public/apply', group: 'applications', access: publicAccess },
];
