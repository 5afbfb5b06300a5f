/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * Spec 3 §2: a vendor sees its space's label once the market date is published; before that only "Assigned" (a
 * space is held) or "TBD". The draft must not reach the vendor's browser at all, not even in the JSON.
 */
// The label holds a space, which no id or link code contains, so a random id can never look like it.
const fx = makeMarketFixtures();
let admin: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});

afterAll(async () => {
  await fx.cleanup();
});

describe('a draft assignment stays private to the vendor until the date is published', () => {
  it('shows "Assigned" without the space while in draft, and "Space #U 42" once published', async () => {
    const vendor = await fx.vendor();
    const md = await fx.marketDate('2094-05-02');
    const space = await fx.space(md, 'U 42');
    await fx.request(vendor, md, { status: 'approved', amountDue: 4000, amountBalance: 4000 });
    const waiting = await fx.vendor();
    await fx.request(waiting, md, { status: 'requested' });
    const { user, api } = await fx.vendorUser(vendor.id);
    const other = await fx.vendorUser(waiting.id);

    const assigned = await admin.post(`/api/spaces/${space.id}/assign`, { vendorId: vendor.id, marketDateId: md.id });
    expect(assigned.status).toBe(200);

    const draft = await api.get('/api/vendor/market-dates');
    expect(draft.status).toBe(200);
    expect(draft.body.dates.find((d: any) => d.id === md.id).spaceRequest).toMatchObject({
      status: 'approved',
      spaceId: null,
      spaceLabel: null,
      spaceDisplay: 'Assigned',
    });
    const waitingDraft = await other.api.get('/api/vendor/market-dates');
    expect(waitingDraft.body.dates.find((d: any) => d.id === md.id).spaceRequest.spaceDisplay).toBe('TBD');

    // Nothing the vendor's browser receives names the space: not the market dates, the dashboard, its vendor
    // record or its notifications.
    for (const path of [
      '/api/vendor/market-dates',
      '/api/vendor/dashboard',
      `/api/vendors/${vendor.id}`,
      '/api/notifications',
      `/api/users/${user.id}/permissions`,
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(space.id);
      expect(res.text, path).not.toContain('U 42');
    }

    const published = await admin.post(`/api/market-dates/${md.id}/publish`);
    expect(published.status).toBe(200);

    const after = await api.get('/api/vendor/market-dates');
    expect(after.body.dates.find((d: any) => d.id === md.id).spaceRequest).toMatchObject({
      spaceId: space.id,
      spaceLabel: 'U 42',
      spaceDisplay: 'Space #U 42',
    });
    const waitingAfter = await other.api.get('/api/vendor/market-dates');
    expect(waitingAfter.body.dates.find((d: any) => d.id === md.id).spaceRequest.spaceDisplay).toBe('TBD');
  });
});
