/** The `applications` route group's routes: its Lambda imports only these. */
import { publicAccess, groupRoutes } from './route-def.js';

export const applicationsRoutes = groupRoutes('applications', [
  // The vendor application (spec 1 §2.7), no login; its space types come from GET /api/public/space-types (public-map).
  { method: 'GET', path: '/api/public/vendor-types', access: publicAccess },
  { method: 'POST', path: '/api/public/check-duplicates', access: publicAccess },
  { method: 'POST', path: '/api/public/apply', access: publicAccess },
]);
