import { describe, expect, it } from 'vitest';
import type { MissingVendor } from '@shared/schemas/missing-vendors';
import { ALL, filterByType, formatLastAttended, sortVendors, typeOptions } from './missing-view';

const vendor = (id: string, name: string, lastAttendedDate: string | null, type = '1'): MissingVendor => ({
  id,
  name,
  vendorType: { id: type, code: type === '1' ? 'FARM' : 'CRAFT' },
  lastAttendedDate,
});
const list = [
  vendor('a', 'Zinnia Farm', '2026-03-01'),
  vendor('b', 'apple Acres', '2026-03-08', '3'),
  vendor('c', 'Mossy Rock', null),
];

describe('the missing vendors view', () => {
  it('shows the last attended date as month and day, or N/A', () => {
    expect(formatLastAttended('2026-03-08')).toBe('Mar 8');
    expect(formatLastAttended('2026-12-27')).toBe('Dec 27');
    expect(formatLastAttended(null)).toBe('N/A');
  });

  it('sorts by vendor either way, and by last attended with never-seen vendors last', () => {
    expect(sortVendors(list, { key: 'vendor', direction: 'asc' }).map((v) => v.id)).toEqual(['b', 'c', 'a']);
    expect(sortVendors(list, { key: 'vendor', direction: 'desc' }).map((v) => v.id)).toEqual(['a', 'c', 'b']);
    expect(sortVendors(list, { key: 'lastAttended', direction: 'asc' }).map((v) => v.id)).toEqual(['a', 'b', 'c']);
    expect(sortVendors(list, { key: 'lastAttended', direction: 'desc' }).map((v) => v.id)).toEqual(['b', 'a', 'c']);
  });

  it('filters by vendor type, all by default', () => {
    expect(filterByType(list, ALL)).toHaveLength(3);
    expect(filterByType(list, '3').map((v) => v.id)).toEqual(['b']);
  });

  it('offers All Types and the market’s active types, or the listed vendors’ types when those are unknown', () => {
    const types = [
      { id: '1', code: 'FARM', label: 'Farmers/Produce', isActive: true },
      { id: '9', code: 'OLD', label: 'Retired', isActive: false },
    ];
    expect(typeOptions(types, list, ALL).map((o) => o.label)).toEqual(['All Types', 'Farmers/Produce']);
    expect(typeOptions(undefined, list, ALL).map((o) => o.label)).toEqual(['All Types', 'FARM', 'CRAFT']);
  });
});
