/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MarketDateItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { addDays } from '../../shared/market-time.js';
import { formatMarketDay } from '../../shared/spaces-messages.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { linksIn, listMailbox } from './mailbox.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * A market date's dashboard cards, statistics, payments and proceeds (spec 2 §2.2, §2.4, §2.5) and payment reminders,
 * on a seeded date far in the future and the week before it.
 */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
const DATE = '2097-04-07';
let admin: ApiClient;
let target: MarketDateItem;
let lastWeek: MarketDateItem;
let paid: VendorItem;
let partly: VendorItem;
let owing: VendorItem;
let waiting: VendorItem;
let owingRequest: SpaceRequestItem;
let partlyRequest: SpaceRequestItem;
let paidRequest: SpaceRequestItem;

async function vendor(over: Partial<VendorItem> = {}): Promise<VendorItem> {
  const v = await fx.vendor(over);
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return v;
}

async function placed(v: VendorItem, md: MarketDateItem, label: string, over: Partial<SpaceRequestItem>) {
  const space = await fx.space(md, label, v.id);
  return fx.request(v, md, { status: 'approved', spaceId: space.id, ...over });
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  lastWeek = await fx.marketDate(addDays(DATE, -7), { status: 'completed' });
  target = await fx.marketDate(DATE);

  paid = await vendor({ name: 'Dash Test Paid Farm' });
  partly = await vendor({ name: 'Dash Test Partly Bakery' });
  owing = await vendor({ name: 'Dash Test Owing Orchard' });
  waiting = await vendor({ name: 'Dash Test Waiting Weaver' });

  await placed(paid, lastWeek, 'W1', { amountDue: 4000, amountPaid: 4000 });
  await placed(owing, lastWeek, 'W2', { amountDue: 4000, amountPaid: 4000 });

  paidRequest = await placed(paid, target, 'D1', {
    amountBase: 5000,
    grossSales: 100000,
    salesBasedRate: 10,
    salesBasedFee: 10000,
    amountDue: 10000,
    amountPaid: 10000,
    amountBalance: 0,
  });
  partlyRequest = await placed(partly, target, 'D2', {
    amountBase: 4000,
    amountDue: 4000,
    amountPaid: 1000,
    amountBalance: 3000,
    status: 'confirmed',
  });
  owingRequest = await fx.request(owing, target, {
    status: 'approved',
    amountBase: 3000,
    salesBasedRate: 5,
    amountDue: 3000,
    amountBalance: 3000,
  });
  await fx.request(waiting, target, { status: 'requested' });
  await fx.space(target, 'D4');
});

afterAll(async () => {
  await fx.cleanup();
});

const card = (name: string, query = '') => admin.get(`/api/dashboard/market-date/${target.id}/${name}${query}`);

describe('the dashboard cards of a seeded date', () => {
  it('answers the pending, space, payment and publication figures', async () => {
    const pending = await card('pending-requests');
    expect(pending.body).toEqual({
      totalPending: 1,
      completionPercentage: 75,
      newVendors: 1,
      returningVendors: 0,
    });
    expect((await card('space-assignment')).body).toEqual({
      assignedSpaces: 2,
      totalSpaces: 3,
      fillPercentage: 67,
      unassignedSpaces: 1,
      conflictCount: 1, // the approved orchard has no space
    });
    expect((await card('payment-status')).body).toEqual({
      totalVendors: 3,
      paidVendors: 1,
      paymentPercentage: 33,
      collectedAmount: 11000,
      outstandingAmount: 6000,
      totalAmount: 17000,
    });
    expect((await card('publication-status')).body).toMatchObject({
      isPublished: false,
      readyToPublish: true,
      publicationPercentage: 66,
      assignedSpaces: 2,
      totalSpaces: 3,
    });
  });

  it('splits the pending vendors into new and returning by their requests on the week before, in a few requests', async () => {
    const before = await fx.marketDate('2097-02-24', { status: 'completed' });
    const date = await fx.marketDate('2097-03-03');
    const [back, fresh, skipping, approved] = await Promise.all([
      vendor({ name: 'Dash Test Back Again' }),
      vendor({ name: 'Dash Test First Timer' }),
      vendor({ name: 'Dash Test Skipping' }),
      vendor({ name: 'Dash Test Approved' }),
    ]);
    await fx.request(back, before, { status: 'approved' });
    await fx.request(back, date, { status: 'requested' });
    await fx.request(fresh, date, { status: 'requested' });
    await fx.request(skipping, date, { status: 'skipped' });
    await fx.request(approved, date, { status: 'approved' });
    const get = () => admin.get(`/api/dashboard/market-date/${date.id}/pending-requests`);
    await get(); // the first read counts the date's tally once
    const res = await get();
    // Two pending of the three requests not skipped; one of them had a request the week before.
    expect(res.body).toEqual({ totalPending: 2, completionPercentage: 33, newVendors: 1, returningVendors: 1 });
    // The session, the date and its tally, the pending vendors, the date before and their requests on it.
    expect(admin.ddbRequests(res)).toBeLessThanOrEqual(5);
    const expiring = await admin.get(`/api/dashboard/market-date/${date.id}/expiring-documents`);
    expect(expiring.status).toBe(200);
    console.info(
      `pending-requests: ${admin.ddbRequests(res)} DynamoDB requests; expiring-documents: ${admin.ddbRequests(expiring)}`,
    );
  });

  it('answers 404 for an unknown date and 400 for a bad limit', async () => {
    for (const name of ['payment-status', 'pending-requests', 'expiring-documents']) {
      expect((await admin.get(`/api/dashboard/market-date/no-such-date/${name}`)).status, name).toBe(404);
    }
    expect((await card('missing-vendors', '?limit=0')).status).toBe(400);
  });

  it('answers the statistics with the change against the week before', async () => {
    const res = await card('statistics');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      marketRevenue: 17000,
      marketRevenueChange: 112.5, // 17000 against 8000
      approvedRequests: 3,
      totalRequests: 4,
      spaceUtilization: 67,
      utilizationChange: -33,
      vendorRetentionRate: 100,
      totalCollected: 11000,
      totalOutstanding: 6000,
      totalVendorProceeds: 100000,
      totalVendors: 3,
      previousDate: lastWeek.date,
    });
  });
});

