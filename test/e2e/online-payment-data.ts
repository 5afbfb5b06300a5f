/**
 * Two market dates of the online-payment browser test's own, written straight to the stack's table: far in the
 * future and a week apart, with an approved vendor who owes $45.00 on the first and has no request on the second.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { demoCatalog, stackTable } from './stack-data.js';

const PAID_DATE = '2034-06-04';
const NEXT_DATE = '2034-06-11';
const OWED = 4500;

export async function createOnlinePaymentData() {
  const { ddb, tableName } = stackTable();
  const catalog = await demoCatalog({ ddb, tableName });
  const areaId = catalog.areaId('North Row');
  const standard = catalog.spaceTypeId('10x10 Standard');

  const at = new Date().toISOString();
  const vendorId = ulid();
  const vendor = makeVendorItem({
    id: vendorId,
    name: `Hollow Oak Bakery ${vendorId.slice(-5)}`,
    contactName: 'Rae Linden',
    email: `online-pay-e2e-${vendorId.toLowerCase()}@example.com`,
    phone: '(707) 555-0191',
    vendorTypeId: '1',
    description: 'A stand of the online-payment browser test',
    status: 'APPROVED',
    addressLine1: '12 Mill Ln',
    city: 'Petaluma',
    state: 'CA',
    zipCode: '94952',
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [];
  const dates = [PAID_DATE, NEXT_DATE].map((date) => {
    const md = makeTestMarketDate({
      id: ulid(),
      date,
      maxVendors: 40,
      spaceCount: 1,
      assignedCount: 0,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.marketDate(md.id), ...keys.marketDateCalendar(date), ...md });
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label: 'Q1',
      spaceTypeId: standard,
      areaId,
      basePrice: OWED,
      position: { x: 10, y: 10 },
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.space(md.id, space.id), ...space });
    return md;
  });
  const request = makeSpaceRequestItem({
    id: ulid(),
    vendorId,
    marketDateId: dates[0]!.id,
    date: PAID_DATE,
    status: 'approved',
    approvedAt: at,
    amountBase: OWED,
    amountDue: OWED,
    amountBalance: OWED,
    createdAt: at,
    updatedAt: at,
  });
  rows.push({ ...spaceRequestKeys(request), ...request });
  rows.push({ ...keys.vendor(vendor.id), ...keys.vendorListing(vendor.name, vendor.id), ...vendor });
  rows.push(directoryEntryItem(vendor));
  await writeRows(ddb, tableName, rows);
  return { vendor, request, paidDate: dates[0]!, nextDate: dates[1]! };
}
