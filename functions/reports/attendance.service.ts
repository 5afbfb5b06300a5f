/**
 * Past attendance per vendor (historical data, extended from per vendor type to per vendor): a season's records
 * imported in one call, checked whole before anything is written, and each date's summary the reports read.
 */
import { FIRST_MARKET_ID } from '../../shared/markets.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import type { AttendanceSummary } from '../../shared/schemas/reports.js';
import type { ReportsRepository } from '../lib/data/reports/reports.repository.js';
import type { VendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import { ValidationError } from '../lib/http/errors.js';
import { attendanceRecords, attendanceSummary } from './attendance-rows.js';

export interface AttendanceDeps {
  store: Pick<
    ReportsRepository,
    'attendanceDatesBetween' | 'attendanceOn' | 'importAttendance' | 'putAttendanceDate' | 'deleteAttendanceOn'
  >;
  directory: Pick<VendorDirectory, 'list'>;
  settings: { getSettings(): Promise<{ markets: readonly { id: string }[] }> };
  now: () => Date;
}

/** Dates summed up side by side, a few at a time. */
const SUMMARY_CONCURRENCY = 4;

export function makeAttendanceService(deps: AttendanceDeps) {
  /** Sums up each date again from its records (every market's records of the date, split by market). */
  async function resummarise(dates: readonly { marketDate: string; marketId: string }[], at: string) {
    const queue = [...dates];
    await Promise.all(
      Array.from({ length: Math.min(SUMMARY_CONCURRENCY, queue.length) }, async () => {
        for (let d = queue.shift(); d; d = queue.shift()) {
          const records = await deps.store.attendanceOn(d.marketDate);
          await deps.store.putAttendanceDate(attendanceSummary(d.marketDate, d.marketId, records, at));
        }
      }),
    );
  }

  return {
    /**
     * POST /api/admin/historical-data/attendance/import: every row is checked first; one bad row and nothing is
     * written (the answer lists each row's problem). A record for a date and vendor already imported is replaced.
     */
    async importAttendance(
      rows: readonly unknown[],
      marketId: string | undefined,
      by: string | null,
    ): Promise<{ imported: number; vendors: number; dates: number }> {
      const market = marketId ?? FIRST_MARKET_ID;
      const [settings, vendors] = await Promise.all([deps.settings.getSettings(), deps.directory.list({})]);
      if (marketId && !settings.markets.some((m) => m.id === marketId)) {
        throw new ValidationError(MARKET_MSG.notFound, { field: 'marketId' });
      }
      const at = deps.now().toISOString();
      const { records, errors } = attendanceRecords(rows, vendors, { marketId: market, at, by });
      if (errors.length) {
        throw new ValidationError(`${errors.length} row(s) could not be imported; nothing was imported`, {
          errors: errors.slice(0, 100),
        });
      }
      await deps.store.importAttendance(records);
      const dates = [...new Set(records.map((r) => r.marketDate))];
      await resummarise(
        dates.map((marketDate) => ({ marketDate, marketId: market })),
        at,
      );
      return { imported: records.length, vendors: new Set(records.map((r) => r.vendorId)).size, dates: dates.length };
    },

    /** GET /api/admin/historical-data/attendance: each past date with imported attendance, summed up. */
    async summary(from: string | undefined, to: string | undefined): Promise<AttendanceSummary> {
      const dates = await deps.store.attendanceDatesBetween(from ?? '0000-00-00', to ?? '9999-99-99');
      const byDate = new Map<string, AttendanceSummary['dates'][number]>();
      for (const d of dates) {
        const row = byDate.get(d.marketDate) ?? { marketDate: d.marketDate, vendors: 0, attended: 0, grossSales: 0 };
        row.vendors += d.vendors;
        row.attended += d.attended;
        row.grossSales += d.grossSales;
        byDate.set(d.marketDate, row);
      }
      return { dates: [...byDate.values()].sort((a, b) => a.marketDate.localeCompare(b.marketDate)) };
    },

    /** DELETE /api/admin/historical-data/attendance/{date}: a date's imported records go, to be imported again. */
    async deleteDate(marketDate: string): Promise<number> {
      const summaries = await deps.store.attendanceDatesBetween(marketDate, marketDate);
      const removed = await deps.store.deleteAttendanceOn(marketDate);
      await Promise.all(
        summaries.map((s) => deps.store.putAttendanceDate({ marketDate, marketId: s.marketId, vendors: 0 })),
      );
      return removed;
    },
  };
}
export type AttendanceService = ReturnType<typeof makeAttendanceService>;
