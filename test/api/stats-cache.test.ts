/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * The statistics kept five minutes on the server (spec 2 §9) and invalidated by any write to the date or to the
 * date it compares with. Three weeks of this file's own in 2093; writes go straight to the table, as a job or
 * another route group would make them, and the report aggregator follows them through the stream.
 */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
let admin: ApiClient;
let before: MarketDateItem;
let target: MarketDateItem;
let after: MarketDateItem;
let stand: VendorItem;

const settled = async () => expect((await fetch(new URL('/_reports/settled', baseUrl))).status).toBe(200);
const stats = async (md: MarketDateItem) => {
  const res = await admin.get(`/api/dashboard/market-date/${md.id}/statistics`);
  expect(res.status).toBe(200);
  return { cache: res.headers.get('x-cache'), body: res.body as any, ddb: admin.ddbRequests(res) };
};

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  before = await fx.marketDate('2093-05-03', { status: 'completed' });
  target = await fx.marketDate('2093-05-10', { status: 'completed' });
  after = await fx.marketDate('2093-05-17');
  stand = await fx.vendor({ name: 'Stats Cache Test Stand' });
  for (const md of [before, target, after]) fx.track(keys.statsCache(md.id, 'all'));
  await fx.request(stand, before, { status: 'approved', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });
  await fx.request(stand, target, { status: 'approved', amountBase: 5000, amountDue: 5000, amountBalance: 5000 });
  await settled();
});

afterAll(() => fx.cleanup());

describe('statistics cached on the server', () => {
  it('answers a second read from the cache, with the same figures and fewer reads', async () => {
    const first = await stats(target);
    expect(first.cache).toBe('miss');
    expect(first.body.marketRevenue).toBe(5000);
    const second = await stats(target);
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.ddb).toBeLessThan(first.ddb);
  });

  it('computes again once the date changes', async () => {
    await stats(target);
    const other = await fx.vendor({ name: 'Stats Cache Test Newcomer' });
    await fx.request(other, target, { status: 'approved', amountBase: 3000, amountDue: 3000, amountBalance: 3000 });
    await settled();
    const changed = await stats(target);
    expect(changed.cache).toBe('miss');
    expect(changed.body.marketRevenue).toBe(8000);
    expect((await stats(target)).cache).toBe('hit');
  });

  it('computes again once the previous date changes, since the changes compare with it', async () => {
    const was = await stats(target);
    expect(was.body.marketRevenueChange).toBe(100);
    const other = await fx.vendor({ name: 'Stats Cache Test Regular' });
    await fx.request(other, before, { status: 'approved', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });
    await settled();
    const changed = await stats(target);
    expect(changed.cache).toBe('miss');
    expect(changed.body.marketRevenueChange).toBe(0);
  });

  it('stays cached when another date changes', async () => {
    await stats(target);
    await fx.request(stand, after, { status: 'approved', amountBase: 4000, amountDue: 4000, amountBalance: 4000 });
    await settled();
    expect((await stats(target)).cache).toBe('hit');
  });
});
