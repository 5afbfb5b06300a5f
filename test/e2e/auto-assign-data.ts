/**
 * A market date of the auto-assign browser test's own: three free spaces in North Row and two approved vendors
 * waiting for a space, written straight to the stack's table, far in the future and off the market calendar.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem, type VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { demoCatalog, stackTable } from './stack-data.js';

function vendor(name: string, vendorTypeId: string): VendorItem {
  const id = ulid();
  const at = new Date().toISOString();
  return makeVendorItem({
    id,
    name,
    contactName: 'Sam Grower',
    email: `auto-assign-e2e-${id.toLowerCase()}@example.com`,
    phone: '(707) 555-0166',
    vendorTypeId,
    description: 'A stand of the auto-assign browser test',
    status: 'APPROVED',
    addressLine1: '3 Orchard Ln',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: at,
    updatedAt: at,
  });
}

export async function createAutoAssignTestDate() {
  const { ddb, tableName } = stackTable();
  const catalog = await demoCatalog({ ddb, tableName });
  const tag = ulid().slice(-5);
  const at = new Date().toISOString();
  const md = makeTestMarketDate({
    id: ulid(),
    date: '2033-06-05',
    maxVendors: 40,
    spaceCount: 3,
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  ['A1', 'A2', 'A3'].forEach((label, i) => {
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label,
      spaceTypeId: catalog.spaceTypeId('10x10 Standard'),
      areaId: catalog.areaId('North Row'),
      position: { x: 10 + i * 12, y: 10 },
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.space(md.id, space.id), ...space });
  });
  const vendors = [vendor(`Apple Orchard ${tag}`, '1'), vendor(`Bread Oven ${tag}`, '4')];
  for (const v of vendors) {
    rows.push({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v });
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: v.id,
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
  return { marketDate: md, vendors };
}
