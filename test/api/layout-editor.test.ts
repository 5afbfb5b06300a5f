import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { keys } from '../../functions/lib/data/keys.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeSpacesFixtures, type Catalog } from './spaces-fixtures.js';

const fx = makeSpacesFixtures();
let admin: ApiClient;
let catalog: Catalog;
let landmarkTypeId: string;

interface EditorSpace {
  id: string;
  label: string;
  areaId: string | null;
  spaceTypeId: string | null;
  position: { x: number; y: number };
  width: number;
  height: number;
  vendor?: { id: string; name: string } | null;
  isDefault?: boolean;
  updatedAt?: string | null;
}

/** The body the editor sends for a layout as read: its spaces' and landmarks' own fields. */
function bodyOf(layout: { version: string; spaces: EditorSpace[]; landmarks: unknown[] }) {
  return {
    version: layout.version,
    spaces: layout.spaces.map(({ vendor: _v, isDefault: _d, ...s }) => s),
    landmarks: layout.landmarks,
  };
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  catalog = await fx.catalog();
  const { marketDate } = await fx.marketDate({ spaces: [] });
  const res = await admin.get(`/api/market-dates/${marketDate.id}/layout`);
  landmarkTypeId = res.body.landmarkTypes[0].id;
});

describe('the market layout editor', () => {
  it('reads the date, its spaces and its landmarks, never its requests', async () => {
    const layoutOf = (vendor: ReturnType<typeof fx.vendor>) => [{ label: 'R1', vendor }, { label: 'R2' }];
    const quiet = await fx.marketDate({ spaces: layoutOf(fx.vendor()) });
    const busy = await fx.marketDate({
      spaces: layoutOf(fx.vendor()),
      requestsWithoutSpace: Array.from({ length: 40 }, () => ({ vendor: fx.vendor() })),
    });
    const read = (id: string) => admin.get(`/api/market-dates/${id}/layout`);
    const [a, b] = [await read(quiet.marketDate.id), await read(busy.marketDate.id)];
    expect(b.body.spaces.map((s: EditorSpace) => [s.label, !!s.vendor])).toEqual([
      ['R1', true],
      ['R2', false],
    ]);
    // The same items whether the date has one request or forty-one: at least the date and its two spaces.
    expect(admin.ddbItems(a)).toBeGreaterThanOrEqual(3);
    expect(admin.ddbItems(b)).toBe(admin.ddbItems(a));
    expect(admin.ddbRequests(b)).toBe(admin.ddbRequests(a));
  });

  it('saves moved, resized, added and deleted spaces and landmarks, and reads them back as saved', async () => {
    const area = catalog.areas[0]!;
    const vendor = fx.vendor();
    const { marketDate, spaces } = await fx.marketDate({
      spaces: [{ label: 'A1', areaId: area.id, vendor }, { label: 'A2', areaId: area.id }, { label: 'A3' }],
    });
    const before = await admin.get(`/api/market-dates/${marketDate.id}/layout`);
    expect(before.status).toBe(200);
    expect(before.body.version).toBe('0');
    expect(before.body.spaces.find((s: EditorSpace) => s.label === 'A1').vendor).toEqual({
      id: vendor.id,
      name: vendor.name,
    });

    const moved = before.body.spaces
      .filter((s: EditorSpace) => s.label !== 'A3')
      .map((s: EditorSpace) =>
        s.label === 'A1' ? { ...s, position: { x: 40, y: 25 } } : { ...s, width: 10, height: 20, label: 'B2' },
      );
    const added = {
      id: ulid(),
      label: 'C1',
      areaId: null,
      spaceTypeId: null,
      position: { x: 0, y: 50 },
      width: 8,
      height: 8,
    };
    const landmark = {
      id: ulid(),
      label: 'Main Entrance',
      landmarkTypeId,
      areaId: null,
      position: { x: 2, y: 2 },
      dimensions: { width: 6, height: 4 },
      rotation: 90,
    };
    const save = await admin.put(`/api/market-dates/${marketDate.id}/layout`, {
      ...bodyOf({ ...before.body, spaces: [...moved, added] }),
      landmarks: [landmark],
    });
    expect(save.status).toBe(200);
    expect(save.body).toMatchObject({ version: '1', spaceCount: 3, landmarkCount: 1 });

    const after = await admin.get(`/api/market-dates/${marketDate.id}/layout`);
    expect(after.body.version).toBe('1');
    const shapes = (list: EditorSpace[]) =>
      list
        .map(({ vendor: _v, isDefault: _d, updatedAt: _u, ...rest }) => rest)
        .sort((a, b) => a.label.localeCompare(b.label));
    expect(after.body.version).toBe('1');
    expect(shapes(after.body.spaces)).toEqual(shapes([...moved, added]));
    expect(after.body.landmarks).toEqual([landmark]);
    // The vendor stays on its space, which keeps its id; the date's count follows the layout.
    const a1 = after.body.spaces.find((s: EditorSpace) => s.label === 'A1');
    expect(a1.id).toBe(spaces[0]!.id);
    expect(a1.vendor.id).toBe(vendor.id);
    const date = await admin.get(`/api/market-dates/${marketDate.id}`);
    expect(date.body).toMatchObject({ spaceCount: 3, assignedCount: 1 });
  });

  it('refuses the second of two saves made from the same version, and writes nothing of it', async () => {
    const { marketDate } = await fx.marketDate({ spaces: [{ label: 'A1' }, { label: 'A2' }] });
    const loaded = (await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body;
    const first = bodyOf(loaded);
    first.spaces[0]!.position = { x: 100, y: 100 };
    const second = bodyOf(loaded);
    second.spaces[1]!.position = { x: 200, y: 200 };
    second.spaces.pop();

    expect((await admin.put(`/api/market-dates/${marketDate.id}/layout`, first)).status).toBe(200);
    const refused = await admin.put(`/api/market-dates/${marketDate.id}/layout`, second);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Someone else saved this layout/);

    const now = (await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body;
    expect(bodyOf(now).spaces.map((x) => x.position)).toEqual(first.spaces.map((x) => x.position));
  });

  it('does not overwrite a space changed on the spaces screen after the editor read it', async () => {
    const { marketDate, spaces } = await fx.marketDate({ spaces: [{ label: 'A1' }, { label: 'A2' }] });
    const loaded = (await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body;
    const patched = await admin.patch(`/api/spaces/${spaces[0]!.id}`, {
      marketDateId: marketDate.id,
      label: 'A1-north',
    });
    expect(patched.status).toBe(200);
    const body = bodyOf(loaded);
    body.spaces[0]!.position = { x: 90, y: 90 };
    const res = await admin.put(`/api/market-dates/${marketDate.id}/layout`, body);
    expect(res.status).toBe(409);
    const now = (await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body;
    expect(now.spaces.map((x: EditorSpace) => x.label)).toEqual(['A1-north', 'A2']);
    expect(now.version).toBe('0');

    // A save that names each space's stamp from its previous save goes through again.
    const next = bodyOf(now);
    next.spaces[1]!.position = { x: 50, y: 0 };
    const saved = await admin.put(`/api/market-dates/${marketDate.id}/layout`, next);
    expect(saved.status).toBe(200);
    const stamp = saved.body.written.find((w: { id: string }) => w.id === next.spaces[1]!.id).updatedAt;
    next.version = saved.body.version;
    next.spaces[1] = { ...next.spaces[1]!, position: { x: 60, y: 0 }, updatedAt: stamp };
    expect((await admin.put(`/api/market-dates/${marketDate.id}/layout`, next)).status).toBe(200);
  });

  it('refuses to delete a space that has a vendor assigned', async () => {
    const { marketDate } = await fx.marketDate({ spaces: [{ label: 'A1', vendor: fx.vendor() }, { label: 'A2' }] });
    const loaded = (await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body;
    const body = bodyOf(loaded);
    body.spaces = body.spaces.filter((s) => s.label !== 'A1');
    const res = await admin.put(`/api/market-dates/${marketDate.id}/layout`, body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Space A1 has a vendor assigned to it and cannot be deleted. Unassign the vendor first.',
    );
    expect((await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body.spaces).toHaveLength(2);
  });

  it('saves a layout of 300 spaces in one call', async () => {
    const { marketDate } = await fx.marketDate({ spaces: [] });
    const loaded = (await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body;
    const spaces = Array.from({ length: 300 }, (_, i) => ({
      id: ulid(),
      label: `S${i + 1}`,
      areaId: null,
      spaceTypeId: null,
      position: { x: (i % 20) * 11, y: Math.floor(i / 20) * 11 },
      width: 10,
      height: 10,
    }));
    const res = await admin.put(`/api/market-dates/${marketDate.id}/layout`, { ...bodyOf(loaded), spaces });
    expect(res.status).toBe(200);
    expect(res.body.spaceCount).toBe(300);
    const after = (await admin.get(`/api/market-dates/${marketDate.id}/layout`)).body;
    expect(after.spaces).toHaveLength(300);
    expect((await admin.get(`/api/market-dates/${marketDate.id}`)).body.spaceCount).toBe(300);

    // Moving every space again is still one call, and the read stays a fixed number of requests.
    const movedAll = bodyOf(after);
    for (const s of movedAll.spaces) s.position = { x: s.position.x + 1, y: s.position.y };
    expect((await admin.put(`/api/market-dates/${marketDate.id}/layout`, movedAll)).status).toBe(200);
    const read = await admin.get(`/api/market-dates/${marketDate.id}/layout`);
    expect(admin.ddbRequests(read)).toBeLessThanOrEqual(4);
  });

  it('copies a layout to later dates, keeping the assignments whose space is still there and listing the rest', async () => {
    const kept = fx.vendor({ name: `Kept Farm ${ulid().slice(-5)}` });
    const lost = fx.vendor({ name: `Lost Bakery ${ulid().slice(-5)}` });
    const source = await fx.marketDate({ year: 2050, spaces: [{ label: 'A1' }, { label: 'A2' }, { label: 'B1' }] });
    const target = await fx.marketDate({
      year: 2062,
      spaces: [{ label: 'A1', vendor: kept }, { label: 'Z9', vendor: lost }, { label: 'Z10' }],
    });
    const earlier = await fx.marketDate({ year: 2038, spaces: [] });

    const refused = await admin.post(`/api/market-dates/${source.marketDate.id}/layout/copy`, {
      marketDateIds: [earlier.marketDate.id],
    });
    expect(refused.status).toBe(400);

    const res = await admin.post(`/api/market-dates/${source.marketDate.id}/layout/copy`, {
      marketDateIds: [target.marketDate.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        marketDateId: target.marketDate.id,
        date: target.marketDate.date,
        copied: true,
        message: null,
        keptAssignments: 1,
        unfit: [{ spaceLabel: 'Z9', vendorId: lost.id, vendorName: lost.name }],
      },
    ]);

    const after = (await admin.get(`/api/market-dates/${target.marketDate.id}/layout`)).body;
    expect(after.spaces.map((s: EditorSpace) => [s.label, s.vendor?.id ?? null])).toEqual([
      ['A1', kept.id],
      ['A2', null],
      ['B1', null],
    ]);
    const sourceA1 = source.spaces.find((s) => s.label === 'A1')!;
    expect(after.spaces[0].position).toEqual(sourceA1.position);
    // The vendor whose space went is free to be assigned again: its guard is gone and its request has no space.
    expect(await fx.item(keys.assignedVendor(target.marketDate.id, lost.id))).toBeUndefined();
    const request = await fx.item<{ spaceId: string | null; status: string }>(
      keys.spaceRequest(target.marketDate.id, lost.id),
    );
    expect(request).toMatchObject({ spaceId: null, status: 'approved' });
    expect((await admin.get(`/api/market-dates/${target.marketDate.id}`)).body).toMatchObject({
      spaceCount: 3,
      assignedCount: 1,
    });
  });

  it('edits the default layout new dates start from, on its version', async () => {
    const loaded = await admin.get('/api/layouts/default/plan');
    expect(loaded.status).toBe(200);
    const saved = await admin.put('/api/layouts/default/plan', bodyOf(loaded.body));
    expect(saved.status).toBe(200);
    const again = (await admin.get('/api/layouts/default/plan')).body;
    const shapesOf = (l: { spaces: EditorSpace[] }) => l.spaces.map(({ updatedAt: _u, ...rest }) => rest);
    expect(shapesOf(again)).toEqual(shapesOf(loaded.body));
    expect(again.spaces.map((s: EditorSpace) => s.vendor)).toEqual(
      loaded.body.spaces.map((s: EditorSpace) => s.vendor),
    );

    const stale = await admin.put('/api/layouts/default/plan', bodyOf(loaded.body));
    expect(stale.status).toBe(409);
  });
});
