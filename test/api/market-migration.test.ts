/**
 * The move from one market to several (npm run migrate), on a copy of the demo table as a single-market deployment
 * stored it: no market items, market dates without their market or its calendar, vendors without markets, areas
 * without a market. The first run makes the first market from the settings and attaches everything to it; a second
 * run writes nothing; the first market's dates are then one Query of its own calendar.
 */
import { randomBytes } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { runBackfill } from '../../functions/lib/data/migrations/backfill.js';
import { fromKey, makeTable, type Item } from '../../functions/lib/data/toolkit/index.js';
import { ensureTable } from '../../local/bootstrap.js';
import { buildDemoMarket } from '../../local/seed.js';
import { FIRST_MARKET_ID } from '../../shared/markets.js';
import { localStores } from './factories.js';

const { env, ddb } = localStores();
const raw = new DynamoDBClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT });
const tableName = `migration-${randomBytes(4).toString('hex')}`;
const table = makeTable(ddb, tableName);

/** The demo as a single-market table stored it. */
function singleMarketItems(): Item[] {
  const demo = buildDemoMarket({ today: new Date('2026-06-10T17:00:00Z'), adminUserId: 'admin-1' });
  const all = [...demo.vendorItems, ...demo.items] as Item[];
  // The evening market and everything under it did not exist; nor did any market item.
  const eveningDates = new Set(
    all.filter((i) => i._type === 'market_date' && i.marketId !== FIRST_MARKET_ID).map((i) => String(i.id)),
  );
  const evening = (i: Item) =>
    i._type === 'market' ||
    (i._type === 'area' && i.marketId !== undefined) ||
    String(i.pk).startsWith('LAYOUT#market-') ||
    eveningDates.has(String(i.marketDateId ?? '')) ||
    eveningDates.has(String(i.id)) ||
    [...eveningDates].some((id) => String(i.pk) === `MARKET_DATE#${id}` || String(i.pk) === `REPORT_DATE#${id}`);
  return all
    .filter((i) => !evening(i))
    .map((i) => {
      const { marketId: _m, marketIds: _v, ...rest } = i;
      if (i._type === 'market_date') {
        const { gsi2pk: _p, gsi2sk: _s, ...older } = rest;
        return older;
      }
      return rest;
    });
}

beforeAll(async () => {
  await ensureTable(raw, tableName);
  const items = singleMarketItems();
  await table.batchWrite({ puts: items });
}, 120_000);

afterAll(async () => {
  await raw.send(new DeleteTableCommand({ TableName: tableName }));
});

describe('the migration to several markets', { timeout: 120_000 }, () => {
  it('makes the first market from the settings, attaches dates, vendors and areas to it, and a second run writes nothing', async () => {
    const before = await table.queryAll(fromKey({ gsi2pk: keys.marketCalendar(FIRST_MARKET_ID, '').gsi2pk }));
    expect(before).toHaveLength(0);

    const first = await runBackfill(ddb, tableName);
    expect(first.updated).toBeGreaterThan(0);

    const market = await table.get(keys.market(FIRST_MARKET_ID), { consistent: true });
    expect(market).toMatchObject({
      _type: 'market',
      timeZone: 'America/Los_Angeles',
      days: [{ weekday: 0, opens: '09:00', closes: '13:00' }],
      deadline: { daysBefore: 5, time: '23:59' },
      isActive: true,
    });
    const dates = await table.queryAll(fromKey({ gsi2pk: keys.marketCalendar(FIRST_MARKET_ID, '').gsi2pk }));
    expect(dates.map((d) => d.date)).toEqual(
      (await table.queryAll(fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk }))).map((d) => d.date),
    );
    expect(dates).toHaveLength(14);
    expect(dates.every((d) => d.marketId === FIRST_MARKET_ID)).toBe(true);
    const vendors = await table.queryAll(fromKey({ gsi3pk: keys.vendorListing('', '').gsi3pk }));
    expect(vendors.length).toBeGreaterThan(10);
    expect(vendors.every((v) => JSON.stringify(v.marketIds) === JSON.stringify([FIRST_MARKET_ID]))).toBe(true);
    const areas = (await table.queryAll(fromKey({ pk: keys.catalog.pk }))).filter((i) => i._type === 'area');
    expect(areas.map((a) => a.marketId)).toEqual([FIRST_MARKET_ID, FIRST_MARKET_ID, FIRST_MARKET_ID]);

    const second = await runBackfill(ddb, tableName);
    expect(second.updated).toBe(0);
    expect(second.scanned).toBe(first.scanned);
  });

  it('leaves an empty table without a market, for its first admin to set up', async () => {
    const emptyName = `${tableName}-empty`;
    await ensureTable(raw, emptyName);
    try {
      const counts = await runBackfill(ddb, emptyName);
      expect(counts.updated).toBe(0);
      expect(await makeTable(ddb, emptyName).get(keys.market(FIRST_MARKET_ID), { consistent: true })).toBeUndefined();
    } finally {
      await raw.send(new DeleteTableCommand({ TableName: emptyName }));
    }
  });
});
