import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/market-time.js';
import {
  dateOutOfRangeMessage,
  dateRangeNow,
  HISTORY_RANGE,
  MARKET_DATE_RANGE,
  PLANNING_RANGE,
} from '../../shared/schemas/calendar-date.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/** The outside probe's dates: each was once stored. Every date field answers 400 with its range and writes nothing. */
const fx = makeMarketFixtures();
let admin: ApiClient;
let vendorId: string;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  vendorId = (await fx.vendor({ name: 'Plausible Dates Farm' })).id;
});

afterAll(() => fx.cleanup());

const IMPLAUSIBLE = ['9999-12-31', '0000-01-01'];

describe('dates outside the range that makes sense for them', () => {
  it.each(IMPLAUSIBLE)('a market date on %s is refused and not created', async (date) => {
    const res = await admin.post('/api/market-dates', { date });
    expect([res.status, res.body.message]).toEqual([400, dateOutOfRangeMessage(MARKET_DATE_RANGE)]);
    const season = await admin.post('/api/market-dates', { from: date, to: date });
    expect(season.status).toBe(400);
    const listed = await admin.get('/api/market-dates');
    expect(listed.body.map((d: { date: string }) => d.date)).not.toContain(date);
  });

  it('a market date more than ten years ahead or before 2000 is refused', async () => {
    const beyond = addDays(dateRangeNow(MARKET_DATE_RANGE).max, 2);
    expect((await admin.post('/api/market-dates', { date: beyond })).status).toBe(400);
    expect((await admin.post('/api/market-dates', { date: '1999-12-26' })).status).toBe(400);
  });

  it.each(IMPLAUSIBLE)('historical data on %s is refused, by hand and in an import', async (date) => {
    const entry = { vendorCount: 3, grossSales: 1000, proceeds: 100, notes: null };
    const put = await admin.put(`/api/admin/historical-data/${date}/1`, entry);
    expect([put.status, put.body.message]).toEqual([400, dateOutOfRangeMessage(HISTORY_RANGE)]);
    const imported = await admin.post('/api/admin/historical-data/import', {
      rows: [{ marketDate: date, vendorTypeId: '1', ...entry }],
    });
    expect(imported.status).toBe(400);
    const tomorrow = await admin.put(`/api/admin/historical-data/${addDays(await fx.today(), 2)}/1`, entry);
    expect(tomorrow.status).toBe(400);
  });

  it.each(IMPLAUSIBLE)('a vendor alert starting or ending on %s is refused', async (date) => {
    const alert = { subject: 'Plausible dates', body: 'Bring weights', vendorIds: [vendorId] };
    const start = await admin.post('/api/vendor-alerts', { ...alert, startDate: date });
    expect([start.status, start.body.message]).toEqual([400, dateOutOfRangeMessage(PLANNING_RANGE)]);
    const end = await admin.post('/api/vendor-alerts', { ...alert, startDate: await fx.today(), endDate: date });
    expect([end.status, end.body.message]).toEqual([400, dateOutOfRangeMessage(PLANNING_RANGE)]);
  });

  it.each(IMPLAUSIBLE)('a note reminder on %s is refused and no note is written', async (date) => {
    const res = await admin.post(`/api/vendors/${vendorId}/notes`, { note: 'Call back', reminderDate: date });
    expect([res.status, res.body.message]).toEqual([400, dateOutOfRangeMessage(PLANNING_RANGE)]);
    expect((await admin.get(`/api/vendors/${vendorId}/notes`)).body.notes).toEqual([]);
  });
});
