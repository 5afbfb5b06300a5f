/**
 * Market dates of the vendor-cancel browser test's own, written straight to the stack's table: two Sundays far in
 * the future on the market calendar, each with an approved request of the demo vendor. Removed again afterwards,
 * with whatever the test's cancels wrote under them.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  makeSpaceRequestItem,
  type SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

/** An approved, unpaid $40 request of `vendorId` on each date (`over` changes its pricing, e.g. a sales-based rate). */
export async function createApprovedRequests(
  vendorId: string,
  dates: readonly string[],
  over: Partial<Pick<SpaceRequestItem, 'salesBasedRate'>> = {},
) {
  const { ddb, tableName } = stackTable();
  const at = new Date().toISOString();
  const rows: Row[] = [];
  const made = dates.map((date) => {
    const md = makeTestMarketDate({ id: ulid(), date, maxVendors: 40, createdAt: at, updatedAt: at });
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId,
      marketDateId: md.id,
      date,
      status: 'approved',
      approvedAt: at,
      amountBase: 4000,
      amountDue: 4000,
      amountBalance: 4000,
      ...over,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.marketDate(md.id), ...keys.marketDateCalendar(date), ...md });
    rows.push({ ...spaceRequestKeys(request), ...request });
    return { marketDate: md, request };
  });
  await writeRows(ddb, tableName, rows);

  return {
    made,
    async remove() {
      const doomed: { pk: string; sk: string }[] = [];
      for (const pk of made.flatMap((m) => [`MARKET_DATE#${m.marketDate.id}`, `SPACE_REQUEST#${m.request.id}`])) {
        const r = await ddb.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
            ProjectionExpression: 'pk, sk',
          }),
        );
        doomed.push(...((r.Items ?? []) as { pk: string; sk: string }[]));
      }
      // Payments a test made for these requests (a late fee paid) leave the vendor's history with them.
      const paid = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :payment)',
          FilterExpression: 'spaceRequestId IN (' + made.map((_, i) => `:r${i}`).join(', ') + ')',
          ExpressionAttributeValues: {
            ':pk': `VENDOR#${vendorId}`,
            ':payment': 'PAYMENT#',
            ...Object.fromEntries(made.map((m, i) => [`:r${i}`, m.request.id])),
          },
          ProjectionExpression: 'pk, sk',
        }),
      );
      doomed.push(...((paid.Items ?? []) as { pk: string; sk: string }[]));
      for (let i = 0; i < doomed.length; i += 25) {
        await ddb.send(
          new BatchWriteCommand({
            RequestItems: {
              [tableName]: doomed.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
            },
          }),
        );
      }
    },
  };
}
