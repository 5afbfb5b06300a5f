/** The `reminders` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const remindersRoutes: readonly RouteDef[] = [
  // Reminders, vendor alerts and the date's vendor notes (issues 13, 14)
  { method: 'GET', path: '/api/reminders', group: 'reminders', access: { kind: 'admin' } },
  { method: 'PATCH', path: '/api/vendors/{id}/notes/{noteId}', group: 'reminders', access: { kind: 'admin' } },
  {
    method: 'GET',
    path: '/api/dashboard/market-date/{id}/vendor-notes',
    group: 'reminders',
    access: { kind: 'admin' },
  },
  { method: 'GET', path: '/api/vendor-alerts', group: 'reminders', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/vendor-alerts', group: 'reminders', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/vendor-alerts/{id}', group: 'reminders', access: { kind: 'admin' } },
];
