/**
 * A market date of the record-payment browser test's own, written straight to the stack's table: far in the future
 * and off the market calendar, with one approved vendor who has requested it and two free spaces.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { demoCatalog, stackTable } from './stack-data.js';

const RECORD_PAYMENT_DATE = '2033-05-15';

export async function createRecordPaymentData() {
  const { ddb, tableName } = stackTable();
  const catalog = await demoCatalog({ ddb, tableName });
  const areaId = catalog.areaId('North Row');
  const standard = catalog.spaceTypeId('10x10 Standard');

  const at = new Date().toISOString();
  const vendorId = ulid();
  const vendor = makeVendorItem({
    id: vendorId,
    name: `Willow Creek Eggs ${vendorId.slice(-5)}`,
    contactName: 'Sam Hollis',
    email: `payments-e2e-${vendorId.toLowerCase()}@example.com`,
    phone: '(707) 555-0190',
    vendorTypeId: '1',
    description: 'A stand of the record-payment browser test',
    status: 'APPROVED',
    addressLine1: '9 Creek Rd',
    city: 'Petaluma',
    state: 'CA',
    zipCode: '94952',
    createdAt: at,
    updatedAt: at,
  });
  const md = makeTestMarketDate({
    id: ulid(),
    date: RECORD_PAYMENT_DATE,
    maxVendors: 40,
    spaceCount: 2,
    assignedCount: 0,
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  ['P1', 'P2'].forEach((label, i) => {
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label,
      spaceTypeId: standard,
      areaId,
      // A price of its own, so what is owed does not hang on the demo catalogue.
      basePrice: 4500,
      position: { x: 10 + i * 12, y: 10 },
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.space(md.id, space.id), ...space });
  });
  const request = makeSpaceRequestItem({
    id: ulid(),
    vendorId,
    marketDateId: md.id,
    date: RECORD_PAYMENT_DATE,
    status: 'requested',
    amountBase: 4500,
    amountDue: 4500,
    amountBalance: 4500,
    createdAt: at,
    updatedAt: at,
  });
  rows.push({ ...spaceRequestKeys(request), ...request });
  rows.push({ ...keys.vendor(vendor.id), ...keys.vendorListing(vendor.name, vendor.id), ...vendor });
  // The admins' screens find vendors through the directory and its search words, as a vendor written by the API would be.
  rows.push(...directoryRows(vendor));
  await writeRows(ddb, tableName, rows);
  return { marketDate: md, vendor, request };
}
