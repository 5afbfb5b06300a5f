/** The `message-log` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const messageLogRoutes = groupRoutes('message-log', [
  // View Messages: every message newest first, filtered, and resending a failed one (admin)
  { method: 'GET', path: '/api/messages', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/messages/{id}/resend', access: { kind: 'admin' } },
]);
