/** The `notifications` route group's routes: its Lambda imports only these. */
import { signedIn, type RouteDef } from './route-def.js';

export const notificationsRoutes: readonly RouteDef[] = [
  // The signed-in user's own notifications
  { method: 'GET', path: '/api/notifications', group: 'notifications', access: signedIn },
  { method: 'POST', path: '/api/notifications/read-all', group: 'notifications', access: signedIn },
  { method: 'POST', path: '/api/notifications/{id}/read', group: 'notifications', access: signedIn },
];
