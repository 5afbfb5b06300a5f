/**
 * The reports' reads and the items they own: per-date aggregates (written by the report aggregator), auto-payment
 * records, and historical market data. Every report reads a date range in one Query per kind of item.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { fromKey, makeTable } from '../toolkit/index.js';
import {
  historicalAttendanceDateEntity,
  historicalAttendanceEntity,
  historicalEntity,
  reportAutoPaymentEntity,
  reportDateAggregateEntity,
  type HistoricalAttendanceDateItem,
  type HistoricalAttendanceItem,
  type HistoricalItem,
} from './reports.items.js';
import type { AutoPaymentInput, DateAggregate } from './report-items.js';
import type { HistoricalEntry } from '../../../../shared/schemas/reports.js';
import { clockNow } from '../../time/clock.js';

export type { HistoricalAttendanceDateItem, HistoricalAttendanceItem, HistoricalItem } from './reports.items.js';

/** A date range of sort keys `<date>#…`: from the first key of `from` to the last of `to`. */
const dateRange = (from: string, to: string) => ({ between: [`${from}#`, `${to}#~`] as const });

export function makeReportsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const historicalItem = (e: HistoricalEntry, at: string, by: string | null) => ({
    ...keys.historicalEntry(e.marketDate, e.vendorTypeId),
    _type: 'historical_market_data',
    id: `${e.marketDate}#${e.vendorTypeId}`,
    ...e,
    createdAt: at,
    updatedAt: at,
    updatedBy: by,
  });

  return {
    async aggregatesBetween(from: string, to: string): Promise<DateAggregate[]> {
      const items = await table.queryAll({
        ...fromKey(keys.reportDatesPartition),
        sk: dateRange(from, to),
        parser: reportDateAggregateEntity,
      });
      return items as unknown as DateAggregate[];
    },

    async autoPaymentsBetween(from: string, to: string): Promise<AutoPaymentInput[]> {
      return table.queryAll({
        ...fromKey(keys.autoPaymentsPartition),
        sk: dateRange(from, to),
        parser: reportAutoPaymentEntity,
      });
    },

    async historicalBetween(from: string, to: string): Promise<HistoricalItem[]> {
      return table.queryAll({
        ...fromKey(keys.historicalPartition),
        sk: dateRange(from, to),
        parser: historicalEntity,
      });
    },

    async putHistorical(entry: HistoricalEntry, at: string, by: string | null): Promise<void> {
      await table.put(historicalItem(entry, at, by));
    },

    /** False when there was no such entry. */
    async deleteHistorical(marketDate: string, vendorTypeId: string): Promise<boolean> {
      const r = await table.delete(historicalEntity.key(marketDate, vendorTypeId), { returnValues: 'ALL_OLD' });
      return r.ok && Boolean(r.item);
    },

    /** Puts every entry (an entry for the same date and type is replaced), 25 per batch, batches side by side. */
    async importHistorical(entries: readonly HistoricalEntry[], at: string, by: string | null): Promise<void> {
      await table.batchWrite({ puts: entries.map((e) => historicalItem(e, at, by)) });
    },

    /** The past dates of a range with imported attendance, each summed up: one Query, one item per date. */
    async attendanceDatesBetween(from: string, to: string): Promise<HistoricalAttendanceDateItem[]> {
      return table.queryAll({
        ...fromKey(keys.historicalAttendanceDatesPartition),
        sk: dateRange(from, to),
        parser: historicalAttendanceDateEntity,
      });
    },

    /** One date's records, vendor by vendor. */
    async attendanceOn(marketDate: string): Promise<HistoricalAttendanceItem[]> {
      return table.queryAll({
        ...fromKey(keys.historicalAttendancePartition),
        sk: dateRange(marketDate, marketDate),
        parser: historicalAttendanceEntity,
      });
    },

    /** Puts every record (one for the same date and vendor is replaced), 25 per batch, batches side by side. */
    async importAttendance(records: readonly Omit<HistoricalAttendanceItem, '_type'>[]): Promise<void> {
      await table.batchWrite({
        puts: records.map((r) => ({
          ...keys.historicalAttendance(r.marketDate, r.vendorId),
          _type: 'historical_attendance',
          id: `${r.marketDate}#${r.vendorId}`,
          ...r,
        })),
      });
    },

    /** Writes a market's date's summary, or removes it when that date has no records of the market left. */
    async putAttendanceDate(
      summary: Omit<HistoricalAttendanceDateItem, '_type'> | { marketDate: string; marketId: string; vendors: 0 },
    ): Promise<void> {
      if (summary.vendors === 0) {
        await table.delete(historicalAttendanceDateEntity.key(summary.marketDate, summary.marketId));
        return;
      }
      await table.put({
        ...keys.historicalAttendanceDate(summary.marketDate, summary.marketId),
        _type: 'historical_attendance_date',
        id: `${summary.marketDate}#${summary.marketId}`,
        ...summary,
      });
    },

    /** Removes a date's imported records (to import it again); answers how many there were. */
    async deleteAttendanceOn(marketDate: string): Promise<number> {
      const items = await table.queryAll({
        ...fromKey(keys.historicalAttendancePartition),
        sk: dateRange(marketDate, marketDate),
        projection: ['pk', 'sk'],
      });
      if (items.length) {
        await table.batchWrite({ deletes: items.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })) });
      }
      return items.length;
    },

    // What the aggregator reads and writes.

    async datePartition(marketDateId: string): Promise<Record<string, unknown>[]> {
      return table.queryAll({ ...fromKey(keys.marketDatePartition(marketDateId)), consistent: true });
    },

    async vendors(ids: readonly string[]): Promise<Record<string, unknown>[]> {
      if (!ids.length) return [];
      return table.batchGet(
        ids.map((id) => keys.vendor(id)),
        { projection: ['id', 'vendorTypeId', 'overrideBasePrice', 'overrideSalesBasedRate'] },
      );
    },

    async putAggregate(a: DateAggregate, at: string): Promise<void> {
      await table.put({
        ...reportDateAggregateEntity.key(a.marketDateId),
        ...keys.reportDateByDate(a.date, a.marketDateId),
        _type: 'report_date_aggregate',
        id: a.marketDateId,
        ...a,
        createdAt: at,
        updatedAt: at,
      });
    },

    async deleteAggregate(marketDateId: string): Promise<void> {
      await table.delete(reportDateAggregateEntity.key(marketDateId));
    },

    async putAutoPayment(p: AutoPaymentInput): Promise<void> {
      await table.put({
        ...reportAutoPaymentEntity.key(p.marketDate, p.paymentId),
        _type: 'report_auto_payment',
        id: p.paymentId,
        ...p,
        updatedAt: clockNow().toISOString(),
      });
    },

    async deleteAutoPayment(marketDate: string, paymentId: string): Promise<void> {
      await table.delete(reportAutoPaymentEntity.key(marketDate, paymentId));
    },
  };
}
export type ReportsRepository = ReturnType<typeof makeReportsRepository>;
