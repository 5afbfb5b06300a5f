/**
 * The vendors `npm run bench:scale` adds: a thousand approved stands and a tenth as many applicants, each written as
 * the demo loader writes a vendor (the vendor with its index keys and e-mail guard, its directory entry) and an
 * approved stand's user with its index keys, as the user accounts write one (without the e-mail guard, which no
 * measured call reads).
 */
import { ulid } from 'ulid';
import { keys } from '../../functions/lib/data/keys.js';
import { makeVendorItem, type VendorItem, type VendorStatus } from '../../functions/lib/data/vendors/vendor.items.js';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import { makeBuildContext } from '../../local/demo/build-context.js';
import { vendorRecords } from '../../local/demo/vendors.js';
import type { Row } from '../fixtures/market-data.js';

const FIRST = ['Sunrise', 'Oak', 'Valley', 'Coastal', 'Golden', 'River', 'Meadow', 'Cedar', 'Willow', 'Harvest'];
const KIND = ['Farm', 'Bakery', 'Orchard', 'Kitchen', 'Pottery', 'Gardens', 'Creamery', 'Apiary', 'Ranch', 'Goods'];
const OTHER_STATUSES: VendorStatus[] = ['PENDING', 'PENDING', 'HOLD', 'REJECTED'];

/** A stand's name: one in ten a "… Farm", so a search for "farm" finds a tenth of the market. */
const standName = (i: number) => `${FIRST[i % 10]} ${KIND[Math.floor(i / 10) % 10]} ${Math.floor(i / 100) + 1}`;

export function makeScaleVendors(approved: number, applicants: number, at: string): VendorItem[] {
  return Array.from({ length: approved + applicants }, (_, i) => {
    const id = ulid();
    return makeVendorItem({
      id,
      name: standName(i),
      contactName: `Pat ${['Rivera', 'Nguyen', 'Okafor', 'Larsen', 'Moreau'][i % 5]} ${i}`,
      email: `scale-${i}-${id.toLowerCase()}@example.com`,
      phone: `(707) 555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
      vendorTypeId: String((i % 4) + 1),
      description: 'A stand added to measure the market at scale',
      status: i < approved ? 'APPROVED' : OTHER_STATUSES[i % OTHER_STATUSES.length]!,
      addressLine1: `${i + 1} Market Rd`,
      city: 'Sebastopol',
      state: 'CA',
      zipCode: '95472',
      createdAt: at,
      updatedAt: at,
    });
  });
}

/** The vendors' items (vendor, guard, directory entry) and each approved stand's user. */
export function vendorRows(vendors: readonly VendorItem[], adminId: string, today: Date): Row[] {
  const ctx = makeBuildContext({ today, adminUserId: adminId });
  const own = vendorRecords(ctx, new Map(vendors.map((v) => [v.id, v])));
  const users = vendors.filter((v) => v.status === 'APPROVED').map((v) => userRow(v));
  return [...own, ...ctx.items, ...users];
}

function userRow(vendor: VendorItem): Row {
  const id = ulid();
  const email = `user-${vendor.email}`;
  const username = vendor.contactName;
  return {
    ...keys.user(id),
    ...keys.userByEmail(email),
    ...keys.userByRole('vendor_user', username, vendor.id),
    _type: 'user',
    id,
    username,
    email,
    role: 'vendor_user',
    vendorId: vendor.id,
    permissions: [...DEFAULT_VENDOR_PERMISSIONS],
    defaultVendorTypes: [],
    isActive: true,
    textNotifications: false,
    emailNotifications: true,
    sessions: {},
    createdAt: vendor.createdAt,
    updatedAt: vendor.createdAt,
  };
}
