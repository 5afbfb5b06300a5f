/**
 * Market dates of several markets: a Wednesday evening market beside the first (Sunday) market. Its season makes
 * Wednesdays from its own default layout and at its own maximum; one calendar date can have one market date in each
 * market but not two in one; ?marketId= lists keep the markets apart; a layout is never copied across markets; each
 * market's layout editor offers its own areas. The market, its areas, its default layout and every date made here
 * are removed afterwards, so later files see the demo's markets as they were.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import { FIRST_MARKET_ID, layoutIdOf } from '../../shared/markets.js';
import { addDays } from '../../shared/market-time.js';
import type { CreateMarket } from '../../shared/schemas/markets.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

const fx = makeMarketFixtures();
const run = ulid().slice(-6);
let admin: ApiClient;
let marketId: string;
let otherAreaId: string;
let mainAreaIds: string[];
const areaNames: string[] = [];
const areaIds: string[] = [];

// A Wednesday far enough ahead that no other file's dates are near: 2034-01-04 plus a week per run.
const firstWednesday = addDays('2034-01-04', 7 * Math.floor(Math.random() * 60));
const wednesday = (n: number) => addDays(firstWednesday, 7 * n);

/** A path with its query. */
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

interface DateDto {
  id: string;
  marketId: string;
  date: string;
  maxVendors: number | null;
  spaceCount: number;
}

/** Makes dates through the API and remembers them (and their guards) for cleanup. */
async function createDates(body: Record<string, unknown>) {
  const res = await admin.post('/api/market-dates', body);
  if (res.status === 201) {
    for (const d of res.body.created as DateDto[]) {
      fx.adopt(d.id);
      fx.track(keys.uniqueMarketDate(d.date, d.marketId));
    }
  }
  return res;
}

