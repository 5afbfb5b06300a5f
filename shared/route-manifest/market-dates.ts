/** The `market-dates` route group's routes: its Lambda imports only these. */
import { signedIn, type RouteDef } from './route-def.js';

export const marketDatesRoutes: readonly RouteDef[] = [
  // Market dates and the default layout new dates start from
  { method: 'GET', path: '/api/market-dates', group: 'market-dates', access: signedIn },
  { method: 'GET', path: '/api/market-dates/next', group: 'market-dates', access: signedIn },
  { method: 'GET', path: '/api/market-dates/{id}', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/market-dates/{id}', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/layouts/default', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/layouts/default', group: 'market-dates', access: { kind: 'admin' } },
  // The Missing Vendors report (spec 2 §2.3): the report, reminders (one call for many), an admin's request
  { method: 'GET', path: '/api/market-dates/{id}/missing-vendors', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/remind', group: 'market-dates', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/vendors/market-dates/{id}/request',
    group: 'market-dates',
    access: { kind: 'admin' },
  },
  // The market layout editor: a date's layout or the default template, saved in one call on the version read;
  // copying a date's layout to later dates (admin)
  { method: 'GET', path: '/api/market-dates/{id}/layout', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/market-dates/{id}/layout', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/layout/copy', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/layouts/default/plan', group: 'market-dates', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/layouts/default/plan', group: 'market-dates', access: { kind: 'admin' } },
];
