/**
 * `npm run bench:bulk-messages`: seeds 300 approved vendors with a request on one market date in a fresh local stack,
 * then times the one call that queues a bulk message to them (the target: under one second, answering
 * `queued: 300`), reports its DynamoDB requests, and counts the e-mails the local mailbox received.
 */
import { ulid } from 'ulid';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { makeTestMarketDate, writeRows, type Row } from '../fixtures/market-data.js';
import { median, ms, runBench, timedRuns } from './bench-stack.js';

const COUNT = 300;
const RUNS = 3;
const VENDOR_TYPES = ['1', '2', '3', '4'];

runBench(async ({ url, ddb, tableName, adminCookie }) => {
  const at = new Date().toISOString();
  const md = makeTestMarketDate({ id: ulid(), date: '2034-06-04', spaceCount: 0, createdAt: at, updatedAt: at });
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  for (let i = 0; i < COUNT; i++) {
    const vendor = makeVendorItem({
      id: ulid(),
      name: `Bench Stand ${String(i).padStart(3, '0')}`,
      contactName: 'Pat Bench',
      email: `bench-${i}-${ulid().toLowerCase()}@example.com`,
      phone: '(707) 555-0100',
      vendorTypeId: VENDOR_TYPES[i % 4]!,
      description: 'A bench stand',
      status: 'APPROVED',
      addressLine1: '1 Bench Rd',
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.vendor(vendor.id), ...keys.vendorListing(vendor.name, vendor.id), ...vendor });
    rows.push(directoryEntryItem(vendor));
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: vendor.id,
      marketDateId: md.id,
      date: md.date,
      status: 'approved',
      approvedAt: at,
      amountDue: 4500,
      amountBalance: 4500,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...spaceRequestKeys(request), ...request });
  }
  await writeRows(ddb, tableName, rows);

  const cookie = await adminCookie();
  const { times, ddbRequests, last } = await timedRuns<{ queued?: number }>(RUNS, (run) =>
    fetch(`${url}/api/messages/bulk`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'marketday' },
      body: JSON.stringify({
        channel: 'email',
        subject: `Bench ${run}: market day {{marketDate}}`,
        body: 'Hello {{contactName}}, see you at {{vendorName}}.',
        audience: { marketDateId: md.id, requestStatuses: ['approved'] },
      }),
    }),
  );
  const queued = last.queued ?? 0;
  // The mailbox answers once the worker has sent what was queued.
  const mailbox = (await (await fetch(`${url}/_mailbox.json`)).json()) as { messages: { to: string }[] };
  const delivered = mailbox.messages.filter((m) => m.to.startsWith('bench-')).length;
  console.log(`Bulk message to ${COUNT} vendors (one call), ${RUNS} runs:`);
  console.log(
    `  queued ${queued} per run; fastest ${ms(times[0]!)}, median ${ms(median(times))}, slowest ${ms(times[RUNS - 1]!)}; DynamoDB requests ${ddbRequests}; mailbox received ${delivered} of ${queued * RUNS}`,
  );
});
