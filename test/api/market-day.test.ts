/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * Market day (issue 31) against the local stack: who may use it, the day's screen in one call of a fixed number of
 * DynamoDB requests, and the sync of a phone's queued actions (idempotent, the later action wins, each action checked
 * alone, at most 500 a call). The no-show fee has a file of its own (market-day-fees.test.ts).
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { keys, marketDateKeys } from '../../functions/lib/data/keys.js';
import { MARKET_DAY_MSG } from '../../shared/market-day-messages.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO } from './factories.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

const fx = makeSpacesFixtures();

/** Sign-ins from this file's own address, so the sign-in limits of other files never refuse them. */
let address = 0;
async function signIn(emailOrPhone: string, password: string): Promise<ApiClient> {
  address += 1;
  const api = makeClient(inject('baseUrl'), { sourceAddress: `127.0.31.${address}` });
  const res = await api.post('/api/auth/login', { emailOrPhone, password });
  if (res.status !== 200) throw new Error(`Sign-in of ${emailOrPhone} answered ${res.status}: ${res.text}`);
  return api;
}

async function staffClient(): Promise<{ api: ApiClient; id: string }> {
  const user = await createTestUser({ role: 'staff', vendorId: null, permissions: [] });
  return { api: await signIn(user.email, user.password), id: user.id };
}

/** A time on the phone's clock, minutes before now. */
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const action = (over: Record<string, unknown>) => ({ id: ulid(), type: 'arrived', at: minutesAgo(30), ...over });

let admin: ApiClient;
let staff: { api: ApiClient; id: string };

async function dayWith(count: number, opts: { withoutSpace?: number } = {}) {
  const vendors = Array.from({ length: count }, (_, i) =>
    fx.vendor({ name: `Market Day Stand ${String(i).padStart(3, '0')}` }),
  );
  const { marketDate, spaces, waiting } = await fx.marketDate({
    spaces: [
      ...vendors.map((vendor, i) => ({ label: `M${i + 1}`, vendor })),
      { label: `M${count + 1}` },
      { label: `M${count + 2}` },
    ],
    requestsWithoutSpace: Array.from({ length: opts.withoutSpace ?? 0 }, (_, i) => ({
      vendor: fx.vendor({ name: `Market Day Waiting ${i}` }),
      request: { status: i === 0 ? 'approved' : 'requested' },
    })),
  });
  return { marketDate, spaces, waiting, vendors };
}

beforeAll(async () => {
  admin = await signIn(DEMO.admin, DEMO.password);
  staff = await staffClient();
}, 60_000);

