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

const historicalAttendanceItemSchema = z.object({
  _type: z.literal('historical_attendance'),
  marketDate: z.string(),
  marketId: z.string(),
  vendorId: z.string(),
  /** The vendor's type when imported, so the attendance report counts it under that type. */
  vendorTypeId: z.string(),
  attended: z.boolean(),
  grossSales: z.orNull(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.orNull(z.string()),
});
export type HistoricalAttendanceItem = z.infer<typeof historicalAttendanceItemSchema>;

const historicalAttendanceDateItemSchema = z.object({
  _type: z.literal('historical_attendance_date'),
  marketDate: z.string(),
  marketId: z.string(),
  /** Vendors with a record on the date, and of those the ones who came. */
  vendors: z.int(),
  attended: z.int(),
  grossSales: z.int(),
  /** Vendors who came, by vendor type. */
  byType: z.record(z.string(), z.int()),
  attendedVendorIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type HistoricalAttendanceDateItem = z.infer<typeof historicalAttendanceDateItemSchema>;

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
export const historicalAttendanceEntity = defineEntity({
  type: 'historical_attendance',
  schema: historicalAttendanceItemSchema,
  key: keys.historicalAttendance,
});
export const historicalAttendanceDateEntity = defineEntity({
  type: 'historical_attendance_date',
  schema: historicalAttendanceDateItemSchema,
  key: keys.historicalAttendanceDate,
});
