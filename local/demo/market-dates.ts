import { addDays } from '../../shared/market-time.js';
import type {
  AssignmentGuardItem,
  LandmarkItem,
  LayoutItem,
  LayoutLandmarkItem,
  LayoutSpaceItem,
  MarketDateItem,
  SpaceItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import type { LandmarkTypeItem } from '../../functions/lib/data/catalog/catalog.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, marketDateKeys } from '../../functions/lib/data/keys.js';
import { FIRST_MARKET_ID } from '../../shared/markets.js';
import type { BuildContext } from './build-context.js';
import type { AreaKey, Catalog } from './catalog.js';
import { putRequests } from './requests.js';
import { ROW_Y, SPACE_LAYOUT } from './space-layout.js';
import { VENDORS } from './vendors.js';

/** The market dates: the past Sundays (completed) and the upcoming ones, oldest first. */
export function putMarketDates(ctx: BuildContext, sundays: { past: string[]; upcoming: string[] }): MarketDateItem[] {
  const { admin, stamp, newId, put } = ctx;
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
  for (const d of marketDates) {
    put(keys.marketDate(d.id), d, {
      ...marketDateKeys({ ...d, marketId: FIRST_MARKET_ID }),
      marketId: FIRST_MARKET_ID,
    });
  }
  return marketDates;
}

/** One market date's spaces and landmarks, its requests and payments, and its assignment guards and counts. */
export function putDateSpaces(
  ctx: BuildContext,
  catalog: Catalog,
  vendorsByKey: Map<string, VendorItem>,
  md: MarketDateItem,
  dateIndex: number,
): void {
  const { newId, items, put } = ctx;
  const { spaceTypes, areas, landmarkTypes } = catalog;
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
  putRequests(ctx, catalog, vendorsByKey, md, dateIndex, spaces);

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
  Object.assign(
    items.find((i) => i.pk === dateKey.pk && i.sk === dateKey.sk)!,
    {
      spaceCount: spaces.size,
      assignedCount: [...spaces.values()].filter((s) => s.vendorId).length,
      layoutChangedAt: [...spaces.values()].reduce((a, s) => (s.updatedAt > a ? s.updatedAt : a), md.createdAt),
    } satisfies Partial<MarketDateItem>,
  );
}

// The default layout new market dates start from: the same 24 spaces and 3 landmarks, with a few vendors'
// regular spaces marked as their default (pre-assigned on every new date).
export function putDefaultLayout(ctx: BuildContext, catalog: Catalog, vendorsByKey: Map<string, VendorItem>): void {
  const { now, admin, newId, put } = ctx;
  const { spaceTypes, areas, landmarkTypes } = catalog;
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
}
