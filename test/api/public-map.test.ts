import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeVendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type { LandmarkItem, SpaceItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, marketDateKeys } from '../../functions/lib/data/keys.js';
import { hashMapPassword, makeSettingsRepository } from '../../functions/lib/data/settings/settings.repository.js';
import { addDays, isoDateInZone, weekdayOf } from '../../shared/market-time.js';
import { makeTestMarketDate, makeTestSpace, writeRows, type Row } from '../fixtures/market-data.js';
import { makeClient, type ApiClient, type ApiResponse } from './client.js';
import { localStores } from './factories.js';

const baseUrl = inject('baseUrl');

// ---------------------------------------------------------------------------------------------------------------
// Data this file owns: market dates in 2033 (nobody else's), with their own spaces, landmarks and vendors.

async function writeAll(rows: Row[]) {
  const { ddb, tableName } = localStores();
  await writeRows(ddb, tableName, rows);
}
const stamp = () => new Date().toISOString();

async function createVendors(count: number, vendorTypeId = '1'): Promise<VendorItem[]> {
  const at = stamp();
  const vendors: VendorItem[] = Array.from({ length: count }, (_, i) =>
    makeVendorItem({
      id: ulid(),
      name: `Map Test Vendor ${String(i + 1).padStart(3, '0')}`,
      contactName: 'Pat Tester',
      email: `map-vendor-${ulid().toLowerCase()}@example.com`,
      phone: '4155550199',
      vendorTypeId,
      status: 'APPROVED',
      addressLine1: '1 Test Lane',
      city: 'Petaluma',
      state: 'CA',
      zipCode: '94952',
      createdAt: at,
      updatedAt: at,
    }),
  );
  await writeAll(vendors.map((v) => ({ ...keys.vendor(v.id), ...v })));
  return vendors;
}

interface TestDate {
  id: string;
  date: string;
  spaces: SpaceItem[];
}

/** A market date with `spaceCount` spaces in rows of 10, the first vendors assigned in order, and one landmark. */
async function createMarketDate(opts: {
  date: string;
  spaceCount: number;
  areaId: string | null;
  vendors?: readonly VendorItem[];
  published?: boolean;
  landmarkTypeId?: string;
}): Promise<TestDate> {
  const at = stamp();
  const id = ulid();
  const vendors = opts.vendors ?? [];
  const spaces: SpaceItem[] = Array.from({ length: opts.spaceCount }, (_, i) =>
    makeTestSpace({
      id: ulid(),
      marketDateId: id,
      label: `M${i + 1}`,
      areaId: opts.areaId,
      basePrice: 4200,
      position: { x: 10 + (i % 10) * 12, y: 10 + Math.floor(i / 10) * 14 },
      vendorId: vendors[i]?.id ?? null,
      assignedAt: vendors[i] ? at : null,
      assignedBy: vendors[i] ? 'test' : null,
      createdAt: at,
      updatedAt: at,
    }),
  );
  const marketDate = makeTestMarketDate({
    id,
    date: opts.date,
    notes: 'Map test date',
    publishedAt: opts.published ? at : null,
    publishedBy: opts.published ? 'test' : null,
    spaceCount: spaces.length,
    assignedCount: Math.min(vendors.length, spaces.length),
    createdAt: at,
    updatedAt: at,
  });
  const rows: Row[] = [
    { ...marketDateKeys(marketDate), ...marketDate },
    ...spaces.map((s) => ({ ...keys.space(id, s.id), ...s })),
  ];
  if (opts.landmarkTypeId) {
    const landmark: LandmarkItem = {
      _type: 'landmark',
      id: ulid(),
      marketDateId: id,
      label: 'Test Entrance',
      landmarkTypeId: opts.landmarkTypeId,
      areaId: null,
      position: { x: 0, y: 0 },
      dimensions: { width: 6, height: 8 },
      rotation: 0,
      isActive: true,
      createdAt: at,
      updatedAt: at,
    };
    rows.push({ ...keys.landmark(id, landmark.id), ...landmark });
  }
  await writeAll(rows);
  return { id, date: opts.date, spaces };
}

async function deleteMarketDate(id: string) {
  await localStores().table.delete(keys.marketDate(id));
}

async function publish(id: string) {
  await localStores().table.update(keys.marketDate(id), { set: { publishedAt: stamp(), publishedBy: 'test' } });
}

