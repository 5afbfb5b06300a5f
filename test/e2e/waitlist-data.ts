/**
 * A full market date of the waitlist browser test's own, written straight to the stack's table: its one space held by
 * an approved stand, and a second stand waiting first in line.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

const WAITLIST_DATE = '2036-05-04';

function stand(name: string, at: string) {
  const id = ulid();
  return makeVendorItem({
    id,
    name: `${name} ${id.slice(-5)}`,
    contactName: 'Lee Park',
    email: `waitlist-e2e-${id.toLowerCase()}@example.com`,
    phone: '(707) 555-0166',
    vendorTypeId: '1',
    description: 'A stand of the waitlist browser test',
    status: 'APPROVED',
    addressLine1: '9 Creek Rd',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: at,
    updatedAt: at,
  });
}

export async function createWaitlistData() {
  const { ddb, tableName } = stackTable();
  const at = new Date().toISOString();
  const holder = stand('Cedar Hollow Farm', at);
  const waiting = stand('Marigold Lane Flowers', at);
  const md = makeTestMarketDate({
    id: ulid(),
    date: WAITLIST_DATE,
    maxVendors: 1,
    spaceCount: 1,
    assignedCount: 1,
    createdAt: at,
    updatedAt: at,
  });
  const space = makeTestSpace({
    id: ulid(),
    marketDateId: md.id,
    label: 'W1',
    basePrice: 4000,
    vendorId: holder.id,
    assignedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const held = makeSpaceRequestItem({
    id: ulid(),
    vendorId: holder.id,
    marketDateId: md.id,
    date: WAITLIST_DATE,
    status: 'approved',
    approvedAt: at,
    spaceId: space.id,
    assignedAt: at,
    amountBase: 4000,
    amountDue: 4000,
    amountBalance: 4000,
    createdAt: at,
    updatedAt: at,
  });
  const waitingRequest = {
    ...makeSpaceRequestItem({
      id: ulid(),
      vendorId: waiting.id,
      marketDateId: md.id,
      date: WAITLIST_DATE,
      status: 'requested',
      createdAt: at,
      updatedAt: at,
    }),
    waitlisted: true,
    waitlistRank: Date.parse(at),
  };
  const rows: Row[] = [
    { ...keys.marketDate(md.id), ...keys.marketDateCalendar(WAITLIST_DATE), ...md },
    { ...keys.space(md.id, space.id), ...space },
    { ...spaceRequestKeys(held), ...held },
    {
      ...keys.assignedVendor(md.id, holder.id),
      _type: 'unique_guard',
      vendorId: holder.id,
      ownerId: space.id,
      createdAt: at,
      updatedAt: at,
    },
    {
      ...spaceRequestKeys(waitingRequest),
      ...keys.waitlistEntry(WAITLIST_DATE, md.id, waiting.id),
      ...waitingRequest,
    },
  ];
  for (const v of [holder, waiting]) {
    rows.push({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v }, directoryEntryItem(v));
  }
  await writeRows(ddb, tableName, rows);
  return { marketDate: md, space, holder, waiting };
}
