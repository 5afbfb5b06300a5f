/** The `public-map` route group's routes: its Lambda imports only these. */
import { publicAccess, type RouteDef } from './route-def.js';

export const publicMapRoutes: readonly RouteDef[] = [
  // The public market maps (no login). Calls that expose a date's spaces, landmarks or vendors need the map
  // password's cookie when a map password is set.
  { method: 'GET', path: '/api/public/market-dates', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/market-dates/{id}', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/market-dates/{id}/vendors', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/areas', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/space-types', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/spaces/market-date/{id}', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/landmarks/market-date/{id}', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/public/map/{marketDateId}', group: 'public-map', access: publicAccess },
  { method: 'POST', path: '/api/public/map/unlock', group: 'public-map', access: publicAccess },
  { method: 'GET', path: '/api/system-settings/public', group: 'public-map', access: publicAccess },
];
