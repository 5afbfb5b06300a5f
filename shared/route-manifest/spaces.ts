/** The `spaces` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const spacesRoutes = groupRoutes('spaces', [
  // A market date's spaces: list, edit, delete, assign and unassign, reprice, publish (admin)
  { method: 'GET', path: '/api/spaces/market-date/{id}', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/spaces/{id}', access: { kind: 'admin' } },
  { method: 'DELETE', path: '/api/spaces/{id}', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/{id}/assign', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/{id}/unassign', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/spaces/publish/{marketDateId}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/market-dates/{id}/assignment-data', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/market-dates/{id}/publish', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-requests/recalculate', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/space-requests/{id}/recalculate', access: { kind: 'admin' } },
  // Auto-assign: proposes (dry run) or applies spaces for approved vendors without one (admin)
  { method: 'POST', path: '/api/market-dates/{id}/auto-assign', access: { kind: 'admin' } },
]);
