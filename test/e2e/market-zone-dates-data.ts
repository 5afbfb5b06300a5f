/**
 * The market-zone dates browser test's own data, written straight to the stack's table: a vendor whose application
 * came in at 10:11 PM on Nov 25 in the market's zone (already Nov 26 in UTC and in Tokyo), still pending, with a
 * request on a far-off date of its own that a payment can be recorded against.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

/** 10:11 PM on Monday Nov 25, 2030 in Los Angeles (the demo market's zone); 3:11 PM on Nov 26 in Tokyo. */
export const LATE_EVENING = '2030-11-26T06:11:00.000Z';
const REQUEST_DATE = '2035-09-16';

export async function createMarketZoneDatesData() {
  const { ddb, tableName } = stackTable();
  const vendorId = ulid();
  const vendor = makeVendorItem({
    id: vendorId,
    name: `Night Owl Jams ${vendorId.slice(-5)}`,
    contactName: 'Noor Alvarez',
    email: `zone-dates-e2e-${vendorId.toLowerCase()}@example.com`,
    phone: '(707) 555-0177',
    vendorTypeId: '1',
    description: 'A stand of the market-zone dates browser test',
    status: 'PENDING',
    addressLine1: '3 Orchard Ln',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: LATE_EVENING,
    updatedAt: LATE_EVENING,
  });
  const md = makeTestMarketDate({
    id: ulid(),
    date: REQUEST_DATE,
    maxVendors: 40,
    spaceCount: 0,
    assignedCount: 0,
    createdAt: LATE_EVENING,
    updatedAt: LATE_EVENING,
  });
  const request = makeSpaceRequestItem({
    id: ulid(),
    vendorId,
    marketDateId: md.id,
    date: REQUEST_DATE,
    status: 'requested',
    amountBase: 3000,
    amountDue: 3000,
    amountBalance: 3000,
    createdAt: LATE_EVENING,
    updatedAt: LATE_EVENING,
  });
  const rows: Row[] = [
    { ...keys.marketDate(md.id), ...md },
    { ...spaceRequestKeys(request), ...request },
    { ...keys.vendor(vendor.id), ...keys.vendorListing(vendor.name, vendor.id), ...vendor },
    // The admin dashboard finds pending applications through the directory, as for a vendor written by the API.
    directoryEntryItem(vendor),
  ];
  await writeRows(ddb, tableName, rows);
  return { vendor, request };
}
