/** Tokens redeemed per vendor and date, and the per-date tender aggregate: their items and entities. */
import * as z from '../../../../shared/zod.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

export const vendorTokensItemSchema = z.object({
  _type: z.literal('vendor_tokens'),
  /** `<marketDateId>_<vendorId>`: one item per vendor and date. */
  id: z.string(),
  marketDateId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  byTender: z.record(z.string(), z.int()),
  /** Each save replaces the item whole: createdAt is when these figures were recorded. */
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.orNull(z.string()),
});
export type VendorTokensItem = z.infer<typeof vendorTokensItemSchema>;

/** The aggregate item's own fields; the vendors' parts are checked one by one as they are read (tender-aggregate.ts). */
export const tenderAggregateItemSchema = z.looseObject({
  _type: z.literal('tender_aggregate'),
  id: z.string(),
  marketDateId: z.string(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const vendorTokensEntity = defineEntity({
  type: 'vendor_tokens',
  schema: vendorTokensItemSchema,
  key: keys.vendorTokens,
});
export const tenderAggregateEntity = defineEntity({
  type: 'tender_aggregate',
  schema: tenderAggregateItemSchema,
  key: keys.tenderAggregate,
});
