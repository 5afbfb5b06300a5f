/**
 * The demo market, loaded once on the local runtime's first start so every screen has something real to show.
 *
 * What it holds (dates are relative to "today" in the market time zone, America/Los_Angeles):
 * - Settings: round_cents on, public profiles on, the market time zone, a $15 late-cancellation fee, a $10
 *   late-payment fee after 7 days' grace, no map password, and an icon per vendor type.
 * - Vendor types 1 FARM (Farmers/Produce), 2 PREP (Prepared Food), 3 CRAFT (Crafts), 4 BAKERY; four space types
 *   (10x10 Standard, 10x20 Double, Corner, Food Truck) with per-vendor-type fees; areas North Row, South Row and
 *   Food Court; landmark types Entrance, Restroom, Info Booth; four document types.
 * - 17 vendors in northern California: 13 APPROVED (among them "Sunny Acres Farm", the demo vendor's business),
 *   2 PENDING applications, 1 on HOLD, 1 REJECTED.
 * - Sign-ins (password Demo-market-1): admin@example.com ("Market Admin", admin) and vendor@example.com
 *   ("Sam Rivera", a Sunny Acres Farm user with every vendor permission), and jordan@example.com ("Jordan Lee",
 *   a Sunny Acres employee who may only view).
 * - 14 Sundays: the 6 past ones (completed, published) and the next 8. Each has 24 spaces (A1–A12 North Row,
 *   B1–B8 South Row, F1–F4 Food Court) and 3 landmarks. The next Sunday is published; the one after is ready to
 *   publish (half its spaces assigned); the third is a draft; later ones hold only auto-requests.
 * - The default layout new market dates copy: the same 24 spaces and 3 landmarks, with the regular spaces of Green
 *   Valley, Hilltop, Wildflower, Rise & Shine and La Paloma marked as their default (pre-assigned on each new date).
 * - Space requests in every state: requested, approved (paid, part-paid and unpaid), confirmed, skipped, canceled
 *   (one late with the late-cancellation fee, one in time), with sales and sales-based fees on past farm stands,
 *   past-due balances, and vendors with no request for a date (the missing-vendors report).
 * - Completed payments for what was paid; documents (for Sunny Acres one expired, one expiring within 30 days and
 *   one fine); a high-priority vendor alert; notifications for the admin.
 *
 * Amounts are integer cents. A marker item makes the load happen once: a second call does nothing.
 */
import { addDays, DEFAULT_MARKET_TIME_ZONE, isoDateInZone, weekdayOf } from '../shared/market-time.js';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { DEFAULT_VENDOR_PERMISSIONS } from '../shared/permissions.js';
import { makeSpaceRequestItem, makeVendorItem } from '../functions/lib/item-factories.js';
import type {
  AreaItem,
  AssignmentGuardItem,
  DocumentItem,
  DocumentTypeItem,
  LandmarkItem,
  LandmarkTypeItem,
  LayoutItem,
  LayoutLandmarkItem,
  LayoutSpaceItem,
  MarketDateItem,
  NotificationItem,
  PaymentItem,
  SpaceItem,
  SpaceRequestItem,
  SpaceTypeFeeItem,
  SpaceTypeItem,
  SystemSettingItem,
  UniqueGuardItem,
  VendorAlertItem,
  VendorItem,
  VendorStatus,
  VendorTypeItem,
} from '../functions/lib/items.js';
import { keys } from '../functions/lib/keys.js';
import { directoryEntryItem } from '../functions/lib/vendor-directory.js';
import { makeCognitoIdentity, makeUserAccounts } from '../functions/lib/user-accounts.js';

export interface SeedContext {
  ddb: DynamoDBDocumentClient;
  tableName: string;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  userPoolClientId: string;
  today?: Date;
}

export const DEMO_PASSWORD = 'Demo-market-1';
export const DEMO_ADMIN = { email: 'admin@example.com', username: 'Market Admin' } as const;
export const DEMO_VENDOR_USER = {
  email: 'vendor@example.com',
  username: 'Sam Rivera',
  phone: '(707) 555-0101',
} as const;
/** A second Sunny Acres user with view-only permissions (an employee). */
export const DEMO_EMPLOYEE_USER = { email: 'jordan@example.com', username: 'Jordan Lee' } as const;
export const MARKET_TIME_ZONE = DEFAULT_MARKET_TIME_ZONE;
const DEMO_LOAD = 'demo-market';

// ---------------------------------------------------------------------------------------------------------------
// The market calendar (pure)

/**
 * The market's Sundays around today, in the market time zone. Today's market, when today is a Sunday, is upcoming:
 * it is not past until the day is over.
 */
