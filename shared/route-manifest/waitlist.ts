/** The `waitlist` route group's routes: its Lambda imports only these. */
import { publicAccess, groupRoutes } from './route-def.js';

export const waitlistRoutes = groupRoutes('waitlist', [
  // Waitlist (issue 15): the admin's line of a date, reorder, offer by hand; the vendor's offer link (/w/{code})
  { method: 'GET', path: '/api/market-dates/{id}/waitlist', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/waitlist/order', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/waitlist/offer', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/public-waitlist/{code}', access: publicAccess },
  { method: 'POST', path: '/api/public-waitlist/{code}/accept', access: publicAccess },
  { method: 'POST', path: '/api/public-waitlist/{code}/decline', access: publicAccess },
]);
