/** The `message-log` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const messageLogRoutes: readonly RouteDef[] = [
  // View Messages: every message newest first, filtered, and resending a failed one (admin)
  { method: 'GET', path: '/api/messages', group: 'message-log', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/messages/{id}/resend', group: 'message-log', access: { kind: 'admin' } },
];
