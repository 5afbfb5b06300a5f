/** The `waitlist` route group's routes: its Lambda imports only these. */
import { publicAccess, type RouteDef } from './route-def.js';

export const waitlistRoutes: readonly RouteDef[] = [
  // Waitlist (issue 15): the admin's line of a date, reorder, offer by hand; the vendor's offer link (/w/{code})
  { method: 'GET', path: '/api/market-dates/{id}/waitlist', group: 'waitlist', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/waitlist/order', group: 'waitlist', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/waitlist/offer', group: 'waitlist', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/public-waitlist/{code}', group: 'waitlist', access: publicAccess },
  { method: 'POST', path: '/api/public-waitlist/{code}/accept', group: 'waitlist', access: publicAccess },
  { method: 'POST', path: '/api/public-waitlist/{code}/decline', group: 'waitlist', access: publicAccess },
];
