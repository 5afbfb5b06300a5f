/** The items the reports own, with their schemas: what the reports read back is checked against these. */
import * as z from '../../../../shared/zod.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

const aggregateItemSchema = z.object({
  _type: z.literal('report_date_aggregate'),
  marketDateId: z.string(),
  marketId: z.optional(z.string()),
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

export const reportDateAggregateEntity = defineEntity({
  type: 'report_date_aggregate',
  schema: aggregateItemSchema,
  key: keys.reportDateAggregate,
});
export const reportAutoPaymentEntity = defineEntity({
  type: 'report_auto_payment',
  schema: autoPaymentItemSchema,
  key: keys.autoPaymentRecord,
});
export const historicalEntity = defineEntity({
  type: 'historical_market_data',
  schema: historicalItemSchema,
  key: keys.historicalEntry,
});
