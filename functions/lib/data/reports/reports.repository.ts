/**
 * The reports' reads and the items they own: per-date aggregates (written by the report aggregator), auto-payment
 * records, and historical market data. Every report reads a date range in one Query per kind of item.
 */
import { BatchWriteCommand, DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import { batchGetAll, queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import type { AutoPaymentInput, DateAggregate } from './report-items.js';
import type { HistoricalEntry } from '../../../../shared/schemas/reports.js';
import { clockNow } from '../../time/clock.js';

const aggregateItemSchema = z.object({
  _type: z.literal('report_date_aggregate'),
  marketDateId: z.string(),
  date: z.string(),
  cells: z.array(z.any()),
  owing: z.array(z.any()),
  priceErrors: z.array(z.any()),
  placedVendorIds: z.array(z.string()),
});

const autoPaymentItemSchema = z.object({
  _type: z.literal('report_auto_payment'),
  paymentId: z.string(),
  vendorId: z.string(),
  marketDate: z.string(),
  paidDate: z.nullable(z.string()),
  createdAt: z.string(),
  status: z.string(),
  amount: z.int(),
});

const historicalItemSchema = z.object({
  _type: z.literal('historical_market_data'),
  marketDate: z.string(),
  vendorTypeId: z.string(),
  vendorCount: z.int(),
  grossSales: z.int(),
  proceeds: z.int(),
  notes: z.orNull(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.orNull(z.string()),
});
export type HistoricalItem = z.infer<typeof historicalItemSchema>;

/** DynamoDB's BatchWriteItem takes at most 25 requests. */
const BATCH_WRITE_MAX = 25;

export function makeReportsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
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
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.reportDatesPartition.gsi3pk, ':from': `${from}#`, ':to': `${to}#~` },
      });
      return items.map((i) => aggregateItemSchema.parse(i) as unknown as DateAggregate);
    },

    async autoPaymentsBetween(from: string, to: string): Promise<AutoPaymentInput[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.autoPaymentsPartition.pk, ':from': `${from}#`, ':to': `${to}#~` },
      });
      return items.map((i) => autoPaymentItemSchema.parse(i));
    },

    async historicalBetween(from: string, to: string): Promise<HistoricalItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.historicalPartition.pk, ':from': `${from}#`, ':to': `${to}#~` },
      });
      return items.map((i) => historicalItemSchema.parse(i));
    },

    async putHistorical(entry: HistoricalEntry, at: string, by: string | null): Promise<void> {
      await ddb.send(new PutCommand({ TableName: tableName, Item: historicalItem(entry, at, by) }));
    },

    /** False when there was no such entry. */
    async deleteHistorical(marketDate: string, vendorTypeId: string): Promise<boolean> {
      const r = await ddb.send(
        new DeleteCommand({
          TableName: tableName,
          Key: keys.historicalEntry(marketDate, vendorTypeId),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Boolean(r.Attributes);
    },

    /** Puts every entry (an entry for the same date and type is replaced), 25 per batch, batches side by side. */
    async importHistorical(entries: readonly HistoricalEntry[], at: string, by: string | null): Promise<void> {
      const batches: Record<string, unknown>[][] = [];
      for (let i = 0; i < entries.length; i += BATCH_WRITE_MAX)
        batches.push(entries.slice(i, i + BATCH_WRITE_MAX).map((e) => historicalItem(e, at, by)));
      await Promise.all(
        batches.map(async (batch) => {
          let pending: { PutRequest: { Item: Record<string, unknown> } }[] = batch.map((Item) => ({
            PutRequest: { Item },
          }));
          for (let attempt = 0; pending.length; attempt++) {
            if (attempt > 6) throw new Error('BatchWrite: items stayed unprocessed');
            if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
            const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
            pending = (r.UnprocessedItems?.[tableName] ?? []) as typeof pending;
          }
        }),
      );
    },

    // What the aggregator reads and writes.

    async datePartition(marketDateId: string): Promise<Record<string, unknown>[]> {
      return queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.marketDatePartition(marketDateId).pk },
        ConsistentRead: true,
      });
    },

    async vendors(ids: readonly string[]): Promise<Record<string, unknown>[]> {
      if (!ids.length) return [];
      return batchGetAll(
        ddb,
        tableName,
        ids.map((id) => keys.vendor(id)),
        { projection: ['id', 'vendorTypeId', 'overrideBasePrice', 'overrideSalesBasedRate'] },
      );
    },

    async putAggregate(a: DateAggregate, at: string): Promise<void> {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.reportDateAggregate(a.marketDateId),
            ...keys.reportDateByDate(a.date, a.marketDateId),
            _type: 'report_date_aggregate',
            id: a.marketDateId,
            ...a,
            createdAt: at,
            updatedAt: at,
          },
        }),
      );
    },

    async deleteAggregate(marketDateId: string): Promise<void> {
      await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.reportDateAggregate(marketDateId) }));
    },

    async putAutoPayment(p: AutoPaymentInput): Promise<void> {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.autoPaymentRecord(p.marketDate, p.paymentId),
            _type: 'report_auto_payment',
            id: p.paymentId,
            ...p,
            updatedAt: clockNow().toISOString(),
          },
        }),
      );
    },

    async deleteAutoPayment(marketDate: string, paymentId: string): Promise<void> {
      await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.autoPaymentRecord(marketDate, paymentId) }));
    },
  };
}
export type ReportsRepository = ReturnType<typeof makeReportsRepository>;
