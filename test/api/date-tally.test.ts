/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
/**
 * The date's tally (shared/date-tally.ts): the space, payment and publication cards read counts kept on the date by
 * every request write, and answer what a count of every request and space of the date answers, after a realistic
 * run of requests, approvals, assignments, payments, a cancellation and an unassignment, and under a burst of
 * assignments on market week. Each test builds its own date and vendors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { makeDateDashboardRepository } from '../../functions/lib/data/market-dates/date-dashboard.repository.js';
import {
  paymentStatusCard,
  pendingRequestsCard,
  publicationStatusCard,
  spaceAssignmentCard,
  type DashDate,
} from '../../shared/date-dashboard.js';
import { recountTally } from '../../shared/date-tally.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeRequestFixtures } from './request-fixtures.js';
import type { Catalog } from './spaces-fixtures.js';

const fx = makeRequestFixtures();
let admin: ApiClient;
let standard: Catalog['spaceTypes'][number];
let area: Catalog['areas'][number];

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  const catalog = await fx.catalog();
  standard = catalog.spaceTypes.find((t) => t.name === '10x10 Standard')!;
  area = catalog.areas.find((a) => a.name === 'North Row')!;
});

/**
 * The date as it is stored, every request and space read one by one (the dashboard's whole-date read, which keeps no
 * tally): the oracle the cards must agree with.
 */
async function counted(marketDateId: string): Promise<DashDate> {
  return (await makeDateDashboardRepository(fx.ddb, fx.tableName).dateSnapshot(marketDateId))!;
}

const cards = async (marketDateId: string) => {
  const get = (name: string) => admin.get(`/api/dashboard/market-date/${marketDateId}/${name}`);
  const [space, payment, publication] = await Promise.all([
    get('space-assignment'),
    get('payment-status'),
    get('publication-status'),
  ]);
  for (const res of [space, payment, publication]) expect(res.status).toBe(200);
  return {
    space: space.body,
    payment: payment.body,
    publication: publication.body,
    responses: [space, payment, publication],
  };
};

const ok = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res;
};

