import { DOCUMENTS_MSG } from '../../shared/document-rules.js';
import {
  documentsQuerySchema,
  documentTypeInputSchema,
  documentTypePatchSchema,
  documentUploadUrlRequestSchema,
  registerDocumentRequestSchema,
  rejectDocumentSchema,
  reviewQuerySchema,
} from '../../shared/schemas/documents.js';
import { json, parseWith, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import type { DocumentsService } from './documents.service.js';

export function makeDocumentsHandlers(documents: DocumentsService): Record<string, RouteHandler> {
  const id = (req: HttpRequest) => req.params.id ?? '';
  const vendorId = (req: HttpRequest) => req.params.vendorId ?? '';
  const body = (req: HttpRequest) => req.body ?? {};
  return {
    'GET /api/documents/document-types': async () => json(await documents.documentTypes()),
    'POST /api/documents/document-types': async (req) =>
      json(await documents.createDocumentType(parseWith(documentTypeInputSchema, body(req))), 201),
    'PATCH /api/documents/document-types/{id}': async (req) =>
      json(await documents.updateDocumentType(id(req), parseWith(documentTypePatchSchema, body(req)))),

    'GET /api/documents/vendor/{vendorId}': async (req) =>
      json(await documents.list(req.user!, vendorId(req), parseWith(documentsQuerySchema, req.query).showArchived)),
    'POST /api/documents/vendor/{vendorId}/upload-url': async (req) =>
      json(await documents.uploadUrl(req.user!, vendorId(req), parseWith(documentUploadUrlRequestSchema, body(req)))),
    'POST /api/documents/vendor/{vendorId}': async (req) =>
      json(
        await documents.register(req.user!, vendorId(req), parseWith(registerDocumentRequestSchema, body(req))),
        201,
      ),
    'POST /api/documents/{id}/archive': async (req) => json(await documents.archive(req.user!, id(req))),
    'DELETE /api/documents/{id}': async (req) => {
      await documents.remove(req.user!, id(req));
      return json({ message: DOCUMENTS_MSG.deleted });
    },
    'GET /api/documents/{id}/file': async (req) => json(await documents.file(req.user!, id(req))),

    'GET /api/admin/documents': async (req) => json(await documents.review(parseWith(reviewQuerySchema, req.query))),
    'POST /api/documents/{id}/approve': async (req) =>
      json(await documents.decide(req.user!, id(req), 'approved', null)),
    'POST /api/documents/{id}/reject': async (req) =>
      json(await documents.decide(req.user!, id(req), 'rejected', parseWith(rejectDocumentSchema, req.body).reason)),
  };
}
