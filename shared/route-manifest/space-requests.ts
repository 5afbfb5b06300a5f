/** The `space-requests` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const spaceRequestsRoutes: readonly RouteDef[] = [
  // A request's life after "requested" (spec 3 §4) and its money (spec 2 §2.7): the Market Requests screen's list and
  // actions, one at a time or in bulk, the financial edit and the audit log (admin)
  { method: 'GET', path: '/api/market-dates/{id}/requests', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/approve', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/reject', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/reopen', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/requests/bulk', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-requests/{id}', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/space-requests/{id}', group: 'space-requests', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/space-requests/{id}/audit-log', group: 'space-requests', access: { kind: 'admin' } },
];
