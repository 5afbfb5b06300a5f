/**
 * The vendor-edit browser test's own data, written straight to the stack's table: a vendor holding one space on a
 * market date far in the future and off the market calendar, so no other screen or test sees either.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { assignmentGuardItem } from '../../functions/lib/data/market-dates/spaces.repository.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { demoCatalog, stackTable } from './stack-data.js';

export async function createVendorEditTestData() {
  const { ddb, tableName } = stackTable();
  const catalog = await demoCatalog({ ddb, tableName });
  const at = new Date().toISOString();
  const date = '2033-06-05';
  const id = ulid();
  const vendor = makeVendorItem({
    id,
    name: `Willow Creek Honey ${id.slice(-5)}`,
    contactName: 'Avery Keeper',
    email: `vendor-edit-e2e-${id.toLowerCase()}@example.com`,
    phone: '(707) 555-0166',
    vendorTypeId: '1',
    description: 'Raw honey and beeswax candles.',
    status: 'APPROVED',
    addressLine1: '8 Hive Rd',
    city: 'Petaluma',
    state: 'CA',
    zipCode: '94952',
    createdAt: at,
    updatedAt: at,
  });
  const md = makeTestMarketDate({
    id: ulid(),
    date,
    maxVendors: 40,
    spaceCount: 1,
    assignedCount: 1,
    createdAt: at,
    updatedAt: at,
  });
  const space = makeTestSpace({
    id: ulid(),
    marketDateId: md.id,
    label: 'E1',
    spaceTypeId: catalog.spaceTypeId('10x10 Standard'),
    areaId: catalog.areaId('North Row'),
    position: { x: 10, y: 10 },
    vendorId: vendor.id,
    assignedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const request = makeSpaceRequestItem({
    id: ulid(),
    vendorId: vendor.id,
    marketDateId: md.id,
    date,
    spaceId: space.id,
    status: 'approved',
    approvedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [
    { ...keys.marketDate(md.id), ...md },
    { ...keys.space(md.id, space.id), ...space },
    assignmentGuardItem(md.id, vendor.id, space.id, at),
    { ...spaceRequestKeys(request), ...request },
    {
      ...keys.vendor(vendor.id),
      ...keys.vendorByEmail(vendor.email),
      ...keys.vendorByPhone(vendor.phone),
      ...keys.vendorListing(vendor.name, vendor.id),
      ...vendor,
    },
    {
      ...keys.uniqueVendorEmail(vendor.email),
      _type: 'unique_guard',
      vendorId: vendor.id,
      createdAt: at,
      updatedAt: at,
    },
    directoryEntryItem(vendor) as Row,
  ];
  await writeRows(ddb, tableName, rows);
  return { vendor, marketDate: md };
}
