/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * Market day's no-show fee (issue 31) against the local stack: the system setting no_show_fee_cents is charged once on
 * the vendor's request when the vendor is marked a no-show, never twice however often the mark is synced or made,
 * taken off again while unpaid when the mark is undone, and waivable by an admin with a reason (then never charged
 * again). The setting is put back as it was after the file.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { makeClient, type ApiClient } from './client.js';
import { DEMO } from './factories.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

const fx = makeSpacesFixtures();
const FEE = 2500;
const BASE = 4000;
let admin: ApiClient;
let before: unknown;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const action = (vendorId: string, type: string, minutes: number) => ({
  id: ulid(),
  type,
  vendorId,
  at: minutesAgo(minutes),
});

beforeAll(async () => {
  admin = makeClient(inject('baseUrl'), { sourceAddress: '127.0.31.150' });
  expect((await admin.post('/api/auth/login', { emailOrPhone: DEMO.admin, password: DEMO.password })).status).toBe(200);
  const settings = await admin.get('/api/system-settings');
  before = settings.body.find?.((s: any) => s.key === 'no_show_fee_cents')?.value ?? 0;
  expect((await admin.patch('/api/system-settings/no_show_fee_cents', { value: FEE })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await admin.patch('/api/system-settings/no_show_fee_cents', { value: before });
});

async function day() {
  const vendor = fx.vendor({ name: `No-show Test Stand ${ulid().slice(-5)}` });
  const { marketDate, spaces } = await fx.marketDate({
    spaces: [{ label: 'N1', vendor, request: { amountBase: BASE, amountDue: BASE, amountBalance: BASE } }],
  });
  const requestId = spaces[0]!.request!.id;
  const sync = (...actions: unknown[]) => admin.post(`/api/market-day/${marketDate.id}/sync`, { actions });
  const request = async () => (await admin.get(`/api/space-requests/${requestId}`)).body;
  return { vendor, marketDate, requestId, sync, request };
}

describe('the no-show fee', () => {
  it('is charged once, however often the no-show is synced or marked again', async () => {
    const { vendor, sync, request } = await day();
    const noShow = action(vendor.id, 'no_show', 30);
    expect((await sync(noShow)).body.applied).toEqual([noShow.id]);
    expect(await request()).toMatchObject({ noShowFee: FEE, amountDue: BASE + FEE, amountBalance: BASE + FEE });
    // The same action again, and then a second no-show from another phone.
    expect((await sync(noShow)).body.duplicates).toEqual([noShow.id]);
    const again = action(vendor.id, 'no_show', 20);
    expect((await sync(again)).body.applied).toEqual([again.id]);
    expect(await request()).toMatchObject({ noShowFee: FEE, amountDue: BASE + FEE, amountBalance: BASE + FEE });
  });

  it('is charged once when two phones send the no-show at the same moment', async () => {
    const { vendor, sync, request } = await day();
    const a = action(vendor.id, 'no_show', 30);
    const b = action(vendor.id, 'no_show', 29);
    const answers = await Promise.all([sync(a), sync(b), sync(a)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await request()).toMatchObject({ noShowFee: FEE, amountDue: BASE + FEE });
  });

  it('is taken off while unpaid when the vendor turns out to have arrived, and charged again if marked again', async () => {
    const { vendor, sync, request } = await day();
    await sync(action(vendor.id, 'no_show', 30));
    expect((await sync(action(vendor.id, 'arrived', 20))).body.applied).toHaveLength(1);
    const after = await request();
    expect(after.noShowFee).toBeUndefined();
    expect(after).toMatchObject({ amountDue: BASE, amountBalance: BASE });
    await sync(action(vendor.id, 'no_show', 10));
    expect(await request()).toMatchObject({ noShowFee: FEE, amountDue: BASE + FEE });
  });

  it('is waived by an admin with a reason, and never charged again', async () => {
    const { vendor, requestId, sync, request } = await day();
    await sync(action(vendor.id, 'no_show', 30));
    const waived = await admin.post(`/api/space-requests/${requestId}/waive-fee`, {
      fee: 'noShow',
      reason: 'Flat tyre on the way',
    });
    expect(waived.status).toBe(200);
    expect(waived.body).toMatchObject({ amountDue: BASE, amountBalance: BASE });
    await sync(action(vendor.id, 'arrived', 20), action(vendor.id, 'no_show', 10));
    expect(await request()).toMatchObject({ noShowFee: 0, amountDue: BASE, amountBalance: BASE });
    const log = (await admin.get(`/api/space-requests/${requestId}/audit-log`)).body;
    expect(JSON.stringify(log)).toContain('Flat tyre on the way');
  });
});
