/**
 * A market date of the Market Requests browser test's own, written straight to the stack's table: far in the future
 * and not on the market calendar, with vendors of its own, so no other screen or test sees it.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../../functions/lib/data/market-dates/request-listing.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem, type VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

function vendor(name: string, tag: string, status: VendorItem['status'] = 'APPROVED'): VendorItem {
  const id = ulid();
  const at = new Date().toISOString();
  return makeVendorItem({
    id,
    name: `${name} ${tag}`,
    contactName: 'Robin Grower',
    email: `requests-e2e-${id.toLowerCase()}@example.com`,
    phone: '(707) 555-0178',
    vendorTypeId: '1',
    description: 'A stand of the Market Requests browser test',
    status,
    addressLine1: '3 Orchard Ln',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: at,
    updatedAt: at,
  });
}

/** Five vendors who requested the date; one of them is not approved yet. */
export async function createRequestsTestDate() {
  const { ddb, tableName } = stackTable();
  const tag = ulid().slice(-5);
  const at = new Date().toISOString();
  const date = '2033-06-05';
  const md = makeTestMarketDate({
    id: ulid(),
    date,
    maxVendors: 40,
    spaceCount: 0,
    assignedCount: 0,
    createdAt: at,
    updatedAt: at,
  });
  const vendors = {
    alder: vendor('Alder Farm', tag),
    birch: vendor('Birch Bakery', tag),
    cedar: vendor('Cedar Crafts', tag),
    dogwood: vendor('Dogwood Dairy', tag),
    elm: vendor('Elm Honey', tag, 'PENDING'),
  };
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  for (const v of Object.values(vendors)) {
    rows.push({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v });
    rows.push(directoryEntryItem(v));
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: v.id,
      marketDateId: md.id,
      date,
      status: 'requested',
      ...requestVendorFields(v),
      notes: `Notes of ${v.name}`,
      amountBase: 4000,
      amountDue: 4000,
      amountBalance: 4000,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...spaceRequestKeys(request), ...request });
  }
  await writeRows(ddb, tableName, rows);
  return { marketDate: md, vendors };
}
