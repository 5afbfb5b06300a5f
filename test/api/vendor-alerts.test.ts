/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/market-time.js';
import { makeClient } from './client.js';
import { makeMarketFixtures } from './market-fixtures.js';

/** Spec 1 §7: GET /api/vendor-alerts/vendor/{vendorId}, the alerts one vendor sees today. */
const fx = makeMarketFixtures();

afterAll(async () => {
  await fx.cleanup();
});

describe('a vendor’s alerts (GET /api/vendor-alerts/vendor/{vendorId})', () => {
  it('lists the alerts meant for the vendor today, most urgent first, to its own users only', async () => {
    const today = await fx.today();
    const vendor = await fx.vendor({ vendorTypeId: '2' });
    const other = await fx.vendor({ vendorTypeId: '3' });
    const forType = await fx.alert({ subject: 'Prepared food rules', vendorTypeIds: ['2'], priority: 'low' });
    const mine = await fx.alert({ subject: 'Your stall moves', vendorIds: [vendor.id], priority: 'high' });
    const theirs = await fx.alert({ subject: 'Not for you', vendorIds: [other.id] });
    const ended = await fx.alert({ subject: 'Old news', vendorIds: [vendor.id], endDate: addDays(today, -1) });
    const { api } = await fx.vendorUser(vendor.id);

    const res = await api.get(`/api/vendor-alerts/vendor/${vendor.id}`);
    expect(res.status).toBe(200);
    const subjects = (res.body as any[]).filter((a) => [mine.id, forType.id, theirs.id, ended.id].includes(a.id));
    expect(subjects).toEqual([
      { id: mine.id, subject: 'Your stall moves', body: 'Body', priority: 'high' },
      { id: forType.id, subject: 'Prepared food rules', body: 'Body', priority: 'low' },
    ]);

    // Another vendor's alerts answer as an unknown vendor would; a visitor must sign in.
    expect((await api.get(`/api/vendor-alerts/vendor/${other.id}`)).status).toBe(404);
    expect((await api.get('/api/vendor-alerts/vendor/01NOSUCHVENDOR00000000000')).status).toBe(404);
    const anonymous = makeClient(inject('baseUrl'));
    expect((await anonymous.get(`/api/vendor-alerts/vendor/${vendor.id}`)).status).toBe(401);
  });
});
