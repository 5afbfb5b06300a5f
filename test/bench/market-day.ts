/**
 * `npm run bench:market-day`: seeds one market date with 300 vendors (each with a space and an approved request) and
 * 20 free spaces in a fresh local stack, then times the day's screen (GET /api/market-day/{id}) before and after a
 * morning's check-in, and one sync call of 300 queued actions (every vendor marked once: arrived, late or a no-show, the
 * no-shows charged the no-show fee),
 * and the same call sent again (all duplicates). Each line reports the DynamoDB requests (the x-ddb-requests header).
 */
import { ulid } from 'ulid';
import { keys, marketDateKeys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../../functions/lib/data/market-dates/request-listing.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { addDays, DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { median, ms, runBench, timedRuns } from './bench-stack.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';

const VENDORS = 300;
const FREE_SPACES = 20;
const RUNS = 5;

runBench(async ({ url, ddb, tableName, adminCookie }) => {
  const at = new Date().toISOString();
  // A date far from the demo market's, so no other date of the calendar shares it.
  const date = addDays(isoDateInZone(new Date(), DEFAULT_MARKET_TIME_ZONE), 7 * 300);
  const md = makeTestMarketDate({ id: ulid(), date, maxVendors: 400, createdAt: at, updatedAt: at });
  const rows: Row[] = [{ ...marketDateKeys(md), ...md }];
  const vendorIds: string[] = [];
  for (let i = 0; i < VENDORS + FREE_SPACES; i++) {
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label: `${'ABC'[i % 3]}${Math.floor(i / 3) + 1}`,
      vendorId: null,
      createdAt: at,
      updatedAt: at,
    });
    if (i >= VENDORS) {
      rows.push({ ...keys.space(md.id, space.id), ...space });
      continue;
    }
    const vendor = makeVendorItem({
      id: ulid(),
      name: `Bench Day Stand ${String(i).padStart(3, '0')}`,
      contactName: 'Pat Bench',
      email: `bench-day-${i}-${ulid().toLowerCase()}@example.com`,
      phone: '(707) 555-0100',
      vendorTypeId: '1',
      description: 'A bench stand',
      status: 'APPROVED',
      addressLine1: '1 Bench Rd',
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
      createdAt: at,
      updatedAt: at,
    });
    vendorIds.push(vendor.id);
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: vendor.id,
      marketDateId: md.id,
      date,
      status: 'approved',
      spaceId: space.id,
      amountBase: 4000,
      amountDue: 4000,
      amountBalance: 4000,
      ...requestVendorFields(vendor),
      createdAt: at,
      updatedAt: at,
    });
    rows.push(
      { ...keys.vendor(vendor.id), ...vendor },
      directoryEntryItem(vendor),
      { ...keys.space(md.id, space.id), ...space, vendorId: vendor.id, assignedAt: at },
      { ...keys.assignedVendor(md.id, vendor.id), _type: 'assignment_guard', vendorId: vendor.id, spaceId: space.id },
      { ...spaceRequestKeys(request), ...request },
    );
  }
  await writeRows(ddb, tableName, rows);
  const cookie = await adminCookie();
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'marketday' };
  // A no-show fee, so the no-shows' requests are charged in the sync's own transactions.
  const fee = await fetch(`${url}/api/system-settings/no_show_fee_cents`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ value: 2500 }),
  });
  if (!fee.ok) throw new Error(`Setting the no-show fee answered ${fee.status}`);
  const day = () => fetch(`${url}/api/market-day/${md.id}`, { headers: { cookie } });

  console.log(`Market day of ${VENDORS} vendors and ${VENDORS + FREE_SPACES} spaces, ${RUNS} runs each:`);
  console.log('| call | median | slowest | DynamoDB requests |');
  console.log('|---|---|---|---|');
  const before = await timedRuns<{ vendors: unknown[] }>(RUNS, day);
  if (before.last.vendors.length !== VENDORS) throw new Error(`The day lists ${before.last.vendors.length} vendors`);
  console.log(
    `| the day's screen, nobody checked in | ${ms(median(before.times))} | ${ms(before.times[RUNS - 1]!)} | ${before.ddbRequests} |`,
  );

  const minute = 60_000;
  const start = Date.now() - 2 * 60 * minute;
  const actions = vendorIds.map((vendorId, i) => ({
    id: ulid(),
    type: i % 30 === 0 ? 'no_show' : i % 10 === 0 ? 'late' : 'arrived',
    vendorId,
    at: new Date(start + i * 10_000).toISOString(),
  }));
  const sync = () =>
    fetch(`${url}/api/market-day/${md.id}/sync`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ actions }),
    });
  const first = await timedRuns<{ applied: string[] }>(1, sync);
  if (first.last.applied.length !== VENDORS) throw new Error(`The sync applied ${first.last.applied.length} actions`);
  console.log(
    `| sync of ${VENDORS} actions | ${ms(first.times[0]!)} | ${ms(first.times[0]!)} | ${first.ddbRequests} |`,
  );
  const again = await timedRuns<{ duplicates: string[] }>(1, sync);
  if (again.last.duplicates.length !== VENDORS) throw new Error(`The resend found ${again.last.duplicates.length}`);
  console.log(
    `| the same ${VENDORS} actions again (all duplicates) | ${ms(again.times[0]!)} | ${ms(again.times[0]!)} | ${again.ddbRequests} |`,
  );
  const after = await timedRuns(RUNS, day);
  console.log(
    `| the day's screen, everyone marked, ${VENDORS} actions in the log | ${ms(median(after.times))} | ${ms(after.times[RUNS - 1]!)} | ${after.ddbRequests} |`,
  );
});
