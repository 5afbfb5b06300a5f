import { describe, expect, it } from 'vitest';
import type { SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { VendorItem } from '../lib/data/vendors/vendor.items.js';
import { layoutForDate, templateFromDate, type SourceLandmark, type SourceSpace } from './layout-copy.js';

const at = '2031-01-05T18:00:00.000Z';
let counter = 0;
const newId = () => `id-${++counter}`;

const space = (label: string, over: Partial<SourceSpace> = {}): SourceSpace => ({
  label,
  spaceTypeId: 'std',
  areaId: 'north',
  vendorType: null,
  basePrice: null,
  salesBasedRate: null,
  available: true,
  position: { x: 10, y: 10 },
  size: '10x10',
  vendorId: null,
  isDefault: false,
  requiresPrepayment: false,
  ...over,
});
const landmark: SourceLandmark = {
  label: 'Main Entrance',
  landmarkTypeId: 'entrance',
  areaId: null,
  position: { x: 0, y: 34 },
  dimensions: { width: 6, height: 8 },
  rotation: 0,
  isActive: true,
};
const vendor = (id: string, status: VendorItem['status'] = 'APPROVED', over: Partial<VendorItem> = {}) =>
  ({
    id,
    name: `Stand ${id}`,
    status,
    vendorTypeId: 'farm',
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    ...over,
  }) as VendorItem;
const catalog = {
  spaceTypes: [{ id: 'std', defaultBasePrice: 4000, defaultSalesBasedRate: 6 } as SpaceTypeItem],
  fees: [],
  vendorTypes: [{ id: 'farm', defaultBasePrice: 3000 } as VendorTypeItem],
  roundCents: true,
};

function build(spaces: SourceSpace[], vendors: VendorItem[]) {
  return layoutForDate({
    marketDate: { id: 'md-1', date: '2031-01-12' },
    source: { spaces, landmarks: [landmark] },
    vendors: new Map(vendors.map((v) => [v.id, v])),
    catalog,
    by: 'admin-1',
    at,
    newId,
  });
}

describe('a new date’s layout', () => {
  it('copies every space and landmark with fresh ids under the new date', () => {
    const source = [space('A1'), space('A2', { basePrice: 5500 }), space('B1', { areaId: 'south' })];
    const out = build(source, []);
    expect(out.spaces.map((s) => s.label)).toEqual(['A1', 'A2', 'B1']);
    expect(out.spaces.every((s) => s.marketDateId === 'md-1' && s.vendorId === null)).toBe(true);
    expect(out.spaces[1]).toMatchObject({ basePrice: 5500, size: '10x10', position: { x: 10, y: 10 } });
    expect(new Set(out.spaces.map((s) => s.id)).size).toBe(3);
    expect(out.landmarks).toEqual([expect.objectContaining({ marketDateId: 'md-1', label: 'Main Entrance' })]);
    expect(out.requests).toEqual([]);
  });

  it('pre-assigns a vendor’s default space and gives the vendor an approved, priced request for the date', () => {
    const out = build([space('A1', { vendorId: 'v1', isDefault: true }), space('A2')], [vendor('v1')]);
    const a1 = out.spaces.find((s) => s.label === 'A1')!;
    expect(a1).toMatchObject({ vendorId: 'v1', isDefault: true, assignedAt: at, assignedBy: 'admin-1' });
    expect(out.requests).toEqual([
      expect.objectContaining({
        vendorId: 'v1',
        marketDateId: 'md-1',
        date: '2031-01-12',
        spaceId: a1.id,
        status: 'approved',
        approvedBy: 'admin-1',
        // The space type's default price and rate (no space, vendor or fee price is set).
        amountBase: 4000,
        salesBasedRate: 6,
        amountDue: 4000,
        amountPaid: 0,
        amountBalance: 4000,
      }),
    ]);
  });

  it('prices a pre-assigned request from the vendor’s override before the space type', () => {
    const out = build(
      [space('A1', { vendorId: 'v1', isDefault: true })],
      [vendor('v1', 'APPROVED', { overrideBasePrice: 2500 })],
    );
    expect(out.requests[0]).toMatchObject({ amountBase: 2500, amountDue: 2500 });
  });

  it('leaves a space empty when its vendor is no longer approved, or the assignment was not a default', () => {
    const out = build(
      [space('A1', { vendorId: 'v1', isDefault: true }), space('A2', { vendorId: 'v2', isDefault: false })],
      [vendor('v1', 'HOLD'), vendor('v2')],
    );
    expect(out.spaces.every((s) => s.vendorId === null && !s.isDefault && s.assignedAt === null)).toBe(true);
    expect(out.requests).toEqual([]);
  });

  it('gives a vendor one space per date even when two spaces name it as default', () => {
    const out = build(
      [space('A2', { vendorId: 'v1', isDefault: true }), space('A10', { vendorId: 'v1', isDefault: true })],
      [vendor('v1')],
    );
    expect(out.spaces.filter((s) => s.vendorId === 'v1').map((s) => s.label)).toEqual(['A2']);
    expect(out.requests).toHaveLength(1);
  });

  it('leaves a vendor unknown to the market unassigned', () => {
    const out = build([space('A1', { vendorId: 'gone', isDefault: true })], []);
    expect(out.spaces[0]!.vendorId).toBeNull();
  });
});

describe('the default layout from a date', () => {
  it('keeps only the default assignments', () => {
    const out = templateFromDate({
      layoutId: 'default',
      spaces: [space('A1', { vendorId: 'v1', isDefault: true }), space('A2', { vendorId: 'v2', isDefault: false })],
      landmarks: [landmark],
      at,
      newId,
    });
    expect(out.spaces.map((s) => [s.label, s.vendorId, s.isDefault])).toEqual([
      ['A1', 'v1', true],
      ['A2', null, false],
    ]);
    expect(out.landmarks[0]).toMatchObject({ _type: 'layout_landmark', layoutId: 'default', label: 'Main Entrance' });
  });
});
