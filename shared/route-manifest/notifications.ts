/** The `notifications` route group's routes: its Lambda imports only these. */
import { everyUser, groupRoutes } from './route-def.js';

export const notificationsRoutes = groupRoutes('notifications', [
  // The signed-in user's own notifications
  { method: 'GET', path: '/api/notifications', access: everyUser },
  { method: 'POST', path: '/api/notifications/read-all', access: everyUser },
  { method: 'POST', path: '/api/notifications/{id}/read', access: everyUser },
]);
