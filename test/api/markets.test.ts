/**
 * The organisation's markets (GET/POST /api/markets, GET/PATCH /api/markets/{id}) and what visitors see of them
 * (GET /api/public/markets, a market's dates by ?marketId=). Each market this file makes has a name of its own and
 * is removed afterwards, so later files see the demo's markets as they were.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import { addDays } from '../../shared/market-time.js';
import { marketListSchema, marketSchema, type CreateMarket } from '../../shared/schemas/markets.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

const fx = makeMarketFixtures();
const run = ulid().slice(-6);
const made: string[] = [];
let admin: ApiClient;
let vendor: ApiClient;
let visitor: ApiClient;

const body = (over: Partial<CreateMarket> = {}): CreateMarket => ({
  name: `Riverside Evening Market ${run}`,
  shortName: 'Riverside',
  address: '1 River Road',
  mapLink: 'https://maps.example.org/riverside',
  description: 'Food trucks by the river',
  days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
  timeZone: 'America/Los_Angeles',
  deadline: { daysBefore: 2, time: '12:00' },
  defaultMaxVendors: 25,
  ...over,
});

async function create(over: Partial<CreateMarket> = {}) {
  const res = await admin.post('/api/markets', body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  made.push(res.body.id);
  return res.body as ReturnType<typeof marketSchema.parse>;
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  vendor = await signedInClient(DEMO.vendor, DEMO.password);
  visitor = makeClient(inject('baseUrl'));
});

afterAll(async () => {
  for (const id of made) await fx.table.delete(keys.market(id));
  await fx.cleanup();
});

describe('the admin’s markets', () => {
  it('creates a market, lists it, answers it by id and edits it', async () => {
    const market = await create({ mapPassword: 'river-secret' });
    expect(marketSchema.safeParse(market).success).toBe(true);
    expect(market).toMatchObject({
      name: `Riverside Evening Market ${run}`,
      hours: 'Every Wednesday 4:00 PM to 8:00 PM',
      mapPasswordSet: true,
      isActive: true,
      seasonStart: null,
      logoUrl: null,
    });
    expect(market.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(JSON.stringify(market)).not.toMatch(/mapPasswordHash|river-secret|scrypt/);

    const list = await admin.get('/api/markets');
    expect(list.status).toBe(200);
    expect(marketListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.markets.find((m: { id: string }) => m.id === market.id)).toEqual(market);
    // A deployment with markets is past its first-run setup.
    expect(list.body.setupNeeded).toBe(false);
    // The session, and the settings query, which reads every market.
    expect(admin.ddbRequests(list)).toBe(2);

    const one = await admin.get(`/api/markets/${market.id}`);
    expect([one.status, one.body]).toEqual([200, market]);

    const edited = await admin.patch(`/api/markets/${market.id}`, {
      days: [
        { weekday: 3, opens: '16:00', closes: '20:00' },
        { weekday: 6, opens: '08:00', closes: '12:00' },
      ],
      expectedUpdatedAt: market.updatedAt,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      name: market.name,
      hours: 'Every Wednesday 4:00 PM to 8:00 PM; Saturday 8:00 AM to 12:00 PM',
      // Absent keeps the password; '' clears it.
      mapPasswordSet: true,
    });
    const cleared = await admin.patch(`/api/markets/${market.id}`, { mapPassword: '' });
    expect(cleared.body.mapPasswordSet).toBe(false);
    expect((await admin.get(`/api/markets/${market.id}`)).body).toEqual(cleared.body);
  });

  it('answers 404 for an unknown market', async () => {
    for (const res of [await admin.get('/api/markets/no-such-market'), await admin.patch('/api/markets/nope', {})]) {
      expect([res.status, res.body.message]).toEqual([404, MARKET_MSG.notFound]);
    }
  });

  it('refuses bad input with the rule’s own message and creates nothing', async () => {
    const cases: [Partial<CreateMarket> | Record<string, unknown>, string][] = [
      [{ name: '  ' }, MARKET_MSG.nameRequired],
      [{ shortName: 'x'.repeat(31) }, MARKET_MSG.shortNameTooLong],
      [{ days: [] }, MARKET_MSG.daysRequired],
      [{ days: [{ weekday: 0, opens: '13:00', closes: '09:00' }] }, MARKET_MSG.closesBeforeOpens],
      [{ days: [{ weekday: 0, opens: '9am', closes: '13:00' }] }, MARKET_MSG.timeInvalid],
      [{ days: [{ weekday: 7, opens: '09:00', closes: '13:00' }] }, MARKET_MSG.weekdayInvalid],
      [
        {
          days: [
            { weekday: 0, opens: '09:00', closes: '13:00' },
            { weekday: 0, opens: '14:00', closes: '15:00' },
          ],
        },
        MARKET_MSG.dayRepeated,
      ],
      [{ timeZone: 'Mars/Olympus' }, SETUP_MSG.timeZoneInvalid],
      [{ mapLink: 'http://insecure.example.org' }, MARKET_MSG.mapLinkInvalid],
      [{ deadline: { daysBefore: 31, time: '12:00' } }, MARKET_MSG.deadlineDaysInvalid],
      [{ seasonStart: '2027-06-01', seasonEnd: '2027-05-01' }, MARKET_MSG.seasonOrder],
      [{ defaultMaxVendors: 0 }, MARKET_MSG.maxVendorsInvalid],
      [{ mapPassword: 'abc' }, SETUP_MSG.mapPasswordShort],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post('/api/markets', body({ name: `Refused ${run}`, ...over } as Partial<CreateMarket>));
      expect([res.status, res.body.message], JSON.stringify(over)).toEqual([400, message]);
    }
    const names = (await admin.get('/api/markets')).body.markets.map((m: { name: string }) => m.name);
    expect(names).not.toContain(`Refused ${run}`);
    const market = await create({ name: `Patched ${run}` });
    const res = await admin.patch(`/api/markets/${market.id}`, { days: [] });
    expect([res.status, res.body.message]).toEqual([400, MARKET_MSG.daysRequired]);
  });

  it('keeps names unique without regard to case or spacing, and refuses a stale edit', async () => {
    const first = await create({ name: `Harbor Market ${run}` });
    const again = await admin.post('/api/markets', body({ name: `  harbor   MARKET ${run.toLowerCase()} ` }));
    expect([again.status, again.body.message]).toEqual([409, MARKET_MSG.nameTaken]);
    const second = await create({ name: `Hilltop Market ${run}` });
    const renamed = await admin.patch(`/api/markets/${second.id}`, { name: `HARBOR MARKET ${run}` });
    expect([renamed.status, renamed.body.message]).toEqual([409, MARKET_MSG.nameTaken]);

    expect((await admin.patch(`/api/markets/${first.id}`, { shortName: 'Harbor' })).status).toBe(200);
    const stale = await admin.patch(`/api/markets/${first.id}`, {
      shortName: 'Stale',
      expectedUpdatedAt: first.updatedAt,
    });
    expect([stale.status, stale.body.message]).toEqual([409, SETUP_MSG.changedMeanwhile]);
    expect((await admin.get(`/api/markets/${first.id}`)).body.shortName).toBe('Harbor');
  });

  it('is for admins only', async () => {
    expect((await vendor.get('/api/markets')).status).toBe(403);
    expect((await vendor.post('/api/markets', body({ name: `Vendor's ${run}` }))).status).toBe(403);
    expect((await vendor.get('/api/markets/main')).status).toBe(403);
    expect((await vendor.patch('/api/markets/main', { shortName: 'Mine' })).status).toBe(403);
    expect((await visitor.get('/api/markets')).status).toBe(401);
  });
});

describe('what visitors see of the markets', () => {
  it('lists only the active markets, with their hours and never a password', async () => {
    const open = await create({ name: `Open Market ${run}`, mapPassword: 'open-secret' });
    const closed = await create({ name: `Closed Market ${run}`, isActive: false });
    const res = await visitor.get('/api/public/markets');
    expect(res.status).toBe(200);
    // One query: the settings partition holds every market.
    expect(visitor.ddbRequests(res)).toBe(1);
    const ids = res.body.markets.map((m: { id: string }) => m.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    expect(res.body.markets.find((m: { id: string }) => m.id === open.id)).toEqual({
      id: open.id,
      name: open.name,
      shortName: 'Riverside',
      address: '1 River Road',
      mapLink: 'https://maps.example.org/riverside',
      description: 'Food trucks by the river',
      logoUrl: null,
      hours: 'Every Wednesday 4:00 PM to 8:00 PM',
      days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
      timeZone: 'America/Los_Angeles',
      mapPasswordSet: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|open-secret|PasswordHash/);
    // The demo's Sunday market reads as the spec writes it.
    expect(res.body.markets.find((m: { id: string }) => m.id === 'main')?.hours).toBe(
      'Every Sunday 9:00 AM to 1:00 PM',
    );
  });

  it('lists each market’s dates apart with ?marketId=, each date naming its market', async () => {
    const east = await create({ name: `East Market ${run}` });
    const west = await create({ name: `West Market ${run}` });
    const today = await fx.today();
    const a = await fx.marketDate(addDays(today, 400), { marketId: east.id });
    const b = await fx.marketDate(addDays(today, 401), { marketId: west.id });

    const all = await visitor.get('/api/public/market-dates?upcoming=true');
    expect(all.body.find((d: { id: string }) => d.id === a.id)).toMatchObject({ marketId: east.id });
    expect(all.body.every((d: { marketId?: string }) => typeof d.marketId === 'string')).toBe(true);

    const eastDates = await visitor.get(`/api/public/market-dates?upcoming=true&marketId=${east.id}`);
    expect(eastDates.body.map((d: { id: string }) => d.id)).toEqual([a.id]);
    // Filtered from the same reads: the settings and the calendar.
    expect(visitor.ddbRequests(eastDates)).toBe(visitor.ddbRequests(all));
    const westDates = await visitor.get(`/api/public/market-dates?upcoming=true&marketId=${west.id}`);
    expect(westDates.body.map((d: { id: string }) => d.id)).toEqual([b.id]);
    const none = await visitor.get('/api/public/market-dates?marketId=no-such-market');
    expect([none.status, none.body]).toEqual([200, []]);
  });

  it('asks for a market’s own map password on its dates’ maps, and tells the map its market’s hours', async () => {
    const guarded = await create({ name: `Guarded Market ${run}`, mapPassword: 'guarded-secret' });
    const date = await fx.marketDate(addDays(await fx.today(), 402), { marketId: guarded.id });
    const guest = makeClient(inject('baseUrl'));
    const locked = await guest.get(`/api/public/map/${date.id}`);
    expect(locked.status).toBe(401);
    const wrong = await guest.post('/api/public/map/unlock', { password: 'not-it', marketDateId: date.id });
    expect(wrong.status).toBe(401);
    const right = await guest.post('/api/public/map/unlock', { password: 'guarded-secret', marketDateId: date.id });
    expect([right.status, right.body]).toEqual([200, { unlocked: true }]);
    const map = await guest.get(`/api/public/map/${date.id}`);
    expect(map.status).toBe(200);
    expect(map.body.market).toMatchObject({
      id: guarded.id,
      name: guarded.name,
      hours: 'Every Wednesday 4:00 PM to 8:00 PM',
    });
    expect(map.body.marketDate.marketId).toBe(guarded.id);
  });
});
