/**
 * A past market date of the sales-by-tender browser test's own, written straight to the stack's table: one stand
 * paying 10 % of its sales, approved in a space, with no sales entered yet.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

const TENDER_DATE = '1996-06-02';

export async function createTenderData() {
  const { ddb, tableName } = stackTable();
  const at = new Date().toISOString();
  const vendorId = ulid();
  const vendor = makeVendorItem({
    id: vendorId,
    name: `Juniper Field Farm ${vendorId.slice(-5)}`,
    contactName: 'Ana Reyes',
    email: `tender-e2e-${vendorId.toLowerCase()}@example.com`,
    phone: '(707) 555-0177',
    vendorTypeId: '1',
    description: 'A stand of the sales-by-tender browser test',
    status: 'APPROVED',
    addressLine1: '4 Orchard Rd',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: at,
    updatedAt: at,
  });
  const md = makeTestMarketDate({
    id: ulid(),
    date: TENDER_DATE,
    maxVendors: 40,
    spaceCount: 1,
    assignedCount: 1,
    status: 'completed',
    createdAt: at,
    updatedAt: at,
  });
  const space = makeTestSpace({
    id: ulid(),
    marketDateId: md.id,
    label: 'T1',
    basePrice: 2500,
    vendorId,
    assignedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const request = makeSpaceRequestItem({
    id: ulid(),
    vendorId,
    marketDateId: md.id,
    date: TENDER_DATE,
    status: 'approved',
    approvedAt: at,
    spaceId: space.id,
    assignedAt: at,
    amountBase: 2500,
    salesBasedRate: 10,
    amountDue: 2500,
    amountBalance: 2500,
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [
    { ...keys.marketDate(md.id), ...keys.marketDateCalendar(TENDER_DATE), ...md },
    { ...keys.space(md.id, space.id), ...space },
    { ...spaceRequestKeys(request), ...request },
    { ...keys.vendor(vendor.id), ...keys.vendorListing(vendor.name, vendor.id), ...vendor },
    directoryEntryItem(vendor),
  ];
  await writeRows(ddb, tableName, rows);
  return { vendor, request, marketDate: md };
}