describe('who may use market day', () => {
  it('lets market staff use market day, and refuses them everything else', async () => {
    const { marketDate, vendors } = await dayWith(2);
    expect((await staff.api.get(`/api/market-day/${marketDate.id}`)).status).toBe(200);
    expect((await staff.api.get('/api/market-day')).status).toBe(200);
    const synced = await staff.api.post(`/api/market-day/${marketDate.id}/sync`, {
      actions: [action({ vendorId: vendors[0]!.id })],
    });
    expect(synced.status).toBe(200);
    // Their own session and profile, yes; vendor records, money and settings, no.
    expect((await staff.api.get('/api/auth/user')).body).toMatchObject({ role: 'staff' });
    expect((await staff.api.get('/api/vendors')).status).toBe(403);
    expect((await staff.api.get(`/api/vendors/${vendors[0]!.id}/payments`)).status).toBe(403);
    expect((await staff.api.post(`/api/vendors/${vendors[0]!.id}/payments`, {})).status).toBe(403);
    expect((await staff.api.get('/api/system-settings')).status).toBe(403);
    expect((await staff.api.get('/api/market-dates')).status).toBe(403);
    expect((await staff.api.get(`/api/spaces/market-date/${marketDate.id}`)).status).toBe(403);
  });

  it('refuses vendor users and visitors, and answers 404 for a date that does not exist', async () => {
    const { marketDate, vendors } = await dayWith(1);
    const vendorUser = await createTestUser({ vendorId: vendors[0]!.id, permissions: [] });
    const vendor = await signIn(vendorUser.email, vendorUser.password);
    expect((await vendor.get(`/api/market-day/${marketDate.id}`)).status).toBe(403);
    expect((await vendor.get('/api/market-day')).status).toBe(403);
    const refused = await vendor.post(`/api/market-day/${marketDate.id}/sync`, {
      actions: [action({ vendorId: vendors[0]!.id })],
    });
    expect(refused.status).toBe(403);
    expect((await admin.get(`/api/market-day/${marketDate.id}`)).body.log).toEqual([]);
    const visitor = makeClient(inject('baseUrl'), { sourceAddress: '127.0.31.200' });
    expect((await visitor.get(`/api/market-day/${marketDate.id}`)).status).toBe(401);
    expect(await admin.get(`/api/market-day/${ulid()}`)).toMatchObject({
      status: 404,
      body: { message: MARKET_DAY_MSG.marketDateNotFound },
    });
  });

  it("lists today's date of each market, today in the market's own zone", async () => {
    const { marketDate } = await dayWith(1);
    // The fixture writes the date alone; the calendar keys are what the product writes with every date.
    const { pk: _pk, sk: _sk, ...calendar } = marketDateKeys(marketDate);
    await fx.table.update(keys.marketDate(marketDate.id), { set: calendar });
    const res = await staff.api.request('GET', '/api/market-day', {
      headers: { 'x-marketday-test-now': `${marketDate.date}T18:00:00.000Z` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      marketDateId: marketDate.id,
      marketName: expect.any(String),
      date: marketDate.date,
    });
    const dayBefore = await staff.api.request('GET', '/api/market-day', {
      headers: { 'x-marketday-test-now': `${marketDate.date}T05:00:00.000Z` },
    });
    // 05:00 UTC is still the evening before in the demo market's zone (America/Los_Angeles).
    expect(dayBefore.body.map((d: any) => d.marketDateId)).not.toContain(marketDate.id);
  });
});

describe("the day's screen", () => {
  it('lists the vendors expected by space, the empty stalls and the counts', async () => {
    const { marketDate, vendors, waiting } = await dayWith(3, { withoutSpace: 2 });
    const res = await staff.api.get(`/api/market-day/${marketDate.id}`);
    expect(res.status).toBe(200);
    expect(res.body.marketDate).toMatchObject({
      id: marketDate.id,
      date: marketDate.date,
      marketName: expect.any(String),
    });
    // Approved and confirmed requests only: the waiting vendor whose request is still open is not expected.
    expect(res.body.vendors.map((v: any) => [v.businessName, v.spaceLabel])).toEqual([
      [vendors[0]!.name, 'M1'],
      [vendors[1]!.name, 'M2'],
      [vendors[2]!.name, 'M3'],
      [waiting[0]!.vendor.name, undefined],
    ]);
    expect(res.body.emptySpaces.map((s: any) => s.label)).toEqual(['M4', 'M5']);
    expect(res.body.counts).toEqual({ expected: 4, arrived: 0, late: 0, noShows: 0, emptyStalls: 2 });
    expect(JSON.stringify(res.body)).not.toMatch(/"pk"|"gsi/);
  });

  it('answers in the same number of DynamoDB requests for 3 vendors and for 150', async () => {
    const few = await dayWith(3);
    const many = await dayWith(150);
    for (const day of [few, many]) {
      const marks = day.vendors
        .slice(0, 3)
        .map((v, i) => action({ vendorId: v.id, type: i === 2 ? 'late' : 'arrived' }));
      expect(
        (await admin.post(`/api/market-day/${day.marketDate.id}/sync`, { actions: marks })).body.applied,
      ).toHaveLength(3);
    }
    const a = await admin.get(`/api/market-day/${few.marketDate.id}`);
    const b = await admin.get(`/api/market-day/${many.marketDate.id}`);
    expect(a.body.vendors).toHaveLength(3);
    expect(b.body.vendors).toHaveLength(150);
    expect(b.body.counts).toMatchObject({ expected: 150, arrived: 2, late: 1 });
    expect(admin.ddbRequests(b)).toBe(admin.ddbRequests(a));
    // The session's user, the settings (with the markets), the date, and its spaces, requests, marks and log.
    expect(admin.ddbRequests(b)).toBeLessThanOrEqual(7);
  });
});

describe('syncing the queued actions', () => {
  it('records an action once when it is synced twice, and when two phones send it at once', async () => {
    const { marketDate, vendors } = await dayWith(2);
    const sync = (api: ApiClient, actions: unknown[]) => api.post(`/api/market-day/${marketDate.id}/sync`, { actions });
    const once = action({ vendorId: vendors[0]!.id });
    expect((await sync(staff.api, [once])).body).toEqual({
      applied: [once.id],
      duplicates: [],
      conflicts: [],
      refused: [],
    });
    expect((await sync(staff.api, [once])).body).toEqual({
      applied: [],
      duplicates: [once.id],
      conflicts: [],
      refused: [],
    });

    const both = action({ vendorId: vendors[1]!.id, type: 'late' });
    const other = await staffClient();
    const answers = await Promise.all([sync(staff.api, [both]), sync(other.api, [both])]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.flatMap((r) => r.body.applied)).toEqual([both.id]);
    expect(answers.flatMap((r) => r.body.duplicates)).toEqual([both.id]);

    const day = await admin.get(`/api/market-day/${marketDate.id}`);
    expect(day.body.log.map((l: any) => l.actionId).sort()).toEqual([once.id, both.id].sort());
    expect(day.body.vendors.map((v: any) => v.attendance?.status)).toEqual(['arrived', 'late']);
    expect(day.body.vendors[0].attendance).toEqual({ status: 'arrived', at: once.at, by: staff.id });
  });

  it('keeps the later of two different marks and both in the log', async () => {
    const { marketDate, vendors } = await dayWith(1);
    const vendorId = vendors[0]!.id;
    const sync = (actions: unknown[]) => staff.api.post(`/api/market-day/${marketDate.id}/sync`, { actions });
    const arrived = action({ vendorId, type: 'arrived', at: minutesAgo(20) });
    const noShowEarlier = action({ vendorId, type: 'no_show', at: minutesAgo(40) });
    expect((await sync([arrived])).body.applied).toEqual([arrived.id]);
    // A phone that was offline sends an older mark: it loses, and says which mark is kept.
    expect((await sync([noShowEarlier])).body).toEqual({
      applied: [],
      duplicates: [],
      conflicts: [{ id: noShowEarlier.id, kept: arrived.id }],
      refused: [],
    });
    let day = (await admin.get(`/api/market-day/${marketDate.id}`)).body;
    expect(day.vendors[0].attendance.status).toBe('arrived');
    expect(day.log.map((l: any) => [l.actionId, l.type, l.outcome])).toEqual([
      [noShowEarlier.id, 'no_show', 'overridden'],
      [arrived.id, 'arrived', 'applied'],
    ]);
    // A later mark wins, and the one it replaces stays in the log as overridden.
    const late = action({ vendorId, type: 'late', at: minutesAgo(10) });
    expect((await sync([late])).body.applied).toEqual([late.id]);
    day = (await admin.get(`/api/market-day/${marketDate.id}`)).body;
    expect(day.vendors[0].attendance.status).toBe('late');
    expect(day.log.map((l: any) => l.outcome)).toEqual(['overridden', 'overridden', 'applied']);
    // Undo: the mark is cleared, and an older action synced afterwards does not bring one back.
    const clear = action({ vendorId, type: 'clear', at: minutesAgo(5) });
    expect((await sync([clear])).body.applied).toEqual([clear.id]);
    expect((await sync([action({ vendorId, type: 'arrived', at: minutesAgo(8) })])).body.conflicts).toHaveLength(1);
    day = (await admin.get(`/api/market-day/${marketDate.id}`)).body;
    expect(day.vendors[0].attendance).toBeUndefined();
    expect(day.counts).toMatchObject({ arrived: 0, late: 0, noShows: 0 });
  });

  it('checks each action alone and answers why one is refused, applying the others', async () => {
    const { marketDate, vendors, waiting } = await dayWith(2, { withoutSpace: 2 });
    const good = action({ vendorId: vendors[0]!.id });
    const res = await staff.api.post(`/api/market-day/${marketDate.id}/sync`, {
      actions: [
        good,
        action({ vendorId: vendors[1]!.id, at: new Date(Date.now() + 60 * 60_000).toISOString() }),
        action({ vendorId: waiting[1]!.vendor.id }),
        action({ vendorId: ulid() }),
        action({ vendorId: vendors[1]!.id, type: 'gone' }),
        action({ vendorId: vendors[1]!.id, at: 'yesterday' }),
        { id: 'not an id!', type: 'arrived', vendorId: vendors[1]!.id, at: minutesAgo(1) },
        action({ vendorId: vendors[1]!.id, spaceId: ulid() }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.applied).toEqual([good.id]);
    expect(res.body.refused.map((r: any) => r.message)).toEqual([
      MARKET_DAY_MSG.actionInFuture,
      MARKET_DAY_MSG.vendorNotExpected,
      MARKET_DAY_MSG.vendorNotExpected,
      MARKET_DAY_MSG.actionTypeInvalid,
      MARKET_DAY_MSG.actionTimeInvalid,
      MARKET_DAY_MSG.actionIdInvalid,
      MARKET_DAY_MSG.spaceNotOnDate,
    ]);
    expect(res.body.refused[0]).toMatchObject({ code: 'MARKET_DAY_MSG.actionInFuture' });
    const day = (await admin.get(`/api/market-day/${marketDate.id}`)).body;
    expect(day.log.map((l: any) => l.actionId)).toEqual([good.id]);
  });

  it('refuses a call of more than 500 actions whole, writing nothing', async () => {
    // A phone's queue of a whole morning: many vendors, several marks each.
    const { marketDate, vendors } = await dayWith(25);
    const actions = Array.from({ length: 501 }, (_, i) => action({ vendorId: vendors[i % vendors.length]!.id }));
    const res = await staff.api.post(`/api/market-day/${marketDate.id}/sync`, { actions });
    expect(res).toMatchObject({ status: 400, body: { message: MARKET_DAY_MSG.tooManyActions } });
    expect((await staff.api.post(`/api/market-day/${marketDate.id}/sync`, { actions: 'all' })).status).toBe(400);
    expect((await admin.get(`/api/market-day/${marketDate.id}`)).body.log).toEqual([]);
    const fine = await staff.api.post(`/api/market-day/${marketDate.id}/sync`, { actions: actions.slice(0, 500) });
    expect(fine.status).toBe(200);
    expect(fine.body.applied.length + fine.body.conflicts.length).toBe(500);
  }, 120_000);
});