describe('the payments and proceeds reports', () => {
  it('lists approved requests by tab with their payment status, and the date’s totals', async () => {
    const tab = async (name: string) => {
      const res = await admin.get(`/api/market-dates/${target.id}/payments?tab=${name}`);
      expect(res.status).toBe(200);
      return res;
    };
    const unpaid = await tab('unpaid');
    expect(unpaid.body.totalPaid).toBe(11000);
    expect(unpaid.body.summary).toMatchObject({ totalPaid: 11000, owing: 3, owingPaid: 1 });
    expect(unpaid.body.nextCursor).toBeNull();
    const paidRows = (await tab('paid')).body.items;
    expect(paidRows.map((r: any) => r.vendor.id)).toEqual([paid.id]);
    expect(paidRows[0].paymentStatus).toEqual({ status: 'received', label: 'Paid', color: 'green' });
    const byVendor = new Map(unpaid.body.items.map((r: any) => [r.vendor.id, r]));
    expect([...byVendor.keys()].sort()).toEqual([partly.id, owing.id].sort());
    expect((byVendor.get(partly.id) as any).paymentStatus.status).toBe('requested');
    expect(byVendor.get(owing.id) as any).toMatchObject({
      vendor: { name: 'Dash Test Owing Orchard' },
      spaceAssignment: null,
      paymentStatus: { status: 'required' },
    });
    expect((await tab('not-required')).body.items.some((r: any) => r.vendor.id === waiting.id)).toBe(false);
  });

  it('sorts proceeds by gross sales, flags the sales-based vendor with neither sales nor payment, and keeps the paid', async () => {
    const all = await admin.get(`/api/market-dates/${target.id}/proceeds`);
    expect(all.body.items.map((r: any) => r.vendorId)[0]).toBe(paid.id);
    const orchard = all.body.items.find((r: any) => r.vendorId === owing.id);
    expect(orchard).toMatchObject({ attention: 'both', grossSales: null, marketRevenue: 3000, salesByTender: null });
    const paidOnly = await admin.get(`/api/market-dates/${target.id}/proceeds?paidOnly=true`);
    expect(paidOnly.body.items.map((r: any) => r.vendorId)).toEqual([paid.id]);
  });
});

describe('payment reminders', () => {
  it('queues one e-mail with a payment link per unpaid vendor named, and none for the paid one', async () => {
    const started = new Date().toISOString();
    const res = await admin.post(`/api/market-dates/${target.id}/payment-reminders`, {
      requestIds: [owingRequest.id, partlyRequest.id, paidRequest.id],
    });
    expect(res).toMatchObject({ status: 200, body: { sent: 2 } });
    const mail = (await listMailbox(baseUrl)).filter((m) => m.sentAt >= started);
    for (const [v, amount] of [
      [owing, '$30.00'],
      [partly, '$30.00'],
    ] as const) {
      const own = mail.filter((m) => m.to === v.email);
      expect(own).toHaveLength(1);
      expect(own[0]!.subject).toContain(formatMarketDay(DATE));
      expect(own[0]!.text).toContain(amount);
      expect(linksIn(own[0]!).some((l) => /\/p\/[A-Za-z0-9_-]{12,}$/.test(l))).toBe(true);
    }
    expect(mail.filter((m) => m.to === paid.email)).toEqual([]);
  });

  it('sends one for a single request by its id, and refuses an empty list', async () => {
    expect(await admin.post(`/api/spaces/${owingRequest.id}/payment-reminder`)).toMatchObject({
      status: 200,
      body: { sent: 1 },
    });
    expect((await admin.post(`/api/market-dates/${target.id}/payment-reminders`, { requestIds: [] })).status).toBe(400);
  });
});

describe('who may use it', () => {
  it('refuses a vendor user with 403 and an anonymous visitor with 401', async () => {
    const { api } = await fx.vendorUser(paid.id);
    const anonymous = makeClient(baseUrl);
    for (const path of [
      `/api/dashboard/market-date/${target.id}/statistics`,
      `/api/market-dates/${target.id}/payments`,
      `/api/market-dates/${target.id}/proceeds`,
    ]) {
      expect((await api.get(path)).status).toBe(403);
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await api.post(`/api/spaces/${owingRequest.id}/payment-reminder`)).status).toBe(403);
  });
});
