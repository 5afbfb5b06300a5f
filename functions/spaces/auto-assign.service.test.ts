import { describe, expect, it } from 'vitest';
import type { MarketDateItem, SpaceItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { AssignWrite, VendorSummary } from '../lib/data/market-dates/spaces.repository.js';
import type { SpacesDeps, SpacesStore } from './ports.js';
import { makeSpacesService } from './spaces.service.js';

const admin = { id: 'admin-1', role: 'admin' } as SessionUser;

/** Two free spaces and two approved vendors; `takenMeanwhile` names a space another admin fills during the apply. */
function world(takenMeanwhile?: string, lackingDocuments: string[] = []) {
  const marketDate = { id: 'd1', date: '2032-06-06' } as MarketDateItem;
  const spaces = ['A1', 'A2'].map(
    (label, i) =>
      ({
        id: `s${i + 1}`,
        label,
        areaId: null,
        spaceTypeId: null,
        vendorType: null,
        available: true,
        position: { x: i * 30, y: 0 },
        size: '10x10',
        vendorId: null,
      }) as SpaceItem,
  );
  const requests = ['v1', 'v2'].map(
    (vendorId) =>
      ({ id: `r-${vendorId}`, vendorId, status: 'approved', spaceId: null, waitlisted: false }) as SpaceRequestItem,
  );
  const vendors = new Map<string, VendorSummary>(
    ['v1', 'v2'].map((id) => [
      id,
      { id, name: `Stand ${id}`, status: 'APPROVED', vendorTypeId: '1', defaultAreaId: null } as VendorSummary,
    ]),
  );
  const writes: AssignWrite[] = [];
  const store = {
    loadDate: async () => ({ marketDate, spaces, requests }),
    getVendors: async () => vendors,
    getAssignContext: async (_d: string, spaceId: string, vendorId: string) => ({
      marketDate,
      space: spaces.find((s) => s.id === spaceId),
      vendor: vendors.get(vendorId),
      request: requests.find((r) => r.vendorId === vendorId),
    }),
    assign: async (w: AssignWrite) => {
      if (w.spaceId === takenMeanwhile) return 'space-taken';
      writes.push(w);
      return 'ok';
    },
  } as unknown as SpacesStore;
  const documentLookups: string[][] = [];
  const requiredDocuments = {
    missing: async (vs: readonly { id: string }[]) => {
      documentLookups.push(vs.map((v) => v.id));
      return new Map(
        vs.filter((v) => lackingDocuments.includes(v.id)).map((v) => [v.id, [{ id: 't1', name: 'Insurance' }]]),
      );
    },
    recordOverride: async () => {},
  };
  const deps = {
    spaces: store,
    requiredDocuments,
    catalog: { snapshot: async () => ({ areas: [], vendorTypes: [], spaceTypes: [], fees: [] }) },
    now: () => new Date(),
  } as unknown as SpacesDeps;
  return { service: makeSpacesService(deps), writes, documentLookups };
}

describe('auto-assign', () => {
  it('a dry run writes nothing', async () => {
    const { service, writes } = world();
    const plan = await service.autoAssign(admin, 'd1', { dryRun: true });
    expect(plan.assignments.map((a) => [a.spaceLabel, a.vendorName])).toEqual([
      ['A1', 'Stand v1'],
      ['A2', 'Stand v2'],
    ]);
    expect(writes).toEqual([]);
  });

  it('reports a space taken during the apply as unplaced and still assigns the rest', async () => {
    const { service, writes } = world('s1');
    const out = await service.autoAssign(admin, 'd1', { dryRun: false });
    expect(out.assignments.map((a) => a.vendorId)).toEqual(['v2']);
    expect(out.unplaced).toEqual([
      { vendorId: 'v1', vendorName: 'Stand v1', reason: 'This space already has a vendor assigned to it.' },
    ]);
    expect(writes.map((w) => [w.spaceId, w.vendorId])).toEqual([['s2', 'v2']]);
  });

  it('applies only the chosen vendors', async () => {
    const { service, writes } = world();
    const out = await service.autoAssign(admin, 'd1', { dryRun: false, vendorIds: ['v2'] });
    expect(out.assignments.map((a) => a.spaceId)).toEqual(['s2']);
    expect(writes).toHaveLength(1);
  });

  it('looks up the required documents once for every vendor placed and leaves out those lacking them', async () => {
    const { service, writes, documentLookups } = world(undefined, ['v1']);
    const out = await service.autoAssign(admin, 'd1', { dryRun: false });
    expect(documentLookups).toEqual([['v1', 'v2']]);
    expect(out.assignments.map((a) => a.vendorId)).toEqual(['v2']);
    expect(out.unplaced.map((u) => u.vendorId)).toEqual(['v1']);
    expect(writes.map((w) => w.vendorId)).toEqual(['v2']);
  });
});
