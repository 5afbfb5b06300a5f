import { describe, expect, it } from 'vitest';
import { planCopy } from './layout-editor.service.js';
import type { DateLayoutState } from '../lib/data/market-dates/layout-editor.repository.js';
import type { LandmarkItem, SpaceItem } from '../lib/data/market-dates/market-date.items.js';

const at = '2031-03-01T00:00:00.000Z';
const space = (id: string, label: string, x: number, vendorId: string | null = null): SpaceItem => ({
  _type: 'space',
  id,
  marketDateId: 'd',
  label,
  spaceTypeId: null,
  areaId: null,
  vendorType: null,
  basePrice: null,
  salesBasedRate: null,
  available: true,
  position: { x, y: 0 },
  size: '10x10',
  vendorId,
  assignedAt: vendorId ? at : null,
  assignedBy: null,
  isDefault: false,
  requiresPrepayment: false,
  createdAt: at,
  updatedAt: at,
});
const landmark = (id: string, label: string, x: number): LandmarkItem => ({
  _type: 'landmark',
  id,
  marketDateId: 'd',
  label,
  landmarkTypeId: 'lt',
  areaId: null,
  position: { x, y: 40 },
  dimensions: { width: 4, height: 4 },
  rotation: 0,
  isActive: true,
  createdAt: at,
  updatedAt: at,
});
function target(spaces: SpaceItem[], landmarks: LandmarkItem[]): DateLayoutState {
  return {
    marketDate: {
      _type: 'market_date',
      id: 't',
      date: '2031-03-09',
      status: 'upcoming',
      maxVendors: null,
      notes: null,
      publishedAt: null,
      publishedBy: null,
      spaceCount: spaces.length,
      assignedCount: spaces.filter((s) => s.vendorId).length,
      createdAt: at,
      updatedAt: at,
    },
    version: 4,
    spaces,
    landmarks,
  };
}

describe('copying a layout to a later date', () => {
  it('moves the target’s spaces of the same id or label, adds the missing ones, and frees vendors whose space is gone', () => {
    let n = 0;
    const plan = planCopy(
      {
        spaces: [space('s1', 'A1', 0), space('s2', 'A2', 12), space('s3', 'B1', 24)],
        landmarks: [landmark('l1', 'Entrance', 0)],
      },
      target(
        [space('t1', 'a1', 50, 'kept'), space('s2', 'Z1', 12), space('t9', 'C9', 60, 'lost'), space('t10', 'C10', 70)],
        [landmark('tl1', 'Entrance', 5), landmark('tl2', 'Old Stage', 9)],
      ),
      new Map([
        ['kept', 't1'],
        ['lost', 't9'],
      ]),
      { at, newId: () => `new${++n}` },
    );
    expect(plan.kept).toBe(1);
    expect(plan.unfit).toEqual([{ spaceLabel: 'C9', vendorId: 'lost' }]);
    const c = plan.changes;
    expect(c.expectedVersion).toBe(4);
    // A1 lands on the target's a1 (label, any case) and keeps its id; A2 on the space of the same id, relabelled.
    expect(c.updateSpaces).toEqual([
      { id: 't1', label: 'A1', areaId: null, spaceTypeId: null, position: { x: 0, y: 0 }, size: '10x10' },
      { id: 's2', label: 'A2', areaId: null, spaceTypeId: null, position: { x: 12, y: 0 }, size: '10x10' },
    ]);
    expect(c.putSpaces.map((s) => [s.id, s.label, s.marketDateId, s.vendorId])).toEqual([['new1', 'B1', 't', null]]);
    expect(c.deleteSpaces).toEqual(['t10']);
    expect(c.freeSpaces).toEqual([{ spaceId: 't9', vendorId: 'lost', unlinkRequest: true }]);
    expect(c.putLandmarks.map((l) => [l.id, l.label, l.position])).toEqual([['tl1', 'Entrance', { x: 0, y: 40 }]]);
    expect(c.deleteLandmarks).toEqual(['tl2']);
  });

  it('unlinks a freed vendor’s request only when the request names the space that goes', () => {
    const plan = planCopy(
      { spaces: [space('s1', 'A1', 0)], landmarks: [] },
      target([space('s1', 'A1', 0), space('t2', 'B2', 12, 'elsewhere'), space('t3', 'B3', 24, 'unlinked')], []),
      new Map([
        ['elsewhere', 'another-space'],
        ['unlinked', null],
      ]),
      { at, newId: () => 'x' },
    );
    expect(plan.changes.freeSpaces).toEqual([
      { spaceId: 't2', vendorId: 'elsewhere', unlinkRequest: false },
      { spaceId: 't3', vendorId: 'unlinked', unlinkRequest: false },
    ]);
  });

  it('writes nothing for a target that already has the same layout', () => {
    const spaces = [space('s1', 'A1', 0, 'v')];
    const plan = planCopy(
      { spaces, landmarks: [landmark('l1', 'Gate', 0)] },
      target(spaces, [landmark('l1', 'Gate', 0)]),
      new Map([['v', 's1']]),
      { at, newId: () => 'x' },
    );
    const c = plan.changes;
    expect([c.putSpaces, c.updateSpaces, c.deleteSpaces, c.freeSpaces, c.putLandmarks, c.deleteLandmarks]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(plan.kept).toBe(1);
  });
});