/** Writes a setting the way the settings screen stores it; returns a function that puts the old value back. */
async function setSetting(key: string, value: string | boolean | number): Promise<() => Promise<void>> {
  const settings = makeSettingsRepository(localStores().ddb, localStores().tableName);
  const before = (await settings.readAll()).get(key);
  await settings.put(key, value, 'api-test', before?.description ?? key);
  return async () => {
    await settings.put(key, before?.value ?? '', 'api-test', before?.description ?? key);
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function firstLandmarkTypeId(): Promise<string> {
  const { items } = await localStores().table.query({
    pk: keys.catalog.pk,
    sk: { beginsWith: keys.landmarkType('').sk },
  });
  return items[0]!.id as string;
}

let visitor: ApiClient;
let landmarkTypeId: string;
let demoAreaId: string;

beforeAll(async () => {
  visitor = makeClient(baseUrl);
  demoAreaId = (await visitor.get('/api/public/areas')).body[0].id;
  landmarkTypeId = await firstLandmarkTypeId();
});

describe('the public market-dates list', () => {
  it('needs no login, lists upcoming dates soonest first, and may be cached for 5 minutes', async () => {
    const res = await visitor.get('/api/public/market-dates?upcoming=true');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    // The settings (for the market's time zone) and the calendar index.
    expect(visitor.ddbRequests(res)).toBe(2);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    const dates = res.body.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
    const today = isoDateInZone(new Date(), 'America/Los_Angeles');
    expect(dates.every((d: string) => d >= today)).toBe(true);
    expect(Object.keys(res.body[0]).sort()).toEqual(['date', 'id', 'marketId', 'notes', 'publishedAt', 'status']);
  });

  it("counts 'today' in the market's time zone, not the server's", async () => {
    // The same instant is one calendar day in Pago Pago (UTC-11) and a later one in Kiritimati (UTC+14).
    const date = isoDateInZone(new Date(), 'Pacific/Pago_Pago');
    const md = await createMarketDate({ date, spaceCount: 1, areaId: demoAreaId });
    const restore = await setSetting('market_time_zone', 'Pacific/Pago_Pago');
    try {
      const listed = async () =>
        ((await visitor.get('/api/public/market-dates?upcoming=true')).body as { id: string }[]).some(
          (d) => d.id === md.id,
        );
      expect(await listed()).toBe(true); // today in Pago Pago
      await setSetting('market_time_zone', 'Pacific/Kiritimati');
      expect(await listed()).toBe(false); // already past in Kiritimati
    } finally {
      await restore();
      await deleteMarketDate(md.id);
    }
  });
});

describe('one market date’s map', () => {
  it('shows the next demo market (published) with its vendors, without a login', async () => {
    const upcoming = await visitor.get('/api/public/market-dates?upcoming=true');
    const today = isoDateInZone(new Date(), 'America/Los_Angeles');
    const nextSunday = addDays(today, (7 - weekdayOf(today)) % 7);
    const next = upcoming.body.find((d: { date: string }) => d.date === nextSunday);
    expect(next.publishedAt).not.toBeNull();
    const res = await visitor.get(`/api/public/map/${next.id}`);
    expect(res.status).toBe(200);
    expect(res.body.marketDate).toMatchObject({ id: next.id, date: next.date });
    expect(res.body.areas.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['North Row', 'South Row', 'Food Court']),
    );
    expect(res.body.spaces.length).toBeGreaterThanOrEqual(20);
    expect(res.body.spaces.find((s: { label: string }) => s.label === 'A1')).toEqual({
      id: expect.any(String),
      label: 'A1',
      areaId: expect.any(String),
      spaceTypeId: expect.any(String),
      size: '10x10',
      position: { x: expect.any(Number), y: expect.any(Number) },
    });
    expect(res.body.landmarks.map((l: { label: string }) => l.label).sort()).toEqual([
      'Info Booth',
      'Main Entrance',
      'Restrooms',
    ]);
    expect(res.body.landmarks[0].landmarkType).toEqual({
      name: expect.any(String),
      icon: expect.stringMatching(/^fas fa-/),
      color: expect.any(String),
      shape: 'icon',
    });
    expect(res.body.vendors.length).toBeGreaterThan(0);
    const labels = new Set(res.body.spaces.map((s: { label: string }) => s.label));
    for (const v of res.body.vendors) {
      expect(v).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        vendorType: { code: expect.any(String), label: expect.any(String) },
        spaceId: expect.any(String),
        spaceLabel: expect.any(String),
      });
      expect(labels.has(v.spaceLabel)).toBe(true);
    }
    // Prices, contacts and requests stay on the server.
    expect(res.text).not.toMatch(/basePrice|salesBasedRate|email|phone|REQUEST#|amountDue/);
  });

  it('shows spaces and landmarks of an unpublished date but no vendors, and the vendors once it is published', async () => {
    const vendors = await createVendors(3);
    const md = await createMarketDate({
      date: '2033-02-09',
      spaceCount: 4,
      areaId: demoAreaId,
      vendors,
      landmarkTypeId,
    });
    try {
      const before = await visitor.get(`/api/public/map/${md.id}`);
      expect(before.status).toBe(200);
      expect(before.body.marketDate.publishedAt).toBeNull();
      expect(before.body.spaces.map((s: { label: string }) => s.label)).toEqual(['M1', 'M2', 'M3', 'M4']);
      expect(before.body.landmarks.map((l: { label: string }) => l.label)).toEqual(['Test Entrance']);
      expect(before.body.vendors).toEqual([]);
      expect(before.text).not.toContain(vendors[0]!.name);
      expect((await visitor.get(`/api/public/market-dates/${md.id}/vendors`)).body).toEqual([]);

      await publish(md.id);
      const after = await visitor.get(`/api/public/map/${md.id}`);
      expect(after.body.vendors).toEqual(
        vendors.map((v, i) => ({
          id: v.id,
          name: v.name,
          vendorType: { code: 'FARM', label: 'Farmers/Produce' },
          spaceId: md.spaces[i]!.id,
          spaceLabel: `M${i + 1}`,
        })),
      );

      // The spec's separate calls answer the same pieces.
      expect((await visitor.get(`/api/public/market-dates/${md.id}`)).body).toMatchObject({
        id: md.id,
        date: '2033-02-09',
      });
      expect((await visitor.get(`/api/public/spaces/market-date/${md.id}`)).body).toEqual(after.body.spaces);
      expect((await visitor.get(`/api/public/landmarks/market-date/${md.id}`)).body).toEqual(after.body.landmarks);
      expect((await visitor.get(`/api/public/market-dates/${md.id}/vendors`)).body).toEqual(after.body.vendors);
      expect((await visitor.get('/api/public/areas')).body).toEqual(after.body.areas);
      expect((await visitor.get('/api/public/space-types')).body).toEqual(after.body.spaceTypes);
      expect(after.body.spaceTypes).toContainEqual({
        id: expect.any(String),
        name: 'Food Truck',
        size: '10x20',
        description: expect.any(String),
        vendorTypeId: '2',
      });
    } finally {
      await deleteMarketDate(md.id);
    }
  });

  it("answers 'Market date not found' for a date that does not exist", async () => {
    const res = await visitor.get(`/api/public/map/${ulid()}`);
    expect(res).toMatchObject({ status: 404, body: { message: 'Market date not found' } });
    expect((await visitor.get(`/api/public/market-dates/${ulid()}`)).status).toBe(404);
  });

  it('reads a date with 200 spaces in as many round trips as one with 20', async () => {
    const vendors = await createVendors(50);
    const small = await createMarketDate({
      date: '2033-03-09',
      spaceCount: 20,
      areaId: demoAreaId,
      vendors: vendors.slice(0, 10),
      published: true,
    });
    const large = await createMarketDate({
      date: '2033-03-16',
      spaceCount: 200,
      areaId: demoAreaId,
      vendors,
      published: true,
    });
    try {
      const a = await visitor.get(`/api/public/map/${small.id}`);
      const b = await visitor.get(`/api/public/map/${large.id}`);
      expect(a.body.spaces).toHaveLength(20);
      expect(b.body.spaces).toHaveLength(200);
      expect(b.body.vendors).toHaveLength(50);
      expect(visitor.ddbRequests(b)).toBe(visitor.ddbRequests(a));
      // Settings, the date's landmarks with the date item, its spaces, the catalog, and one BatchGet of vendor names:
      // the date's requests are never read.
      expect(visitor.ddbRequests(b)).toBe(5);
    } finally {
      await deleteMarketDate(small.id);
      await deleteMarketDate(large.id);
    }
  });
});

