import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import type { MarketDateItem } from '../lib/data/market-dates/market-date.items.js';
import type { DateDraft, MarketDatesRepository } from '../lib/data/market-dates/market-dates.repository.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import type { MarketItem } from '../lib/data/settings/market.item.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { makeMarketDatesService } from './market-dates.service.js';

const admin = { id: 'admin-1', role: 'admin' } as SessionUser;
const settings = (marketTimeZone: string, markets: Partial<MarketItem>[] = []) => ({
  getSettings: async () => ({ marketTimeZone, roundCents: true, markets }) as MarketSettings,
});
/** A Wednesday evening market in Chicago, with its own default maximum. */
const evening: Partial<MarketItem> = {
  id: 'eve',
  name: 'Evening Market',
  shortName: 'Evening',
  days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
  timeZone: 'America/Chicago',
  deadline: { daysBefore: 2, time: '12:00' },
  defaultMaxVendors: 25,
  isActive: true,
};
const emptyCatalog = {
  snapshot: async (): Promise<CatalogSnapshot> => ({
    areas: [],
    vendorTypes: [],
    spaceTypes: [],
    fees: [],
    landmarkTypes: [],
  }),
};

function dateItem(date: string, over: Partial<MarketDateItem> = {}): MarketDateItem {
  return {
    _type: 'market_date',
    id: `md-${date}`,
    date,
    status: 'upcoming',
    maxVendors: null,
    notes: null,
    publishedAt: null,
    publishedBy: null,
    spaceCount: 0,
    assignedCount: 0,
    createdAt: 'x',
    updatedAt: 'x',
    ...over,
  };
}

/** An in-memory calendar with a one-space default layout. */
function fakeRepository(dates: MarketDateItem[]) {
  const written: DateDraft[] = [];
  const templates: string[] = [];
  const repo = {
    list: async ({ from, to, marketId }: { from?: string; to?: string; marketId?: string } = {}) =>
      dates
        .filter((d) => !marketId || (d.marketId ?? 'main') === marketId)
        .filter((d) => (!from || d.date >= from) && (!to || d.date <= to))
        .sort((a, b) => a.date.localeCompare(b.date)),
    next: async (today: string) =>
      dates.filter((d) => d.date >= today && d.status !== 'canceled').sort((a, b) => a.date.localeCompare(b.date))[0],
    get: async (id: string) => dates.find((d) => d.id === id),
    template: async (layoutId: string) => ({
      head: templates.push(layoutId) && undefined,
      spaces: [
        {
          _type: 'layout_space' as const,
          id: 's',
          layoutId: 'default',
          label: 'A1',
          spaceTypeId: null,
          areaId: null,
          vendorType: null,
          basePrice: null,
          salesBasedRate: null,
          available: true,
          position: { x: 0, y: 0 },
          size: '10x10',
          vendorId: null,
          isDefault: false,
          requiresPrepayment: false,
          createdAt: 'x',
          updatedAt: 'x',
        },
      ],
      landmarks: [],
    }),
    layoutOfDate: async () => ({ spaces: [], landmarks: [] }),
    vendors: async () => new Map(),
    createDates: async (drafts: DateDraft[]) => {
      written.push(...drafts);
      dates.push(...drafts.map((d) => d.marketDate));
      return { created: drafts.map((d) => d.marketDate), skipped: [] };
    },
  };
  return { repo: repo as unknown as MarketDatesRepository, written, templates };
}

describe('the next market', () => {
  // 07:30 UTC on Sunday 2 March 2031: still Saturday 1 March in Los Angeles, already Sunday in Auckland.
  const now = () => new Date('2031-03-02T07:30:00Z');
  const calendar = () => [dateItem('2031-03-01'), dateItem('2031-03-02'), dateItem('2031-03-09')];

  it('is the earliest date that is today or later in the market’s time zone', async () => {
    const inLosAngeles = makeMarketDatesService({
      marketDates: fakeRepository(calendar()).repo,
      catalog: emptyCatalog,
      settings: settings('America/Los_Angeles'),
      now,
    });
    expect((await inLosAngeles.next()).date).toBe('2031-03-01');

    const inAuckland = makeMarketDatesService({
      marketDates: fakeRepository(calendar()).repo,
      catalog: emptyCatalog,
      settings: settings('Pacific/Auckland'),
      now,
    });
    expect((await inAuckland.next()).date).toBe('2031-03-02');
  });

  it('passes over a canceled date, and is "No upcoming market dates" when there is none', async () => {
    const service = makeMarketDatesService({
      marketDates: fakeRepository([dateItem('2031-03-02', { status: 'canceled' }), dateItem('2031-03-09')]).repo,
      catalog: emptyCatalog,
      settings: settings('UTC'),
      now,
    });
    expect((await service.next()).date).toBe('2031-03-09');
    const none = makeMarketDatesService({
      marketDates: fakeRepository([dateItem('2031-03-01')]).repo,
      catalog: emptyCatalog,
      settings: settings('UTC'),
      now,
    });
    await expect(none.next()).rejects.toMatchObject({ status: 404, message: 'No upcoming market dates' });
  });
});