export function marketSundays(
  today: Date,
  timeZone: string,
  counts: { past: number; upcoming: number } = { past: 6, upcoming: 8 },
): { past: string[]; upcoming: string[] } {
  const localToday = isoDateInZone(today, timeZone);
  const weekday = weekdayOf(localToday);
  const next = addDays(localToday, (7 - weekday) % 7);
  return {
    past: Array.from({ length: counts.past }, (_, i) => addDays(next, -7 * (counts.past - i))),
    upcoming: Array.from({ length: counts.upcoming }, (_, i) => addDays(next, 7 * i)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The demo market (pure apart from fresh ids)

export type TableItem = Record<string, unknown> & { pk: string; sk: string; _type: string };

export interface DemoMarket {
  /** Vendors and their unique e-mail guards, written in one transaction with conditions. */
  vendorItems: TableItem[];
  /** Everything else, written in batches. */
  items: TableItem[];
  sunnyAcresVendorId: string;
  sundays: { past: string[]; upcoming: string[] };
}

/** A small deterministic generator, so the demo shows the same figures on every machine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type SpaceTypeKey = 'standard' | 'double' | 'corner' | 'truck';
type AreaKey = 'north' | 'south' | 'food';

interface DemoVendor {
  key: string;
  name: string;
  contactName: string;
  email: string;
  phone: string;
  vendorTypeId: '1' | '2' | '3' | '4';
  status: VendorStatus;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  website?: string;
  description: string;
  tagline?: string;
  businessStory?: string;
  yearsAtMarket?: number;
  instagram?: string;
  facebook?: string;
  autoRequest?: boolean;
  autoPayment?: boolean;
  overrideSalesBasedRate?: number;
  /** The vendor's regular space, for approved vendors. */
  space?: string;
  appliedDaysAgo: number;
}

const VENDORS: DemoVendor[] = [
  {
    key: 'sunny',
    name: 'Sunny Acres Farm',
    contactName: 'Sam Rivera',
    email: 'vendor@example.com',
    phone: '(707) 555-0101',
    vendorTypeId: '1',
    status: 'APPROVED',
    addressLine1: '4120 Gravenstein Hwy N',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    website: 'https://sunnyacres.example.com',
    description:
      'Certified organic vegetables, strawberries and pastured eggs from a family farm in west Sonoma County.',
    tagline: 'Picked Saturday, on your table Sunday',
    businessStory:
      'Sam and Alex Rivera took over a tired apple orchard in 2014 and turned it into a diversified vegetable farm.',
    yearsAtMarket: 6,
    instagram: 'sunnyacresfarm',
    space: 'A4',
    appliedDaysAgo: 2200,
  },
  {
    key: 'greenValley',
    name: 'Green Valley Organics',
    contactName: 'Maria Delgado',
    email: 'greenvalley@example.com',
    phone: '(831) 555-0112',
    vendorTypeId: '1',
    status: 'APPROVED',
    addressLine1: '210 Riverside Rd',
    city: 'Watsonville',
    state: 'CA',
    zipCode: '95076',
    description: 'Salad greens, herbs and heirloom tomatoes grown on twelve acres in the Pajaro Valley.',
    tagline: 'Greens with roots in the valley',
    yearsAtMarket: 9,
    autoRequest: true,
    space: 'A1',
    appliedDaysAgo: 3300,
  },
  {
    key: 'hilltop',
    name: 'Hilltop Orchards',
    contactName: 'Tom Becker',
    email: 'hilltop@example.com',
    phone: '(707) 555-0123',
    vendorTypeId: '1',
    status: 'APPROVED',
    addressLine1: '9801 Occidental Rd',
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    description: 'Apples, pears, stone fruit and fresh-pressed cider.',
    yearsAtMarket: 12,
    overrideSalesBasedRate: 5,
    space: 'A6',
    appliedDaysAgo: 4400,
  },
  {
    key: 'blueHeron',
    name: 'Blue Heron Mushrooms',
    contactName: 'Lena Park',
    email: 'blueheron@example.com',
    phone: '(831) 555-0134',
    vendorTypeId: '1',
    status: 'APPROVED',
    addressLine1: '1650 Mission St',
    addressLine2: 'Unit 4',
    city: 'Santa Cruz',
    state: 'CA',
    zipCode: '95060',
    description: 'Oyster, shiitake and lion’s mane mushrooms, grown indoors year round.',
    instagram: 'blueheronmushrooms',
    yearsAtMarket: 3,
    autoRequest: true,
    space: 'A9',
    appliedDaysAgo: 1100,
  },
  {
    key: 'twoRivers',
    name: 'Two Rivers Ranch',
    contactName: 'Jess Whitaker',
    email: 'tworivers@example.com',
    phone: '(707) 555-0145',
    vendorTypeId: '1',
    status: 'APPROVED',
    addressLine1: '15200 Bodega Hwy',
    city: 'Bodega',
    state: 'CA',
    zipCode: '94922',
    description: 'Grass-fed beef, lamb and free-range eggs.',
    yearsAtMarket: 4,
    space: 'A12',
    appliedDaysAgo: 1500,
  },
  {
    key: 'riseShine',
    name: 'Rise & Shine Bakery',
    contactName: 'Priya Nair',
    email: 'riseandshine@example.com',
    phone: '(707) 555-0156',
    vendorTypeId: '4',
    status: 'APPROVED',
    addressLine1: '118 Kentucky St',
    city: 'Petaluma',
    state: 'CA',
    zipCode: '94952',
    website: 'https://riseandshine.example.com',
    description: 'Naturally leavened breads, croissants and seasonal fruit galettes.',
    tagline: 'Baked before sunrise',
    yearsAtMarket: 5,
    autoRequest: true,
    autoPayment: true,
    space: 'B2',
    appliedDaysAgo: 1900,
  },
  {
    key: 'goldenCrust',
    name: 'Golden Crust Breads',
    contactName: 'Frank Ortiz',
    email: 'goldencrust@example.com',
    phone: '(707) 555-0167',
    vendorTypeId: '4',
    status: 'APPROVED',
    addressLine1: '2455 Mendocino Ave',
    city: 'Santa Rosa',
    state: 'CA',
    zipCode: '95403',
    description: 'Rye, sourdough and whole-grain loaves from stone-milled flour.',
    yearsAtMarket: 2,
    space: 'B5',
    appliedDaysAgo: 800,
  },
  {
    key: 'wildflower',
    name: 'Wildflower Pottery',
    contactName: 'Hannah Cole',
    email: 'wildflower@example.com',
    phone: '(415) 555-0178',
    vendorTypeId: '3',
    status: 'APPROVED',
    addressLine1: '77 Caledonia St',
    city: 'Sausalito',
    state: 'CA',
    zipCode: '94965',
    website: 'https://wildflowerpottery.example.com',
    description: 'Wheel-thrown stoneware mugs, bowls and planters.',
    instagram: 'wildflower.pottery',
    yearsAtMarket: 7,
    space: 'B1',
    appliedDaysAgo: 2600,
  },
  {
    key: 'coastalCandle',
    name: 'Coastal Candle Co.',
    contactName: 'Megan Lee',
    email: 'coastalcandle@example.com',
    phone: '(415) 555-0189',
    vendorTypeId: '3',
    status: 'APPROVED',
    addressLine1: '1340 Ocean Ave',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94112',
    description: 'Hand-poured soy candles scented with California botanicals.',
    yearsAtMarket: 3,
    space: 'B3',
    appliedDaysAgo: 1200,
  },
  {
    key: 'driftwood',
    name: 'Driftwood & Thread',
    contactName: 'Ava Thompson',
    email: 'driftwoodthread@example.com',
    phone: '(707) 555-0190',
    vendorTypeId: '3',
    status: 'APPROVED',
    addressLine1: '38 Main St',
    city: 'Point Arena',
    state: 'CA',
    zipCode: '95468',
    description: 'Hand-dyed textiles and driftwood home goods.',
    yearsAtMarket: 1,
    space: 'B7',
    appliedDaysAgo: 420,
  },
  {
    key: 'taqueria',
    name: 'Taqueria La Paloma',
    contactName: 'Rosa Jiménez',
    email: 'lapaloma@example.com',
    phone: '(510) 555-0102',
    vendorTypeId: '2',
    status: 'APPROVED',
    addressLine1: '3320 International Blvd',
    city: 'Oakland',
    state: 'CA',
    zipCode: '94601',
    description: 'Tacos al pastor and handmade tortillas from our food truck.',
    tagline: 'Tortillas pressed to order',
    yearsAtMarket: 8,
    autoRequest: true,
    space: 'F1',
    appliedDaysAgo: 3000,
  },
  {
    key: 'seoul',
    name: 'Seoul Street Kitchen',
    contactName: 'Daniel Kim',
    email: 'seoulstreet@example.com',
    phone: '(415) 555-0113',
    vendorTypeId: '2',
    status: 'APPROVED',
    addressLine1: '450 Clement St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94118',
    description: 'Korean street food: bibimbap bowls, kimbap and hotteok.',
    yearsAtMarket: 2,
    space: 'F2',
    appliedDaysAgo: 760,
  },
  {
    key: 'nonna',
    name: "Nonna's Pasta",
    contactName: 'Giulia Romano',
    email: 'nonnaspasta@example.com',
    phone: '(707) 555-0124',
    vendorTypeId: '2',
    status: 'APPROVED',
    addressLine1: '621 Main St',
    city: 'Napa',
    state: 'CA',
    zipCode: '94559',
    description: 'Fresh pasta and sauces, plus hot pasta plates to eat at the market.',
    yearsAtMarket: 0,
    space: 'F3',
    appliedDaysAgo: 40,
  },
  {
    key: 'redwood',
    name: 'Redwood Leatherworks',
    contactName: 'Marcus Hill',
    email: 'redwoodleather@example.com',
    phone: '(707) 555-0135',
    vendorTypeId: '3',
    status: 'PENDING',
    addressLine1: '512 Redwood Hwy',
    city: 'Willits',
    state: 'CA',
    zipCode: '95490',
    description: 'Hand-stitched leather wallets, belts and bags.',
    appliedDaysAgo: 3,
  },
  {
    key: 'beeHappy',
    name: 'Bee Happy Honey',
    contactName: 'Olivia Grant',
    email: 'beehappy@example.com',
    phone: '(707) 555-0146',
    vendorTypeId: '1',
    status: 'PENDING',
    addressLine1: '2901 Chileno Valley Rd',
    city: 'Petaluma',
    state: 'CA',
    zipCode: '94952',
    description: 'Raw wildflower honey and beeswax from hives in the Chileno Valley.',
    appliedDaysAgo: 1,
  },
  {
    key: 'dumpling',
    name: 'The Dumpling Cart',
    contactName: 'Kevin Wu',
    email: 'dumplingcart@example.com',
    phone: '(510) 555-0157',
    vendorTypeId: '2',
    status: 'HOLD',
    addressLine1: '1800 Shattuck Ave',
    city: 'Berkeley',
    state: 'CA',
    zipCode: '94709',
    description: 'Pan-fried dumplings and scallion pancakes.',
    appliedDaysAgo: 60,
  },
  {
    key: 'lemonade',
    name: 'Fresh Squeeze Lemonade',
    contactName: 'Chris Patel',
    email: 'freshsqueeze@example.com',
    phone: '(916) 555-0168',
    vendorTypeId: '2',
    status: 'REJECTED',
    addressLine1: '4400 Freeport Blvd',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95822',
    description: 'Lemonade and shaved ice.',
    appliedDaysAgo: 90,
  },
];

/** The 24 spaces of every date: label, area, space type, and a price override on one of them. */
const SPACE_LAYOUT: { label: string; area: AreaKey; type: SpaceTypeKey; basePrice?: number }[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    label: `A${i + 1}`,
    area: 'north' as const,
    type: (i === 0 || i === 11 ? 'corner' : i === 5 || i === 6 ? 'double' : 'standard') as SpaceTypeKey,
    ...(i === 11 ? { basePrice: 5500 } : {}),
  })),
  ...Array.from({ length: 8 }, (_, i) => ({
    label: `B${i + 1}`,
    area: 'south' as const,
    type: (i === 0 || i === 7 ? 'corner' : 'standard') as SpaceTypeKey,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({ label: `F${i + 1}`, area: 'food' as const, type: 'truck' as const })),
];
const ROW_Y: Record<AreaKey, number> = { north: 10, south: 45, food: 75 };

/** What each vendor does on each date: date index 0–5 are the past Sundays (oldest first), 6–13 the upcoming ones. */
type Plan =
  | { status: 'approved' | 'confirmed'; paid: 'full' | 'base' | 'none' }
  | { status: 'requested' | 'skipped' }
  | { status: 'canceled'; lateFee: number; paid: boolean };

const AUTO_REQUEST_FROM = 9;

function planFor(v: DemoVendor, dateIndex: number): Plan | undefined {
  const past = dateIndex < 6;
  const u = dateIndex - 6; // 0 = the next Sunday
  const prepays = v.vendorTypeId === '2' || v.vendorTypeId === '4';
  const special: Record<string, Record<number, Plan | null>> = {
    sunny: {
      5: { status: 'approved', paid: 'base' }, // sales came in above the minimum: a past-due balance
      6: { status: 'approved', paid: 'none' },
      7: { status: 'approved', paid: 'none' },
      8: { status: 'requested' },
      9: { status: 'skipped' },
    },
    blueHeron: { 2: null, 6: { status: 'requested' } },
    nonna: { 0: null, 1: null },
    coastalCandle: {
      1: { status: 'skipped' },
      4: { status: 'skipped' },
      6: { status: 'skipped' },
      8: { status: 'skipped' },
    },
    driftwood: { 3: { status: 'canceled', lateFee: 1500, paid: false }, 6: { status: 'approved', paid: 'full' } },
    hilltop: { 4: { status: 'canceled', lateFee: 1500, paid: true } },
    goldenCrust: { 4: { status: 'approved', paid: 'none' }, 7: { status: 'approved', paid: 'none' } },
    seoul: { 7: { status: 'requested' } },
    taqueria: { 6: { status: 'confirmed', paid: 'full' } },
    wildflower: { 8: { status: 'canceled', lateFee: 0, paid: false } },
  };
  const s = special[v.key]?.[dateIndex];
  if (s !== undefined) return s ?? undefined;
  if (past) return { status: 'approved', paid: 'full' };
  if (u <= 1) return { status: 'approved', paid: prepays ? 'full' : 'none' };
  if (u === 2) return v.vendorTypeId === '1' ? { status: 'approved', paid: 'none' } : { status: 'requested' };
  return v.autoRequest && dateIndex >= AUTO_REQUEST_FROM ? { status: 'requested' } : undefined;
}

export function buildDemoMarket(opts: { today: Date; adminUserId: string }): DemoMarket {
  const nowMs = opts.today.getTime();
  const now = opts.today.toISOString();
  const admin = opts.adminUserId;
  const todayIso = isoDateInZone(opts.today, MARKET_TIME_ZONE);
  /** An instant on a calendar date (about 9 AM at the market), never later than now. */
  const on = (isoDate: string, hourUtc = 16) =>
    new Date(Math.min(Date.parse(`${isoDate}T${String(hourUtc).padStart(2, '0')}:00:00Z`), nowMs - 60_000));
  const stamp = (isoDate: string, hourUtc?: number) => on(isoDate, hourUtc).toISOString();
  const newId = (at: Date | string = opts.today) => ulid(typeof at === 'string' ? Date.parse(at) : at.getTime());
  const random = seededRandom(20_240_607);

  const items: TableItem[] = [];
  const put = <T extends { _type: string }>(
    key: { pk: string; sk: string },
    item: T,
    extra: Record<string, string> = {},
  ) => items.push({ ...key, ...extra, ...item });

  // Settings ------------------------------------------------------------------------------------------------------
  const setting = (key: string, value: SystemSettingItem['value'], description: string): SystemSettingItem => ({
    _type: 'system_setting',
    id: key,
    key,
    value,
    description,
    updatedBy: null,
    createdAt: now,
    updatedAt: now,
  });
  const vendorTypeIcons = {
    '1': 'fas fa-carrot',
    '2': 'fas fa-utensils',
    '3': 'fas fa-palette',
    '4': 'fas fa-bread-slice',
  };
  for (const s of [
    setting('round_cents', true, 'Round sales-based fees to whole cents'),
    setting('enable_public_profiles', true, 'Show published vendor profiles on the public market map'),
    setting('market_time_zone', MARKET_TIME_ZONE, 'Time zone for today, past dates and deadlines'),
    setting('late_cancellation_fee_cents', 1500, 'Fee for cancelling after the Tuesday deadline, in cents'),
    setting('late_payment_fee_cents', 1000, 'Fee added once to a balance unpaid after the grace period, in cents'),
    setting('late_payment_grace_days', 7, 'Days after a market date before a balance is past due'),
    setting('map_password', '', 'Password for the public market map (empty: no password)'),
    setting('vendor_type_icons', vendorTypeIcons, 'Icon shown for each vendor type (by vendor type id)'),
  ]) {
    put(keys.systemSetting(s.key), s);
  }

  // Vocabulary ----------------------------------------------------------------------------------------------------
  const vendorType = (
    id: keyof typeof vendorTypeIcons,
    code: string,
    label: string,
    description: string,
    requiresPrepayment: boolean,
    defaultBasePrice: number,
  ): VendorTypeItem => ({
    _type: 'vendor_type',
    id,
    code,
    label,
    description,
    isActive: true,
    requiresPrepayment,
    defaultBasePrice,
    icon: vendorTypeIcons[id],
    createdAt: now,
    updatedAt: now,
  });
  // Spec: type 1 enables the Average Sales card; types 1 and 3 have no auto payment (they pay after the market).
  const vendorTypes = [
    vendorType(
      '1',
      'FARM',
      'Farmers/Produce',
      'Growers selling their own fruit, vegetables, eggs, meat and flowers',
      false,
      4000,
    ),
    vendorType('2', 'PREP', 'Prepared Food', 'Hot food, food trucks and ready-to-eat dishes', true, 6000),
    vendorType('3', 'CRAFT', 'Crafts', 'Handmade goods: pottery, candles, textiles, woodwork', false, 3500),
    vendorType('4', 'BAKERY', 'Bakery', 'Bread, pastries and baked goods', true, 4500),
  ];
  for (const t of vendorTypes) put(keys.vendorType(t.id), t);
  const vendorTypeById = new Map(vendorTypes.map((t) => [t.id, t]));

  const spaceType = (
    name: string,
    size: string,
    description: string,
    price: number,
    rate: number,
    vendorTypeId: string | null,
  ): SpaceTypeItem => ({
    _type: 'space_type',
    id: newId(),
    name,
    size,
    description,
    isActive: true,
    defaultBasePrice: price,
    defaultSalesBasedRate: rate,
    vendorTypeId,
    createdAt: now,
    updatedAt: now,
  });
  const spaceTypes: Record<SpaceTypeKey, SpaceTypeItem> = {
    standard: spaceType('10x10 Standard', '10x10', 'A standard booth with room for one 10x10 canopy', 4000, 6, null),
    double: spaceType('10x20 Double', '10x20', 'Two booths deep, for larger displays', 7000, 6, null),
    corner: spaceType('Corner', '10x10', 'A 10x10 booth on a row end, open on two sides', 5000, 6.5, null),
    truck: spaceType('Food Truck', '10x20', 'A pad for a food truck or trailer, with power', 8000, 5, '2'),
  };
  for (const t of Object.values(spaceTypes)) put(keys.spaceType(t.id), t);

  const fees: SpaceTypeFeeItem[] = (
    [
      ['standard', '1', 3500, 5],
      ['standard', '3', 3500, 0],
      ['standard', '4', 4500, 0],
      ['corner', '3', 4500, 0],
      ['truck', '2', 7500, 0],
    ] as const
  ).map(([type, vendorTypeId, basePrice, salesBasedRate]) => ({
    _type: 'space_type_fee',
    id: newId(),
    spaceTypeId: spaceTypes[type].id,
    vendorTypeId,
    basePrice,
    salesBasedRate,
    isActive: true,
    createdAt: now,
    updatedAt: now,
  }));
  for (const f of fees) put(keys.spaceTypeFee(f.spaceTypeId, f.vendorTypeId), f);

  const area = (name: string, sortOrder: number): AreaItem => ({
    _type: 'area',
    id: newId(),
    name,
    isActive: true,
    sortOrder,
    createdAt: now,
    updatedAt: now,
  });
  const areas: Record<AreaKey, AreaItem> = {
    north: area('North Row', 1),
    south: area('South Row', 2),
    food: area('Food Court', 3),
  };
  for (const a of Object.values(areas)) put(keys.area(a.id), a);

  const landmarkType = (name: string, description: string, icon: string, color: string): LandmarkTypeItem => ({
    _type: 'landmark_type',
    id: newId(),
    name,
    description,
    icon,
    color,
    shape: 'icon',
    isActive: true,
    createdAt: now,
    updatedAt: now,
  });
  const landmarkTypes = {
    entrance: landmarkType('Entrance', 'Where shoppers come in', 'fas fa-door-open', 'green'),
    restroom: landmarkType('Restroom', 'Public restrooms', 'fas fa-restroom', 'blue'),
    info: landmarkType('Info Booth', 'Market information, tokens and lost & found', 'fas fa-info-circle', 'orange'),
  };
  for (const t of Object.values(landmarkTypes)) put(keys.landmarkType(t.id), t);

  const documentType = (name: string, flags: Partial<DocumentTypeItem>): DocumentTypeItem => ({
    _type: 'document_type',
    id: newId(),
    name,
    isActive: true,
    requiresExpiration: false,
    requiresDescription: false,
    requiresCertificateNumber: false,
    requiresCountyName: false,
    requiresAdminReview: false,
    ...flags,
    createdAt: now,
    updatedAt: now,
  });
  const documentTypes = {
    insurance: documentType('General Liability Insurance', {
      requiresExpiration: true,
      requiresCertificateNumber: true,
    }),
    producer: documentType('Certified Producer Certificate', {
      requiresExpiration: true,
      requiresCertificateNumber: true,
      requiresCountyName: true,
      requiresAdminReview: true,
    }),
    foodPermit: documentType('Food Handler Permit', { requiresExpiration: true, requiresCountyName: true }),
    license: documentType('Business License', { requiresExpiration: true }),
  };
  for (const t of Object.values(documentTypes)) put(keys.documentType(t.id), t);

  // Calendar ------------------------------------------------------------------------------------------------------
  const sundays = marketSundays(opts.today, MARKET_TIME_ZONE);
  const allDates = [...sundays.past, ...sundays.upcoming];
  const notes: Record<number, string> = {
    3: 'Strawberry tasting at the Info Booth',
    6: 'Live music by the fountain from 10:00 AM',
    7: 'Chef demo at the Info Booth at 10:30 AM',
  };
  const marketDates: MarketDateItem[] = allDates.map((date, i) => {
    const published = i <= 6; // the past Sundays and the next one
    const createdAt = stamp(addDays(date, -60));
    return {
      _type: 'market_date',
      id: newId(createdAt),
      date,
      status: i < 6 ? 'completed' : 'upcoming',
      maxVendors: 40,
      notes: notes[i] ?? null,
      publishedAt: published ? stamp(addDays(date, -4), 19) : null,
      publishedBy: published ? admin : null,
      spaceCount: 0, // set from the date's spaces below
      assignedCount: 0,
      createdAt,
      updatedAt: published ? stamp(addDays(date, -4), 19) : createdAt,
    };
  });
  for (const d of marketDates) put(keys.marketDate(d.id), d, keys.marketDateCalendar(d.date));

  // Vendors -------------------------------------------------------------------------------------------------------
  const vendorItems: TableItem[] = [];
  const vendorsByKey = new Map<string, VendorItem>();
  for (const v of VENDORS) {
    const createdAt = new Date(nowMs - v.appliedDaysAgo * 86_400_000).toISOString();
    const regular = v.space ? SPACE_LAYOUT.find((s) => s.label === v.space) : undefined;
    const vendor = makeVendorItem({
      id: newId(createdAt),
      name: v.name,
      contactName: v.contactName,
      email: v.email.toLowerCase(),
      phone: v.phone,
      vendorTypeId: v.vendorTypeId,
      defaultSpaceTypeId: regular ? spaceTypes[regular.type].id : null,
      defaultAreaId: regular
        ? areas[regular.area].id
        : areas[v.vendorTypeId === '1' ? 'north' : v.vendorTypeId === '2' ? 'food' : 'south'].id,
      overrideSalesBasedRate: v.overrideSalesBasedRate ?? null,
      description: v.description,
      status: v.status,
      autoRequest: v.autoRequest ?? false,
      autoPayment: v.autoPayment ?? false,
      website: v.website ?? null,
      addressLine1: v.addressLine1,
      addressLine2: v.addressLine2 ?? null,
      city: v.city,
      state: v.state,
      zipCode: v.zipCode,
      updatedBy: v.status === 'PENDING' ? null : admin,
      tagline: v.tagline ?? null,
      businessStory: v.businessStory ?? null,
      yearsAtMarket: v.yearsAtMarket ?? null,
      instagram: v.instagram ?? null,
      facebook: v.facebook ?? null,
      isProfilePublished: v.status === 'APPROVED' && !!v.tagline,
      lastAttendedDate: null, // filled in from the requests below
      createdAt,
      updatedAt: createdAt,
    });
    vendorsByKey.set(v.key, vendor);
  }

  // Spaces, landmarks, requests, payments ------------------------------------------------------------------------
  const fee = (spaceTypeId: string, vendorTypeId: string) =>
    fees.find((f) => f.spaceTypeId === spaceTypeId && f.vendorTypeId === vendorTypeId && f.isActive);
  /** The spec's price sources in order: space, vendor override, space-type fee, space-type default, vendor-type default. */
  const price = (space: SpaceItem, vendor: VendorItem) => {
    const st = Object.values(spaceTypes).find((t) => t.id === space.spaceTypeId);
    const f = st ? fee(st.id, vendor.vendorTypeId) : undefined;
    const vt = vendorTypeById.get(vendor.vendorTypeId);
    const first = (...xs: (number | null | undefined)[]) => xs.find((x) => x !== null && x !== undefined) ?? 0;
    return {
      base: first(space.basePrice, vendor.overrideBasePrice, f?.basePrice, st?.defaultBasePrice, vt?.defaultBasePrice),
      rate: first(space.salesBasedRate, vendor.overrideSalesBasedRate, f?.salesBasedRate, st?.defaultSalesBasedRate),
    };
  };
  const paymentMethods = ['cash', 'check', 'zelle'];

  marketDates.forEach((md, dateIndex) => {
    const isPast = dateIndex < 6;
    // Spaces
    const spaces = new Map<string, SpaceItem>();
    const rowX: Record<AreaKey, number> = { north: 10, south: 10, food: 10 };
    for (const s of SPACE_LAYOUT) {
      const st = spaceTypes[s.type];
      const width = Number(st.size.split('x')[0]);
      spaces.set(s.label, {
        _type: 'space',
        id: newId(md.createdAt),
        marketDateId: md.id,
        label: s.label,
        spaceTypeId: st.id,
        areaId: areas[s.area].id,
        vendorType: s.area === 'food' ? '2' : null,
        basePrice: s.basePrice ?? null,
        salesBasedRate: null,
        available: true,
        position: { x: rowX[s.area], y: ROW_Y[s.area] },
        size: st.size,
        vendorId: null,
        assignedAt: null,
        assignedBy: null,
        isDefault: false,
        requiresPrepayment: s.area === 'food',
        createdAt: md.createdAt,
        updatedAt: md.createdAt,
      });
      rowX[s.area] += width + 2;
    }

    // Landmarks
    const landmark = (
      label: string,
      type: LandmarkTypeItem,
      areaId: string | null,
      x: number,
      y: number,
      w: number,
      h: number,
    ): LandmarkItem => ({
      _type: 'landmark',
      id: newId(md.createdAt),
      marketDateId: md.id,
      label,
      landmarkTypeId: type.id,
      areaId,
      position: { x, y },
      dimensions: { width: w, height: h },
      rotation: 0,
      isActive: true,
      createdAt: md.createdAt,
      updatedAt: md.createdAt,
    });
    for (const l of [
      landmark('Main Entrance', landmarkTypes.entrance, null, 0, 34, 6, 8),
      landmark('Info Booth', landmarkTypes.info, areas.south.id, 120, 45, 8, 8),
      landmark('Restrooms', landmarkTypes.restroom, areas.food.id, 70, 78, 10, 8),
    ]) {
      put(keys.landmark(md.id, l.id), l);
    }

    // Requests
    for (const v of VENDORS) {
      if (v.status !== 'APPROVED') continue;
      const plan = planFor(v, dateIndex);
      if (!plan) continue;
      const vendor = vendorsByKey.get(v.key)!;
      const createdAt = stamp(addDays(md.date, -12), 18);
      const requestId = newId(createdAt);
      const space = spaces.get(v.space!)!;
      const { base, rate } = price(space, vendor);
      const request = makeSpaceRequestItem({
        id: requestId,
        vendorId: vendor.id,
        marketDateId: md.id,
        date: md.date,
        status: plan.status,
        createdAt,
        updatedAt: createdAt,
      });

      if (plan.status === 'approved' || plan.status === 'confirmed') {
        const approvedAt = stamp(addDays(md.date, -9), 17);
        // Farm stands report sales after the market: whole dollars between $600 and $2,000.
        const grossSales =
          isPast && rate > 0 ? (plan.paid === 'base' ? 152_000 : Math.round(600 + random() * 1400) * 100) : null;
        const salesBasedFee = grossSales !== null ? Math.round((grossSales * rate) / 100) : 0;
        const amountDue = Math.max(base, salesBasedFee);
        const amountPaid = plan.paid === 'full' ? amountDue : plan.paid === 'base' ? base : 0;
        Object.assign(request, {
          spaceId: space.id,
          approvedAt,
          approvedBy: admin,
          amountBase: base,
          salesBasedRate: rate,
          grossSales,
          salesBasedFee,
          amountDue,
          amountPaid,
          amountBalance: amountDue - amountPaid,
          pricingNotes: v.overrideSalesBasedRate !== undefined ? 'Vendor rate override' : null,
          updatedAt: approvedAt,
          ...(plan.status === 'confirmed'
            ? {
                confirmedAt: stamp(addDays(md.date, -3), 20),
                confirmedBy: vendor.id,
                updatedAt: stamp(addDays(md.date, -3), 20),
              }
            : {}),
        } satisfies Partial<SpaceRequestItem>);
        Object.assign(space, {
          vendorId: vendor.id,
          assignedAt: approvedAt,
          assignedBy: admin,
          isDefault: true,
          updatedAt: approvedAt,
        } satisfies Partial<SpaceItem>);
        if (isPast && (!vendor.lastAttendedDate || vendor.lastAttendedDate < md.date))
          vendor.lastAttendedDate = md.date;

        if (amountPaid > 0) {
          // Sales-based stands settle at the market; prepaid stands pay ahead. Part payments are the base up front.
          const paidDate =
            grossSales !== null && plan.paid === 'full' ? stamp(md.date, 21) : stamp(addDays(md.date, -6), 18);
          const payment: PaymentItem = {
            _type: 'payment',
            id: newId(paidDate),
            vendorId: vendor.id,
            spaceRequestId: request.id,
            marketDateId: md.id,
            marketDate: md.date,
            amount: amountPaid,
            status: 'completed',
            stripePaymentId: null,
            paymentMethod: paymentMethods[(VENDORS.indexOf(v) + dateIndex) % paymentMethods.length]!,
            paidDate,
            createdBy: admin,
            notes: plan.paid === 'base' ? 'Minimum paid ahead; sales-based fee outstanding' : null,
            lateFee: 0,
            isLatePayment: false,
            createdAt: paidDate,
            updatedAt: paidDate,
          };
          put(keys.vendorPayment(vendor.id, payment.id), payment);
        }
      } else if (plan.status === 'canceled') {
        const cancelledAt = stamp(addDays(md.date, plan.lateFee > 0 ? -2 : -8), 22);
        const amountPaid = plan.paid ? plan.lateFee : 0;
        Object.assign(request, {
          cancelledAt,
          cancelledBy: vendor.id,
          cancelledReason: plan.lateFee > 0 ? 'Truck broke down' : 'Family event',
          lateCancellationFee: plan.lateFee,
          amountDue: plan.lateFee,
          amountPaid,
          amountBalance: plan.lateFee - amountPaid,
          updatedAt: cancelledAt,
        } satisfies Partial<SpaceRequestItem>);
        if (amountPaid > 0) {
          const paidDate = stamp(addDays(md.date, 3), 18);
          const payment: PaymentItem = {
            _type: 'payment',
            id: newId(paidDate),
            vendorId: vendor.id,
            spaceRequestId: request.id,
            marketDateId: md.id,
            marketDate: md.date,
            amount: amountPaid,
            status: 'completed',
            stripePaymentId: null,
            paymentMethod: 'check',
            paidDate,
            createdBy: admin,
            notes: 'Late cancellation fee',
            lateFee: 0,
            isLatePayment: false,
            createdAt: paidDate,
            updatedAt: paidDate,
          };
          put(keys.vendorPayment(vendor.id, payment.id), payment);
        }
      } else if (plan.status === 'skipped') {
        request.notes = 'Not coming this week';
      } else {
        request.notes = v.autoRequest && dateIndex >= AUTO_REQUEST_FROM ? 'Automatic request' : null;
      }
      put(keys.spaceRequest(md.id, vendor.id), request, keys.vendorRequestsByDate(vendor.id, md.date));
    }

    for (const s of spaces.values()) put(keys.space(md.id, s.id), s);
    // One space per vendor per date is held by a guard item next to the spaces (see keys.assignedVendor).
    for (const s of spaces.values()) {
      if (!s.vendorId) continue;
      const at = s.assignedAt ?? s.updatedAt;
      put(keys.assignedVendor(md.id, s.vendorId), {
        _type: 'assignment_guard',
        id: s.vendorId,
        vendorId: s.vendorId,
        spaceId: s.id,
        createdAt: at,
        updatedAt: at,
      } satisfies AssignmentGuardItem);
    }
    // The date's denormalised counts follow its spaces.
    const dateKey = keys.marketDate(md.id);
    Object.assign(items.find((i) => i.pk === dateKey.pk && i.sk === dateKey.sk)!, {
      spaceCount: spaces.size,
      assignedCount: [...spaces.values()].filter((s) => s.vendorId).length,
    } satisfies Partial<MarketDateItem>);
  });

  // The default layout new market dates start from: the same 24 spaces and 3 landmarks, with a few vendors'
  // regular spaces marked as their default (pre-assigned on every new date).
  const layoutVersion = 'demo';
  const defaultSpaceOf = new Map(
    ['greenValley', 'hilltop', 'wildflower', 'riseShine', 'taqueria'].map((k) => {
      const v = VENDORS.find((x) => x.key === k)!;
      return [v.space!, vendorsByKey.get(k)!.id] as const;
    }),
  );
  const layoutX: Record<AreaKey, number> = { north: 10, south: 10, food: 10 };
  const layoutSpaces: LayoutSpaceItem[] = SPACE_LAYOUT.map((s) => {
    const st = spaceTypes[s.type];
    const x = layoutX[s.area];
    layoutX[s.area] += Number(st.size.split('x')[0]) + 2;
    return {
      _type: 'layout_space',
      id: newId(),
      layoutId: 'default',
      label: s.label,
      spaceTypeId: st.id,
      areaId: areas[s.area].id,
      vendorType: s.area === 'food' ? '2' : null,
      basePrice: s.basePrice ?? null,
      salesBasedRate: null,
      available: true,
      position: { x, y: ROW_Y[s.area] },
      size: st.size,
      vendorId: defaultSpaceOf.get(s.label) ?? null,
      isDefault: defaultSpaceOf.has(s.label),
      requiresPrepayment: s.area === 'food',
      createdAt: now,
      updatedAt: now,
    };
  });
  const layoutLandmarks: LayoutLandmarkItem[] = (
    [
      ['Main Entrance', landmarkTypes.entrance, null, 0, 34, 6, 8],
      ['Info Booth', landmarkTypes.info, areas.south.id, 120, 45, 8, 8],
      ['Restrooms', landmarkTypes.restroom, areas.food.id, 70, 78, 10, 8],
    ] as const
  ).map(([label, type, areaId, x, y, width, height]) => ({
    _type: 'layout_landmark',
    id: newId(),
    layoutId: 'default',
    label,
    landmarkTypeId: type.id,
    areaId,
    position: { x, y },
    dimensions: { width, height },
    rotation: 0,
    isActive: true,
    createdAt: now,
    updatedAt: now,
  }));
  const layoutHead: LayoutItem = {
    _type: 'layout',
    id: 'default',
    version: layoutVersion,
    spaceCount: layoutSpaces.length,
    landmarkCount: layoutLandmarks.length,
    updatedBy: admin,
    createdAt: now,
    updatedAt: now,
  };
  put(keys.layout('default'), layoutHead);
  for (const s of layoutSpaces) put(keys.layoutSpace('default', layoutVersion, s.id), s);
  for (const l of layoutLandmarks) put(keys.layoutLandmark('default', layoutVersion, l.id), l);

  for (const vendor of vendorsByKey.values()) {
    vendorItems.push({
      ...keys.vendor(vendor.id),
      ...keys.vendorByEmail(vendor.email),
      ...keys.vendorByPhone(vendor.phone),
      ...keys.vendorListing(vendor.name, vendor.id),
      ...vendor,
    });
    const guard: UniqueGuardItem = {
      _type: 'unique_guard',
      vendorId: vendor.id,
      createdAt: vendor.createdAt,
      updatedAt: vendor.createdAt,
    };
    vendorItems.push({ ...keys.uniqueVendorEmail(vendor.email), ...guard });
    items.push(directoryEntryItem(vendor) as TableItem);
  }

  // Documents -----------------------------------------------------------------------------------------------------
  const doc = (
    vendorKey: string,
    type: DocumentTypeItem,
    fileName: string,
    expiresInDays: number | null,
    extra: Partial<DocumentItem> = {},
  ): DocumentItem => {
    const uploadDate = new Date(nowMs - 200 * 86_400_000).toISOString();
    return {
      _type: 'document',
      id: newId(uploadDate),
      vendorId: vendorsByKey.get(vendorKey)!.id,
      typeId: type.id,
      fileName,
      mimeType: 'application/pdf',
      description: null,
      uploadDate,
      expirationDate: expiresInDays === null ? null : addDays(todayIso, expiresInDays),
      certificateNumber: null,
      countyName: null,
      archived: false,
      status: 'approved',
      fileKey: null,
      createdAt: uploadDate,
      updatedAt: uploadDate,
      ...extra,
    };
  };
  const documents = [
    doc('sunny', documentTypes.producer, 'certified-producer-certificate.pdf', -12, {
      certificateNumber: 'CPC-49-0217',
      countyName: 'Sonoma',
    }),
    doc('sunny', documentTypes.insurance, 'certificate-of-insurance.pdf', 20, { certificateNumber: 'GL-88412031' }),
    doc('sunny', documentTypes.license, 'sebastopol-business-license.pdf', 290),
    doc('sunny', documentTypes.insurance, 'certificate-of-insurance-old.pdf', -380, {
      certificateNumber: 'GL-77100924',
      archived: true,
    }),
    doc('greenValley', documentTypes.producer, 'cpc-green-valley.pdf', 150, {
      certificateNumber: 'CPC-44-1180',
      countyName: 'Santa Cruz',
      status: 'pending',
    }),
    doc('taqueria', documentTypes.foodPermit, 'food-handler-permit.pdf', 5, { countyName: 'Alameda' }),
    doc('riseShine', documentTypes.insurance, 'rise-shine-coi.pdf', 240, { certificateNumber: 'GL-90233417' }),
    doc('seoul', documentTypes.foodPermit, 'seoul-street-permit.jpg', 60, {
      countyName: 'San Francisco',
      mimeType: 'image/jpeg',
      status: 'rejected',
      description: 'Photo is not readable',
    }),
  ];
  for (const d of documents) put(keys.vendorDocument(d.vendorId, d.id), d);

  // Alerts and notifications ---------------------------------------------------------------------------------------
  const alertAt = new Date(nowMs - 2 * 86_400_000).toISOString();
  const alerts: VendorAlertItem[] = [
    {
      _type: 'vendor_alert',
      id: newId(alertAt),
      subject: 'Load-in moves to the east gate',
      // The literal backslash-n is deliberate: alert bodies split paragraphs on it (spec 1 §2.8).
      body: 'Road work closes the Main Street gate this month.\\nPlease load in through the east gate on 5th Street before 8:00 AM.',
      startDate: addDays(todayIso, -2),
      endDate: sundays.upcoming[3]!,
      vendorTypeIds: [],
      vendorIds: [],
      priority: 'high',
      createdBy: admin,
      isActive: true,
      createdAt: alertAt,
      updatedAt: alertAt,
    },
    {
      _type: 'vendor_alert',
      id: newId(alertAt),
      subject: 'Sales reports for farm stands',
      body: 'Enter your gross sales by Tuesday after each market.\nSales-based fees are billed from what you enter.',
      startDate: addDays(todayIso, -14),
      endDate: null,
      vendorTypeIds: ['1'],
      vendorIds: [],
      priority: 'medium',
      createdBy: admin,
      isActive: true,
      createdAt: alertAt,
      updatedAt: alertAt,
    },
  ];
  for (const a of alerts) put(keys.vendorAlert(a.id), a);

  const notification = (
    hoursAgo: number,
    n: Pick<NotificationItem, 'title' | 'message' | 'type' | 'isCritical' | 'metadata'> & { read?: boolean },
  ): NotificationItem => {
    const at = new Date(nowMs - hoursAgo * 3_600_000).toISOString();
    return {
      _type: 'notification',
      id: newId(at),
      userId: admin,
      title: n.title,
      message: n.message,
      type: n.type,
      isCritical: n.isCritical,
      isRead: n.read ?? false,
      readAt: n.read ? at : null,
      metadata: n.metadata,
      createdAt: at,
      updatedAt: at,
    };
  };
  const notifications = [
    notification(20, {
      title: 'New vendor application',
      message: 'Bee Happy Honey applied as Farmers/Produce.',
      type: 'info',
      isCritical: false,
      metadata: { vendorId: vendorsByKey.get('beeHappy')!.id },
    }),
    notification(6, {
      title: 'Document expired',
      message: 'Sunny Acres Farm: Certified Producer Certificate has expired.',
      type: 'warning',
      isCritical: true,
      metadata: { vendorId: vendorsByKey.get('sunny')!.id },
    }),
    notification(30, {
      title: 'Payment received',
      message: 'Rise & Shine Bakery paid $45.00 for the next market.',
      type: 'success',
      isCritical: false,
      metadata: { vendorId: vendorsByKey.get('riseShine')!.id },
      read: true,
    }),
  ];
  // Unread ones carry the unread index's key, as the notifications repository writes them.
  for (const n of notifications) {
    put(keys.userNotification(admin, n.id), n, n.isRead ? {} : keys.unreadNotification(admin, n.id));
  }

  return { vendorItems, items, sunnyAcresVendorId: vendorsByKey.get('sunny')!.id, sundays };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing it

const BATCH_LIMIT = 25;
const PARALLEL_BATCHES = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function batchWriteAll(ddb: DynamoDBDocumentClient, tableName: string, items: TableItem[]): Promise<void> {
  const chunks: TableItem[][] = [];
  for (let i = 0; i < items.length; i += BATCH_LIMIT) chunks.push(items.slice(i, i + BATCH_LIMIT));

  async function writeChunk(chunk: TableItem[]): Promise<void> {
    let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) {
        if (attempt > 8) throw new Error(`Demo data: ${requests.length} item(s) stayed unprocessed`);
        await sleep(Math.min(2000, 50 * 2 ** attempt));
      }
      const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (r.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }

  for (let i = 0; i < chunks.length; i += PARALLEL_BATCHES) {
    await Promise.all(chunks.slice(i, i + PARALLEL_BATCHES).map(writeChunk));
  }
}

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

/** Loads the demo market once. A second call finds the marker and does nothing. */
export async function seedDemoMarket(ctx: SeedContext): Promise<void> {
  const { ddb, tableName } = ctx;
  const today = ctx.today ?? new Date();
  const marker = keys.dataLoad(DEMO_LOAD);
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...marker,
          _type: 'data_load',
          id: DEMO_LOAD,
          status: 'loading',
          createdAt: today.toISOString(),
          updatedAt: today.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const existing = await ddb.send(new GetCommand({ TableName: tableName, Key: marker, ConsistentRead: true }));
    if (existing.Item?.status === 'loaded') return;
    throw new Error('An earlier load of the demo market did not finish; start again from empty data (--reset).');
  }

  const accounts = makeUserAccounts({
    ddb,
    tableName,
    identity: makeCognitoIdentity(ctx.cognito, { userPoolId: ctx.userPoolId, clientId: ctx.userPoolClientId }),
  });
  const admin = await accounts.createUser({
    username: DEMO_ADMIN.username,
    email: DEMO_ADMIN.email,
    role: 'admin',
    password: DEMO_PASSWORD,
  });

  const market = buildDemoMarket({ today, adminUserId: admin.id });
  // Vendors with their unique e-mail guards in one transaction, so the guards hold from the first write.
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: market.vendorItems.map((Item) => ({
        Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
    }),
  );
  await batchWriteAll(ddb, tableName, market.items);

  await accounts.createUser({
    username: DEMO_VENDOR_USER.username,
    email: DEMO_VENDOR_USER.email,
    phone: DEMO_VENDOR_USER.phone,
    role: 'vendor_user',
    vendorId: market.sunnyAcresVendorId,
    permissions: [...DEFAULT_VENDOR_PERMISSIONS],
    password: DEMO_PASSWORD,
  });
  await accounts.createUser({
    username: DEMO_EMPLOYEE_USER.username,
    email: DEMO_EMPLOYEE_USER.email,
    role: 'vendor_user',
    vendorId: market.sunnyAcresVendorId,
    permissions: ['vendor.spaceRequests.view', 'vendor.profile.view', 'vendor.documents.view'],
    password: DEMO_PASSWORD,
  });

  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: marker,
      UpdateExpression: 'SET #status = :loaded, updatedAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':loaded': 'loaded', ':at': new Date().toISOString() },
    }),
  );
}