describe('the cards kept counted on the date', () => {
  it('answer what a count of every request and space answers, after requests, approvals, assignments, payments, a cancel and an unassign', async () => {
    const vendors = Array.from({ length: 6 }, () => fx.vendor());
    const { marketDate, spaces } = await fx.marketDate({
      spaces: Array.from({ length: 5 }, (_, i) => ({ label: `T${i + 1}`, areaId: area.id, spaceTypeId: standard.id })),
      requestsWithoutSpace: vendors.map((vendor) => ({ vendor })),
    });
    const id = marketDate.id;
    // Read once before anything moves: the date's tally is counted from the requests already stored.
    expect((await cards(id)).payment).toMatchObject({ totalVendors: 0, collectedAmount: 0 });

    for (const v of vendors.slice(0, 5)) ok(await admin.post(`/api/market-dates/${id}/approve?vendorId=${v.id}`));
    for (const [i, v] of vendors.slice(0, 4).entries()) {
      ok(await admin.post(`/api/spaces/${spaces[i]!.id}/assign`, { vendorId: v.id, marketDateId: id }));
    }
    const requestOf = async (vendorId: string) => (await fx.request(id, vendorId)) as any;
    for (const [v, amount] of [
      [vendors[0]!, 1000],
      [vendors[1]!, (await requestOf(vendors[1]!.id)).amountDue],
      [vendors[4]!, 500],
    ] as const) {
      ok(
        await admin.post(`/api/vendors/${v.id}/payments`, {
          spaceRequestId: (await requestOf(v.id)).id,
          amount,
          paymentMethod: 'cash',
          status: 'completed',
          stripePaymentId: null,
          notes: 'Paid at the info booth',
        }),
      );
    }
    ok(await admin.post(`/api/market-dates/${id}/reject?vendorId=${vendors[2]!.id}`, { as: 'cancel' }));
    ok(await admin.post(`/api/spaces/${spaces[3]!.id}/unassign`, { marketDateId: id }));

    const d = await counted(id);
    const shown = await cards(id);
    expect({ space: shown.space, payment: shown.payment, publication: shown.publication }).toEqual({
      space: spaceAssignmentCard(d),
      payment: paymentStatusCard(d),
      publication: publicationStatusCard(d),
    });
    // What the run did, by hand: 2 spaces still held of 5 (one handed back by the cancel, one unassigned); the
    // vendor unassigned and the one approved without a space are the two conflicts; the 4 approved requests left
    // owe, one of them paid in full.
    expect(shown.space).toMatchObject({ assignedSpaces: 2, totalSpaces: 5, conflictCount: 2 });
    expect(shown.payment).toMatchObject({ totalVendors: 4, paidVendors: 1 });
    expect(shown.payment.collectedAmount).toBe(1000 + (await requestOf(vendors[1]!.id)).amountDue + 500);
    // Each card: the session's user and one BatchGet of the date and its tally, no space read.
    for (const res of shown.responses) expect(admin.ddbRequests(res)).toBeLessThanOrEqual(2);
    // The pending card counts from the tally too; its split into new and returning depends on the date before.
    const pending = await admin.get(`/api/dashboard/market-date/${id}/pending-requests`);
    const { totalPending, completionPercentage } = pendingRequestsCard(d, null);
    expect(pending.body).toMatchObject({ totalPending, completionPercentage });
    expect(pending.body.newVendors + pending.body.returningVendors).toBe(totalPending);
    expect(totalPending).toBe(1);

    // A space edited later is the date's latest change on the publication card, still without reading the spaces.
    ok(await admin.patch(`/api/spaces/${spaces[4]!.id}`, { marketDateId: id, label: 'T5 corner' }));
    const edited = await counted(id);
    const after = await cards(id);
    expect(after.publication).toEqual(publicationStatusCard(edited));
    expect(after.publication.lastUpdatedAt).toBe(edited.spaces.find((s) => s.id === spaces[4]!.id)!.updatedAt);
    expect(after.publication.lastUpdatedAt > shown.publication.lastUpdatedAt).toBe(true);

    const tally = await fx.item<Record<string, unknown>>(keys.dateTally(id));
    expect(tally).toMatchObject({ ...recountTally(d.requests), counted: true });
  });

  it('lets 50 admins assign 50 spaces of one date at once, every one landing and counted once', async () => {
    const vendors = Array.from({ length: 50 }, () => fx.vendor());
    const { marketDate, spaces } = await fx.marketDate({
      spaces: vendors.map((_, i) => ({ label: `H${i + 1}`, areaId: area.id, spaceTypeId: standard.id })),
      requestsWithoutSpace: vendors.map((vendor) => ({ vendor, request: { status: 'approved' } })),
    });
    const id = marketDate.id;
    const before = await cards(id);
    expect(before.space).toMatchObject({ assignedSpaces: 0, conflictCount: 50 });
    const tallyBefore = (await fx.item<Record<string, number>>(keys.dateTally(id)))!;

    const results = await Promise.all(
      vendors.map((v, i) => admin.post(`/api/spaces/${spaces[i]!.id}/assign`, { vendorId: v.id, marketDateId: id })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));

    const tallyAfter = (await fx.item<Record<string, number>>(keys.dateTally(id)))!;
    expect(tallyAfter.linked! - tallyBefore.linked!).toBe(50);
    expect(tallyAfter.activeUnplaced! - tallyBefore.activeUnplaced!).toBe(-50);
    expect(await fx.item(keys.marketDate(id))).toMatchObject({ assignedCount: 50 });
    expect((await cards(id)).space).toMatchObject({ assignedSpaces: 50, totalSpaces: 50, conflictCount: 0 });
  });
});
