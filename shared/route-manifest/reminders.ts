/** The `reminders` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const remindersRoutes = groupRoutes('reminders', [
  // Reminders, vendor alerts and the date's vendor notes (issues 13, 14)
  { method: 'GET', path: '/api/reminders', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendors/{id}/notes/{noteId}', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/dashboard/market-date/{id}/vendor-notes',
    access: { kind: 'admin' },
  },
  { method: 'GET', path: '/api/vendor-alerts', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendor-alerts', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/vendor-alerts/{id}', access: { kind: 'admin' } },
]);