describe('creating market dates', () => {
  const now = () => new Date('2031-03-05T12:00:00Z');

  it('creates the season’s Sundays that are not on the calendar yet and names the ones skipped', async () => {
    const { repo, written } = fakeRepository([dateItem('2031-03-16')]);
    const service = makeMarketDatesService({
      marketDates: repo,
      catalog: emptyCatalog,
      settings: settings('UTC'),
      now,
    });
    const result = await service.create(admin, {
      from: '2031-03-09',
      to: '2031-03-30',
      maxVendors: 30,
      notes: 'Spring',
    });
    expect(result.created.map((d) => d.date)).toEqual(['2031-03-09', '2031-03-23', '2031-03-30']);
    expect(result.skipped).toEqual(['2031-03-16']);
    expect(result.created[0]).toMatchObject({ maxVendors: 30, notes: 'Spring', status: 'upcoming', spaceCount: 1 });
    expect(written.every((d) => d.spaces.length === 1 && d.spaces[0]!.marketDateId === d.marketDate.id)).toBe(true);
  });

  it('marks a date added for a day already past as completed', async () => {
    const service = makeMarketDatesService({
      marketDates: fakeRepository([]).repo,
      catalog: emptyCatalog,
      settings: settings('UTC'),
      now,
    });
    const { created } = await service.create(admin, { date: '2031-03-02', maxVendors: null, notes: null });
    expect(created[0]!.status).toBe('completed');
  });

  it('refuses to copy from a date that does not exist, and a range without Sundays', async () => {
    const service = makeMarketDatesService({
      marketDates: fakeRepository([]).repo,
      catalog: emptyCatalog,
      settings: settings('UTC'),
      now,
    });
    await expect(
      service.create(admin, { date: '2031-04-06', maxVendors: null, notes: null, copyFrom: 'nope' }),
    ).rejects.toMatchObject({ status: 404, message: 'The market date to copy from was not found' });
    await expect(
      service.create(admin, { from: '2031-04-07', to: '2031-04-12', maxVendors: null, notes: null }),
    ).rejects.toMatchObject({ status: 400, message: 'There is no Sunday between these dates' });
  });
});

describe('creating market dates of a market', () => {
  const now = () => new Date('2031-03-05T12:00:00Z');
  const serviceOf = (dates: MarketDateItem[], markets: Partial<MarketItem>[] = [evening]) => {
    const fake = fakeRepository(dates);
    return {
      ...fake,
      service: makeMarketDatesService({
        marketDates: fake.repo,
        catalog: emptyCatalog,
        settings: settings('UTC', markets),
        now,
      }),
    };
  };

  it('makes a season of the market’s weekdays from its own default layout, at its default maximum', async () => {
    // The first market's date on 2031-03-12 does not stop the evening market's date that day.
    const { service, written, templates } = serviceOf([dateItem('2031-03-12')]);
    const result = await service.create(admin, { marketId: 'eve', from: '2031-03-09', to: '2031-03-26', notes: null });
    expect(result.created.map((d) => d.date)).toEqual(['2031-03-12', '2031-03-19', '2031-03-26']);
    expect(result.skipped).toEqual([]);
    expect(result.created.every((d) => d.marketId === 'eve' && d.maxVendors === 25)).toBe(true);
    expect(written.every((d) => d.marketDate.marketId === 'eve')).toBe(true);
    expect(templates).toEqual(['market-eve']);
  });

  it('skips the dates the same market already has, and keeps an explicit "no limit"', async () => {
    const { service } = serviceOf([dateItem('2031-03-19', { marketId: 'eve' })]);
    const result = await service.create(admin, {
      marketId: 'eve',
      from: '2031-03-12',
      to: '2031-03-19',
      maxVendors: null,
      notes: null,
    });
    expect(result.created.map((d) => [d.date, d.maxVendors])).toEqual([['2031-03-12', null]]);
    expect(result.skipped).toEqual(['2031-03-19']);
  });

  it('allows a single special date on any weekday', async () => {
    const { service } = serviceOf([]);
    const { created } = await service.create(admin, { marketId: 'eve', date: '2031-03-15', notes: null });
    expect(created.map((d) => d.date)).toEqual(['2031-03-15']);
  });

  it('is the first market’s (its Sundays, the default layout) when no market is named', async () => {
    const { service, templates } = serviceOf([]);
    const { created } = await service.create(admin, { from: '2031-03-09', to: '2031-03-16', notes: null });
    expect(created.map((d) => [d.date, d.marketId, d.maxVendors])).toEqual([
      ['2031-03-09', 'main', null],
      ['2031-03-16', 'main', null],
    ]);
    expect(templates).toEqual(['default']);
  });

  it('refuses an unknown market (404), an inactive one (409), a copy from another market (409), no market day', async () => {
    const { service } = serviceOf(
      [dateItem('2031-03-02')],
      [evening, { ...evening, id: 'closed', name: 'Closed', isActive: false }],
    );
    await expect(service.create(admin, { marketId: 'nope', date: '2031-03-12', notes: null })).rejects.toMatchObject({
      status: 404,
      message: MARKET_MSG.notFound,
    });
    await expect(service.create(admin, { marketId: 'closed', date: '2031-03-12', notes: null })).rejects.toMatchObject({
      status: 409,
      message: MARKET_MSG.marketInactive,
    });
    await expect(
      service.create(admin, { marketId: 'eve', date: '2031-03-12', notes: null, copyFrom: 'md-2031-03-02' }),
    ).rejects.toMatchObject({ status: 409, message: MARKET_MSG.copyFromOtherMarket });
    await expect(
      service.create(admin, { marketId: 'eve', from: '2031-03-13', to: '2031-03-18', notes: null }),
    ).rejects.toMatchObject({ status: 400, message: MARKET_MSG.noMarketDays });
  });

  it('lists one market’s dates, each naming its market', async () => {
    const { service } = serviceOf([dateItem('2031-03-09'), dateItem('2031-03-12', { marketId: 'eve' })]);
    expect((await service.list({ marketId: 'eve' })).map((d) => [d.date, d.marketId])).toEqual([['2031-03-12', 'eve']]);
    expect((await service.list({})).map((d) => d.marketId)).toEqual(['main', 'eve']);
  });
});
