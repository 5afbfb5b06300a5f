/**
 * Pure: a new market date's spaces, landmarks and pre-assigned requests from a layout (the default template or an
 * earlier date), and a template from a date's layout.
 *
 * Pre-assignment: a source space that names a vendor with isDefault is the vendor's regular space. On the new date
 * it is assigned to that vendor (assignedAt/By, isDefault) and the vendor gets an approved request for the date,
 * priced by the shared pricing chain, as long as the vendor is still APPROVED and has no other space that date.
 * Spaces assigned without isDefault start empty.
 *
 * A copy never puts a date over its limit (issue 24): the regular vendors take places in label order through the
 * waitlist's one rule (shared/waitlist.ts); those beyond the date's maxVendors are put on its waitlist, in that order,
 * and their regular space starts empty. The date is new, so the whole line is decided here and written with it.
 */
import { indexPriceCatalog, priceRequest, priceSpace } from '../../shared/pricing.js';
import { makeSpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../lib/data/market-dates/request-listing.js';
import type {
  LandmarkItem,
  LayoutLandmarkItem,
  LayoutSpaceItem,
  SpaceItem,
  SpaceRequestItem,
} from '../lib/data/market-dates/market-date.items.js';
import type { SpaceTypeFeeItem, SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { VendorItem } from '../lib/data/vendors/vendor.items.js';
import { compareLabels } from '../../shared/collation.js';
import { rankBehindAll, waitlistReason } from '../../shared/waitlist.js';
import { keys } from '../lib/data/keys.js';

type SpaceFields =
  | 'label'
  | 'spaceTypeId'
  | 'areaId'
  | 'vendorType'
  | 'basePrice'
  | 'salesBasedRate'
  | 'available'
  | 'position'
  | 'size'
  | 'vendorId'
  | 'isDefault'
  | 'requiresPrepayment';
export type SourceSpace = Pick<SpaceItem, SpaceFields>;
type LandmarkFields = 'label' | 'landmarkTypeId' | 'areaId' | 'position' | 'dimensions' | 'rotation' | 'isActive';
export type SourceLandmark = Pick<LandmarkItem, LandmarkFields>;

export interface PricingCatalog {
  spaceTypes: SpaceTypeItem[];
  fees: SpaceTypeFeeItem[];
  vendorTypes: VendorTypeItem[];
  roundCents: boolean;
}

export interface DateLayout {
  spaces: SpaceItem[];
  landmarks: LandmarkItem[];
  requests: SpaceRequestItem[];
}

const pickSpace = (s: SourceSpace) => ({
  label: s.label,
  spaceTypeId: s.spaceTypeId,
  areaId: s.areaId,
  vendorType: s.vendorType,
  basePrice: s.basePrice,
  salesBasedRate: s.salesBasedRate,
  available: s.available,
  position: { x: s.position.x, y: s.position.y },
  size: s.size,
  requiresPrepayment: s.requiresPrepayment,
});
const pickLandmark = (l: SourceLandmark) => ({
  label: l.label,
  landmarkTypeId: l.landmarkTypeId,
  areaId: l.areaId,
  position: { x: l.position.x, y: l.position.y },
  dimensions: { width: l.dimensions.width, height: l.dimensions.height },
  rotation: l.rotation,
  isActive: l.isActive,
});

export function layoutForDate(opts: {
  marketDate: { id: string; date: string; maxVendors?: number | null };
  source: { spaces: SourceSpace[]; landmarks: SourceLandmark[] };
  vendors: Map<string, VendorItem>;
  catalog: PricingCatalog;
  by: string;
  at: string;
  newId: () => string;
}): DateLayout {
  const { marketDate, at, by } = opts;
  const prices = indexPriceCatalog(opts.catalog);
  const taken = new Set<string>();
  const spaces: SpaceItem[] = [];
  const requests: SpaceRequestItem[] = [];
  const ordered = [...opts.source.spaces].sort((a, b) => compareLabels(a.label, b.label));
  for (const source of ordered) {
    const vendor = source.vendorId && source.isDefault ? opts.vendors.get(source.vendorId) : undefined;
    const regular = !!vendor && vendor.status === 'APPROVED' && !taken.has(vendor.id);
    const waits =
      regular &&
      !!waitlistReason({
        maxVendors: marketDate.maxVendors ?? null,
        requests,
        spaces: [],
        offeredSpaceIds: new Set(),
        vendorTypeId: vendor.vendorTypeId,
      });
    const assign = regular && !waits;
    const space: SpaceItem = {
      _type: 'space',
      id: opts.newId(),
      marketDateId: marketDate.id,
      ...pickSpace(source),
      vendorId: assign ? vendor.id : null,
      assignedAt: assign ? at : null,
      assignedBy: assign ? by : null,
      isDefault: assign,
      createdAt: at,
      updatedAt: at,
    };
    spaces.push(space);
    if (waits) {
      taken.add(vendor.id);
      requests.push({
        ...makeSpaceRequestItem({
          id: opts.newId(),
          vendorId: vendor.id,
          marketDateId: marketDate.id,
          date: marketDate.date,
          status: 'requested',
          ...requestVendorFields(vendor),
          waitlisted: true,
          waitlistRank: rankBehindAll(requests, at),
          createdAt: at,
          updatedAt: at,
        }),
        // The waitlist index every vendor's place in line is read from.
        ...keys.waitlistEntry(marketDate.date, marketDate.id, vendor.id),
      });
      continue;
    }
    if (!assign) continue;
    taken.add(vendor.id);
    requests.push(
      makeSpaceRequestItem({
        id: opts.newId(),
        vendorId: vendor.id,
        marketDateId: marketDate.id,
        date: marketDate.date,
        spaceId: space.id,
        status: 'approved',
        ...requestVendorFields(vendor),
        pricingNotes: 'Default space',
        approvedAt: at,
        approvedBy: by,
        assignedAt: at,
        assignedBy: by,
        ...priceRequest(priceSpace(source, vendor, prices), {}, opts.catalog.roundCents),
        createdAt: at,
        updatedAt: at,
      }),
    );
  }
  const landmarks: LandmarkItem[] = opts.source.landmarks.map((l) => ({
    _type: 'landmark',
    id: opts.newId(),
    marketDateId: marketDate.id,
    ...pickLandmark(l),
    createdAt: at,
    updatedAt: at,
  }));
  return { spaces, landmarks, requests };
}

/** A template from a date's layout: each vendor's space is kept only where it is that vendor's default. */
export function templateFromDate(opts: {
  layoutId: string;
  spaces: SourceSpace[];
  landmarks: SourceLandmark[];
  at: string;
  newId: () => string;
}): { spaces: LayoutSpaceItem[]; landmarks: LayoutLandmarkItem[] } {
  const { layoutId, at } = opts;
  return {
    spaces: opts.spaces.map((s) => ({
      _type: 'layout_space',
      id: opts.newId(),
      layoutId,
      ...pickSpace(s),
      vendorId: s.isDefault ? s.vendorId : null,
      isDefault: s.isDefault && !!s.vendorId,
      createdAt: at,
      updatedAt: at,
    })),
    landmarks: opts.landmarks.map((l) => ({
      _type: 'layout_landmark',
      id: opts.newId(),
      layoutId,
      ...pickLandmark(l),
      createdAt: at,
      updatedAt: at,
    })),
  };
}
