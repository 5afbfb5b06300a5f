/**
 * `npm run bench:auto-assign`: seeds a market date with 300 spaces (three areas, mixed vendor types) and 300 approved
 * vendors waiting for a space in a fresh local stack, then times the auto-assign dry run and reports its DynamoDB
 * requests (the x-ddb-requests header). The target is under one second.
 */
import { ulid } from 'ulid';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { median, ms, runBench, timedRuns } from './bench-stack.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';

const COUNT = 300;
const RUNS = 5;
const VENDOR_TYPES = ['1', '2', '3', '4'];

runBench(async ({ url, ddb, tableName, adminCookie }) => {
  const at = new Date().toISOString();
  const md = makeTestMarketDate({
    id: ulid(),
    date: '2034-06-04',
    maxVendors: 400,
    spaceCount: COUNT,
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  for (let i = 0; i < COUNT; i++) {
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label: `${'ABC'[i % 3]}${Math.floor(i / 3) + 1}`,
      position: { x: (i % 20) * 10, y: Math.floor(i / 20) * 14 },
      vendorType: i % 5 === 0 ? VENDOR_TYPES[i % 4]! : null,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.space(md.id, space.id), ...space });
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
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: vendor.id,
      marketDateId: md.id,
      date: md.date,
      status: 'approved',
      approvedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...spaceRequestKeys(request), ...request });
  }
  await writeRows(ddb, tableName, rows);

  const cookie = await adminCookie();
  const { times, ddbRequests, last } = await timedRuns<{ assignments?: unknown[] }>(RUNS, () =>
    fetch(`${url}/api/market-dates/${md.id}/auto-assign`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'marketday' },
      body: JSON.stringify({ dryRun: true }),
    }),
  );
  const placed = last.assignments?.length ?? 0;
  console.log(`Auto-assign dry run, ${COUNT} spaces × ${COUNT} approved vendors, ${RUNS} runs:`);
  console.log(
    `  placed ${placed}; fastest ${ms(times[0]!)}, median ${ms(median(times))}, slowest ${ms(times[RUNS - 1]!)}; DynamoDB requests ${ddbRequests}`,
  );
});
