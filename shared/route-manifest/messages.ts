/** The `messages` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const messagesRoutes: readonly RouteDef[] = [
  // Bulk Messages: one call queues a message per recipient, with its preview and progress (admin)
  { method: 'POST', path: '/api/messages/bulk', group: 'messages', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/messages/bulk/preview', group: 'messages', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/messages/bulk/{batchId}', group: 'messages', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/message-templates', group: 'messages', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/message-templates/{id}', group: 'messages', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/message-templates/preview', group: 'messages', access: { kind: 'admin' } },
];
