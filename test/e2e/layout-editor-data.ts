/**
 * A market date of the layout editor's browser test, written straight to the stack's table: far in the future and
 * not on the market calendar, with three spaces (A1 held by a vendor) and one approved vendor still without a space.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem, type VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { assignmentGuardItem } from '../../functions/lib/data/market-dates/spaces.repository.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { demoCatalog, stackTable } from './stack-data.js';

function vendor(name: string): VendorItem {
  const id = ulid();
  const at = new Date().toISOString();
  return makeVendorItem({
    id,
    name: `${name} ${id.slice(-5)}`,
    contactName: 'Robin Grower',
    email: `layout-e2e-${id.toLowerCase()}@example.com`,
    phone: '(707) 555-0166',
    vendorTypeId: '1',
    description: 'A stand of the layout browser test',
    status: 'APPROVED',
    addressLine1: '3 Orchard Ln',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: at,
    updatedAt: at,
  });
}

export async function createLayoutTestDate() {
  const { ddb, tableName } = stackTable();
  const catalog = await demoCatalog({ ddb, tableName });
  const at = new Date().toISOString();
  const date = '2034-07-02';
  const md = makeTestMarketDate({
    id: ulid(),
    date,
    maxVendors: 40,
    spaceCount: 3,
    assignedCount: 1,
    createdAt: at,
    updatedAt: at,
  });
  const holder = vendor('Meadow Farm');
  const waiting = vendor('Orchard Stand');
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  const spaces = ['A1', 'A2', 'A3'].map((label, i) => {
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label,
      spaceTypeId: catalog.spaceTypeId('10x10 Standard'),
      areaId: catalog.areaId('North Row'),
      position: { x: 4 + i * 12, y: 4 },
      vendorId: i === 0 ? holder.id : null,
      assignedAt: i === 0 ? at : null,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.space(md.id, space.id), ...space });
    return space;
  });
  rows.push(assignmentGuardItem(md.id, holder.id, spaces[0]!.id, at));
  for (const [v, spaceId] of [
    [holder, spaces[0]!.id],
    [waiting, null],
  ] as const) {
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: v.id,
      marketDateId: md.id,
      date,
      spaceId,
      status: 'approved',
      approvedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...spaceRequestKeys(request), ...request });
    rows.push({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v });
  }
  await writeRows(ddb, tableName, rows);
  return { marketDate: md, holder, waiting };
}
