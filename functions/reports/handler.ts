import * as z from '../../shared/zod.js';
import { reportCsv } from '../../shared/report-csv.js';
import {
  attendanceImportSchema,
  historicalBodySchema,
  historicalEntrySchema,
  REPORT_COLUMNS,
  historicalImportSchema,
  reportFileName,
  reportQuerySchema,
} from '../../shared/schemas/reports.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { ReportsService } from './reports.service.js';
import type { AttendanceService } from './attendance.service.js';

const historicalRangeSchema = z.strictObject({
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD'))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD'))),
});

const attendanceDateSchema = z.strictObject({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD')),
});

export function makeReportsHandlers(deps: {
  reports: ReportsService;
  attendance: AttendanceService;
}): Record<string, RouteHandler> {
  return {
    'GET /api/reports/{name}': async (req) => {
      const q = parseWith(reportQuerySchema, req.query);
      const { today, ...report } = await deps.reports.report(req.params.name!, q);
      if (q.format !== 'csv') return json(report);
      const file = reportFileName(report.name, report.from, report.to, today);
      return {
        text: reportCsv(REPORT_COLUMNS[report.name], report.rows),
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${file}"`,
        },
      };
    },
    'GET /api/admin/historical-data': async (req) => {
      const q = parseWith(historicalRangeSchema, req.query);
      return json({ entries: await deps.reports.historical(q.from, q.to) });
    },
    'PUT /api/admin/historical-data/{date}/{vendorTypeId}': async (req) => {
      const body = parseWith(historicalBodySchema, req.body);
      const entry = parseWith(historicalEntrySchema, {
        ...body,
        marketDate: req.params.date,
        vendorTypeId: req.params.vendorTypeId,
      });
      await deps.reports.saveHistorical(entry, req.user?.id ?? null);
      return json({ saved: true });
    },
    'DELETE /api/admin/historical-data/{date}/{vendorTypeId}': async (req) => {
      await deps.reports.deleteHistorical(req.params.date!, req.params.vendorTypeId!);
      return { status: 204 };
    },
    'POST /api/admin/historical-data/import': async (req) => {
      const body = parseWith(historicalImportSchema, req.body);
      return json(await deps.reports.importHistorical(body.rows, req.user?.id ?? null));
    },
    'GET /api/admin/historical-data/attendance': async (req) => {
      const q = parseWith(historicalRangeSchema, req.query);
      return json(await deps.attendance.summary(q.from, q.to));
    },
    'POST /api/admin/historical-data/attendance/import': async (req) => {
      const body = parseWith(attendanceImportSchema, req.body);
      return json(await deps.attendance.importAttendance(body.rows, body.marketId, req.user?.id ?? null));
    },
    'DELETE /api/admin/historical-data/attendance/{date}': async (req) => {
      const { date } = parseWith(attendanceDateSchema, { date: req.params.date });
      return json({ removed: await deps.attendance.deleteDate(date) });
    },
  };
}
