import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from './client.js';
import { makeClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';

/**
 * GET /api/system-settings/public: what a vendor's screens (the Documents page's dates) and the public application
 * form (the market regulations) read, without the admins' settings list.
 */
let admin: ApiClient;
let vendor: ApiClient;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  vendor = await signedInClient(DEMO.vendor, DEMO.password);
});

afterAll(async () => {
  await admin.patch('/api/system-settings/market_regulations', { value: '' });
});

describe('the settings anyone may read', () => {
  it('gives a vendor the market’s time zone, which the admins’ list refuses it', async () => {
    const zone = await admin.get('/api/system-settings');
    const expected = (zone.body as { key: string; value: unknown }[]).find((s) => s.key === 'market_time_zone');
    const res = await vendor.get('/api/system-settings/public');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ market_time_zone: expected?.value });
    expect((await vendor.get('/api/system-settings')).status).toBe(403);
  });

  it('shows a visitor the market regulations an admin saved, and never the map password', async () => {
    const link = 'https://market.example.org/regulations';
    expect(await admin.patch('/api/system-settings/market_regulations', { value: ` ${link} ` })).toMatchObject({
      status: 200,
    });
    const visitor = makeClient(inject('baseUrl'));
    const res = await visitor.get('/api/system-settings/public');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ market_regulations: link });
    expect(JSON.stringify(res.body)).not.toContain('map_password');
  });
});
