/**
 * Setting up a season: the market's vocabulary (areas, space types and fees, vendor types, landmark types), system
 * settings, and market dates made one at a time or as a season of Sundays from the default layout or an earlier date.
 * Everything created here is in 2031 or later, or removed again, so other test files see the demo market as it was.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SpaceItem, SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { keys } from '../../functions/lib/data/keys.js';
import { makeSettingsRepository } from '../../functions/lib/data/settings/settings.repository.js';
import { planSeason } from '../../shared/market-season.js';
import { FIRST_MARKET_ID } from '../../shared/markets.js';
import { isoDateInZone } from '../../shared/market-time.js';
import { routes } from '../../shared/routes.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, localStores, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

const baseUrl = inject('baseUrl');
const tag = () => ulid().slice(-6);

let admin: ApiClient;
let vendor: ApiClient;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  vendor = await signedInClient(DEMO.vendor, DEMO.password);
});

/** Every item stored under a market date (its spaces, landmarks, requests). */
async function partitionOf(marketDateId: string) {
  const { items } = await localStores().table.query({ pk: keys.marketDatePartition(marketDateId).pk });
  return {
    items,
    spaces: items.filter((i) => i._type === 'space') as unknown as SpaceItem[],
    landmarks: items.filter((i) => i._type === 'landmark'),
    requests: items.filter((i) => i._type === 'space_request') as unknown as SpaceRequestItem[],
  };
}

/** Removes a market date made by a test that is not in a far-off year, with everything under it. */
async function removeMarketDate(id: string, date: string) {
  const { table } = localStores();
  const { items } = await partitionOf(id);
  await table.batchWrite({ deletes: items.map((it) => ({ pk: String(it.pk), sk: String(it.sk) })) });
  await table.delete(keys.uniqueMarketDate(date));
}

// ---------------------------------------------------------------------------------------------------------------

