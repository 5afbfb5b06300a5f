/** The `market-day` route group's routes (issue 31): its Lambda imports only these. */
import { groupRoutes, marketDayAccess } from './route-def.js';

export const marketDayRoutes = groupRoutes('market-day', [
  // Today's date of each market (in each market's own time zone)
  { method: 'GET', path: '/api/market-day', access: marketDayAccess },
  // Everything the day's screen shows, in one call of a fixed number of DynamoDB requests
  { method: 'GET', path: '/api/market-day/{marketDateId}', access: marketDayAccess },
  // The phone's queued actions, applied once each (by action id); at most 500 per call
  { method: 'POST', path: '/api/market-day/{marketDateId}/sync', access: marketDayAccess },
]);
