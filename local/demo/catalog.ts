import type {
  AreaItem,
  DocumentTypeItem,
  LandmarkTypeItem,
  SpaceTypeFeeItem,
  SpaceTypeItem,
  VendorTypeItem,
} from '../../functions/lib/data/catalog/catalog.items.js';
import type { SystemSettingItem } from '../../functions/lib/data/settings/setting.item.js';
import { keys } from '../../functions/lib/data/keys.js';
import type { BuildContext } from './build-context.js';
import { MARKET_TIME_ZONE } from './calendar.js';

export type SpaceTypeKey = 'standard' | 'double' | 'corner' | 'truck';
export type AreaKey = 'north' | 'south' | 'food';

export type Catalog = ReturnType<typeof buildCatalog>;

/** Settings and the market's vocabulary: vendor types, space types and their fees, areas, landmark and document types. */
export function buildCatalog(ctx: BuildContext) {
  const { now, newId, put } = ctx;

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
    setting(
      'zelle_instructions',
      'Send your balance by Zelle to payments@example.org and put your business name and the market date in the memo.',
      'How vendors pay by Zelle, shown on the payment page (empty: Zelle is not offered)',
    ),
    setting(
      'manual_payment_instructions',
      'Pay by cash or check (payable to the market) at the info booth on market day.',
      'How vendors pay by cash or check, shown on the payment page (empty: not offered)',
    ),
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
    autoPaymentAvailable: id !== '1' && id !== '3',
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
    requiredToSell: false,
    requiredForVendorTypeIds: [],
    ...flags,
    createdAt: now,
    updatedAt: now,
  });
  const documentTypes = {
    insurance: documentType('General Liability Insurance', {
      requiresExpiration: true,
      requiresCertificateNumber: true,
      // Prepared-food vendors cook on site: the market's insurer asks for their cover before they sell.
      requiredToSell: true,
      requiredForVendorTypeIds: ['2'],
    }),
    producer: documentType('Certified Producer Certificate', {
      requiresExpiration: true,
      requiresCertificateNumber: true,
      requiresCountyName: true,
      requiresAdminReview: true,
    }),
    foodPermit: documentType('Food Handler Permit', {
      requiresExpiration: true,
      requiresCountyName: true,
      requiredToSell: true,
      requiredForVendorTypeIds: ['2'],
    }),
    license: documentType('Business License', { requiresExpiration: true }),
  };
  for (const t of Object.values(documentTypes)) {
    put(keys.documentType(t.id), t);
    put(keys.uniqueDocumentTypeName(t.name), {
      _type: 'unique_guard',
      ownerId: t.id,
      createdAt: now,
      updatedAt: now,
    });
  }

  return { vendorTypeById, spaceTypes, fees, areas, landmarkTypes, documentTypes };
}
