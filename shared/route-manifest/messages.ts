/** The `messages` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const messagesRoutes = groupRoutes('messages', [
  // Bulk Messages: one call queues a message per recipient, with its preview and progress (admin)
  { method: 'POST', path: '/api/messages/bulk', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/messages/bulk/preview', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/messages/bulk/{batchId}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/message-templates', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/message-templates/{id}', access: { kind: 'admin' } },
  { method: 'POST', path: '/api/message-templates/preview', access: { kind: 'admin' } },
]);
