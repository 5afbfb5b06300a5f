/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * What market day's marks feed (issue 31): a vendor marked a no-show on an earlier date did not attend it, so the
 * Missing Vendors report does not count that date as attendance. Dates of this file sit far in the future and are
 * removed after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { keys } from '../../functions/lib/data/keys.js';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { addDays } from '../../shared/market-time.js';
import { makeTestSpace } from '../fixtures/market-data.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

const fx = makeMarketFixtures();
const DATE = '2096-05-06';
let admin: ApiClient;
let target: MarketDateItem;
let lastWeek: MarketDateItem;

async function vendor(name: string): Promise<VendorItem> {
  const v = await fx.vendor({ name });
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

/** The vendor held a space on `md` (an approved request). */
async function placed(v: VendorItem, md: MarketDateItem) {
  const at = new Date().toISOString();
  const space = makeTestSpace({
    id: ulid(),
    marketDateId: md.id,
    label: `F${Math.floor(Math.random() * 900) + 100}`,
    vendorId: v.id,
    assignedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await fx.table.put({ ...keys.space(md.id, space.id), ...space });
  return fx.request(v, md, { status: 'approved', spaceId: space.id });
}

const missing = async () =>
  (
    await admin.request('GET', `/api/market-dates/${target.id}/missing-vendors`, {
      headers: { 'x-marketday-test-now': `${DATE}T17:00:00.000Z` },
    })
  ).body.vendors.map((v: any) => v.id);

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  target = await fx.marketDate(DATE);
  lastWeek = await fx.marketDate(addDays(DATE, -7), { status: 'completed' });
});

afterAll(() => fx.cleanup());

describe('market day feeds the missing-vendors rule', () => {
  it('does not count a date the vendor was marked a no-show as attended', async () => {
    const came = await vendor('Feeds Test Came');
    const noShow = await vendor('Feeds Test No-show');
    await placed(came, lastWeek);
    await placed(noShow, lastWeek);
    expect(await missing()).toEqual(expect.arrayContaining([came.id, noShow.id]));

    const at = new Date(Date.now() - 60_000).toISOString();
    const synced = await admin.post(`/api/market-day/${lastWeek.id}/sync`, {
      actions: [
        { id: ulid(), type: 'arrived', vendorId: came.id, at },
        { id: ulid(), type: 'no_show', vendorId: noShow.id, at },
      ],
    });
    expect(synced.body.applied).toHaveLength(2);
    const after = await missing();
    expect(after).toContain(came.id);
    expect(after).not.toContain(noShow.id);

    // Undoing the mark makes the date count again.
    await admin.post(`/api/market-day/${lastWeek.id}/sync`, {
      actions: [{ id: ulid(), type: 'clear', vendorId: noShow.id, at: new Date().toISOString() }],
    });
    expect(await missing()).toContain(noShow.id);
  });
});
