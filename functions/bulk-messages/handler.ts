import { anyIdSchema } from '../../shared/schemas/ids.js';
import { bulkMessageSchema, bulkPreviewSchema } from '../../shared/schemas/bulk-messages.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { BulkMessagesService } from './bulk-messages.service.js';

export function makeBulkMessagesHandlers(deps: { bulk: BulkMessagesService }): Record<string, RouteHandler> {
  return {
    'POST /api/messages/bulk': async (req) =>
      json(await deps.bulk.send(req.user!, parseWith(bulkMessageSchema, req.body))),
    'POST /api/messages/bulk/preview': async (req) =>
      json(await deps.bulk.preview(parseWith(bulkPreviewSchema, req.body))),
    'GET /api/messages/bulk/{batchId}': async (req) =>
      json(await deps.bulk.progress(parseWith(anyIdSchema, req.params.batchId))),
  };
}
