/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { isWaiting } from '../../shared/waitlist.js';
import { DEMO, signedInClient } from './factories.js';
import { farDates, makeMarketFixtures } from './market-fixtures.js';

/**
 * What the waitlist screen and the pending-requests card read as a date's requests grow: the line, its offers and
 * spaces and the date's tally, never the date's other requests; the tally's count of vendors holding a place stays
 * the count of its requests through a burst of requests and cancels; the pending card splits new and returning
 * vendors as the date before stands. Dates of this file are far in the future and removed afterwards.
 */
const fx = makeMarketFixtures();
let admin: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});
afterAll(async () => {
  await fx.cleanup();
});

const nextDate = farDates('2096-01-06');

async function requester() {
  const vendor = await fx.vendor({ vendorTypeId: '1' });
  const { api } = await fx.vendorUser(vendor.id);
  return { vendor, api };
}

/** The date's requests as stored, by vendor. */
async function storedRequests(md: MarketDateItem, vendorIds: readonly string[]) {
  return Promise.all(vendorIds.map((v) => fx.storedRequest(md.id, v)));
}

describe('the waitlist screen reads what it shows', () => {
  it('shows only the waiting requests in line order, reading as much with forty more requests on the date', async () => {
    const md = await fx.marketDate(nextDate(), { maxVendors: 1 });
    const holder = await fx.vendor({ vendorTypeId: '1' });
    const space = await fx.space(md, 'A1', holder.id);
    await fx.assignmentGuard(md, holder.id, space.id);
    await fx.request(holder, md, { status: 'approved', spaceId: space.id });
    // Three vendors asking one after another wait in that order; a fourth is moved to the front by hand.
    const waiting: Awaited<ReturnType<typeof requester>>[] = [];
    for (let i = 0; i < 4; i++) {
      const w = await requester();
      const res = await w.api.post(`/api/vendor/market-dates/${md.id}/request`, {});
      expect([res.status, res.body.placement]).toEqual([200, 'waitlisted']);
      waiting.push(w);
    }
    for (let i = 0; i < 3; i++) {
      const moved = await admin.post(`/api/market-dates/${md.id}/waitlist/order`, {
        vendorId: waiting[3]!.vendor.id,
        direction: 'up',
      });
      expect(moved.status).toBe(200);
    }
    const order = [waiting[3]!, waiting[0]!, waiting[1]!, waiting[2]!].map((w) => w.vendor.id);

    const before = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(before.status).toBe(200);
    expect(before.body.entries.map((e: any) => [e.place, e.vendorId])).toEqual(order.map((v, i) => [i + 1, v]));
    expect(before.body.freeSpaces).toEqual([]);
    expect(before.body.marketDate).toEqual({ id: md.id, date: md.date, maxVendors: 1 });

    // Forty requests that are not in line: approved, canceled, skipped.
    const statuses = ['approved', 'canceled', 'skipped'] as const;
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) =>
        fx.request(await fx.vendor({ vendorTypeId: '1' }), md, { status: statuses[i % 3]! }),
      ),
    );
    const after = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(after.body.entries.map((e: any) => e.vendorId)).toEqual(order);
    expect(admin.ddbItems(after)).toBe(admin.ddbItems(before));
    expect(admin.ddbRequests(after)).toBe(admin.ddbRequests(before));
    // The line (index and requests), the offers, the spaces, the date and its tally, the vendors' names: far fewer
    // than the date's 45 requests.
    expect(admin.ddbItems(after)).toBeLessThan(20);

    // A waiting vendor who cancels leaves the line and its index in the same write: one entry fewer to read.
    const cancel = await waiting[0]!.api.post(`/api/vendor/market-dates/${md.id}/cancel`, {});
    expect(cancel.status).toBe(200);
    const stored = await fx.storedRequest(md.id, waiting[0]!.vendor.id);
    expect(stored).toMatchObject({ status: 'canceled', waitlisted: false });
    expect(stored!.gsi3pk).toBeUndefined();
    const left = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(left.body.entries.map((e: any) => e.vendorId)).toEqual(order.filter((v) => v !== waiting[0]!.vendor.id));
    expect(admin.ddbItems(left)).toBeLessThan(admin.ddbItems(after));
  });

  it('keeps the count of vendors holding a place right through a burst of requests and cancels', async () => {
    const md = await fx.marketDate(nextDate(), { maxVendors: 6 });
    // The tally is counted once before the burst (the first reader of a date counts it).
    expect((await admin.get(`/api/market-dates/${md.id}/waitlist`)).status).toBe(200);
    const first = await Promise.all(Array.from({ length: 8 }, () => requester()));
    const asked = await Promise.all(first.map((w) => w.api.post(`/api/vendor/market-dates/${md.id}/request`, {})));
    expect(asked.map((r) => r.status)).toEqual(first.map(() => 200));
    expect(asked.filter((r) => r.body.placement === 'placed')).toHaveLength(6);

    // Half of those placed cancel while six more ask, all at once.
    const placed = first.filter((_, i) => asked[i]!.body.placement === 'placed');
    const second = await Promise.all(Array.from({ length: 6 }, () => requester()));
    const burst = await Promise.all([
      ...placed.slice(0, 3).map((w) => w.api.post(`/api/vendor/market-dates/${md.id}/cancel`, {})),
      ...second.map((w) => w.api.post(`/api/vendor/market-dates/${md.id}/request`, {})),
    ]);
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));

    const all = [...first, ...second].map((w) => w.vendor.id);
    const requests = (await storedRequests(md, all)).filter(Boolean) as any[];
    const holding = requests.filter(
      (r) => !r.waitlisted && ['requested', 'approved', 'confirmed'].includes(r.status),
    ).length;
    const tally = await fx.stored(keys.dateTally(md.id));
    expect(tally).toMatchObject({ counted: true, holding });
    // Never over the limit, and the line holds exactly the waiting requests.
    expect(holding).toBeLessThanOrEqual(6);
    const list = await admin.get(`/api/market-dates/${md.id}/waitlist`);
    expect(new Set(list.body.entries.map((e: any) => e.vendorId))).toEqual(
      new Set(requests.filter((r) => isWaiting(r)).map((r) => r.vendorId)),
    );
  });
});

