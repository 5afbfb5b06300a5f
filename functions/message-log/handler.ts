import { anyIdSchema } from '../../shared/schemas/ids.js';
import { messageLogQuerySchema } from '../../shared/schemas/message-log.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { MessageLogService } from './message-log.service.js';

export function makeMessageLogHandlers(deps: { messages: MessageLogService }): Record<string, RouteHandler> {
  return {
    'GET /api/messages': async (req) => json(await deps.messages.list(parseWith(messageLogQuerySchema, req.query))),
    'POST /api/messages/{id}/resend': async (req) =>
      json(await deps.messages.resend(parseWith(anyIdSchema, req.params.id)), 201),
  };
}
