import { reimbursementQuerySchema, tokensBodySchema } from '../../shared/schemas/tenders.js';
import { isId } from '../../shared/schemas/ids.js';
import { TENDER_MSG } from '../../shared/tender-messages.js';
import { reimbursementCsvTable } from '../../shared/tenders.js';
import { reportCsv } from '../../shared/report-csv.js';
import { NotFoundError } from '../lib/http/errors.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { TenderService } from './tender.service.js';

/** Ids in the path are checked before any read: anything else is simply not there. */
function idParam(value: string | undefined, notFound: string): string {
  if (!value || !isId(value)) throw new NotFoundError(notFound);
  return value;
}

export function makeTenderHandlers(deps: { tender: TenderService }): Record<string, RouteHandler> {
  const { tender } = deps;
  return {
    'GET /api/market-dates/{id}/tokens': async (req) =>
      json(await tender.dateTokens(idParam(req.params.id, TENDER_MSG.marketDateNotFound))),
    'PUT /api/market-dates/{id}/tokens/{vendorId}': async (req) => {
      const marketDateId = idParam(req.params.id, TENDER_MSG.marketDateNotFound);
      const vendorId = idParam(req.params.vendorId, TENDER_MSG.vendorNotFound);
      const body = parseWith(tokensBodySchema, req.body);
      return json(await tender.saveTokens(marketDateId, vendorId, body, req.user?.id ?? null));
    },
    'GET /api/reports/token-reimbursement': async (req) => {
      const q = parseWith(reimbursementQuerySchema, req.query);
      const report = await tender.reimbursement(q.from, q.to);
      if (q.format !== 'csv') return json(report);
      const table = reimbursementCsvTable(report, { from: q.from, to: q.to });
      return {
        text: reportCsv(table.columns, table.rows),
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="token-reimbursement-${q.from}-to-${q.to}.csv"`,
        },
      };
    },
  };
}
