/**
 * Tokens redeemed (keys.vendorTokens) and the per-date tender aggregates (keys.tenderAggregate). A date's tokens are
 * one Query; a report's date range is one Query of the aggregates, whatever the number of vendors or dates.
 */
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import type { DateTenderAggregate, TenderAmounts } from '../../../../shared/tenders.js';
import { cancellationCodes, queryAll } from '../dynamo.js';
import { keys } from '../keys.js';
import { aggregatePartUpdate, parseAggregate } from './tender-aggregate.js';

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
  return {
    /** Every vendor's tokens of one date: one Query. */
    async dateTokens(marketDateId: string): Promise<VendorTokensItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.dateTokensPartition(marketDateId).pk },
      });
      return items.flatMap((i) => {
        const parsed = vendorTokensItemSchema.safeParse(i);
        return parsed.success ? [parsed.data] : [];
      });
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
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.vendorTokens(input.marketDate.id, input.vendorId), ...item },
                  ConditionExpression:
                    input.expectedUpdatedAt === null ? 'attribute_not_exists(pk)' : 'updatedAt = :expected',
                  ...(input.expectedUpdatedAt === null
                    ? {}
                    : { ExpressionAttributeValues: { ':expected': input.expectedUpdatedAt } }),
                },
              },
              aggregatePartUpdate(
                tableName,
                input.marketDate,
                'tokens',
                input.vendorId,
                hasAny ? { vendorName: input.vendorName, byTender: input.byTender } : null,
                input.at,
              ),
            ],
          }),
        );
        return item;
      } catch (err) {
        if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return 'changed';
        throw err;
      }
    },

    /** The tender aggregates of every market date from `from` to `to` (ISO dates, inclusive): one Query. */
    async aggregatesBetween(from: string, to: string): Promise<DateTenderAggregate[]> {
      const range = keys.tenderAggregateRange(from, to);
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': range.pk, ':from': range.skFrom, ':to': range.skTo },
      });
      return items.flatMap((i) => parseAggregate(i) ?? []);
    },
  };
}
export type TokensRepository = ReturnType<typeof makeTokensRepository>;
