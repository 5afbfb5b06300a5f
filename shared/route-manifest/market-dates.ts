/** The `market-dates` route group's routes: its Lambda imports only these. */
import { signedIn, groupRoutes } from './route-def.js';

export const marketDatesRoutes = groupRoutes('market-dates', [
  // Market dates and the default layout new dates start from
  { method: 'GET', path: '/api/market-dates', access: signedIn },
  { method: 'GET', path: '/api/market-dates/next', access: signedIn },
  { method: 'GET', path: '/api/market-dates/{id}', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/market-dates/{id}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/layouts/default', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/layouts/default', access: { kind: 'admin' } },
  // The Missing Vendors report (spec 2 §2.3): the report, reminders (one call for many), an admin's request
  { method: 'GET', path: '/api/market-dates/{id}/missing-vendors', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/remind', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/vendors/market-dates/{id}/request',
    access: { kind: 'admin' },
  },
  // The market layout editor: a date's layout or the default template, saved in one call on the version read;
  // copying a date's layout to later dates (admin)
  { method: 'GET', path: '/api/market-dates/{id}/layout', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/market-dates/{id}/layout', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/layout/copy', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/layouts/default/plan', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/layouts/default/plan', access: { kind: 'admin' } },
]);
