import { anyIdSchema } from '../../shared/schemas/ids.js';
import { bulkMessageSchema, bulkPreviewSchema } from '../../shared/schemas/bulk-messages.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { BulkMessagesService } from './bulk-messages.service.js';
import type { MessageTemplatesService } from './message-templates.service.js';
import { templateEditSchema, templatePreviewSchema } from '../../shared/schemas/message-templates.js';

export function makeMessagesHandlers(deps: {
  bulk: BulkMessagesService;
  templates: MessageTemplatesService;
}): Record<string, RouteHandler> {
  return {
    'POST /api/messages/bulk': async (req) =>
      json(await deps.bulk.send(req.user!, parseWith(bulkMessageSchema, req.body))),
    'POST /api/messages/bulk/preview': async (req) =>
      json(await deps.bulk.preview(parseWith(bulkPreviewSchema, req.body))),
    'GET /api/messages/bulk/{batchId}': async (req) =>
      json(await deps.bulk.progress(parseWith(anyIdSchema, req.params.batchId))),
    'GET /api/message-templates': async () => json(await deps.templates.list()),
    'PUT /api/message-templates/{id}': async (req) =>
      json(await deps.templates.save(req.user!, req.params.id ?? '', parseWith(templateEditSchema, req.body))),
    'POST /api/message-templates/preview': async (req) =>
      json(deps.templates.preview(parseWith(templatePreviewSchema, req.body))),
  };
}
