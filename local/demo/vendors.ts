import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type { UniqueGuardItem } from '../../functions/lib/data/unique-guard.item.js';
import type { VendorItem, VendorStatus } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys } from '../../functions/lib/data/keys.js';
import { directoryRows } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { BuildContext, TableItem } from './build-context.js';
import type { Catalog } from './catalog.js';
import { SPACE_LAYOUT } from './space-layout.js';

export interface DemoVendor {
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

export const VENDORS: DemoVendor[] = [
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

/** The vendor items, by the demo vendor's key. Their last attended dates are filled in from the requests. */
export function buildVendors(ctx: BuildContext, catalog: Catalog): Map<string, VendorItem> {
  const { nowMs, admin, newId } = ctx;
  const { spaceTypes, areas } = catalog;
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
      lastAttendedDate: null, // filled in from the requests
      createdAt,
      updatedAt: createdAt,
    });
    vendorsByKey.set(v.key, vendor);
  }
  return vendorsByKey;
}

/**
 * The vendors with their unique e-mail guards (written in one transaction), and each vendor's directory entry,
 * added to the items.
 */
export function vendorRecords(ctx: BuildContext, vendorsByKey: Map<string, VendorItem>): TableItem[] {
  const { items } = ctx;
  const vendorItems: TableItem[] = [];
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
    items.push(...(directoryRows(vendor) as TableItem[]));
  }
  return vendorItems;
}
