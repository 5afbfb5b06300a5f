import { describe, expect, it } from 'vitest';
import type { AreaItem, LandmarkTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { LandmarkItem, MarketDateItem, SpaceItem } from '../lib/data/market-dates/market-date.items.js';
import { makeMapAccessTokens } from '../lib/auth/map-access.js';
import type { PublicMapStore, VendorSummary } from '../lib/data/market-dates/public-map.repository.js';
import { RATE_LIMITS } from '../lib/auth/rate-limits.js';
import { makeMemoryRateLimiter } from '../../test/fixtures/memory-rate-limiter.js';
import { makePublicMapService, type PublicMapSettings, type PublicMarketSettings } from './public-map.service.js';

const MAP_UNLOCK_LIMIT = RATE_LIMITS.mapUnlock.limit;
const from = (address: string) => address;

const at = '2033-01-01T00:00:00.000Z';
const base = { createdAt: at, updatedAt: at };

function marketDate(id: string, date: string, over: Partial<MarketDateItem> = {}): MarketDateItem {
  return {
    _type: 'market_date',
    ...base,
    id,
    date,
    status: 'upcoming',
    maxVendors: null,
    notes: null,
    publishedAt: null,
    publishedBy: null,
    spaceCount: 0,
    assignedCount: 0,
    ...over,
  } as MarketDateItem;
}

function space(id: string, label: string, vendorId: string | null = null): SpaceItem {
  return {
    _type: 'space',
    ...base,
    id,
    marketDateId: 'md-1',
    label,
    spaceTypeId: 'st-1',
    areaId: 'area-1',
    vendorType: null,
    basePrice: 5000,
    salesBasedRate: 5,
    available: true,
    position: { x: 10, y: 20 },
    size: '10x20',
    vendorId,
    assignedAt: vendorId ? at : null,
    assignedBy: vendorId ? 'admin' : null,
    isDefault: false,
    requiresPrepayment: false,
  } as SpaceItem;
}

const landmark: LandmarkItem = {
  _type: 'landmark',
  ...base,
  id: 'lm-1',
  marketDateId: 'md-1',
  label: 'Main Entrance',
  landmarkTypeId: 'lt-1',
  areaId: null,
  position: { x: 0, y: 30 },
  dimensions: { width: 6, height: 8 },
  rotation: 0,
  isActive: true,
};
const landmarkType: LandmarkTypeItem = {
  _type: 'landmark_type',
  ...base,
  id: 'lt-1',
  name: 'Entrance',
  description: '',
  icon: 'fas fa-door-open',
  color: 'green',
  shape: 'icon',
  isActive: true,
};
const area = (id: string, name: string, sortOrder: number, isActive = true): AreaItem =>
  ({ _type: 'area', ...base, id, name, sortOrder, isActive }) as AreaItem;
const farm = { _type: 'vendor_type', ...base, id: '1', code: 'FARM', label: 'Farmers/Produce' } as VendorTypeItem;

function setup(
  opts: { settings?: Partial<PublicMapSettings>; dates?: MarketDateItem[]; vendors?: VendorSummary[] } = {},
) {
  let now = new Date('2033-06-05T06:30:00Z'); // Saturday 23:30 in Los Angeles, Sunday in UTC
  const dates = opts.dates ?? [marketDate('md-1', '2033-06-05')];
  const spaces = [space('s-2', 'A10', 'v-1'), space('s-1', 'A2', 'v-2'), space('s-3', 'A3')];
  const vendorLookups: string[][] = [];
  const store: PublicMapStore = {
    upcomingMarketDates: async (from) => dates.filter((d) => d.date >= from),
    marketDate: async (id) => dates.find((d) => d.id === id),
    marketDateLayout: async (id) => ({
      marketDate: dates.find((d) => d.id === id),
      spaces: dates.some((d) => d.id === id) ? spaces : [],
      landmarks: [landmark, { ...landmark, id: 'lm-gone', isActive: false }],
    }),
    catalog: async () => ({
      areas: [area('area-2', 'South Row', 2), area('area-1', 'North Row', 1), area('area-x', 'Old', 0, false)],
      spaceTypes: [],
      vendorTypes: [farm],
      landmarkTypes: [landmarkType],
    }),
    vendorsByIds: async (ids) => {
      vendorLookups.push([...ids]);
      return (
        opts.vendors ?? [
          { id: 'v-1', name: 'Sunny Acres Farm', vendorTypeId: '1', status: 'APPROVED' },
          { id: 'v-2', name: 'Bee Happy Honey', vendorTypeId: '1', status: 'APPROVED' },
        ]
      ).filter((v) => ids.includes(v.id));
    },
  };
  const settings: PublicMapSettings = {
    enablePublicProfiles: true,
    marketTimeZone: 'America/Los_Angeles',
    mapPasswordFingerprint: null,
    marketRegulations: '',
    ...opts.settings,
  };
  const tokens = makeMapAccessTokens('a-test-secret-of-enough-length');
  const service = makePublicMapService({
    store,
    settings: {
      load: async () => settings,
      // The organisation's password, or a market's own (named by the market's id).
      verifyMapPassword: async (p, marketId) => (marketId ? p === `${marketId} secret` : p === 'open sesame'),
    },
    tokens,
    limiter: makeMemoryRateLimiter(),
    now: () => now,
  });
  return { service, vendorLookups, setNow: (d: Date) => (now = d) };
}

describe('the public market maps', () => {
  it("lists dates from today in the market's time zone, not the server's, soonest first and without canceled ones", async () => {
    const { service } = setup({
      dates: [
        marketDate('md-3', '2033-06-12'),
        marketDate('md-1', '2033-06-05'),
        marketDate('md-0', '2033-06-04'),
        marketDate('md-x', '2033-06-19', { status: 'canceled' }),
      ],
    });
    // In Los Angeles it is still Saturday June 4.
    expect((await service.upcomingMarketDates()).map((d) => d.id)).toEqual(['md-0', 'md-1', 'md-3']);
  });

  it('draws spaces and landmarks of an unpublished date but names no vendors', async () => {
    const { service, vendorLookups } = setup();
    const map = await service.map('md-1', undefined);
    expect(map.spaces.map((s) => s.label)).toEqual(['A2', 'A3', 'A10']);
    expect(map.spaces[0]).toEqual({
      id: 's-1',
      label: 'A2',
      areaId: 'area-1',
      spaceTypeId: 'st-1',
      size: '10x20',
      position: { x: 10, y: 20 },
    });
    expect(map.landmarks).toEqual([
      expect.objectContaining({
        label: 'Main Entrance',
        dimensions: { width: 6, height: 8 },
        landmarkType: { name: 'Entrance', icon: 'fas fa-door-open', color: 'green', shape: 'icon' },
      }),
    ]);
    expect(map.areas.map((a) => a.name)).toEqual(['North Row', 'South Row']);
    expect(map.vendors).toEqual([]);
    expect(vendorLookups).toEqual([]);
    expect(JSON.stringify(map)).not.toMatch(/basePrice|salesBasedRate|v-1/);
  });

  it('lists the vendors of a published date with their type and space, by name', async () => {
    const { service } = setup({ dates: [marketDate('md-1', '2033-06-05', { publishedAt: at })] });
    const map = await service.map('md-1', undefined);
    expect(map.vendors).toEqual([
      {
        id: 'v-2',
        name: 'Bee Happy Honey',
        vendorType: { code: 'FARM', label: 'Farmers/Produce' },
        spaceId: 's-1',
        spaceLabel: 'A2',
      },
      {
        id: 'v-1',
        name: 'Sunny Acres Farm',
        vendorType: { code: 'FARM', label: 'Farmers/Produce' },
        spaceId: 's-2',
        spaceLabel: 'A10',
      },
    ]);
    expect(await service.vendors('md-1', undefined)).toEqual(map.vendors);
  });

  it('leaves out a vendor that is no longer approved', async () => {
    const { service } = setup({
      dates: [marketDate('md-1', '2033-06-05', { publishedAt: at })],
      vendors: [
        { id: 'v-1', name: 'Sunny Acres Farm', vendorTypeId: '1', status: 'HOLD' },
        { id: 'v-2', name: 'Bee Happy Honey', vendorTypeId: '1', status: 'APPROVED' },
      ],
    });
    expect((await service.map('md-1', undefined)).vendors.map((v) => v.name)).toEqual(['Bee Happy Honey']);
  });

  it('answers "Market date not found" for an unknown date', async () => {
    const { service } = setup();
    await expect(service.map('nope', undefined)).rejects.toMatchObject({
      status: 404,
      message: 'Market date not found',
    });
    await expect(service.marketDate('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('with a map password set, withholds the map until the password is proven', async () => {
    const { service } = setup({ settings: { mapPasswordFingerprint: 'fp-1' } });
    await expect(service.map('md-1', undefined)).rejects.toMatchObject({ status: 401, message: 'Password required' });
    await expect(service.spaces('md-1', 'forged.token')).rejects.toMatchObject({ status: 401 });
    await expect(service.unlock('wrong', from('1.2.3.4'))).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect password',
    });
    const { token } = await service.unlock('open sesame', from('1.2.3.4'));
    expect(token).toEqual(expect.any(String));
    expect((await service.map('md-1', token!)).spaces).toHaveLength(3);
    expect(await service.publicSettings()).toEqual({
      enable_public_profiles: true,
      hasMapPassword: true,
      market_time_zone: 'America/Los_Angeles',
      market_regulations: '',
    });
  });

  it(`refuses an address after ${MAP_UNLOCK_LIMIT} wrong guesses within a minute, even the right password`, async () => {
    const { service, setNow } = setup({ settings: { mapPasswordFingerprint: 'fp-1' } });
    for (let i = 0; i < MAP_UNLOCK_LIMIT; i++) {
      await expect(service.unlock('wrong', from('5.6.7.8'))).rejects.toMatchObject({ status: 401 });
    }
    await expect(service.unlock('open sesame', from('5.6.7.8'))).rejects.toMatchObject({ status: 429 });
    // Another address, or the next minute, is not held back.
    expect((await service.unlock('open sesame', from('9.9.9.9'))).token).toBeTruthy();
    setNow(new Date('2033-06-05T06:31:00Z'));
    expect((await service.unlock('open sesame', from('5.6.7.8'))).token).toBeTruthy();
  });

  it('counts only wrong guesses: right passwords from one address do not use up its limit', async () => {
    const { service } = setup({ settings: { mapPasswordFingerprint: 'fp-1' } });
    for (let i = 0; i < MAP_UNLOCK_LIMIT * 2; i++) {
      expect((await service.unlock('open sesame', from('7.7.7.7'))).token).toBeTruthy();
    }
    for (let i = 0; i < MAP_UNLOCK_LIMIT; i++) {
      await expect(service.unlock('wrong', from('7.7.7.7'))).rejects.toMatchObject({ status: 401 });
    }
    await expect(service.unlock('wrong', from('7.7.7.7'))).rejects.toMatchObject({ status: 429 });
  });

  it('needs no unlocking while no map password is set', async () => {
    const { service } = setup();
    expect(await service.unlock('anything', from('1.2.3.4'))).toEqual({ token: null });
    expect(await service.publicSettings()).toEqual({
      enable_public_profiles: true,
      hasMapPassword: false,
      market_time_zone: 'America/Los_Angeles',
      market_regulations: '',
    });
  });

  it('lists the active markets with their hours, and the synthesized first market before any exists', async () => {
    const { service } = setup();
    expect((await service.markets()).markets).toEqual([
      expect.objectContaining({ id: 'main', hours: 'Every Sunday 9:00 AM to 1:00 PM', mapPasswordSet: false }),
    ]);
    const { service: two } = setup({
      settings: { markets: [market('eve', 'Riverside', { isActive: false }), market('main', 'Town Square')] },
    });
    expect((await two.markets()).markets.map((m) => m.id)).toEqual(['main']);
    // The first market leads, whatever was made first: the front door shows its hours.
    const { service: three } = setup({
      settings: { markets: [market('eve', 'Riverside'), market('later', 'Harbor'), market('main', 'Town Square')] },
    });
    expect((await three.markets()).markets.map((m) => m.id)).toEqual(['main', 'eve', 'later']);
  });

  it("names each date's market, and lists one market's dates with its id", async () => {
    const { service } = setup({
      dates: [marketDate('md-1', '2033-06-05'), marketDate('md-2', '2033-06-08', { marketId: 'eve' } as never)],
      settings: { markets: [market('main', 'Town Square'), market('eve', 'Riverside')] },
    });
    expect((await service.upcomingMarketDates()).map((d) => [d.id, d.marketId])).toEqual([
      ['md-1', 'main'],
      ['md-2', 'eve'],
    ]);
    expect((await service.upcomingMarketDates('eve')).map((d) => d.id)).toEqual(['md-2']);
    const map = await service.map('md-2', undefined);
    expect(map.market).toMatchObject({ id: 'eve', name: 'Riverside', hours: 'Every Wednesday 4:00 PM to 8:00 PM' });
  });

  it("asks for a market's own password on its dates' maps, and the organisation's on the others'", async () => {
    const { service } = setup({
      dates: [marketDate('md-1', '2033-06-05'), marketDate('md-2', '2033-06-08', { marketId: 'eve' } as never)],
      settings: {
        markets: [market('main', 'Town Square'), market('eve', 'Riverside', { mapPasswordFingerprint: 'fp-eve' })],
      },
    });
    // The first market has no password of its own and the organisation has none: its map is open.
    expect((await service.map('md-1', undefined)).spaces).toHaveLength(3);
    await expect(service.map('md-2', undefined)).rejects.toMatchObject({ status: 401 });
    await expect(service.unlock('open sesame', from('1.2.3.4'), 'md-2')).rejects.toMatchObject({ status: 401 });
    const { token } = await service.unlock('eve secret', from('1.2.3.4'), 'md-2');
    expect((await service.map('md-2', token!)).spaces).toHaveLength(3);
    expect((await service.markets()).markets.map((m) => [m.id, m.mapPasswordSet])).toEqual([
      ['main', false],
      ['eve', true],
    ]);
  });
});

function market(id: string, name: string, over: Partial<PublicMarketSettings> = {}): PublicMarketSettings {
  return {
    id,
    name,
    shortName: name,
    address: '',
    mapLink: null,
    description: '',
    logoUrl: null,
    days:
      id === 'main'
        ? [{ weekday: 0, opens: '09:00', closes: '13:00' }]
        : [{ weekday: 3, opens: '16:00', closes: '20:00' }],
    timeZone: 'America/Los_Angeles',
    deadline: { daysBefore: 5, time: '23:59' },
    isActive: true,
    mapPasswordFingerprint: null,
    ...over,
  };
}
