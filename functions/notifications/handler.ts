import { notificationListQuerySchema } from '../../shared/schemas/notifications.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { NotificationsService } from './notifications.service.js';

export function makeNotificationsHandlers(deps: { notifications: NotificationsService }): Record<string, RouteHandler> {
  return {
    'GET /api/notifications': async (req) =>
      json(await deps.notifications.list(req.user!, parseWith(notificationListQuerySchema, req.query))),
    'POST /api/notifications/read-all': async (req) => json(await deps.notifications.markAllRead(req.user!)),
    'POST /api/notifications/{id}/read': async (req) =>
      json(await deps.notifications.markRead(req.user!, req.params.id ?? '')),
  };
}