describe('the map password', () => {
  const PASSWORD = 'Harvest-moon-42';
  let md: TestDate;
  let hash: string;
  let restorePassword: (() => Promise<void>) | undefined;
  const publicResponses: ApiResponse[] = [];
  /**
   * Each test guesses from its own client address (another loopback address), so the guess limit of one does not
   * hold back another.
   */
  const fromAddress = (client: ApiClient, address: string) => ({
    unlock: (password: unknown) =>
      client.request('POST', '/api/public/map/unlock', { body: { password }, sourceAddress: address }),
  });

  beforeAll(async () => {
    const vendors = await createVendors(2);
    md = await createMarketDate({ date: '2033-04-13', spaceCount: 3, areaId: demoAreaId, vendors, published: true });
    hash = await hashMapPassword(PASSWORD);
    restorePassword = await setSetting('map_password', hash);
  });

  afterAll(async () => {
    await restorePassword?.();
    // With the password cleared the map is open again.
    expect((await makeClient(baseUrl).get(`/api/public/map/${md.id}`)).status).toBe(200);
    expect((await makeClient(baseUrl).get('/api/system-settings/public')).body.hasMapPassword).toBe(false);
    await deleteMarketDate(md.id);
  });

  it("withholds the map, spaces, landmarks and vendors with 'Password required' until the browser proves it", async () => {
    const stranger = makeClient(baseUrl);
    for (const path of [
      `/api/public/map/${md.id}`,
      `/api/public/spaces/market-date/${md.id}`,
      `/api/public/landmarks/market-date/${md.id}`,
      `/api/public/market-dates/${md.id}/vendors`,
    ]) {
      const res = await stranger.get(path);
      publicResponses.push(res);
      expect(res).toMatchObject({ status: 401, body: { message: 'Password required' } });
    }
    // A made-up cookie does not help.
    stranger.cookies.set('md_map', '9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await stranger.get(`/api/public/map/${md.id}`)).status).toBe(401);

    // What is not the map stays open.
    const open = [
      await stranger.get('/api/public/market-dates?upcoming=true'),
      await stranger.get(`/api/public/market-dates/${md.id}`),
      await stranger.get('/api/public/areas'),
      await stranger.get('/api/public/space-types'),
      await stranger.get('/api/system-settings/public'),
    ];
    for (const res of open) expect(res.status).toBe(200);
    publicResponses.push(...open);
    expect(open[4]!.body).toMatchObject({ enable_public_profiles: true, hasMapPassword: true });
    expect(Object.keys(open[4]!.body)).not.toContain('map_password');
    expect(JSON.stringify(open[4]!.body)).not.toContain(hash);
  });

  it("answers 'Incorrect password' to a wrong one and sets no cookie", async () => {
    const stranger = makeClient(baseUrl);
    const wrong = await fromAddress(stranger, '127.0.51.1').unlock('harvest-moon-42');
    publicResponses.push(wrong);
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Incorrect password' } });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect((await stranger.get(`/api/public/map/${md.id}`)).status).toBe(401);
    expect(await fromAddress(stranger, '127.0.51.1').unlock('')).toMatchObject({
      status: 400,
      body: { message: 'Password required' },
    });
  });

  it('unlocks the map for the browser session with an HttpOnly, Secure, SameSite=Lax cookie', async () => {
    const browser = makeClient(baseUrl);
    const ok = await fromAddress(browser, '127.0.51.2').unlock(PASSWORD);
    publicResponses.push(ok);
    expect(ok).toMatchObject({ status: 200, body: { unlocked: true } });
    const [cookie] = ok.headers.getSetCookie();
    expect(cookie).toMatch(/^md_map=[^;]+; Path=\/api; HttpOnly; Secure; SameSite=Lax$/);

    const map = await browser.get(`/api/public/map/${md.id}`);
    publicResponses.push(map);
    expect(map.status).toBe(200);
    expect(map.body.spaces).toHaveLength(3);
    expect(map.body.vendors).toHaveLength(2);
    for (const path of [
      `/api/public/spaces/market-date/${md.id}`,
      `/api/public/landmarks/market-date/${md.id}`,
      `/api/public/market-dates/${md.id}/vendors`,
    ]) {
      expect((await browser.get(path)).status).toBe(200);
    }

    // A new password shuts out browsers that unlocked the old one.
    const restore = await setSetting('map_password', await hashMapPassword('Another-pass-7'));
    try {
      expect((await browser.get(`/api/public/map/${md.id}`)).status).toBe(401);
    } finally {
      await restore();
    }
    expect((await browser.get(`/api/public/map/${md.id}`)).status).toBe(200);
  });

  it('holds back an address after 10 wrong guesses within a minute', async () => {
    // Guesses are counted per clock minute: start well inside one, so all eleven land in the same minute.
    const seconds = new Date().getSeconds();
    if (seconds >= 45) await new Promise((r) => setTimeout(r, (61 - seconds) * 1000));
    const guesser = fromAddress(makeClient(baseUrl), '127.0.51.3');
    for (let i = 0; i < 10; i++) expect((await guesser.unlock(`guess-${i}`)).status).toBe(401);
    const held = await guesser.unlock(PASSWORD);
    expect(held.status).toBe(429);
    // Another visitor is not affected.
    expect((await fromAddress(makeClient(baseUrl), '127.0.51.4').unlock(PASSWORD)).status).toBe(200);
  });

  it('never answers the password or its hash', () => {
    expect(publicResponses.length).toBeGreaterThan(10);
    for (const res of publicResponses) {
      expect(res.text).not.toContain(PASSWORD);
      expect(res.text).not.toContain(hash);
      expect(res.text).not.toContain(hash.split('$')[2]!);
      expect(res.text).not.toMatch(/scrypt/);
    }
  });
});