describe('the pending-requests card', () => {
  const card = (md: MarketDateItem) => admin.get(`/api/dashboard/market-date/${md.id}/pending-requests`);

  it('splits new and returning vendors as requests are made, approved and cancelled and as the date before changes', async () => {
    const day = Date.parse(nextDate());
    const iso = (offset: number) => new Date(day + offset * 86_400_000).toISOString().slice(0, 10);
    const before = await fx.marketDate(iso(0), { status: 'completed' });
    const md = await fx.marketDate(iso(14), { maxVendors: 0 });
    const [back, fresh, other] = await Promise.all([requester(), requester(), requester()]);
    await fx.request(back.vendor, before, { status: 'approved' });
    for (const w of [back, fresh, other]) {
      expect((await w.api.post(`/api/vendor/market-dates/${md.id}/request`, {})).status).toBe(200);
    }
    await card(md); // counted once
    const kept = await card(md);
    expect(kept.body).toEqual({ totalPending: 3, completionPercentage: 0, newVendors: 2, returningVendors: 1 });
    // Kept on the tally: the date and its tally, the calendar and the date before's counter.
    expect(admin.ddbItems(kept)).toBeLessThanOrEqual(5);
    expect(admin.ddbRequests(kept)).toBeLessThanOrEqual(4);

    const approve = await admin.post(`/api/market-dates/${md.id}/approve?vendorId=${fresh.vendor.id}`, {});
    expect(approve.status).toBe(200);
    expect((await card(md)).body).toEqual({
      totalPending: 2,
      completionPercentage: 33,
      newVendors: 1,
      returningVendors: 1,
    });

    expect((await other.api.post(`/api/vendor/market-dates/${md.id}/cancel`, {})).status).toBe(200);
    expect((await card(md)).body).toEqual({
      totalPending: 1,
      completionPercentage: 67,
      newVendors: 0,
      returningVendors: 1,
    });

    // A date put in between: the vendor still pending had no request on it, so it is new against it.
    const between = await fx.marketDate(iso(7), { maxVendors: 0 });
    expect((await card(md)).body).toMatchObject({ totalPending: 1, newVendors: 1, returningVendors: 0 });
    // Then it asks for that date too: returning again.
    expect((await back.api.post(`/api/vendor/market-dates/${between.id}/request`, {})).status).toBe(200);
    expect((await card(md)).body).toMatchObject({ totalPending: 1, newVendors: 0, returningVendors: 1 });
  });
});
