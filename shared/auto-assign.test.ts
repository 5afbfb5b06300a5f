import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areNeighbours, planAutoAssign, type PlannerSpace, type PlannerVendor } from './auto-assign.js';

const space = (id: string, x: number, extra: Partial<PlannerSpace> = {}): PlannerSpace => ({
  id,
  label: id,
  areaId: null,
  spaceTypeId: null,
  vendorType: null,
  available: true,
  position: { x, y: 0 },
  size: '10x10',
  vendorId: null,
  ...extra,
});
const vendor = (id: string, type: string, extra: Partial<PlannerVendor> = {}): PlannerVendor => ({
  id,
  name: id,
  vendorTypeId: type,
  defaultAreaId: null,
  defaultSpaceTypeId: null,
  ...extra,
});
const base = { assignedVendorTypes: {}, defaultSpaceLabels: {}, areaNames: {}, spaceTypeNames: {} };

describe('planAutoAssign', () => {
  it('gives a vendor its default space, even when others would sort first', () => {
    const plan = planAutoAssign({
      ...base,
      spaces: [space('A1', 0), space('A2', 20)],
      vendors: [vendor('aaa', 'produce'), vendor('zzz', 'bakery')],
      defaultSpaceLabels: { zzz: 'A1' },
    });
    expect(plan.assignments).toContainEqual({ spaceId: 'A1', vendorId: 'zzz', reason: 'Default space' });
    expect(plan.assignments).toContainEqual(expect.objectContaining({ spaceId: 'A2', vendorId: 'aaa' }));
  });

  it('prefers the default area and names it', () => {
    const plan = planAutoAssign({
      ...base,
      spaces: [space('A1', 0), space('B1', 40, { areaId: 'row' })],
      vendors: [vendor('v', 'produce', { defaultAreaId: 'row' })],
      areaNames: { row: 'Produce Row' },
    });
    expect(plan.assignments).toEqual([{ spaceId: 'B1', vendorId: 'v', reason: 'Preferred area Produce Row' }]);
  });

  it('prefers the space type the vendor asked for, after its default area', () => {
    const spaces = [
      space('A1', 0, { spaceTypeId: 'std' }),
      space('A2', 20, { spaceTypeId: 'corner' }),
      space('B1', 40, { areaId: 'row', spaceTypeId: 'std' }),
      space('B2', 60, { areaId: 'row', spaceTypeId: 'corner' }),
    ];
    const names = { areaNames: { row: 'Produce Row' }, spaceTypeNames: { corner: 'Corner 10x20', std: 'Standard' } };
    expect(
      planAutoAssign({ ...base, ...names, spaces, vendors: [vendor('v', 'produce', { defaultSpaceTypeId: 'corner' })] })
        .assignments,
    ).toEqual([{ spaceId: 'A2', vendorId: 'v', reason: 'Preferred space type Corner 10x20' }]);
    expect(
      planAutoAssign({
        ...base,
        ...names,
        spaces: spaces.slice(0, 3),
        vendors: [vendor('v', 'produce', { defaultAreaId: 'row', defaultSpaceTypeId: 'corner' })],
      }).assignments,
    ).toEqual([{ spaceId: 'B1', vendorId: 'v', reason: 'Preferred area Produce Row' }]);
    expect(
      planAutoAssign({
        ...base,
        ...names,
        spaces,
        vendors: [vendor('v', 'produce', { defaultAreaId: 'row', defaultSpaceTypeId: 'corner' })],
      }).assignments,
    ).toEqual([
      { spaceId: 'B2', vendorId: 'v', reason: 'Preferred area Produce Row, preferred space type Corner 10x20' },
    ]);
  });

  it('never gives a space meant for another vendor type and reports who could not be placed', () => {
    const plan = planAutoAssign({
      ...base,
      spaces: [space('A1', 0, { vendorType: 'bakery' })],
      vendors: [vendor('v', 'produce')],
    });
    expect(plan.assignments).toEqual([]);
    expect(plan.unplaced).toEqual([{ vendorId: 'v', reason: 'No free space fits this vendor type' }]);
  });

  it('keeps two vendors of the same type apart when another space exists', () => {
    // A1 and A2 touch; A3 stands alone.
    const plan = planAutoAssign({
      ...base,
      spaces: [space('A1', 0), space('A2', 10), space('A3', 40)],
      vendors: [vendor('p1', 'produce'), vendor('p2', 'produce')],
    });
    const taken = plan.assignments.map((a) => a.spaceId).sort();
    expect(taken).not.toEqual(['A1', 'A2']);
    expect(taken).toHaveLength(2);
  });

  it('still places like vendors side by side when nothing else is free', () => {
    const plan = planAutoAssign({
      ...base,
      spaces: [space('A1', 0), space('A2', 10)],
      vendors: [vendor('p1', 'produce'), vendor('p2', 'produce')],
    });
    expect(plan.assignments).toHaveLength(2);
    expect(plan.unplaced).toEqual([]);
  });

  it('skips taken and unavailable spaces', () => {
    const plan = planAutoAssign({
      ...base,
      spaces: [space('A1', 0, { vendorId: 'x' }), space('A2', 40, { available: false }), space('A3', 80)],
      vendors: [vendor('v', 'produce')],
      assignedVendorTypes: { x: 'bakery' },
    });
    expect(plan.assignments.map((a) => a.spaceId)).toEqual(['A3']);
  });

  it('gives the same proposal whatever the order of its input', () => {
    const spaces = Array.from({ length: 12 }, (_, i) =>
      space(`S${i}`, (i % 4) * 10, { position: { x: (i % 4) * 10, y: Math.floor(i / 4) * 15 } }),
    );
    const vendors = Array.from({ length: 10 }, (_, i) => vendor(`v${i}`, ['produce', 'bakery', 'crafts'][i % 3]!));
    const expected = planAutoAssign({ ...base, spaces, vendors });
    fc.assert(
      fc.property(
        fc.shuffledSubarray(spaces, { minLength: 12 }),
        fc.shuffledSubarray(vendors, { minLength: 10 }),
        (s, v) => {
          expect(planAutoAssign({ ...base, spaces: s, vendors: v })).toEqual(expected);
        },
      ),
    );
  });
});

describe('areNeighbours', () => {
  it('counts spaces within a foot as neighbours', () => {
    expect(areNeighbours(space('a', 0), space('b', 10.5))).toBe(true);
    expect(areNeighbours(space('a', 0), space('b', 12))).toBe(false);
  });
});
