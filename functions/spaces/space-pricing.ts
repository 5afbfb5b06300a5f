import { calculatedPrice, type CalculatedPrice } from '../../shared/pricing.js';
import type { AreaItem, SpaceTypeFeeItem, SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { SpaceItem } from '../lib/data/market-dates/market-date.items.js';

/** The vocabulary pricing and the spaces list look things up in, indexed once per call. */
export interface CatalogIndex {
  areas: Map<string, AreaItem>;
  vendorTypes: Map<string, VendorTypeItem>;
  spaceTypes: Map<string, SpaceTypeItem>;
  /** by `${spaceTypeId}#${vendorTypeId}` */
  fees: Map<string, SpaceTypeFeeItem>;
}

export function indexCatalog(snapshot: {
  areas: AreaItem[];
  vendorTypes: VendorTypeItem[];
  spaceTypes: SpaceTypeItem[];
  fees: SpaceTypeFeeItem[];
}): CatalogIndex {
  return {
    areas: new Map(snapshot.areas.map((a) => [a.id, a])),
    vendorTypes: new Map(snapshot.vendorTypes.map((t) => [t.id, t])),
    spaceTypes: new Map(snapshot.spaceTypes.map((t) => [t.id, t])),
    fees: new Map(snapshot.fees.map((f) => [`${f.spaceTypeId}#${f.vendorTypeId}`, f])),
  };
}

type PricedVendor = { vendorTypeId: string; overrideBasePrice: number | null; overrideSalesBasedRate: number | null };

/**
 * The calculated price of a space for its vendor. A space without a vendor is priced for the vendor type it is
 * meant for (its vendorType), if any: that is what the vendor who gets it would pay, apart from a vendor override.
 */
export function priceSpace(
  space: Pick<SpaceItem, 'basePrice' | 'salesBasedRate' | 'spaceTypeId' | 'vendorType'>,
  vendor: PricedVendor | undefined,
  catalog: CatalogIndex,
): CalculatedPrice {
  const vendorTypeId = vendor?.vendorTypeId ?? space.vendorType ?? null;
  const spaceType = space.spaceTypeId ? catalog.spaceTypes.get(space.spaceTypeId) : undefined;
  return calculatedPrice({
    space,
    vendor: vendor ?? null,
    vendorType: vendorTypeId ? catalog.vendorTypes.get(vendorTypeId) : null,
    spaceType: spaceType ?? null,
    spaceTypeFee: spaceType && vendorTypeId ? catalog.fees.get(`${spaceType.id}#${vendorTypeId}`) : null,
  });
}