describe('areas', () => {
  it('are created, listed, edited and deactivated by an admin', async () => {
    const name = `East Lawn ${tag()}`;
    const created = await admin.post('/api/areas', { name });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, isActive: true, sortOrder: 0, id: expect.any(String) });
    expect(created.body).not.toHaveProperty('pk');
    const id = created.body.id as string;

    const edited = await admin.patch(`/api/areas/${id}`, { name: `${name} (shade)`, sortOrder: 9 });
    expect(edited).toMatchObject({ status: 200, body: { name: `${name} (shade)`, sortOrder: 9 } });

    const deactivated = await admin.patch(`/api/areas/${id}`, { isActive: false });
    expect(deactivated.body.isActive).toBe(false);

    const list = await admin.get('/api/areas');
    expect(list.status).toBe(200);
    expect(list.body.find((a: { id: string }) => a.id === id)).toMatchObject({
      name: `${name} (shade)`,
      isActive: false,
      marketId: FIRST_MARKET_ID,
    });
    // The first market's demo areas come first, by sort order.
    const ofFirstMarket = await admin.get(`/api/areas?marketId=${FIRST_MARKET_ID}`);
    expect(ofFirstMarket.body.map((a: { id: string }) => a.id)).toContain(id);
    expect(ofFirstMarket.body.slice(0, 3).map((a: { name: string }) => a.name)).toEqual([
      'North Row',
      'South Row',
      'Food Court',
    ]);
  });

  it('refuses a duplicate name whatever its case (409), and writes nothing', async () => {
    const before = (await admin.get('/api/areas')).body.length;
    const taken = await admin.post('/api/areas', { name: '  north   ROW ' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'An area named "north ROW" already exists' } });

    const name = `Orchard ${tag()}`;
    expect((await admin.post('/api/areas', { name })).status).toBe(201);
    expect((await admin.post('/api/areas', { name: name.toUpperCase() })).status).toBe(409);
    const after = await admin.get('/api/areas');
    expect(after.body.length).toBe(before + 1);
  });

  it('lets only one of many simultaneous creations of a name through', async () => {
    const name = `Meadow ${tag()}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => admin.post('/api/areas', { name })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const list = await admin.get('/api/areas');
    expect(list.body.filter((a: { name: string }) => a.name === name)).toHaveLength(1);
  });

  it('releases a name on rename, and refuses renaming onto a taken one', async () => {
    const first = `Grove ${tag()}`;
    const second = `Creekside ${tag()}`;
    const a = (await admin.post('/api/areas', { name: first })).body;
    const b = (await admin.post('/api/areas', { name: second })).body;
    expect((await admin.patch(`/api/areas/${a.id}`, { name: second })).status).toBe(409);
    expect((await admin.patch(`/api/areas/${b.id}`, { name: `${second} West` })).status).toBe(200);
    // The old name is free again, and the area keeps its name when the rename changes only its case.
    expect((await admin.patch(`/api/areas/${a.id}`, { name: second })).status).toBe(200);
    expect((await admin.patch(`/api/areas/${a.id}`, { name: second.toUpperCase() })).status).toBe(200);
    expect((await admin.post('/api/areas', { name: first })).status).toBe(201);
  });

  it('answers 400 with the reason for bad input and 404 for an unknown area', async () => {
    expect(await admin.post('/api/areas', { name: '' })).toMatchObject({
      status: 400,
      body: { message: 'Name is required' },
    });
    expect(await admin.post('/api/areas', { name: 'X', sortOrder: 'first' })).toMatchObject({
      status: 400,
      body: { message: 'Sort order must be a whole number' },
    });
    expect(await admin.patch('/api/areas/nope', { isActive: false })).toMatchObject({
      status: 404,
      body: { message: 'Area not found' },
    });
  });
});

describe('space types and their fees per vendor type', () => {
  it('are created with a size in feet and prices in cents, and edited', async () => {
    const name = `Tent Pad ${tag()}`;
    const created = await admin.post('/api/space-types', {
      name,
      size: '10x15',
      description: 'A deep pad',
      defaultBasePrice: 4250,
      defaultSalesBasedRate: 5.5,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name, size: '10x15', defaultBasePrice: 4250, defaultSalesBasedRate: 5.5, vendorTypeId: null, fees: [] },
    });
    const edited = await admin.patch(`/api/space-types/${created.body.id}`, {
      defaultBasePrice: null,
      vendorTypeId: '2',
    });
    expect(edited.body).toMatchObject({ defaultBasePrice: null, vendorTypeId: '2', size: '10x15' });
    expect((await admin.patch(`/api/space-types/${created.body.id}`, { isActive: false })).body.isActive).toBe(false);
  });

  it('hold one fee per vendor type, replaced as a whole list', async () => {
    const st = (await admin.post('/api/space-types', { name: `Stall ${tag()}`, size: '8x8' })).body;
    const put = await admin.put(`/api/space-types/${st.id}/fees`, {
      fees: [
        { vendorTypeId: '1', basePrice: 3000, salesBasedRate: 5 },
        { vendorTypeId: '3', basePrice: 2500, salesBasedRate: 0, isActive: false },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.map((f: { vendorTypeId: string }) => f.vendorTypeId)).toEqual(['3', '1']); // Crafts, Farmers/Produce

    let listed = (await admin.get('/api/space-types')).body.find((t: { id: string }) => t.id === st.id);
    expect(listed.fees).toHaveLength(2);
    expect(listed.fees.find((f: { vendorTypeId: string }) => f.vendorTypeId === '1')).toMatchObject({
      spaceTypeId: st.id,
      basePrice: 3000,
      salesBasedRate: 5,
      isActive: true,
    });

    await admin.put(`/api/space-types/${st.id}/fees`, { fees: [{ vendorTypeId: '1', basePrice: 3200 }] });
    listed = (await admin.get('/api/space-types')).body.find((t: { id: string }) => t.id === st.id);
    expect(listed.fees.map((f: { vendorTypeId: string; basePrice: number }) => [f.vendorTypeId, f.basePrice])).toEqual([
      ['1', 3200],
    ]);
  });

  it('refuse bad sizes, rates, unknown vendor types, a vendor type twice, and a taken name', async () => {
    expect(await admin.post('/api/space-types', { name: 'Odd', size: '10 by 10' })).toMatchObject({
      status: 400,
      body: { message: 'Size must be width x height in feet, e.g. 10x10' },
    });
    expect(
      await admin.post('/api/space-types', { name: 'Odd', size: '10x10', defaultSalesBasedRate: 120 }),
    ).toMatchObject({ status: 400, body: { message: 'Sales based rate must be between 0 and 100' } });
    expect(await admin.post('/api/space-types', { name: 'Odd', size: '10x10', vendorTypeId: 'nope' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown vendor type' },
    });
    expect((await admin.post('/api/space-types', { name: 'corner', size: '10x10' })).status).toBe(409);
    const st = (await admin.post('/api/space-types', { name: `Nook ${tag()}`, size: '6x6' })).body;
    expect(
      await admin.put(`/api/space-types/${st.id}/fees`, { fees: [{ vendorTypeId: '1' }, { vendorTypeId: '1' }] }),
    ).toMatchObject({ status: 400, body: { message: 'Each vendor type may have one fee per space type' } });
    expect(await admin.put(`/api/space-types/${st.id}/fees`, { fees: [{ vendorTypeId: 'ghost' }] })).toMatchObject({
      status: 400,
      body: { message: 'Unknown vendor type' },
    });
    expect((await admin.put('/api/space-types/nope/fees', { fees: [] })).status).toBe(404);
  });
});

describe('vendor types', () => {
  it('are created with the spec’s defaults, edited and deactivated; codes are unique', async () => {
    const code = `fl${tag()}`;
    const created = await admin.post('/api/vendor-types', { code, label: 'Flowers' });
    expect(created).toMatchObject({
      status: 201,
      body: {
        code: code.toUpperCase(),
        label: 'Flowers',
        defaultBasePrice: 0,
        icon: 'fas fa-store',
        requiresPrepayment: false,
      },
    });
    const edited = await admin.patch(`/api/vendor-types/${created.body.id}`, {
      requiresPrepayment: true,
      defaultBasePrice: 3000,
      icon: 'fas fa-seedling',
    });
    expect(edited.body).toMatchObject({ requiresPrepayment: true, defaultBasePrice: 3000, icon: 'fas fa-seedling' });
    expect((await admin.patch(`/api/vendor-types/${created.body.id}`, { isActive: false })).body.isActive).toBe(false);

    expect(await admin.post('/api/vendor-types', { code: 'farm', label: 'Farm again' })).toMatchObject({
      status: 409,
      body: { message: 'A vendor type with code "FARM" already exists' },
    });
    const list = await admin.get('/api/vendors/vendor-types');
    expect(list.body.map((t: { code: string }) => t.code)).toEqual(
      expect.arrayContaining(['FARM', 'PREP', 'CRAFT', 'BAKERY']),
    );
  });

  it('give every signed-in screen its icon by code', async () => {
    const icons = await vendor.get('/api/system-settings/vendor-type-icons');
    expect(icons).toMatchObject({ status: 200, body: { FARM: 'fas fa-carrot', PREP: 'fas fa-utensils' } });
  });
});

describe('landmark types', () => {
  it('are created black with the icon shape by default, edited and deactivated; names are unique', async () => {
    const name = `Stage ${tag()}`;
    const created = await admin.post('/api/landmark-types', { name, icon: 'fas fa-music' });
    expect(created).toMatchObject({ status: 201, body: { name, color: 'black', shape: 'icon', isActive: true } });
    const edited = await admin.patch(`/api/landmark-types/${created.body.id}`, {
      color: '#aa3300',
      shape: 'rectangle',
    });
    expect(edited.body).toMatchObject({ color: '#aa3300', shape: 'rectangle' });
    expect((await admin.patch(`/api/landmark-types/${created.body.id}`, { isActive: false })).body.isActive).toBe(
      false,
    );
    expect((await admin.post('/api/landmark-types', { name: 'RESTROOM', icon: 'x' })).status).toBe(409);
    const list = await admin.get('/api/landmark-types');
    expect(list.body.some((t: { name: string }) => t.name === 'Entrance')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('system settings', () => {
  it('lists every setting for admins, with its description', async () => {
    const list = await admin.get('/api/system-settings');
    expect(list.status).toBe(200);
    const keysListed = list.body.map((s: { key: string }) => s.key);
    expect(keysListed).toEqual(
      expect.arrayContaining([
        'round_cents',
        'enable_public_profiles',
        'market_time_zone',
        'late_cancellation_fee_cents',
        'late_payment_fee_cents',
        'late_payment_grace_days',
        'map_password',
      ]),
    );
    expect(list.body.find((s: { key: string }) => s.key === 'market_time_zone')).toMatchObject({
      value: 'America/Los_Angeles',
      description: expect.any(String),
    });
  });

  it('checks each value by its type: a bad time zone, a word for a boolean, a negative fee', async () => {
    expect(await admin.patch('/api/system-settings/market_time_zone', { value: 'Mars/Olympus_Mons' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown time zone: use an IANA name such as America/Los_Angeles' },
    });
    expect(await admin.patch('/api/system-settings/round_cents', { value: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'Value must be true or false' },
    });
    expect(await admin.patch('/api/system-settings/late_payment_fee_cents', { value: -5 })).toMatchObject({
      status: 400,
      body: { message: 'Value must be a whole number, 0 or more' },
    });
    expect(await admin.patch('/api/system-settings/favourite_colour', { value: 'green' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown setting: favourite_colour' },
    });
    // Nothing changed.
    const tz = (await admin.get('/api/system-settings')).body.find(
      (s: { key: string }) => s.key === 'market_time_zone',
    );
    expect(tz.value).toBe('America/Los_Angeles');
  });

  it('saves a valid value with who saved it, and tells any signed-in user round_cents', async () => {
    const me = (await admin.get('/api/auth/user')).body;
    const saved = await admin.patch('/api/system-settings/late_payment_grace_days', { value: 10 });
    expect(saved).toMatchObject({ status: 200, body: { key: 'late_payment_grace_days', value: 10, updatedBy: me.id } });
    await admin.patch('/api/system-settings/late_payment_grace_days', { value: 7 });

    expect(await vendor.get('/api/system-settings/round_cents')).toMatchObject({ status: 200, body: { value: true } });
    await admin.patch('/api/system-settings/round_cents', { value: false });
    expect((await vendor.get('/api/system-settings/round_cents')).body).toEqual({ value: false });
    await admin.patch('/api/system-settings/round_cents', { value: true });
  });

  it('never returns the map password, stores only its hash, and lets admins set and clear it', async () => {
    const password = `tomatoes-${tag()}`;
    try {
      const set = await admin.patch('/api/system-settings/map_password', { value: password });
      expect(set).toMatchObject({ status: 200, body: { key: 'map_password', value: null, isSet: true } });
      const list = await admin.get('/api/system-settings');
      expect(list.text).not.toContain(password);
      expect(list.text).not.toContain('scrypt');
      expect(list.body.find((s: { key: string }) => s.key === 'map_password')).toMatchObject({
        value: null,
        isSet: true,
      });

      const settings = makeSettingsRepository(localStores().ddb, localStores().tableName);
      const stored = (await settings.readAll()).get('map_password')!.value as string;
      expect(stored).not.toContain(password);
      expect(await settings.verifyMapPassword(password)).toBe(true);
      expect(await settings.verifyMapPassword('potatoes')).toBe(false);

      expect((await admin.patch('/api/system-settings/map_password', { value: 'abc' })).status).toBe(400);
    } finally {
      const cleared = await admin.patch('/api/system-settings/map_password', { value: '' });
      expect(cleared.body).toMatchObject({ value: null, isSet: false });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('admin routes of the vocabulary, settings and market dates', () => {
  const mine = routes.filter(
    (r) => ['catalog', 'settings', 'market-dates'].includes(r.group) && r.access.kind === 'admin',
  );
  const concrete = (path: string) => path.replace(/\{\w+\}/g, 'round_cents');

  it('answer 403 to a vendor user on every one, and 401 to a visitor', async () => {
    expect(mine.length).toBeGreaterThanOrEqual(20);
    const visitor = makeClient(baseUrl);
    for (const r of mine) {
      const body = r.method === 'GET' ? undefined : { name: 'x', value: true };
      const asVendor = await vendor.request(r.method, concrete(r.path), { body });
      expect(asVendor.status, `${r.method} ${r.path}`).toBe(403);
      const asVisitor = await visitor.request(r.method, concrete(r.path), { body });
      expect(asVisitor.status, `${r.method} ${r.path}`).toBe(401);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('market dates', () => {
  let defaultLayout: { spaceCount: number; landmarkCount: number; defaultAssignments: number };
  const fixtures = makeMarketFixtures();

  beforeAll(async () => {
    defaultLayout = (await admin.get('/api/layouts/default')).body;
  });
  afterAll(() => fixtures.cleanup());

  it('has a default layout of the demo’s 24 spaces and 3 landmarks with default vendors', () => {
    expect(defaultLayout).toEqual({ spaceCount: 24, landmarkCount: 3, defaultAssignments: 5 });
  });

  it('creates a season of every Sunday between two dates with the default layout and default spaces pre-assigned', async () => {
    const created = await admin.post('/api/market-dates', {
      from: '2031-03-01',
      to: '2031-05-31',
      maxVendors: 35,
      notes: 'Spring season',
    });
    expect(created.status).toBe(201);
    const expected = planSeason('2031-03-01', '2031-05-31');
    expect(expected.ok && expected.dates).toHaveLength(13);
    expect(created.body.created.map((d: { date: string }) => d.date)).toEqual(expected.ok && expected.dates);
    expect(created.body.skipped).toEqual([]);
    for (const d of created.body.created) {
      expect(d).toMatchObject({ status: 'upcoming', maxVendors: 35, notes: 'Spring season', publishedAt: null });
      expect(d.spaceCount).toBe(24);
      expect(d.assignedCount).toBe(5);
    }

    const first = created.body.created[0];
    const { spaces, landmarks, requests } = await partitionOf(first.id);
    expect(spaces).toHaveLength(24);
    expect(landmarks).toHaveLength(3);
    const assigned = spaces.filter((s) => s.vendorId);
    expect(assigned.map((s) => s.label).sort()).toEqual(['A1', 'A6', 'B1', 'B2', 'F1']);
    for (const s of assigned) {
      expect(s).toMatchObject({ isDefault: true, assignedBy: expect.any(String), assignedAt: expect.any(String) });
      const request = requests.find((r) => r.vendorId === s.vendorId)!;
      expect(request).toMatchObject({ status: 'approved', spaceId: s.id, marketDateId: first.id, date: first.date });
      expect(request.amountDue).toBeGreaterThan(0);
      expect(request.amountBalance).toBe(request.amountDue);
    }

    const listed = await admin.get('/api/market-dates?from=2031-03-01&to=2031-05-31');
    expect(listed.body.map((d: { date: string }) => d.date)).toEqual(expected.ok && expected.dates);
  });

  it('skips the dates of an overlapping season that already exist, and creates the rest', async () => {
    const again = await admin.post('/api/market-dates', { from: '2031-05-04', to: '2031-06-29' });
    expect(again.status).toBe(201);
    expect(again.body.skipped).toEqual(['2031-05-04', '2031-05-11', '2031-05-18', '2031-05-25']);
    expect(again.body.created.map((d: { date: string }) => d.date)).toEqual([
      '2031-06-01',
      '2031-06-08',
      '2031-06-15',
      '2031-06-22',
      '2031-06-29',
    ]);
    const may = await admin.get('/api/market-dates?from=2031-05-01&to=2031-05-31');
    expect(may.body).toHaveLength(4);
  });

  it('keeps one market date per calendar date when two admins create it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.post('/api/market-dates', { date: '2031-07-06', notes: 'Fourth weekend' })),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(answers.flatMap((a) => a.body.created)).toHaveLength(1);
    const listed = await admin.get('/api/market-dates?from=2031-07-06&to=2031-07-06');
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].spaceCount).toBe(24);
    // The losers' spaces were removed again: only one date's worth of spaces exists for that day.
    const { spaces } = await partitionOf(listed.body[0].id);
    expect(spaces).toHaveLength(24);
  });

  it('copies the spaces and landmarks of a chosen earlier date', async () => {
    const source = (await admin.get('/api/market-dates?from=2031-03-02&to=2031-03-02')).body[0];
    // The source date has one more space than the default layout, held by a vendor as a default, and one not.
    const { table } = localStores();
    const at = new Date().toISOString();
    const extra = (label: string, isDefault: boolean, vendorId: string | null) => {
      const id = ulid();
      return {
        ...keys.space(source.id, id),
        _type: 'space',
        id,
        marketDateId: source.id,
        label,
        spaceTypeId: null,
        areaId: null,
        vendorType: null,
        basePrice: 6000,
        salesBasedRate: null,
        available: true,
        position: { x: 150, y: 10 },
        size: '10x10',
        vendorId,
        assignedAt: vendorId ? at : null,
        assignedBy: vendorId ? 'admin' : null,
        isDefault,
        requiresPrepayment: false,
        createdAt: at,
        updatedAt: at,
      };
    };
    const sourceSpaces = (await partitionOf(source.id)).spaces;
    const regular = await fixtures.vendor();
    await table.put(extra('Z1', true, regular.id));
    await table.put(extra('Z2', false, null));

    const copy = await admin.post('/api/market-dates', { date: '2031-07-13', copyFrom: source.id, maxVendors: 20 });
    expect(copy.status).toBe(201);
    const made = copy.body.created[0];
    expect(made).toMatchObject({ date: '2031-07-13', spaceCount: sourceSpaces.length + 2, assignedCount: 6 });
    const { spaces, landmarks } = await partitionOf(made.id);
    expect(spaces.map((s) => s.label).sort()).toEqual([...sourceSpaces.map((s) => s.label), 'Z1', 'Z2'].sort());
    expect(spaces.find((s) => s.label === 'Z1')).toMatchObject({
      vendorId: regular.id,
      isDefault: true,
      basePrice: 6000,
    });
    expect(spaces.find((s) => s.label === 'Z2')).toMatchObject({ vendorId: null, basePrice: 6000 });
    expect(spaces.every((s) => !sourceSpaces.some((o) => o.id === s.id))).toBe(true);
    expect(landmarks).toHaveLength(3);

    expect(await admin.post('/api/market-dates', { date: '2031-07-20', copyFrom: 'no-such-date' })).toMatchObject({
      status: 404,
      body: { message: 'The market date to copy from was not found' },
    });
  });

  it('edits a date’s max vendors, notes and status', async () => {
    const date = (await admin.get('/api/market-dates?from=2031-03-09&to=2031-03-09')).body[0];
    const edited = await admin.patch(`/api/market-dates/${date.id}`, { maxVendors: 42, notes: 'Rain plan: tents' });
    expect(edited).toMatchObject({ status: 200, body: { maxVendors: 42, notes: 'Rain plan: tents', spaceCount: 24 } });
    expect((await admin.get(`/api/market-dates/${date.id}`)).body).toMatchObject({
      maxVendors: 42,
      notes: 'Rain plan: tents',
    });
    expect((await admin.patch(`/api/market-dates/${date.id}`, { status: 'canceled' })).body.status).toBe('canceled');
    await admin.patch(`/api/market-dates/${date.id}`, { status: 'upcoming' });
    expect(await admin.patch(`/api/market-dates/${date.id}`, { maxVendors: 0 })).toMatchObject({
      status: 400,
      body: { message: 'Max vendors must be a whole number from 1 to 1000' },
    });
    expect((await admin.patch('/api/market-dates/nope', { notes: 'x' })).status).toBe(404);
    expect((await admin.get('/api/market-dates/nope')).status).toBe(404);
  });

  it('refuses a season that ends before it starts, or spans more than a year', async () => {
    expect(await admin.post('/api/market-dates', { from: '2031-09-01', to: '2031-08-01' })).toMatchObject({
      status: 400,
      body: { message: 'The season must end on or after the day it starts' },
    });
    expect(await admin.post('/api/market-dates', { from: '2031-01-01', to: '2032-06-01' })).toMatchObject({
      status: 400,
      body: { message: 'A season can span at most one year' },
    });
    expect((await admin.post('/api/market-dates', { to: '2031-08-01' })).body.message).toBe('Date is required');
  });

  it('creates a 26-Sunday season in one call, writing in batches rather than an item at a time', async () => {
    const started = performance.now();
    const res = await admin.post('/api/market-dates', { from: '2032-01-01', to: '2032-06-30' });
    const ms = Math.round(performance.now() - started);
    expect(res.status).toBe(201);
    expect(res.body.created).toHaveLength(26);
    const requests = admin.ddbRequests(res);
    console.info(`26-Sunday season (26 × 24 spaces): ${ms} ms, ${requests} DynamoDB requests`);
    // Per date: 24 spaces, 3 landmarks, 5 pre-assigned requests with their 5 guards and 5 audit entries, 25 to a batch
    // write; then one transaction for the dates; and a handful of reads (session, calendar, layout, vocabulary,
    // settings, vendors).
    expect(requests).toBeLessThanOrEqual(Math.ceil((26 * 42) / 25) + 1 + 10);
  }, 60_000);

  it('lists dates with a constant number of DynamoDB requests for 5 dates and for 30', async () => {
    await admin.post('/api/market-dates', { from: '2033-01-01', to: '2033-01-31' });
    await admin.post('/api/market-dates', { from: '2034-01-01', to: '2034-07-29' });
    const five = await admin.get('/api/market-dates?from=2033-01-01&to=2033-01-31');
    const thirty = await admin.get('/api/market-dates?from=2034-01-01&to=2034-07-29');
    expect(five.body).toHaveLength(5);
    expect(thirty.body).toHaveLength(30);
    expect(thirty.body.every((d: { spaceCount: number }) => d.spaceCount === 24)).toBe(true);
    expect(admin.ddbRequests(thirty)).toBe(admin.ddbRequests(five));
    console.info(`GET /api/market-dates: ${admin.ddbRequests(five)} DynamoDB requests for 5 dates and for 30`);
    // Upcoming only: from today in the market's time zone, so the far-off dates are in and the demo's past is not.
    const upcoming = await vendor.get('/api/market-dates?upcoming=true');
    expect(upcoming.body.some((d: { date: string }) => d.date === '2034-01-01')).toBe(true);
    expect(upcoming.body.every((d: { status: string }) => d.status !== 'completed')).toBe(true);
    expect(await admin.get('/api/market-dates?from=2034-02-01&to=2034-01-01')).toMatchObject({ status: 200, body: [] });
    expect((await admin.get('/api/market-dates?from=2034-13-01')).status).toBe(400);
    // A vendor user reads the calendar too (the vendor dashboard lists upcoming dates).
    expect((await vendor.get('/api/market-dates?from=2033-01-01&to=2033-01-31')).body).toHaveLength(5);
    // Creating 35 dates of 24 spaces is most of this test's time; on a busy two-core machine it passes 30 s.
  }, 90_000);
});

describe('the next market', () => {
  const settings = () => makeSettingsRepository(localStores().ddb, localStores().tableName);
  let zoneBefore: string;
  let marketZoneBefore: string | undefined;
  let madeForToday: { id: string; date: string } | undefined;

  /** The first market's time zone: its market item's once it has one, else the system setting's. */
  async function setZone(timeZone: string) {
    await admin.patch('/api/system-settings/market_time_zone', { value: timeZone });
    if (marketZoneBefore !== undefined) {
      const res = await admin.patch(`/api/markets/${FIRST_MARKET_ID}`, { timeZone });
      expect(res.status).toBe(200);
    }
  }

  beforeAll(async () => {
    const { marketTimeZone, markets } = await settings().getSettings();
    zoneBefore = marketTimeZone;
    marketZoneBefore = markets.find((m) => m.id === FIRST_MARKET_ID)?.timeZone;
  });
  afterAll(async () => {
    await admin.patch('/api/system-settings/market_time_zone', { value: zoneBefore });
    if (marketZoneBefore !== undefined) {
      await admin.patch(`/api/markets/${FIRST_MARKET_ID}`, { timeZone: marketZoneBefore });
    }
    if (madeForToday) await removeMarketDate(madeForToday.id, madeForToday.date);
  });

  it('is the earliest date that is today or later in the market’s time zone', async () => {
    // Samoa (UTC−11) and Kiritimati (UTC+14) are always on different calendar days.
    const now = new Date();
    const behind = isoDateInZone(now, 'Pacific/Pago_Pago');
    const ahead = isoDateInZone(now, 'Pacific/Kiritimati');
    expect(ahead > behind).toBe(true);
    const made = await admin.post('/api/market-dates', { date: behind });
    if (made.body.created.length) madeForToday = made.body.created[0];

    await setZone('Pacific/Pago_Pago');
    const inSamoa = await vendor.get('/api/market-dates/next');
    expect(inSamoa).toMatchObject({ status: 200, body: { date: behind } });

    await setZone('Pacific/Kiritimati');
    const inKiritimati = await vendor.get('/api/market-dates/next');
    expect(inKiritimati.status).toBe(200);
    expect(inKiritimati.body.date >= ahead).toBe(true);
  });
});
