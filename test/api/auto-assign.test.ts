import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeSpacesFixtures, type Catalog } from './spaces-fixtures.js';

const fx = makeSpacesFixtures();
let admin: ApiClient;
let catalog: Catalog;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  catalog = await fx.catalog();
});

interface Plan {
  assignments: { spaceId: string; vendorId: string; reason: string }[];
  unplaced: { vendorId: string; reason: string }[];
}
interface ListedSpace {
  id: string;
  label: string;
  vendorId: string | null;
}

const spacesOf = async (marketDateId: string): Promise<ListedSpace[]> =>
  (await admin.get(`/api/spaces/market-date/${marketDateId}`)).body.spaces;

async function dateWithWaitingVendors(spaceCount: number, vendorCount: number) {
  const area = catalog.areas.find((a) => a.isActive)!;
  const vendors = Array.from({ length: vendorCount }, () => fx.vendor({ vendorTypeId: '1' }));
  return fx.marketDate({
    spaces: Array.from({ length: spaceCount }, (_, i) => ({ label: `Q${i + 1}`, areaId: area.id })),
    requestsWithoutSpace: vendors.map((vendor) => ({ vendor, request: { status: 'approved' as const } })),
  });
}

describe('auto-assign', () => {
  it('a dry run proposes a space per approved vendor and changes nothing', async () => {
    const { marketDate, waiting } = await dateWithWaitingVendors(4, 3);
    const res = await admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, { dryRun: true });
    expect(res.status).toBe(200);
    const plan = res.body as Plan;
    expect(plan.assignments.map((a) => a.vendorId).sort()).toEqual(waiting.map((w) => w.vendor.id).sort());
    expect(new Set(plan.assignments.map((a) => a.spaceId)).size).toBe(3);
    expect(plan.assignments.every((a) => a.reason.length > 0)).toBe(true);
    expect((await spacesOf(marketDate.id)).every((s) => s.vendorId === null)).toBe(true);

    const again = await admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, { dryRun: true });
    expect(again.body).toEqual(plan);
  });

  it('places a vendor on a space of the type it asked for, and says so', async () => {
    const area = catalog.areas.find((a) => a.isActive)!;
    const [plain, wanted] = catalog.spaceTypes.filter((t) => t.isActive);
    const vendor = fx.vendor({ vendorTypeId: '1', defaultSpaceTypeId: wanted!.id });
    const { marketDate } = await fx.marketDate({
      spaces: ['T1', 'T2', 'T3'].map((label, i) => ({
        label,
        areaId: area.id,
        spaceTypeId: i === 2 ? wanted!.id : plain!.id,
      })),
      requestsWithoutSpace: [{ vendor, request: { status: 'approved' as const } }],
    });
    const plan = (await admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, { dryRun: true })).body as Plan;
    const t3 = (await spacesOf(marketDate.id)).find((s) => s.label === 'T3')!;
    expect(plan.assignments).toEqual([
      expect.objectContaining({ vendorId: vendor.id, spaceId: t3.id, reason: `Preferred space type ${wanted!.name}` }),
    ]);
  });

  it('applies the chosen part of the proposal and reports vendors left without a space', async () => {
    const { marketDate, waiting } = await dateWithWaitingVendors(2, 3);
    const plan = (await admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, { dryRun: true })).body as Plan;
    expect(plan.assignments).toHaveLength(2);
    expect(plan.unplaced).toEqual([expect.objectContaining({ reason: 'No free space fits this vendor type' })]);

    const chosen = plan.assignments[0]!;
    const res = await admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, {
      dryRun: false,
      vendorIds: [chosen.vendorId],
    });
    expect(res.status).toBe(200);
    expect(res.body.assignments).toEqual([chosen]);
    const spaces = await spacesOf(marketDate.id);
    expect(spaces.find((s) => s.id === chosen.spaceId)!.vendorId).toBe(chosen.vendorId);
    expect(spaces.filter((s) => s.vendorId)).toHaveLength(1);
    expect(waiting.map((w) => w.vendor.id)).toContain(chosen.vendorId);
  });

  it('never double-assigns when an admin assigns a proposed space during the apply', async () => {
    const { marketDate, waiting } = await dateWithWaitingVendors(12, 13);
    const plan = (await admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, { dryRun: true })).body as Plan;
    // The admin hands the last proposed space to the first proposed vendor while the apply runs.
    const last = plan.assignments[plan.assignments.length - 1]!;
    const first = plan.assignments[0]!;
    const [applied, manual] = await Promise.all([
      admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, { dryRun: false }),
      admin.post(`/api/spaces/${last.spaceId}/assign`, { marketDateId: marketDate.id, vendorId: first.vendorId }),
    ]);
    expect(applied.status).toBe(200);
    const result = applied.body as Plan;
    const spaces = await spacesOf(marketDate.id);
    const holders = spaces.filter((s) => s.vendorId).map((s) => s.vendorId);
    // Each vendor holds at most one space, and every reported assignment is what the date shows.
    expect(new Set(holders).size).toBe(holders.length);
    for (const a of result.assignments) expect(spaces.find((s) => s.id === a.spaceId)!.vendorId).toBe(a.vendorId);
    // Every waiting vendor is either placed by the apply, placed by the admin, or reported unplaced with a reason.
    const accounted = new Set([
      ...result.assignments.map((a) => a.vendorId),
      ...result.unplaced.map((u) => u.vendorId),
      ...(manual.status === 200 ? [first.vendorId] : []),
    ]);
    for (const w of waiting) expect(accounted.has(w.vendor.id)).toBe(true);
    if (manual.status === 200) {
      // The admin won the space: the apply reports whoever it meant for it (or the admin's vendor) as unplaced.
      expect(result.unplaced.length).toBeGreaterThan(0);
      expect(result.unplaced.every((u) => u.reason.length > 0)).toBe(true);
    } else {
      expect(manual.status).toBe(409);
    }
  });

  it('refuses a body without dryRun', async () => {
    const { marketDate } = await dateWithWaitingVendors(1, 1);
    const res = await admin.post(`/api/market-dates/${marketDate.id}/auto-assign`, {});
    expect(res.status).toBe(400);
    expect((await spacesOf(marketDate.id)).every((s) => s.vendorId === null)).toBe(true);
  });
});
