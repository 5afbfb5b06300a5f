/** The `space-requests` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const spaceRequestsRoutes = groupRoutes('space-requests', [
  // A request's life after "requested" (spec 3 §4) and its money (spec 2 §2.7): the Market Requests screen's list and
  // actions, one at a time or in bulk, the financial edit and the audit log (admin)
  { method: 'GET', path: '/api/market-dates/{id}/requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/approve', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/reject', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/reopen', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/requests/bulk', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-requests/{id}', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/space-requests/{id}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-requests/{id}/audit-log', access: { kind: 'admin' } },
]);
