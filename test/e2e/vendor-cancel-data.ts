/**
 * Market dates of the vendor-cancel browser test's own, written straight to the stack's table: two Sundays far in
 * the future on the market calendar, each with an approved request of the demo vendor. Removed again afterwards,
 * with whatever the test's cancels wrote under them.
 */
import { ulid } from 'ulid';
import {
  makeSpaceRequestItem,
  type SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import { keys, marketDateKeys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { c } from '../../functions/lib/data/toolkit/index.js';
import { makeTestMarketDate, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

/** An approved, unpaid $40 request of `vendorId` on each date (`over` changes its pricing, e.g. a sales-based rate). */
export async function createApprovedRequests(
  vendorId: string,
  dates: readonly string[],
  over: Partial<Pick<SpaceRequestItem, 'salesBasedRate'>> = {},
) {
  const { ddb, tableName, table } = stackTable();
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
    rows.push({ ...marketDateKeys(md), ...md });
    rows.push({ ...spaceRequestKeys(request), ...request });
    return { marketDate: md, request };
  });
  await writeRows(ddb, tableName, rows);

  return {
    made,
    async remove() {
      const doomed: { pk: string; sk: string }[] = [];
      const partitions = made.flatMap((m) => [
        keys.marketDatePartition(m.marketDate.id).pk,
        keys.spaceRequestAuditPrefix(m.request.id).pk,
      ]);
      for (const pk of partitions) {
        const { items } = await table.query({ pk, projection: ['pk', 'sk'] });
        doomed.push(...(items as { pk: string; sk: string }[]));
      }
      // Payments a test made for these requests (a late fee paid) leave the vendor's history with them.
      const payment = keys.vendorPayment(vendorId, '');
      const paid = await table.query({
        pk: payment.pk,
        sk: { beginsWith: payment.sk },
        filter: c.in(
          'spaceRequestId',
          made.map((m) => m.request.id),
        ),
        projection: ['pk', 'sk'],
      });
      doomed.push(...(paid.items as { pk: string; sk: string }[]));
      await table.batchWrite({ deletes: doomed });
    },
  };
}
