/**
 * A market date of the spaces browser test's own, written straight to the stack's table: far in the future and not
 * on the market calendar, with vendors of its own, so no other screen or test sees it.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { assignmentGuardItem } from '../../functions/lib/data/market-dates/spaces.repository.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { demoCatalog, stackTable } from './stack-data.js';

function vendor(name: string, tag: string, vendorTypeId = '1'): VendorItem {
  const id = ulid();
  const at = new Date().toISOString();
  return makeVendorItem({
    id,
    name: `${name} ${tag}`,
    contactName: 'Robin Grower',
    email: `spaces-e2e-${id.toLowerCase()}@example.com`,
    phone: '(707) 555-0177',
    vendorTypeId,
    description: 'A stand of the spaces browser test',
    status: 'APPROVED',
    addressLine1: '2 Orchard Ln',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * Six spaces (A1, A2, A10 in North Row, B1–B3 in South Row), three of them held by vendors with approved requests,
 * and one more approved vendor without a request to assign in the test.
 */
export async function createSpacesTestDate() {
  const { ddb, tableName } = stackTable();
  const catalog = await demoCatalog({ ddb, tableName });
  const { areaId } = catalog;
  const standard = catalog.spaceTypeId('10x10 Standard');

  const tag = ulid().slice(-5);
  const at = new Date().toISOString();
  const date = '2033-05-01';
  const md = makeTestMarketDate({
    id: ulid(),
    date,
    maxVendors: 40,
    spaceCount: 6,
    assignedCount: 3,
    createdAt: at,
    updatedAt: at,
  });
  const holders = [vendor('Meadow Farm', tag), vendor('Ridge Bakery', tag, '4'), vendor('Clay Studio', tag, '3')];
  const newcomer = vendor('Orchard Stand', tag);
  const layout: [string, string, VendorItem | null][] = [
    ['A1', 'North Row', holders[0]!],
    ['A2', 'North Row', null],
    ['A10', 'North Row', holders[1]!],
    ['B1', 'South Row', holders[2]!],
    ['B2', 'South Row', null],
    ['B3', 'South Row', null],
  ];
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  layout.forEach(([label, area, holder], i) => {
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label,
      spaceTypeId: standard,
      areaId: areaId(area),
      position: { x: 10 + i * 12, y: area === 'North Row' ? 10 : 45 },
      vendorId: holder?.id ?? null,
      assignedAt: holder ? at : null,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...keys.space(md.id, space.id), ...space });
    if (!holder) return;
    rows.push(assignmentGuardItem(md.id, holder.id, space.id, at));
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: holder.id,
      marketDateId: md.id,
      date,
      spaceId: space.id,
      status: 'approved',
      approvedAt: at,
      // Stale amounts, for repricing to put right.
      amountBase: 100,
      amountDue: 100,
      amountBalance: 100,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ ...spaceRequestKeys(request), ...request });
  });
  // Listed in the directory with its search words, as a vendor written by the API is: the assign dialog searches it.
  for (const v of [...holders, newcomer])
    rows.push({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v }, ...directoryRows(v));
  await writeRows(ddb, tableName, rows);
  return { marketDate: md, holders, newcomer };
}
