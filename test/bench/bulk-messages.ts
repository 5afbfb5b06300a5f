/**
 * `npm run bench:bulk-messages`: seeds 300 approved vendors with a request on one market date in a fresh local stack,
 * then times the one call that queues a bulk message to them (the target: under one second, answering
 * `queued: 300`), reports its DynamoDB requests (the x-ddb-requests header), and counts the e-mails the local
 * mailbox received.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { makeDocumentClient } from '../../functions/lib/data/dynamo.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { startLocalStack } from '../../local/stack.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeTestMarketDate, writeRows, type Row } from '../fixtures/market-data.js';

const COUNT = 300;
const RUNS = 3;
const VENDOR_TYPES = ['1', '2', '3', '4'];

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'marketday-bench-'));
  const stack = await startLocalStack({ dataDir, port: 0, seed: true, spa: 'none', stage: 'test', quiet: true });
  try {
    const ddb = makeDocumentClient({
      region: stack.env.AWS_REGION ?? 'us-east-1',
      endpoint: stack.env.DYNAMODB_ENDPOINT,
    });
    const tableName = stack.env.TABLE_NAME!;
    const at = new Date().toISOString();
    const md = makeTestMarketDate({
      id: ulid(),
      date: '2034-06-04',
      maxVendors: 400,
      spaceCount: 0,
      createdAt: at,
      updatedAt: at,
    });
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

    const login = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: 'admin@example.com', password: 'Demo-market-1' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const times: number[] = [];
    let ddbRequests = NaN;
    let queued = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const res = await fetch(`${stack.url}/api/messages/bulk`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'marketday' },
        body: JSON.stringify({
          channel: 'email',
          subject: `Bench ${run}: market day {{marketDate}}`,
          body: 'Hello {{contactName}}, see you at {{vendorName}}.',
          audience: { marketDateId: md.id, requestStatuses: ['approved'] },
        }),
      });
      const body = (await res.json()) as { queued?: number };
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`bulk answered ${res.status}: ${JSON.stringify(body)}`);
      ddbRequests = Number(res.headers.get('x-ddb-requests') ?? NaN);
      queued = body.queued ?? 0;
    }
    // The mailbox answers once the worker has sent what was queued.
    const mailbox = (await (await fetch(`${stack.url}/_mailbox.json`)).json()) as { messages: { to: string }[] };
    const delivered = mailbox.messages.filter((m) => m.to.startsWith('bench-')).length;
    times.sort((a, b) => a - b);
    console.log(`Bulk message to ${COUNT} vendors (one call), ${RUNS} runs:`);
    console.log(
      `  queued ${queued} per run; fastest ${times[0]!.toFixed(0)} ms, median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, slowest ${times[RUNS - 1]!.toFixed(0)} ms; DynamoDB requests ${ddbRequests}; mailbox received ${delivered} of ${queued * RUNS}`,
    );
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
