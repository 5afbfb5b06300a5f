/**
 * A market date of the Market Day browser test's own, written straight to the stack's table: eight stands, each with
 * an approved request and a space of its own, and one space nobody holds.
 */
import { ulid } from 'ulid';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

const MARKET_DAY_DATE = '2036-06-01';

const STANDS = [
  'Alder Creek Farm',
  'Bluebird Bakery',
  'Cinder Hill Honey',
  'Dove Valley Dairy',
  'Elm Street Eggs',
  'Foxglove Flowers',
  'Granite Ridge Greens',
  'Hollow Oak Orchard',
];

export async function createMarketDayData() {
  const { ddb, tableName } = stackTable();
  const at = new Date().toISOString();
  const md = makeTestMarketDate({
    id: ulid(),
    date: MARKET_DAY_DATE,
    spaceCount: STANDS.length + 1,
    assignedCount: STANDS.length,
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...keys.marketDateCalendar(MARKET_DAY_DATE), ...md }];
  const vendors = STANDS.map((base, index) => {
    const id = ulid();
    const vendor = makeVendorItem({
      id,
      name: `${base} ${id.slice(-5)}`,
      contactName: 'Rae Lopez',
      email: `market-day-e2e-${id.toLowerCase()}@example.com`,
      phone: '(707) 555-0188',
      vendorTypeId: '1',
      description: 'A stand of the Market Day browser test',
      status: 'APPROVED',
      addressLine1: '4 Orchard Ln',
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
      createdAt: at,
      updatedAt: at,
    });
    const space = makeTestSpace({
      id: ulid(),
      marketDateId: md.id,
      label: `D${index + 1}`,
      basePrice: 4000,
      vendorId: vendor.id,
      assignedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const request = makeSpaceRequestItem({
      id: ulid(),
      vendorId: vendor.id,
      marketDateId: md.id,
      date: MARKET_DAY_DATE,
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
    rows.push(
      { ...keys.vendor(vendor.id), ...keys.vendorListing(vendor.name, vendor.id), ...vendor },
      directoryEntryItem(vendor),
      { ...keys.space(md.id, space.id), ...space },
      { ...spaceRequestKeys(request), ...request },
      {
        ...keys.assignedVendor(md.id, vendor.id),
        _type: 'unique_guard',
        vendorId: vendor.id,
        ownerId: space.id,
        createdAt: at,
        updatedAt: at,
      },
    );
    return { id: vendor.id, name: vendor.name, spaceLabel: space.label };
  });
  const empty = makeTestSpace({ id: ulid(), marketDateId: md.id, label: 'D9', createdAt: at, updatedAt: at });
  rows.push({ ...keys.space(md.id, empty.id), ...empty });
  await writeRows(ddb, tableName, rows);
  return { marketDate: md, vendors };
}
