import type { HttpResult, RouteHandler } from '../lib/http/http.js';
import type { ExportResult, ExportService } from './export.service.js';

/**
 * An export answers 303 See Other: the file is already in the bucket, and the browser (a plain link, the session's
 * cookies with it) is sent on to download it from there, past the API's response size limit.
 */
const seeOther = (result: ExportResult): HttpResult => ({ status: 303, headers: { location: result.url } });

export function makeExportHandlers(deps: { exports: ExportService }): Record<string, RouteHandler> {
  const { exports } = deps;
  return {
    'GET /api/export': async () => seeOther(await exports.exportAll()),
    'GET /api/vendors/{id}/export': async (req) => seeOther(await exports.exportVendor(req.params.id ?? '')),
  };
}
