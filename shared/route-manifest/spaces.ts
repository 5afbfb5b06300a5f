/** The `spaces` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const spacesRoutes: readonly RouteDef[] = [
  // A market date's spaces: list, edit, delete, assign and unassign, reprice, publish (admin)
  { method: 'GET', path: '/api/spaces/market-date/{id}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/spaces/{id}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'DELETE', path: '/api/spaces/{id}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/{id}/assign', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/{id}/unassign', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/publish/{marketDateId}', group: 'spaces', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/market-dates/{id}/assignment-data', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/publish', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-requests/recalculate', group: 'spaces', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-requests/{id}/recalculate', group: 'spaces', access: { kind: 'admin' } },
  // Auto-assign: proposes (dry run) or applies spaces for approved vendors without one (admin)
  { method: 'POST', path: '/api/market-dates/{id}/auto-assign', group: 'spaces', access: { kind: 'admin' } },
];
