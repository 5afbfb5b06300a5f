import { describe, expect, it } from 'vitest';
import type { SpaceListItem } from '@shared/schemas/spaces';
import { feeDollars, filterByStatus, filterByTypeAndArea, sortSpaces, summarize } from './spaces-view';

let n = 0;
function space(over: Partial<SpaceListItem> & { label: string }): SpaceListItem {
  n += 1;
  return {
    id: `s${n}`,
    marketDateId: 'd1',
    spaceTypeId: null,
    areaId: 'north',
    vendorType: null,
    basePrice: null,
    salesBasedRate: null,
    available: true,
    position: { x: 0, y: 0 },
    size: '10x10',
    vendorId: null,
    assignedAt: null,
    assignedBy: null,
    isDefault: false,
    requiresPrepayment: false,
    area: { id: 'north', name: 'North Row' },
    spaceType: null,
    vendor: null,
    confirmedAt: null,
    spaceRequestId: null,
    calculatedPrice: { basePrice: 4000, salesBasedRate: 0, source: 'space_type_default' },
    ...over,
  };
}
const vendor = (name: string, vendorTypeId = '1') => ({
  id: `v-${name}`,
  name,
  status: 'APPROVED',
  vendorTypeId,
  vendorType: { id: vendorTypeId, code: 'X' },
});

const a10 = space({
  label: 'A10',
  size: '10x20',
  vendorId: 'v-Zeta',
  vendor: vendor('Zeta'),
  calculatedPrice: { basePrice: 7000, salesBasedRate: 6, source: 'space' },
});
const a2 = space({
  label: 'A2',
  vendorId: 'v-Alpha',
  vendor: vendor('Alpha', '2'),
  confirmedAt: '2030-01-01T00:00:00Z',
});
const b1 = space({ label: 'B1', areaId: 'south', area: { id: 'south', name: 'South Row' }, vendorType: '2' });
const a1 = space({ label: 'A1', calculatedPrice: { basePrice: 3550, salesBasedRate: 0, source: 'space_type_fee' } });
const list = [a10, a2, b1, a1];
const labels = (xs: SpaceListItem[]) => xs.map((s) => s.label);

describe('the spaces screen view', () => {
  it('sorts by space label by default: letter prefix, then number', () => {
    expect(labels(sortSpaces(list, { key: 'space', direction: 'asc' }))).toEqual(['A1', 'A2', 'A10', 'B1']);
    expect(labels(sortSpaces(list, { key: 'space', direction: 'desc' }))).toEqual(['B1', 'A10', 'A2', 'A1']);
  });

  it('sorts by area, size, price, status and vendor, ties by label', () => {
    expect(labels(sortSpaces(list, { key: 'area', direction: 'asc' }))).toEqual(['A1', 'A2', 'A10', 'B1']);
    expect(labels(sortSpaces(list, { key: 'size', direction: 'desc' }))).toEqual(['A10', 'B1', 'A2', 'A1']);
    expect(labels(sortSpaces(list, { key: 'price', direction: 'asc' }))).toEqual(['A1', 'A2', 'B1', 'A10']);
    expect(labels(sortSpaces(list, { key: 'status', direction: 'asc' }))).toEqual(['A1', 'B1', 'A10', 'A2']);
  });

  it('sorting by vendor lists the vendors A→Z (or Z→A) and the empty spaces last either way', () => {
    expect(labels(sortSpaces(list, { key: 'vendor', direction: 'asc' }))).toEqual(['A2', 'A10', 'A1', 'B1']);
    expect(labels(sortSpaces(list, { key: 'vendor', direction: 'desc' }))).toEqual(['A10', 'A2', 'B1', 'A1']);
  });

  it("filters by vendor type (the vendor's, or the type an empty space is meant for) and by area", () => {
    expect(labels(filterByTypeAndArea(list, '2', 'all'))).toEqual(['A2', 'B1']);
    expect(labels(filterByTypeAndArea(list, 'all', 'south'))).toEqual(['B1']);
    expect(labels(filterByTypeAndArea(list, '1', 'north'))).toEqual(['A10']);
  });

  it('filters by status: available spaces have no vendor, assigned ones do (confirmed too)', () => {
    expect(labels(filterByStatus(list, 'available'))).toEqual(['B1', 'A1']);
    expect(labels(filterByStatus(list, 'assigned'))).toEqual(['A10', 'A2']);
    expect(filterByStatus(list, 'all')).toHaveLength(4);
  });

  it('counts the summary badges and the total base price in cents', () => {
    expect(summarize(list)).toEqual({ total: 4, assigned: 2, available: 2, totalBasePrice: 7000 + 4000 + 4000 + 3550 });
  });

  it('shows fees in whole dollars', () => {
    expect(feeDollars(3550)).toBe('$36');
    expect(feeDollars(3549)).toBe('$35');
    expect(feeDollars(123_400)).toBe('$1,234');
  });
});
