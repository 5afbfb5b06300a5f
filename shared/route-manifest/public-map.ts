/** The `public-map` route group's routes: its Lambda imports only these. */
import { publicAccess, groupRoutes } from './route-def.js';

export const publicMapRoutes = groupRoutes('public-map', [
  // The public market maps (no login). Calls that expose a date's spaces, landmarks or vendors need the map
  // password's cookie when a map password is set.
  // The active markets: name, place, days and hours (never a map password)
  { method: 'GET', path: '/api/public/markets', access: publicAccess },
  { method: 'GET', path: '/api/public/market-dates', access: publicAccess },
  { method: 'GET', path: '/api/public/market-dates/{id}', access: publicAccess },
  { method: 'GET', path: '/api/public/market-dates/{id}/vendors', access: publicAccess },
  { method: 'GET', path: '/api/public/areas', access: publicAccess },
  { method: 'GET', path: '/api/public/space-types', access: publicAccess },
  { method: 'GET', path: '/api/public/spaces/market-date/{id}', access: publicAccess },
  { method: 'GET', path: '/api/public/landmarks/market-date/{id}', access: publicAccess },
  { method: 'GET', path: '/api/public/map/{marketDateId}', access: publicAccess },
  { method: 'POST', path: '/api/public/map/unlock', access: publicAccess },
  { method: 'GET', path: '/api/system-settings/public', access: publicAccess },
]);
