/**
 * Tokens redeemed (keys.vendorTokens) and the per-date tender aggregates (keys.tenderAggregate). A date's tokens are
 * one Query; a report's date range is one Query of the aggregates, whatever the number of vendors or dates.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DateTenderAggregate, TenderAmounts } from '../../../../shared/tenders.js';
import { keys } from '../keys.js';
import { c, makeTable } from '../toolkit/index.js';
import { aggregatePartUpdate, parseAggregate } from './tender-aggregate.js';
import { vendorTokensEntity, type VendorTokensItem } from './tender.items.js';

export interface SaveTokens {
  marketDate: { id: string; date: string };
  vendorId: string;
  vendorName: string;
  byTender: TenderAmounts;
  /** The version the form read; null when nothing was recorded yet. */
  expectedUpdatedAt: string | null;
  at: string;
  by: string | null;
}

export function makeTokensRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  return {
    /** Every vendor's tokens of one date: one Query. */
    async dateTokens(marketDateId: string): Promise<VendorTokensItem[]> {
      const items = await table.queryAll({ pk: keys.dateTokensPartition(marketDateId).pk });
      return items.flatMap((i) => vendorTokensEntity.tryParse(i) ?? []);
    },

    /**
     * One vendor's tokens, written only if still the version the form read, with the date's aggregate part in the
     * same transaction: the report can never see tokens the table does not hold, nor miss one it does.
     */
    async saveTokens(input: SaveTokens): Promise<VendorTokensItem | 'changed'> {
      const item: VendorTokensItem = {
        _type: 'vendor_tokens',
        id: `${input.marketDate.id}_${input.vendorId}`,
        marketDateId: input.marketDate.id,
        vendorId: input.vendorId,
        vendorName: input.vendorName,
        byTender: input.byTender,
        createdAt: input.at,
        updatedAt: input.at,
        updatedBy: input.by,
      };
      const hasAny = Object.values(input.byTender).some((cents) => cents > 0);
      const r = await table.transact([
        table.tx.put(
          { ...vendorTokensEntity.key(input.marketDate.id, input.vendorId), ...item },
          { guard: input.expectedUpdatedAt === null ? c.absent() : c.eq('updatedAt', input.expectedUpdatedAt) },
        ),
        aggregatePartUpdate(
          table,
          input.marketDate,
          'tokens',
          input.vendorId,
          hasAny ? { vendorName: input.vendorName, byTender: input.byTender } : null,
          input.at,
        ),
      ]);
      if (r.ok) return item;
      if (r.failedAt(0)) return 'changed';
      throw new Error(`Saving tokens was cancelled: ${r.codes.join(', ')}`);
    },

    /** The tender aggregates of every market date from `from` to `to` (ISO dates, inclusive): one Query. */
    async aggregatesBetween(from: string, to: string): Promise<DateTenderAggregate[]> {
      const range = keys.tenderAggregateRange(from, to);
      const items = await table.queryAll({ pk: range.pk, sk: { between: [range.skFrom, range.skTo] } });
      return items.flatMap((i) => parseAggregate(i) ?? []);
    },
  };
}
export type TokensRepository = ReturnType<typeof makeTokensRepository>;