async function createArea(name: string, market?: string) {
  const res = await admin.post('/api/areas', { name, ...(market ? { marketId: market } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  areaNames.push(name);
  areaIds.push(res.body.id);
  return res.body as { id: string; marketId: string };
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  const market: CreateMarket = {
    name: `Wednesday Evening Market ${run}`,
    shortName: 'Evening',
    days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
    timeZone: 'America/Chicago',
    deadline: { daysBefore: 2, time: '12:00' },
    defaultMaxVendors: 25,
  };
  const made = await admin.post('/api/markets', market);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  marketId = made.body.id;
  mainAreaIds = (await admin.get(withQuery('/api/areas', { marketId: FIRST_MARKET_ID }))).body.map(
    (a: { id: string }) => a.id,
  );
});

afterAll(async () => {
  const layoutId = layoutIdOf(marketId);
  const head = await fx.stored(keys.layout(layoutId));
  if (head) await fx.removePartition(keys.layoutVersionPartition(layoutId, String(head.version)).pk);
  for (const id of areaIds) fx.track(keys.area(id));
  for (const name of areaNames) fx.track(keys.uniqueCatalogName('AREA', name));
  fx.track(keys.layout(layoutId));
  fx.track(keys.market(marketId));
  await fx.cleanup();
});

describe('the areas and default layout of a market', () => {
  it('makes an area for a market, lists it with that market only, and offers it in its editor only', async () => {
    const area = await createArea(`Evening Lawn ${run}`, marketId);
    otherAreaId = area.id;
    expect(area.marketId).toBe(marketId);

    const ofMarket = await admin.get(withQuery('/api/areas', { marketId }));
    expect(ofMarket.body.map((a: { id: string }) => a.id)).toEqual([area.id]);
    const ofMain = await admin.get(withQuery('/api/areas', { marketId: FIRST_MARKET_ID }));
    expect(ofMain.body.map((a: { id: string }) => a.id)).not.toContain(area.id);
    expect(ofMain.body.every((a: { marketId: string }) => a.marketId === FIRST_MARKET_ID)).toBe(true);
    const all = await admin.get('/api/areas');
    expect(all.body.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([area.id, ...mainAreaIds]));

    const unknown = await admin.post('/api/areas', { name: `Nowhere ${run}`, marketId: 'no-such-market' });
    expect(unknown).toMatchObject({ status: 404, body: { message: MARKET_MSG.notFound } });

    const mainPlan = await admin.get('/api/layouts/default/plan');
    expect(mainPlan.body.areas.map((a: { id: string }) => a.id)).not.toContain(area.id);
  });

  it('saves the market’s own default layout, with its own areas only, leaving the first market’s alone', async () => {
    const mainBefore = await admin.get('/api/layouts/default');
    const empty = await admin.get(withQuery('/api/layouts/default/plan', { marketId }));
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ marketId, version: '', spaces: [] });
    expect(empty.body.areas).toEqual([{ id: otherAreaId, name: `Evening Lawn ${run}` }]);

    const space = (label: string, x: number, areaId: string | null) => ({
      id: ulid(),
      label,
      areaId,
      spaceTypeId: null,
      position: { x, y: 0 },
      width: 10,
      height: 10,
    });
    // An area of the first market is not one of this market's.
    const plan = withQuery('/api/layouts/default/plan', { marketId });
    const foreign = await admin.put(plan, { version: '', spaces: [space('W1', 0, mainAreaIds[0]!)], landmarks: [] });
    expect(foreign.status).toBe(400);

    const saved = await admin.put(plan, {
      version: '',
      spaces: [space('W1', 0, otherAreaId), space('W2', 12, otherAreaId), space('W3', 24, null)],
      landmarks: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const summary = await admin.get(withQuery('/api/layouts/default', { marketId }));
    expect(summary.body).toEqual({ spaceCount: 3, landmarkCount: 0, defaultAssignments: 0 });
    expect((await admin.get('/api/layouts/default')).body).toEqual(mainBefore.body);
  });
});

describe('the dates of a market', () => {
  let season: DateDto[];
  let mainDate: DateDto;

  it('makes a season of the market’s Wednesdays from its own default layout, at its default maximum', async () => {
    // From the Monday before the first Wednesday to the Sunday after the fourth.
    const res = await createDates({ marketId, from: addDays(wednesday(0), -2), to: addDays(wednesday(3), 4) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    season = res.body.created;
    expect(season.map((d) => d.date)).toEqual([wednesday(0), wednesday(1), wednesday(2), wednesday(3)]);
    expect(res.body.skipped).toEqual([]);
    for (const d of season) expect(d).toMatchObject({ marketId, maxVendors: 25, spaceCount: 3 });

    const layout = await admin.get(`/api/market-dates/${season[0]!.id}/layout`);
    expect(layout.body.marketId).toBe(marketId);
    expect(layout.body.spaces.map((s: { label: string }) => s.label)).toEqual(['W1', 'W2', 'W3']);
    expect(layout.body.areas.map((a: { id: string }) => a.id)).toEqual([otherAreaId]);
  });

  it('has one date per calendar date in each market, never two in one', async () => {
    // The first market may have the same calendar date (a special Wednesday); it starts from its own layout.
    const main = await createDates({ date: wednesday(1) });
    expect(main.status, JSON.stringify(main.body)).toBe(201);
    mainDate = main.body.created[0];
    expect(mainDate).toMatchObject({ marketId: FIRST_MARKET_ID, date: wednesday(1) });
    expect(mainDate.spaceCount).toBe((await admin.get('/api/layouts/default')).body.spaceCount);

    const again = await createDates({ marketId, date: wednesday(1) });
    expect(again).toMatchObject({ status: 201, body: { created: [], skipped: [wednesday(1)] } });
    const mainAgain = await createDates({ marketId: FIRST_MARKET_ID, date: wednesday(1) });
    expect(mainAgain).toMatchObject({ status: 201, body: { created: [], skipped: [wednesday(1)] } });
  });

  it('lists each market’s dates apart through ?marketId=, and every market’s without it', async () => {
    const range = { from: wednesday(0), to: wednesday(3) };
    const ofMarket = await admin.get(withQuery('/api/market-dates', { ...range, marketId }));
    expect(ofMarket.status).toBe(200);
    expect(ofMarket.body.map((d: DateDto) => d.id)).toEqual(season.map((d) => d.id));
    // Other files' first-market dates (test Sundays) may fall in the range: the first market's list holds this
    // file's date and only first-market dates; the whole list holds both markets' dates.
    const ofMain = await admin.get(withQuery('/api/market-dates', { ...range, marketId: FIRST_MARKET_ID }));
    expect(ofMain.body.map((d: DateDto) => d.id)).toContain(mainDate.id);
    expect(ofMain.body.filter((d: DateDto) => d.marketId !== FIRST_MARKET_ID)).toEqual([]);
    const all = await admin.get(withQuery('/api/market-dates', range));
    const allIds = all.body.map((d: DateDto) => d.id);
    expect(allIds.filter((id: string) => ![...season.map((d) => d.id), mainDate.id].includes(id)).sort()).toEqual(
      ofMain.body
        .map((d: DateDto) => d.id)
        .filter((id: string) => id !== mainDate.id)
        .sort(),
    );
    for (const id of [...season.map((d) => d.id), mainDate.id]) expect(allIds).toContain(id);
    // One market's list is one query of its own calendar, as the whole calendar's is.
    expect(admin.ddbRequests(ofMarket)).toBe(admin.ddbRequests(all));
  });

  it('answers the market’s own next date, and the admin dashboard of that market', async () => {
    const next = await admin.get(withQuery('/api/market-dates/next', { marketId }));
    expect(next).toMatchObject({ status: 200, body: { id: season[0]!.id, marketId } });
    const dashboard = await admin.get(withQuery('/api/dashboard/admin', { marketId }));
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.nextMarket).toMatchObject({ id: season[0]!.id, date: wednesday(0) });
  });

  it('refuses to copy a layout across markets, for a new date or onto a later date', async () => {
    const copyNew = await createDates({ marketId, date: wednesday(5), copyFrom: mainDate.id });
    expect(copyNew).toMatchObject({ status: 409, body: { message: MARKET_MSG.copyFromOtherMarket } });
    const copyLater = await admin.post(`/api/market-dates/${mainDate.id}/layout/copy`, {
      marketDateIds: [season[3]!.id],
    });
    expect(copyLater).toMatchObject({ status: 409, body: { message: MARKET_MSG.copyToOtherMarket } });

    // Within the market a copy is fine.
    const copySame = await createDates({ marketId, date: wednesday(5), copyFrom: season[0]!.id });
    expect(copySame.status).toBe(201);
    expect(copySame.body.created[0]).toMatchObject({ marketId, spaceCount: 3 });
  });

  it('refuses an unknown market', async () => {
    const res = await createDates({ marketId: 'no-such-market', date: wednesday(6) });
    expect(res).toMatchObject({ status: 404, body: { message: MARKET_MSG.notFound } });
  });

  it('saves a date’s layout as its own market’s default', async () => {
    const res = await admin.put('/api/layouts/default', { fromMarketDateId: season[0]!.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ spaceCount: 3 });
    const head = await fx.stored(keys.layout(layoutIdOf(marketId)));
    expect(head).toMatchObject({ id: layoutIdOf(marketId), spaceCount: 3 });
  });
});
