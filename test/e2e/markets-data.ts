/**
 * The markets browser test's own vendor, written straight to the stack's stores: an approved farm that sells at the
 * first market only, with a user who signs in with a password, and a Sunday of the first market far in the future for
 * it to request.
 */
import { ulid } from 'ulid';
import { makeCognitoClient, makeCognitoIdentity, makeUserAccounts } from '../../functions/lib/auth/user-accounts.js';
import { keys, marketDateKeys } from '../../functions/lib/data/keys.js';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import { FIRST_MARKET_ID } from '../../shared/markets.js';
import { makeTestMarketDate, writeRows, type Row } from '../fixtures/market-data.js';
import { stackTable } from './stack-data.js';

export const SELLER_PASSWORD = 'Harbor-stand-2036';

export async function createMarketsTestSeller(sunday: string) {
  const { ddb, tableName } = stackTable();
  const env = JSON.parse(process.env.E2E_STACK_ENV ?? '{}') as Record<string, string>;
  const at = new Date().toISOString();
  const id = ulid();
  const tag = id.slice(-6).toLowerCase();
  const vendor = {
    ...makeVendorItem({
      id,
      name: `Tidepool Greens ${tag}`,
      contactName: 'Rowan Marsh',
      email: `tidepool-${tag}@example.com`,
      phone: `(707) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      vendorTypeId: '1',
      description: 'Sea beans, salad greens and herbs.',
      status: 'APPROVED',
      addressLine1: '4 Jetty Rd',
      city: 'Bodega Bay',
      state: 'CA',
      zipCode: '94923',
      createdAt: at,
      updatedAt: at,
    }),
    marketIds: [FIRST_MARKET_ID],
  };
  const md = makeTestMarketDate({ id: ulid(), date: sunday, maxVendors: 40, createdAt: at, updatedAt: at });
  const rows: Row[] = [
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
    ...(directoryRows(vendor) as Row[]),
    { ...marketDateKeys({ ...md, marketId: FIRST_MARKET_ID }), ...md, marketId: FIRST_MARKET_ID },
  ];
  await writeRows(ddb, tableName, rows);
  const cognito = makeCognitoClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.COGNITO_ENDPOINT });
  const identity = makeCognitoIdentity(cognito, { userPoolId: env.USER_POOL_ID!, clientId: env.USER_POOL_CLIENT_ID! });
  const user = await makeUserAccounts({ ddb, tableName, identity }).createUser({
    username: vendor.contactName,
    email: vendor.email,
    phone: `415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    role: 'vendor_user',
    vendorId: vendor.id,
    permissions: [...DEFAULT_VENDOR_PERMISSIONS],
    password: SELLER_PASSWORD,
  });
  return { vendor, user, sundayDateId: md.id };
}
