/** The `markets` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const marketsRoutes = groupRoutes('markets', [
  // The organisation's markets: each with its own days, hours, place, time zone, deadline and map password
  { method: 'GET', path: '/api/markets', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/markets', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/markets/{id}', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/markets/{id}', access: { kind: 'admin' } },
]);
